import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TFunction } from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n/i18n';
import { renderWithProviders } from '@/testing/test-utils';
import { SettingsListEditor } from './settings-list-editor';
import { phaseFields } from './settings-list-fields';

// Issue 37 item 5: a phase ending before it starts is refused in the form, and any refusal keeps the
// dialog open with what was typed.

const phases = [{ id: 'p1', name: 'Discovery', startDate: '2026-01-01', endDate: '2026-02-01' }];

function renderEditor(onSave: (items: unknown[], version: number) => Promise<unknown>) {
  renderWithProviders(
    <SettingsListEditor
      title="Phases"
      itemNoun="phase"
      fields={phaseFields(i18n.t.bind(i18n) as TFunction)}
      items={phases}
      version={3}
      canEdit
      saving={false}
      onSave={onSave}
    />,
  );
}

const openEdit = async () => {
  fireEvent.click(screen.getByRole('button', { name: 'Edit Discovery' }));
  return screen.findByRole('dialog');
};
const setDate = (dialog: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });

describe('a phase in the settings list', () => {
  it('an end before the start is refused in the form; nothing is sent', async () => {
    const onSave = vi.fn(async () => undefined);
    renderEditor(onSave);
    const dialog = await openEdit();
    setDate(dialog, 'End date', '2025-12-01');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('The end date must be on or after the start date.'),
    ).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('a refused save keeps the dialog and the typed values, with the server’s rule on its field', async () => {
    const onSave = vi.fn(async () => {
      throw new ApiError({
        status: 400,
        message: 'body.items.0.endDate: must be on or after the start date',
        details: { field: 'body.items.0.endDate' },
        method: 'PUT',
        url: '/phases',
      });
    });
    renderEditor(onSave);
    const dialog = await openEdit();
    fireEvent.change(within(dialog).getByLabelText(/Name/), { target: { value: 'Discovery two' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(await within(dialog).findByText('Must be on or after the start date.')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Name/)).toHaveValue('Discovery two');
  });
});
