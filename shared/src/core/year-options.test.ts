import { describe, expect, it } from 'vitest';
import { yearOptions } from './year-options';

describe('yearOptions', () => {
  it('lists ten years from five back', () => {
    expect(yearOptions(2024)).toEqual([2019, 2020, 2021, 2022, 2023, 2024, 2025, 2026, 2027, 2028]);
  });
});
