import { Button, Group, Modal, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '@/lib/i18n/en-gb-entity-kit';

/** A choice of a select cell (RAG, progress, a team member). */
export type CellChoice = { value: string | number; label: string };

export type EntityCellEditorParams = {
  /** `pills`: several choices toggled on and off (a member list), at most `max`. */
  input: 'text' | 'number' | 'date' | 'select' | 'pills';
  /** The field's name: the dialog's title and the input's label. */
  label: string;
  maxLength?: number;
  min?: number;
  max?: number;
  choices?: readonly CellChoice[];
};

const inputStyle = { width: '100%', font: 'inherit', padding: '6px 8px' } as const;
const textOf = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/**
 * The grid's cell editor (spec §2: a grid cell edits in a modal): one native input or select for the
 * field's kind, so the browser gives the keyboard, the date picker and the list without AG Grid's
 * editing modules (they would grow the AG Grid chunk every grid route shares). Enter saves, Escape
 * cancels; the answer is the new value (null when emptied).
 */
export function EntityCellDialog({
  params,
  value,
  busy,
  onSave,
  onCancel,
}: {
  params: EntityCellEditorParams;
  value: unknown;
  busy: boolean;
  onSave: (value: unknown) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { input, label, choices = [] } = params;
  const [text, setText] = useState(input === 'date' ? textOf(value).slice(0, 10) : textOf(value));
  const [chosen, setChosen] = useState<string[]>(Array.isArray(value) ? (value as string[]) : []);
  const valueOf = () => {
    if (input === 'pills') return chosen;
    if (text === '') return null;
    if (input === 'number') return Number.isNaN(Number(text)) ? text : Number(text);
    if (input === 'select') return choices.find((choice) => String(choice.value) === text)?.value ?? null;
    return text;
  };
  return (
    <Modal
      opened
      onClose={onCancel}
      title={label}
      centered
      closeButtonProps={{ 'aria-label': t('forms.close') }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSave(valueOf());
        }}
      >
        <Stack gap="md">
          {input === 'pills' ? (
            <PillToggles
              label={label}
              choices={choices}
              chosen={chosen}
              max={params.max}
              onChange={setChosen}
            />
          ) : (
            <label style={{ display: 'grid', gap: 4 }}>
              {label}
              {input === 'select' ? (
                <select
                  autoFocus
                  style={inputStyle}
                  value={text}
                  onChange={(e) => setText(e.currentTarget.value)}
                >
                  {choices.map((choice) => (
                    <option key={choice.value} value={String(choice.value)}>
                      {choice.label}
                    </option>
                  ))}
                </select>
              ) : (
                <input
                  autoFocus
                  style={inputStyle}
                  type={input}
                  value={text}
                  maxLength={params.maxLength}
                  min={params.min}
                  max={params.max}
                  step={input === 'number' ? 'any' : undefined}
                  onChange={(e) => setText(e.currentTarget.value)}
                />
              )}
            </label>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              {t('entityKit.form.cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {t('entityKit.grid.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/**
 * The pill editor: each choice a toggle button (pressed when chosen), in a labelled group; once
 * `max` are chosen the others wait until one is let go.
 */
function PillToggles({
  label,
  choices,
  chosen,
  max,
  onChange,
}: {
  label: string;
  choices: readonly CellChoice[];
  chosen: string[];
  max?: number;
  onChange: (chosen: string[]) => void;
}) {
  const full = max !== undefined && chosen.length >= max;
  return (
    <Group gap={6} role="group" aria-label={label}>
      {choices.map((choice) => {
        const value = String(choice.value);
        const on = chosen.includes(value);
        return (
          <Button
            key={value}
            size="xs"
            radius="xl"
            variant={on ? 'filled' : 'default'}
            aria-pressed={on}
            disabled={!on && full}
            onClick={() => onChange(on ? chosen.filter((one) => one !== value) : [...chosen, value])}
          >
            {choice.label}
          </Button>
        );
      })}
    </Group>
  );
}
