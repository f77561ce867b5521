import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { cellEditorOf } from './entity-grid-columns';
import { cellWriteOf } from './entity-grid-cell';
import { EntityCellDialog } from './entity-grid-editor';
import type { EntityFieldView, EntityView } from './entity-view';

vi.mock('./entity-call', () => ({
  callEntityEndpoint: vi.fn(async () => [
    { id: 'ba-2', name: 'Finance' },
    { id: 'ba-1', name: 'Operations' },
  ]),
  oneParams: vi.fn(),
}));

const types: EntityFieldView = {
  kind: 'choices',
  required: false,
  clearable: true,
  sortable: false,
  filterable: false,
  editable: 'NumericField',
};
const areas: EntityFieldView = {
  kind: 'coreDataIds',
  required: false,
  clearable: true,
  sortable: false,
  filterable: false,
  editable: 'IdField',
  reference: { endpoint: 'listBusinessAreas', nameKey: 'name', scope: 'organisation' },
};
const typeChoices = [
  { value: 1, label: 'People' },
  { value: 2, label: 'Process' },
  { value: 3, label: 'Technology' },
];

/** Types to search, then ArrowDown and Enter pick the first option left (Mantine reads `code`). */
function pickByKeyboard(input: HTMLElement, search: string) {
  fireEvent.change(input, { target: { value: search } });
  fireEvent.keyDown(input, { key: 'ArrowDown', code: 'ArrowDown' });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' });
}

const pillsOf = (dialog: HTMLElement) =>
  [...dialog.querySelectorAll('.mantine-Pill-label')].map((pill) => pill.textContent);

function open(params: Parameters<typeof EntityCellDialog>[0]['params'], value: unknown) {
  const onSave = vi.fn();
  const onCancel = vi.fn();
  renderWithProviders(
    <EntityCellDialog params={params} value={value} busy={false} onSave={onSave} onCancel={onCancel} />,
  );
  return { onSave, onCancel, dialog: screen.getByRole('dialog') };
}

describe('the grid’s pill editor for a field of several values', () => {
  it('shows the values held as pills and saves the chosen ones in their own type on Enter', async () => {
    const { onSave, dialog } = open({ input: 'multi', label: 'Impact types', choices: typeChoices }, [2]);
    expect(within(dialog).getByText('Process', { selector: '.mantine-Pill-label' })).toBeVisible();
    const input = within(dialog).getByRole('combobox', { name: 'Impact types' });
    // The keyboard starts in the editor.
    await waitFor(() => expect(input).toHaveFocus());
    pickByKeyboard(input, 'Tech');
    await waitFor(() => expect(pillsOf(dialog)).toEqual(['Process', 'Technology']));
    // Enter with no option highlighted submits the form (jsdom does not submit on a key press).
    fireEvent.submit(input.closest('form')!);
    expect(onSave).toHaveBeenCalledWith([2, 3]);
  });

  it('cancels on Escape without saving', () => {
    const { onSave, onCancel, dialog } = open(
      { input: 'multi', label: 'Impact types', choices: typeChoices },
      [],
    );
    fireEvent.keyDown(within(dialog).getByRole('combobox', { name: 'Impact types' }), { key: 'Escape' });
    expect(onCancel).toHaveBeenCalled();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('loads a core data field’s choices and answers the chosen ids', async () => {
    const view = {
      phrases: 'impacts',
      fields: { businessAreas: areas },
    } as unknown as EntityView;
    const t = ((key: string) => key) as never;
    const params = cellEditorOf(view, 'businessAreas', t, [], 'org-1')!;
    expect(params.input).toBe('multi');
    const { onSave, dialog } = open(params, ['ba-1']);
    await waitFor(() =>
      expect(within(dialog).getByText('Operations', { selector: '.mantine-Pill-label' })).toBeVisible(),
    );
    const input = within(dialog).getByRole('combobox', { name: 'impacts.fields.businessAreas' });
    await waitFor(() => expect(input).toHaveFocus());
    pickByKeyboard(input, 'Fin');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith(['ba-1', 'ba-2']);
  });
});

describe('a pill editor’s answer as the write it asks for', () => {
  it('sends the whole list in the kind’s list payload, nothing for the same values, a clear when emptied', () => {
    expect(cellWriteOf(types, [2], [2, 3], 4)).toEqual({
      kind: 'update',
      body: { numbers: [2, 3], version: 4 },
    });
    expect(cellWriteOf(areas, [], ['ba-1', 'ba-2'], 1)).toEqual({
      kind: 'update',
      body: { ids: ['ba-1', 'ba-2'], version: 1 },
    });
    expect(cellWriteOf(areas, ['ba-1', 'ba-2'], ['ba-2', 'ba-1'], 1)).toEqual({ kind: 'none' });
    expect(cellWriteOf(types, [2], [], 4)).toEqual({ kind: 'clear' });
    expect(cellWriteOf(types, [2], null, 4)).toEqual({ kind: 'clear' });
    expect(cellWriteOf(types, [], null, 4)).toEqual({ kind: 'none' });
  });
});
