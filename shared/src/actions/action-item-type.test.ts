import { describe, expect, expectTypeOf, it } from 'vitest';
import type { EntityApiCreateBodyOf, EntityApiItemOf } from '../entity-kit/item-types';
import { actions } from './action';

type DeclaredAction = EntityApiItemOf<typeof actions.declaration>;

/**
 * The action and create body types as the hand-written contract typed them before its entries came
 * from the declaration (`schemas.ts` `actionSchema`, `createActionBody`), pinned here as the
 * served JSON Schemas are in `served-action-contract.json`: a declaration change that changes what
 * the web app and handlers see fails here.
 */
type Rag = -1 | 1 | 2 | 3;
type Progress = 1 | 2 | 3 | 4 | 5 | 6 | 7;
type ServedAction = {
  id: string;
  organisationId: string;
  projectId: string;
  refNumber: number;
  name: string;
  description: string;
  ragStatus: number;
  ragSortValue: number;
  progressStatus: number;
  lifecycleStatus: 'active' | 'archived' | 'deleted';
  startDate: string;
  endDate: string;
  initialEndDate: string;
  actualEndDate: string;
  actionTypeId: string | null;
  actionType: string | null;
  ownerId: string | null;
  owner: { sub: string; firstName: string; lastName: string } | null;
  assignedToId: string | null;
  assignedToName: string | null;
  businessAreaIds: string[];
  audienceIds: string[];
  tags: { id: string; text: string }[];
  noteCount: number;
  projectName: string;
  programmeName: string | null;
  createdBy: string;
  createdAt: string;
  modifiedBy: string | null;
  updatedAt: string;
  reviewedBy: string | null;
  reviewedOn: string | null;
  nextReviewDue: string | null;
  version: number;
};
type ServedCreateBody = {
  name: string;
  description?: string | undefined;
  ragStatus?: Rag | undefined;
  progressStatus?: Progress | undefined;
  startDate?: string | null | undefined;
  endDate?: string | null | undefined;
  actionTypeId?: string | null | undefined;
  ownerId?: string | null | undefined;
  assignedToId?: string | null | undefined;
  businessAreaIds?: string[] | undefined;
  audienceIds?: string[] | undefined;
  tagIds?: string[] | undefined;
};

describe("the action item's type derived from the declaration (apiShape.item)", () => {
  it('is the served action type, key for key', () => {
    expectTypeOf<DeclaredAction>().toEqualTypeOf<ServedAction>();
    expectTypeOf<DeclaredAction['owner']>().toEqualTypeOf<{
      sub: string;
      firstName: string;
      lastName: string;
    } | null>();
    expectTypeOf<DeclaredAction['endDate']>().toEqualTypeOf<string>();
    expectTypeOf<DeclaredAction['actionTypeId']>().toEqualTypeOf<string | null>();
  });

  it('an item of that type passes the generated item schema, in the declared key order', () => {
    const action: DeclaredAction = {
      id: 'a1',
      organisationId: 'o1',
      projectId: 'p1',
      refNumber: 1,
      name: 'Brief the ward leads',
      description: '',
      ragStatus: 1,
      ragSortValue: 1,
      progressStatus: 0,
      lifecycleStatus: 'active',
      startDate: '1900-01-01T00:00:00',
      endDate: '2027-01-31T00:00:00',
      initialEndDate: '2027-01-31T00:00:00',
      actualEndDate: '2027-01-31T00:00:00',
      actionTypeId: null,
      actionType: null,
      ownerId: 'u1',
      owner: { sub: 'u1', firstName: 'Ada', lastName: 'Lovelace' },
      assignedToId: null,
      assignedToName: null,
      businessAreaIds: [],
      audienceIds: [],
      tags: [{ id: 't1', text: 'ward' }],
      noteCount: 0,
      projectName: 'Discharge',
      programmeName: null,
      createdBy: 'u1',
      createdAt: '2026-11-24T00:00:00.000Z',
      modifiedBy: null,
      updatedAt: '2026-11-24T00:00:00.000Z',
      reviewedBy: null,
      reviewedOn: null,
      nextReviewDue: null,
      version: 1,
    };
    const parsed = actions.schemas.item.strict().parse(action);
    expect(parsed).toEqual(action);
    expect(Object.keys(parsed)).toEqual(actions.declaration.apiShape.item.order);
  });
});

describe("the action create body's type derived from the declaration (apiShape.input)", () => {
  it('is the served create body type, key for key', () => {
    expectTypeOf<EntityApiCreateBodyOf<typeof actions.declaration>>().toEqualTypeOf<ServedCreateBody>();
  });

  it('a body of that type passes the generated create schema as it is', () => {
    const body: EntityApiCreateBodyOf<typeof actions.declaration> = {
      name: 'Brief the ward leads',
      ragStatus: 2,
      endDate: '2027-01-31',
      ownerId: null,
      audienceIds: ['au1'],
      tagIds: ['t1'],
    };
    expect(actions.schemas.createBody.parse(body)).toEqual(body);
  });
});
