import { describe, expect, it } from 'vitest';
import { GroupType } from './group-type';

describe('GroupType', () => {
  it('has the spec §3 numbers', () => {
    expect(GroupType).toEqual({ PROJECT: 0, PROGRAMME: 1 });
  });
});
