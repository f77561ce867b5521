import { renderHook } from '@testing-library/react';
import type { CellDoubleClickedEvent, CellKeyDownEvent, ColDef } from 'ag-grid-community';
import { describe, expect, it } from 'vitest';
import { useGridCellEvents } from './entity-grid-cell-events';

type Row = { id: string };
const row: Row = { id: 'r-1' };

/** The gestures of a grid whose `name` and `endDate` columns its user may edit, recording what they ask for. */
function gestures({ busy = false, enterOpens = true } = {}) {
  const asked: string[] = [];
  const { result } = renderHook(() =>
    useGridCellEvents<Row>({
      keyOf: (column: ColDef<Row>) => column.colId,
      editable: (key) => key === 'name' || key === 'endDate',
      busy,
      enterOpens,
      open: (opened, key) => asked.push(`open ${opened.id} ${key}`),
      clear: (cleared, key) => asked.push(`clear ${cleared.id} ${key}`),
    }),
  );
  /** `loaded: false` is a row AG Grid has no data for yet. */
  const doubleClick = (colId: string, loaded = true) =>
    result.current.onCellDoubleClicked({
      colDef: { colId },
      data: loaded ? row : undefined,
    } as CellDoubleClickedEvent<Row>);
  const press = (colId: string, key: string) =>
    result.current.onCellKeyDown({
      colDef: { colId },
      data: row,
      event: new KeyboardEvent('keydown', { key }),
    } as unknown as CellKeyDownEvent<Row>);
  return { asked, doubleClick, press };
}

describe('a grid’s cell gestures', () => {
  it('opens an editable cell on double-click and Enter, clears it on Delete and Backspace', () => {
    const { asked, doubleClick, press } = gestures();
    doubleClick('name');
    press('endDate', 'Enter');
    press('endDate', 'Delete');
    press('name', 'Backspace');
    expect(asked).toEqual(['open r-1 name', 'open r-1 endDate', 'clear r-1 endDate', 'clear r-1 name']);
  });

  it('opens an editable cell on F2 and on typing a character, not on shortcuts or navigation keys', () => {
    const { asked, press } = gestures({ enterOpens: false });
    press('name', 'F2');
    press('endDate', 'a');
    press('name', 'ArrowDown');
    press('name', 'Tab');
    press('name', ' ');
    press('refNumber', 'b');
    expect(asked).toEqual(['open r-1 name', 'open r-1 endDate']);
  });

  it('leaves cells the user may not edit, and rows not loaded, alone', () => {
    const { asked, doubleClick, press } = gestures();
    doubleClick('refNumber');
    doubleClick('name', false);
    press('refNumber', 'Delete');
    expect(asked).toEqual([]);
  });

  it('opens on double-click only where Enter does not open', () => {
    const { asked, doubleClick, press } = gestures({ enterOpens: false });
    press('name', 'Enter');
    doubleClick('name');
    expect(asked).toEqual(['open r-1 name']);
  });

  it('takes no key while a write is in flight, so a second clear cannot go over the first', () => {
    const { asked, press } = gestures({ busy: true });
    press('name', 'Delete');
    press('name', 'Enter');
    expect(asked).toEqual([]);
  });
});
