import { describe, expect, it } from 'vitest';
import { dueDateColour } from './due-date-colour';

describe('dueDateColour', () => {
  const today = '2024-06-15';

  it.each([
    ['2024-06-14T00:00:00', 'danger'],
    ['2023-01-01', 'danger'],
    ['2024-06-15T00:00:00', 'warning'],
    ['2024-06-16', 'warning'],
    [null, null],
  ])('%s -> %s', (dueDate, colour) => {
    expect(dueDateColour(dueDate, today)).toBe(colour);
  });
});
