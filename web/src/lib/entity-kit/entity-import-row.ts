import type { EntityView } from './entity-view';

/** Kinds the server takes as numbers: a numeric cell is sent as one. */
const numericKinds = new Set(['number', 'score', 'rag', 'progress']);

/**
 * One mapped sheet row as create-from-upload takes it: empty cells left out, numeric cells of number
 * kinds as numbers; anything else goes as text (choices by label, members by id, dates), so the
 * server's rules name each bad cell as a row problem.
 */
export function uploadRowOf(
  view: EntityView,
  cells: Record<string, string>,
): Record<string, string | number> {
  const row: Record<string, string | number> = {};
  for (const [key, cell] of Object.entries(cells)) {
    const text = cell.trim();
    if (text === '') continue;
    const kind = view.fields[key]?.kind;
    row[key] = kind && numericKinds.has(kind) && /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text;
  }
  return row;
}
