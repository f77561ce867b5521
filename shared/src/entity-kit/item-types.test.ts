import { describe, expect, expectTypeOf, it } from 'vitest';
import { benefits, type Benefit, type BenefitCreateBody } from '../benefits/benefit';

describe('item types derived from the declaration', () => {
  it('keeps each field kind literal, so the item type is precise', () => {
    expectTypeOf<Benefit['name']>().toEqualTypeOf<string>();
    expectTypeOf<Benefit['value']>().toEqualTypeOf<number | null>();
    expectTypeOf<Benefit['ragStatus']>().toEqualTypeOf<number>();
    expectTypeOf<Benefit['endDate']>().toEqualTypeOf<string | null>();
    expectTypeOf<Benefit['ownerName']>().toEqualTypeOf<string | null>();
    expectTypeOf<BenefitCreateBody['name']>().toEqualTypeOf<string>();
    expect(benefits.declaration.fields.owner.kind).toBe('member');
  });

  it('an item of that type passes the derived item schema, and the create body the create schema', () => {
    const item: Benefit = {
      id: 'b1',
      organisationId: 'o1',
      projectId: 'p1',
      refNumber: 1,
      lifecycleStatus: 'active',
      name: 'Faster discharge',
      description: '',
      owner: null,
      ownerName: null,
      type: '',
      value: null,
      progressStatus: 1,
      measurmentDate: null,
      endDate: '2027-01-31',
      ragStatus: -1,
      notes: '',
      noteCount: 0,
      createdBy: 'u1',
      createdAt: '2026-11-24T00:00:00.000Z',
      modifiedBy: null,
      updatedAt: '2026-11-24T00:00:00.000Z',
      version: 1,
    };
    expect(benefits.schemas.item.strict().parse(item)).toEqual(item);
    const body: BenefitCreateBody = { name: 'x', value: 3, endDate: null };
    expect(benefits.schemas.createBody.parse(body)).toMatchObject({ name: 'x', value: 3 });
  });
});
