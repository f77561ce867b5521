import { describe, expect, expectTypeOf, it } from 'vitest';
import { standardEndpoints } from './standard-endpoints';

describe('standardEndpoints', () => {
  it('is the common family when nothing is overridden', () => {
    const flags = standardEndpoints();
    expect(flags.list && flags.get && flags.update && flags.comments && flags.bulkUpdate).toBe(true);
    expect('summary' in flags).toBe(false);
    // The derived endpoint ids need the literal `true` (a `boolean` flag would generate none).
    expectTypeOf(flags.get).toEqualTypeOf<true>();
  });

  it('lets an override switch a flag on or off', () => {
    const flags = standardEndpoints({ summary: true, duplicate: false });
    expect(flags.summary).toBe(true);
    expect(flags.duplicate).toBe(false);
    expect(flags.history).toBe(true);
    expectTypeOf(flags.duplicate).toEqualTypeOf<false>();
    expectTypeOf(flags.history).toEqualTypeOf<true>();
  });
});
