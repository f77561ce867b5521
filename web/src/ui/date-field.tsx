import { DateInput } from '@mantine/dates';
import { MINIMUM_SELECTABLE_DATE } from '@tandem/shared/core/dates';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isoDayOfTyped } from '@/lib/dates';
import 'dayjs/locale/en-gb';
import '@mantine/dates/styles.css';

type DateFieldProps = {
  /** The stored day, `yyyy-mm-dd`; empty for none. */
  value: string;
  /** The chosen day as `yyyy-mm-dd`, or empty when cleared. */
  onChange: (day: string) => void;
  label?: ReactNode;
  /** The input's name for assistive technology when there is no visible label. */
  'aria-label'?: string;
  description?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  name?: string;
  /** The earliest day offered (`yyyy-mm-dd`); the spec's earliest selectable date by default. */
  minDate?: string;
  styles?: { description?: CSSProperties };
};

/**
 * The one input for a day (issue 37 item 18): a browser's own date input shows its operating
 * system's order (US-style here), so this is Mantine's DateInput, shown and typed as dd/mm/yyyy with
 * an en-GB calendar (weeks start on Monday), while the value stays the stored `yyyy-mm-dd`.
 */
export function DateField({ value, onChange, minDate = MINIMUM_SELECTABLE_DATE, ...rest }: DateFieldProps) {
  const { t } = useTranslation();
  return (
    <DateInput
      {...rest}
      value={value || null}
      onChange={(day) => onChange(day ?? '')}
      valueFormat="DD/MM/YYYY"
      dateParser={isoDayOfTyped}
      placeholder="dd/mm/yyyy"
      locale="en-gb"
      firstDayOfWeek={1}
      minDate={minDate}
      clearable
      clearButtonProps={{ 'aria-label': t('forms.clearDate') }}
    />
  );
}
