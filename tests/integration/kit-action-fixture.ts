import { expect } from 'vitest';
import { actions } from '@tandem/shared/actions/action';
import { addCalendarDays, toIsoDate } from '@tandem/shared/core/calendar-date';
import { TagAssociationKind } from '@tandem/shared/tags/tag-association-kind';
import { demoCoreDataId } from '@tandem/infra/local/src/seed/core-data-seed';
import { api } from './api';
import { demoFixtures as f } from './matrix/probe';
import { bearer } from './sessions';

/**
 * The setup the kit-action comparison tests share (`kit-action-*.test.ts`): each drives the same stored
 * action through the hand-written reference and the kit, in a project of its own, and compares what
 * both stored. What each file compares stays in that file.
 */

// Imported after setup-env has pointed the data layer at this run's DynamoDB Local (test files import
// this module, and setup files run before them).
const { dynamoDb } = await import('@tandem/functions/data/client');
const { actionEntity } = await import('@tandem/functions/data/entities/action');
const { tagAssociationEntity } = await import('@tandem/functions/data/entities/tag-association');
const { actionComputedValues } = await import('@tandem/functions/actions/kit-action-computed');
const { actionListing } = await import('@tandem/functions/actions/kit-action-listing');
const { entityImplementations } = await import('@tandem/functions/entity-kit/implementations');
const { putTag } = await import('@tandem/functions/tags/store');
const { DynamoDbCallCounter } = await import('../bench/dynamodb-calls');

export type ProjectScope = { organisationId: string; projectId: string };

export const organisationId = f.organisationId;

/** The admin as the kit and the hand-written calls take a caller. */
export const adminCaller = { userId: f.userId('admin') } as never;
/** The admin where the organisation's tags are on (the kit's tag writes read the caller's settings). */
export const taggingCaller = {
  userId: f.userId('admin'),
  settings: { [organisationId]: { tagsEnabled: '1' } },
} as never;

/** The kit's action store, as `entityImplementations` makes it, for the kit's services called directly. */
export const kitActionStore = {
  declaration: actions.declaration,
  schemas: actions.schemas,
  entity: actionEntity,
};

/**
 * The kit's action endpoints as the actions group's handler builds them (`computed`), and with the
 * handler's `listing` where a file reads lists or exports.
 */
export const kitActionTable = (options: { listing?: boolean } = {}) =>
  entityImplementations(actions, actionEntity, {
    computed: actionComputedValues,
    ...(options.listing ? { listing: actionListing } : {}),
  });

/** Days around today that action dates are set to: a start before it, due soon, and later. */
export const today = toIsoDate(new Date())!;
export const start = addCalendarDays(today, -10)!;
export const due = addCalendarDays(today, 3)!;
export const later = addCalendarDays(today, 20)!;

/** Seeded core data and members an action may name. */
export const owner = f.userId('owner');
export const assignee = f.userId('contributor');
export const actionType = demoCoreDataId('a', 'actionType', 'Training');
export const businessArea = demoCoreDataId('a', 'businessArea', 'Nursing');

/** A project of the file's own (created by admin@ through the API), so counters and ref ranges are exact. */
export async function ownProject(name: string): Promise<ProjectScope> {
  const project = await api('POST', `/api/v1/organisations/${organisationId}/projects`, {
    headers: await bearer('admin'),
    body: JSON.stringify({ name }),
  });
  expect(project.status).toBe(201);
  return { organisationId, projectId: (project.json.payload as { id: string }).id };
}

/** New tags of the organisation, `<run> <text>` each, in the order given: their ids. */
export async function runTags(run: string, texts: readonly string[]) {
  const ids: string[] = [];
  for (const text of texts) ids.push((await putTag(organisationId, `${run} ${text}`, f.userId('admin'))).id);
  return ids;
}

/** An action as DynamoDB holds it: every attribute, the index keys too (a consistent read). */
export const rawAction = async (scope: ProjectScope, actionId: string) =>
  (
    (await actionEntity.get({ ...scope, itemId: actionId }).go({ data: 'raw', consistent: true }))
      .data as unknown as {
      Item: Record<string, unknown>;
    }
  ).Item;

/** A stored item with what differs by nature between two actions (id, ref, times) named alike. */
export function comparableStored(item: Record<string, unknown>, id: string) {
  const ref = String(item.refNumber).padStart(9, '0');
  const { createdAt: _c, updatedAt: _u, refNumber: _r, itemId: _i, actionId: _a, ...rest } = item;
  const named = JSON.parse(JSON.stringify(rest).replaceAll(id, 'ID')) as Record<string, unknown>;
  return {
    ...named,
    ...(named.refKey === ref ? { refKey: 'REF' } : {}),
    ...(named.gsi3sk === `REF#${ref}` ? { gsi3sk: 'REF#REF' } : {}),
  };
}

/** The tag ids an action's association items hold, sorted (a consistent read). */
export const associatedTagIds = async (scope: ProjectScope, actionId: string) =>
  (
    await tagAssociationEntity.query
      .byProject({ ...scope, kind: TagAssociationKind.ACTION, entityId: actionId })
      .go({ pages: 'all', consistent: true })
  ).data
    .filter((association) => association.entityId === actionId)
    .map(({ tagId }) => tagId)
    .sort();

// Made on first use: a client counts through one counter at a time (the last one made replaces the
// middleware), so a file that keeps its own counter and never calls `dynamoDbCallsOf` is not disturbed.
let counter: InstanceType<typeof DynamoDbCallCounter> | undefined;

/** The DynamoDB calls one call makes, by command. */
export async function dynamoDbCallsOf(call: () => Promise<unknown>) {
  counter ??= new DynamoDbCallCounter(dynamoDb);
  counter.reset();
  counter.active = true;
  try {
    await call();
    return counter.perRequest(1);
  } finally {
    counter.active = false;
  }
}
