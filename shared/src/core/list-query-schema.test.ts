import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { listQuerySchema, listQueryShape, toListQuery } from './list-query-schema';

describe('listQuerySchema', () => {
  it('defaults page to 1 and pageSize to 10', () => {
    expect(listQuerySchema.parse({})).toEqual({ page: 1, pageSize: 10 });
  });

  it('coerces strings from the URL', () => {
    expect(listQuerySchema.parse({ page: '2', pageSize: '500' })).toEqual({ page: 2, pageSize: 500 });
  });

  it.each([
    { page: '0' },
    { page: '-1' },
    { page: '1.5' },
    { page: 'abc' },
    { pageSize: '0' },
    { pageSize: '501' },
    { sorts: 'name,' },
    { filters: 'name-like-x' },
    { other: '1' },
  ])('rejects %o', (query) => {
    expect(listQuerySchema.safeParse(query).success).toBe(false);
  });

  it('accepts boundary page sizes 1 and 500', () => {
    expect(listQuerySchema.parse({ pageSize: '1' }).pageSize).toBe(1);
    expect(listQuerySchema.parse({ pageSize: 500 }).pageSize).toBe(500);
  });

  it('names the problem in the issue message', () => {
    const result = listQuerySchema.safeParse({ filters: 'name-like-x' });
    expect(result.error?.issues[0]?.message).toBe("Unknown filter operator 'like'");
    expect(result.error?.issues[0]?.path).toEqual(['filters']);
  });

  it('turns accepted parameters into a structured query', () => {
    const params = listQuerySchema.parse({ sorts: '-name', filters: 'progressStatus-eq-1|2' });
    expect(toListQuery(params)).toEqual({
      page: 1,
      pageSize: 10,
      sorts: [{ key: 'name', direction: 'desc' }],
      filters: [{ key: 'progressStatus', operator: 'eq', values: ['1', '2'], join: 'or' }],
    });
  });
});

describe('listQueryShape with allowed keys', () => {
  const schema = z.strictObject({
    ...listQueryShape({ sortKeys: ['name'], filterKeys: ['owner'] }),
    programmeId: z.string().optional(),
  });

  it('accepts allowed keys and extra endpoint parameters', () => {
    expect(schema.parse({ sorts: '-name', filters: 'owner-ct-ann', programmeId: '7' })).toMatchObject({
      programmeId: '7',
    });
  });

  it('refuses other keys', () => {
    expect(schema.safeParse({ sorts: 'endDate' }).error?.issues[0]?.message).toBe("Cannot sort by 'endDate'");
    expect(schema.safeParse({ filters: 'name-eq-x' }).error?.issues[0]?.message).toBe(
      "Cannot filter by 'name'",
    );
  });

  it('still describes itself as JSON Schema', () => {
    expect(() => z.toJSONSchema(schema)).not.toThrow();
  });
});
