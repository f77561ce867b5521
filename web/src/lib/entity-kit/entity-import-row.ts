import { customFieldIdOf } from '@tandem/shared/custom-fields/custom-field-key';
import type { EntityView } from './entity-view';

/** A row as create-from-upload takes it: declared fields by key, custom values by field id. */
export type UploadRow = Record<string, string | number | Record<string, string>>;

/** Kinds the server takes as numbers: a numeric cell is sent as one. */
const numericKinds = new Set(['number', 'score', 'rag', 'progress']);

/**
 * One mapped sheet row as create-from-upload takes it: empty cells left out, numeric cells of number
 * kinds as numbers, custom cells under `customFields`; anything else goes as text (choices by label, members by id, dates), so the
 * server's rules name each bad cell as a row problem.
 */
export function uploadRowOf(view: EntityView, cells: Record<string, string>): UploadRow {
  const row: UploadRow = {};
  for (const [key, cell] of Object.entries(cells)) {
    const text = cell.trim();
    if (text === '') continue;
    // A custom field's column (`custom.<id>`) goes in `customFields` by field id; the server reads it by type.
    const fieldId = customFieldIdOf(key);
    if (fieldId) {
      row.customFields = { ...(row.customFields as Record<string, string> | undefined), [fieldId]: text };
      continue;
    }
    const kind = view.fields[key]?.kind;
    row[key] = kind && numericKinds.has(kind) && /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text;
  }
  return row;
}
