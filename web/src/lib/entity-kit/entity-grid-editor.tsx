import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { DateField } from '@/ui/date-field';
import { CellDialogFrame } from './entity-cell-dialog-frame';
import { PillCellDialog, type PillChoicesSource } from './entity-grid-pill-editor';
import '@/lib/i18n/en-gb-entity-kit';

/** A choice of a select cell (RAG, progress, a team member). */
export type CellChoice = { value: string | number; label: string };

export type EntityCellEditorParams = {
  /**
   * `multi`: a field of several values, edited in the searchable pill editor; `pills`: several choices
   * toggled on and off (a member list), at most `max`.
   */
  input: 'text' | 'number' | 'date' | 'select' | 'multi' | 'pills';
  /** The field's name: the dialog's title and the input's label. */
  label: string;
  maxLength?: number;
  min?: number;
  max?: number;
  choices?: readonly CellChoice[];
  /** `multi`: choices the editor loads itself (the organisation's business areas, locations). */
  source?: PillChoicesSource;
};

const inputStyle = { width: '100%', font: 'inherit', padding: '6px 8px' } as const;
const textOf = (value: unknown) => (value === null || value === undefined ? '' : String(value));

type CellDialogProps = {
  params: EntityCellEditorParams;
  value: unknown;
  busy: boolean;
  onSave: (value: unknown) => void;
  onCancel: () => void;
};

/** The grid's cell editor: the pill editor for a field of several values, else one input. */
export function EntityCellDialog(props: CellDialogProps) {
  const { params, ...rest } = props;
  return params.input === 'multi' ? (
    <PillCellDialog label={params.label} choices={params.choices} source={params.source} {...rest} />
  ) : (
    <ValueCellDialog {...props} />
  );
}

/**
 * The grid's cell editor (spec §2: a grid cell edits in a modal): one native input or select for the
 * field's kind, so the browser gives the keyboard, the date picker and the list without AG Grid's
 * editing modules (they would grow the AG Grid chunk every grid route shares). Enter saves, Escape
 * cancels; the answer is the new value (null when emptied).
 */
function ValueCellDialog({ params, value, busy, onSave, onCancel }: CellDialogProps) {
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
    <CellDialogFrame label={label} busy={busy} onSubmit={() => onSave(valueOf())} onCancel={onCancel}>
      {input === 'pills' ? (
        <PillToggles label={label} choices={choices} chosen={chosen} max={params.max} onChange={setChosen} />
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
          ) : input === 'date' ? (
            <DateField aria-label={label} value={text} onChange={setText} />
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
    </CellDialogFrame>
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
