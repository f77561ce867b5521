import type { CellDoubleClickedEvent, CellKeyDownEvent, ColDef } from 'ag-grid-community';
import { useCallback } from 'react';

/** A printable character without a shortcut modifier: the user starts typing into the cell. */
const startsTyping = (event: KeyboardEvent) =>
  event.key.length === 1 && event.key !== ' ' && !event.ctrlKey && !event.metaKey && !event.altKey;

/**
 * A grid's cell gestures (the kit's and the actions grid): double-click, F2 or typing a character opens
 * the cell's editor, and Enter too where `enterOpens`; Delete or Backspace asks the grid to clear the
 * cell. Only cells the
 * user may edit (`editable`), and none while a write is in flight (`busy`), so a second key press
 * cannot send a second write over the first.
 */
export function useGridCellEvents<Row>({
  keyOf,
  editable,
  busy,
  enterOpens,
  open,
  clear,
}: {
  /** The edited key a column stands for (the kit: its `field`; actions: its `colId`). */
  keyOf: (column: ColDef<Row>) => string | undefined;
  editable: (key: string) => boolean;
  busy: boolean;
  enterOpens: boolean;
  open: (row: Row, key: string) => void;
  /** The grid decides whether the cell can be cleared (its field is clearable) and how. */
  clear: (row: Row, key: string) => void;
}) {
  const editedKey = useCallback(
    (column: ColDef<Row>) => {
      const key = keyOf(column);
      return key !== undefined && editable(key) ? key : undefined;
    },
    [keyOf, editable],
  );
  const onCellDoubleClicked = useCallback(
    (event: CellDoubleClickedEvent<Row>) => {
      const key = editedKey(event.colDef);
      if (event.data && key !== undefined) open(event.data, key);
    },
    [editedKey, open],
  );
  const onCellKeyDown = useCallback(
    (event: CellKeyDownEvent<Row>) => {
      const key = editedKey(event.colDef);
      const keyboard = event.event as KeyboardEvent | null;
      const pressed = keyboard?.key;
      if (!event.data || key === undefined || busy || !pressed) return;
      if ((pressed === 'Enter' && enterOpens) || pressed === 'F2' || startsTyping(keyboard))
        open(event.data, key);
      else if (pressed === 'Delete' || pressed === 'Backspace') clear(event.data, key);
    },
    [editedKey, busy, enterOpens, open, clear],
  );
  return { onCellDoubleClicked, onCellKeyDown };
}
