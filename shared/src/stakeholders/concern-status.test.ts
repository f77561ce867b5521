import { describe, expect, it } from 'vitest';
import { ConcernStatus } from './concern-status';

describe('ConcernStatus', () => {
  it('has the spec §3 numbers', () => {
    expect(ConcernStatus).toEqual({ ACTIVE: 1, CLOSED: 2, IRRELEVANT: 3 });
  });
});
