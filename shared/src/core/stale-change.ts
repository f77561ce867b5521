/**
 * The words of a refused stale write (issue 37 item 4): who changed which field to what, and when,
 * as a person reads them: "Ada Admin changed the RAG to “Amber” on 28/11/2026 at 20:00 (UK time)."
 * Never a field key, a stored code or an ISO timestamp.
 */
export interface StaleChange {
  who: string;
  action: 'create' | 'update' | 'delete';
  /** The field's label ("RAG", "Start date"); none when the change was not to one field. */
  fieldLabel?: string;
  /** The new value as the person sees it ("Amber", "01/12/2026"); '' when it was emptied. */
  valueText?: string;
  changedAt: string;
}

/** The UK's clock: the product's people are in the UK and dates are en-GB (docs/decisions.md). */
const ukTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "on 28/11/2026 at 20:00 (UK time)"; nothing for a time that cannot be read. */
export function whenChanged(changedAt: string): string {
  const at = Date.parse(changedAt);
  if (Number.isNaN(at)) return '';
  const parts = Object.fromEntries(ukTime.formatToParts(new Date(at)).map((part) => [part.type, part.value]));
  return ` on ${parts.day}/${parts.month}/${parts.year} at ${parts.hour}:${parts.minute} (UK time)`;
}

/** A label inside a sentence: "Start date" → "start date", an acronym ("RAG") kept. */
const inSentence = (label: string) =>
  /^[A-Z]{2}/.test(label) ? label : label.charAt(0).toLowerCase() + label.slice(1);

const shortened = (text: string) => (text.length > 60 ? `${text.slice(0, 57)}…` : text);

export function staleChangeSentence(change: StaleChange): string {
  const when = whenChanged(change.changedAt);
  const what =
    change.action === 'delete'
      ? 'deleted this item'
      : change.fieldLabel === undefined
        ? 'changed this item'
        : change.valueText
          ? `changed the ${inSentence(change.fieldLabel)} to “${shortened(change.valueText)}”`
          : `cleared the ${inSentence(change.fieldLabel)}`;
  return `${change.who} ${what}${when}. Reload to see their change, then try again.`;
}
