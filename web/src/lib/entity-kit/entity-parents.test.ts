import { describe, expect, it } from 'vitest';
import { sortedChoices } from './entity-parents';

describe('issue 28 item 18: a parent picker lists its choices by name', () => {
  it('sorts by name as a person reads them, numbers in order, whatever order the list came in', () => {
    const choices = [
      { id: 'c', name: 'Course 10' },
      { id: 'a', name: 'induction' },
      { id: 'b', name: 'Course 2' },
      { id: 'd', name: 'Basics' },
    ];
    expect(sortedChoices(choices).map((choice) => choice.name)).toEqual([
      'Basics',
      'Course 2',
      'Course 10',
      'induction',
    ]);
    expect(choices[0]!.name).toBe('Course 10');
  });
});
