import type { CustomCellEditorProps } from 'ag-grid-react';
import type { AnyItem } from './entity-view';

/** A choice of a select cell (RAG, progress, a team member). */
export type CellChoice = { value: string | number; label: string };

export type EntityCellEditorParams = {
  input: 'text' | 'number' | 'date' | 'select';
  /** What the cell editor is called (screen readers: the column's name). */
  label: string;
  maxLength?: number;
  min?: number;
  max?: number;
  choices?: readonly CellChoice[];
};

const style = { width: '100%', height: '100%', font: 'inherit', padding: '0 8px', border: 0 } as const;

/**
 * The one cell editor of the entity grid: a native input or select for the field's kind, so the
 * browser gives the keyboard, the date picker and the list (AG Grid's own editor modules would add
 * ~27 KB gzip to every grid route: they share one AG Grid chunk). AG Grid starts and ends the edit
 * (Enter or double-click opens, Enter saves, Escape cancels, Tab moves on).
 */
export function EntityCellEditor({
  value,
  onValueChange,
  input,
  label,
  maxLength,
  min,
  max,
  choices = [],
}: CustomCellEditorProps<AnyItem> & EntityCellEditorParams) {
  const shown = value === null || value === undefined ? '' : String(value);
  if (input === 'select')
    return (
      <select
        autoFocus
        aria-label={label}
        style={style}
        value={shown}
        onChange={(event) => {
          const choice = choices.find((item) => String(item.value) === event.currentTarget.value);
          onValueChange(choice ? choice.value : null);
        }}
      >
        {choices.map((choice) => (
          <option key={choice.value} value={String(choice.value)}>
            {choice.label}
          </option>
        ))}
      </select>
    );
  return (
    <input
      autoFocus
      aria-label={label}
      style={style}
      type={input}
      value={input === 'date' ? shown.slice(0, 10) : shown}
      maxLength={maxLength}
      min={min}
      max={max}
      onChange={(event) => {
        const text = event.currentTarget.value;
        if (input !== 'number') onValueChange(text === '' ? null : text);
        else onValueChange(text === '' || Number.isNaN(Number(text)) ? null : Number(text));
      }}
    />
  );
}
