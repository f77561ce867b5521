import { describe, expect, it } from 'vitest';
import { yearOptions } from './year-options';

describe('yearOptions', () => {
  it('lists ten years from five back', () => {
    expect(yearOptions(2024)).toEqual([2019, 2020, 2021, 2022, 2023, 2024, 2025, 2026, 2027, 2028]);
  });

  it('also offers the year the picker shows when it is outside the ten, in its place', () => {
    expect(yearOptions(2024, 2026)).toEqual(yearOptions(2024));
    expect(yearOptions(2024, 2012)).toEqual([2012, ...yearOptions(2024)]);
    expect(yearOptions(2024, 2031)).toEqual([...yearOptions(2024), 2031]);
  });
});
