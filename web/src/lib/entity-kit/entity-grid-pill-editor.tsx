import { MultiSelect } from '@mantine/core';
import { CellDialogFrame } from './entity-cell-dialog-frame';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCoreDataChoices } from './entity-core-data-ids';
import type { EntityFieldView } from './entity-view';
import '@/lib/i18n/en-gb-entity-kit';

/** One value a pill editor offers: an impact type (a number) or a core data item (an id). */
export type PillChoice = { value: string | number; label: string };

/** A field's choices the editor loads itself: the organisation's items of a core data kind. */
export type PillChoicesSource = { field: EntityFieldView; organisationId: string };

const noField: EntityFieldView = {
  kind: 'coreDataIds',
  required: false,
  clearable: false,
  sortable: false,
  filterable: false,
};

/**
 * The grid's pill editor (spec §2: pill editors in popup modals) for a field of several values: a
 * searchable multi-select of the field's choices (given, or the organisation's core data items of
 * its kind, loaded on opening). Enter saves (when no option is highlighted: then Enter picks it),
 * Escape cancels; the answer is the chosen values in the choices' own type (numbers stay numbers).
 */
export function PillCellDialog({
  label,
  choices: given = [],
  source,
  value,
  busy,
  onSave,
  onCancel,
}: {
  label: string;
  choices?: readonly PillChoice[];
  source?: PillChoicesSource;
  value: unknown;
  busy: boolean;
  onSave: (values: (string | number)[]) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const loaded = useCoreDataChoices(source?.field ?? noField, source?.organisationId ?? '');
  const choices: readonly PillChoice[] = source
    ? (loaded.data ?? []).map((choice) => ({ value: choice.id, label: choice.name }))
    : given;
  const [chosen, setChosen] = useState<string[]>(Array.isArray(value) ? value.map(String) : []);
  const valuesOf = (texts: readonly string[]) =>
    texts.map((text) => choices.find((choice) => String(choice.value) === text)?.value ?? text);
  const placeholder = !source
    ? undefined
    : loaded.isPending
      ? t('entityKit.form.choicesLoading')
      : loaded.isError
        ? t('entityKit.form.choicesFailed')
        : undefined;
  return (
    <CellDialogFrame label={label} busy={busy} onSubmit={() => onSave(valuesOf(chosen))} onCancel={onCancel}>
      <MultiSelect
        data-autofocus
        label={label}
        searchable
        clearable
        // Keep the list in the modal: a portal would put the options outside its focus trap.
        comboboxProps={{ withinPortal: false }}
        data={choices.map((choice) => ({ value: String(choice.value), label: choice.label }))}
        value={chosen}
        placeholder={placeholder}
        onChange={setChosen}
      />
    </CellDialogFrame>
  );
}
