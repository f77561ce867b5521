import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { DateEditModal } from './cell-editors';

const yearsOffered = (initial: string | null) => {
  renderWithProviders(
    <DateEditModal
      title="Edit End date"
      busy={false}
      onCancel={() => {}}
      initial={initial}
      onSave={() => {}}
    />,
  );
  // Mantine keeps the drop-down's options in the page, hidden until opened.
  const years = screen.getByRole('listbox', { name: 'Year', hidden: true });
  return within(years)
    .getAllByRole('option', { hidden: true })
    .map((option) => option.textContent);
};

describe('the grid date editor', () => {
  beforeEach(() => {
    vi.setSystemTime(new Date(2026, 10, 26));
  });
  afterEach(() => vi.useRealTimers());

  it('offers the spec’s ten years in its year drop-down: five back, this year, four forward (spec §9)', () => {
    expect(yearsOffered('2026-06-08')).toEqual([
      '2021',
      '2022',
      '2023',
      '2024',
      '2025',
      '2026',
      '2027',
      '2028',
      '2029',
      '2030',
    ]);
  });

  it('still names a stored date’s year outside the ten', () => {
    expect(yearsOffered('2012-03-01')).toEqual([
      '2012',
      '2021',
      '2022',
      '2023',
      '2024',
      '2025',
      '2026',
      '2027',
      '2028',
      '2029',
      '2030',
    ]);
  });
});
