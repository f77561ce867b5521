import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { defineProjectEntity } from '@tandem/shared/entity-kit/define-project-entity';
import { impacts } from '@tandem/shared/impacts/impact';
import { demoOrganisations, demoProjects, demoUsers } from '@tandem/infra/local/src/seed/demo-data';

// Imported after setup-env has pointed the data layer at this run's DynamoDB Local.
const { impactEntity } = await import('@tandem/functions/data/entities/impact');
const { projectEntity } = await import('@tandem/functions/data/entities/project');
const { entityImplementations } = await import('@tandem/functions/entity-kit/implementations');

/**
 * The impact declaration with the `apiShape` options and limits an entity joining the kit keeps its
 * API with (actions, docs/architecture.md "Actions and the kit"), served by the kit's generic
 * implementations over the impacts' own data (DynamoDB Local): each answer has the declared shape, and
 * the behaviour behind it holds.
 */
const shaped = defineProjectEntity({
  ...impacts.declaration,
  limits: { ...impacts.declaration.limits, historyLimit: 500, tagsPerCall: 2 },
  apiShape: { reviewCommentOptional: true, exportPaging: true, commentsByItemId: true },
});
const implementations = entityImplementations(shaped, impactEntity) as Record<
  string,
  (request: unknown) => Promise<unknown>
>;
type Parses = { parse: (value: unknown) => unknown };
const endpoints = shaped.endpoints as Record<string, { body?: Parses; query?: Parses; response: Parses }>;

const admin = demoUsers.find((user) => user.key === 'admin')!;
const project = demoProjects.find((one) => one.organisation === 'a')!;
const scope = { organisationId: demoOrganisations.a.organisationId, projectId: project.projectId };

/** One call as the group handler makes it (its input already checked by the endpoint's schemas). */
async function call<T>(id: string, input: { params?: object; body?: object; query?: object } = {}) {
  const endpoint = endpoints[id]!;
  const answer = await implementations[id]!({
    params: { ...scope, ...input.params },
    body: endpoint.body ? endpoint.body.parse(input.body ?? {}) : {},
    query: endpoint.query ? endpoint.query.parse(input.query ?? {}) : {},
    caller: { userId: admin.userId },
  });
  endpoint.response.parse(answer);
  return answer as T;
}
type Comment = { id: string; impactId: string; kind: string; comment: string };

describe('a kit entity with an API shape (comments by item id, optional review comment)', () => {
  it('answers comments with the item id under its idParam and their kind, reviews with none or one', async () => {
    const impact = await call<{ id: string }>('createImpact', { body: { name: 'Shaped impact' } });
    const params = { impactId: impact.id };
    const added = await call<Comment>('addImpactComment', { params, body: { comment: 'First' } });
    expect(added).toMatchObject({ impactId: impact.id, kind: 'comment', comment: 'First' });
    expect(added).not.toHaveProperty('entityId');

    // A review with the optional comment left blank: reviewed, no comment kept, none counted.
    await call('reviewImpactRange', { body: { impactIds: [impact.id] } });
    const reviewed = await call<{ reviewedOn: string | null; noteCount: number }>('getImpact', { params });
    expect(reviewed.reviewedOn).not.toBeNull();
    expect(reviewed.noteCount).toBe(1);
    expect(await call<Comment[]>('listImpactComments', { params })).toHaveLength(1);

    await call('reviewImpactRange', { body: { impactIds: [impact.id], comment: 'Checked' } });
    const comments = await call<Comment[]>('listImpactComments', { params });
    expect(comments.map(({ comment, kind, impactId }) => ({ comment, kind, impactId }))).toEqual([
      { comment: 'Checked', kind: 'review', impactId: impact.id },
      { comment: 'First', kind: 'comment', impactId: impact.id },
    ]);
    expect((await call<{ noteCount: number }>('getImpact', { params })).noteCount).toBe(2);
  });
});

/** The same impacts answered in another item shape, the project's name computed per request. */
const reshaped = defineProjectEntity({
  ...impacts.declaration,
  apiShape: {
    item: {
      keys: { owner: 'ownerId' },
      nameKeys: { owner: 'owner' },
      persons: ['owner'],
      emptyDate: '0001-01-01T00:00:00',
      computed: { projectName: z.string() },
      order: [
        'id',
        'refNumber',
        'name',
        'startDate',
        'endDate',
        'ownerId',
        'owner',
        'tags',
        'projectName',
        'version',
      ],
    },
  },
});
let projectReads = 0;
const reshapedImplementations = entityImplementations(reshaped, impactEntity, {
  computed: async (scope, answers) => {
    projectReads += 1;
    const { data } = await projectEntity.get(scope).go();
    return answers.map(() => ({ projectName: data!.name }));
  },
}) as Record<string, (request: unknown) => Promise<unknown>>;

async function reshapedCall<T>(id: string, input: { params?: object; body?: object; query?: object } = {}) {
  const endpoint = (reshaped.endpoints as typeof endpoints)[id]!;
  // Checked by the endpoint's own schemas first, as the group handler does.
  const answer = await reshapedImplementations[id]!({
    params: { ...scope, ...input.params },
    body: endpoint.body ? endpoint.body.parse(input.body ?? {}) : {},
    query: endpoint.query ? endpoint.query.parse(input.query ?? {}) : {},
    caller: { userId: admin.userId },
  });
  const response = endpoint.response;
  // Exactly the declared keys: strict where the answer is one item, each item of a page or list.
  const strictItem = reshaped.schemas.item.strict();
  if (id.startsWith('list')) (answer as { items: unknown[] }).items.forEach((item) => strictItem.parse(item));
  else if (Array.isArray(answer)) answer.forEach((item) => strictItem.parse(item));
  else strictItem.parse(answer);
  response.parse(answer);
  return answer as T;
}

describe('a kit entity answering its own item shape', () => {
  it('answers every item call in the declared shape: renamed id, the person, dates with the sentinel, computed values', async () => {
    const owner = `${admin.firstName} ${admin.lastName}`.split(' ');
    const created = await reshapedCall<Record<string, unknown>>('createImpact', {
      body: { name: 'Reshaped impact', ownerId: admin.userId, startDate: '2026-03-02T00:00:00' },
    });
    expect(created).toMatchObject({
      name: 'Reshaped impact',
      ownerId: admin.userId,
      owner: { sub: admin.userId, firstName: owner[0], lastName: owner.slice(1).join(' ') },
      startDate: '2026-03-02T00:00:00',
      endDate: '0001-01-01T00:00:00',
      tags: [],
      projectName: project.name,
    });
    const params = { impactId: created.id };
    const read = await reshapedCall<Record<string, unknown>>('getImpact', { params });
    expect(read).toEqual(created);

    const cleared = await reshapedCall<Record<string, unknown>>('clearImpactField', {
      params: { ...params, fieldPath: 'owner' },
      query: { version: String(read.version) },
    });
    expect(cleared).toMatchObject({ ownerId: null, owner: null });

    // Bodies in the same shape: the renamed id, a date with a time, the sentinel clearing a date.
    const updated = await reshapedCall<Record<string, unknown>>('updateImpact', {
      params,
      body: { ownerId: admin.userId, endDate: '2026-04-30 09:30:00', version: cleared.version },
    });
    expect(updated).toMatchObject({ ownerId: admin.userId, endDate: '2026-04-30T00:00:00' });
    const edited = await reshapedCall<Record<string, unknown>>('updateImpactField', {
      params: { ...params, fieldName: 'startDate' },
      body: { date: '0001-01-01T00:00:00', version: updated.version },
    });
    expect(edited).toMatchObject({ startDate: '0001-01-01T00:00:00', endDate: '2026-04-30T00:00:00' });
    await reshapedImplementations.bulkUpdateImpacts!({
      params: scope,
      body: (reshaped.endpoints as typeof endpoints).bulkUpdateImpacts!.body!.parse({
        impactIds: [created.id],
        startDate: '2026-04-01T00:00:00',
      }),
      query: {},
      caller: { userId: admin.userId },
    });
    expect(await reshapedCall('getImpact', { params })).toMatchObject({ startDate: '2026-04-01T00:00:00' });

    const before = projectReads;
    const page = await reshapedCall<{ items: Record<string, unknown>[]; totalItems: number }>('listImpacts', {
      query: { page: 1, pageSize: 500, filters: `name-eq-Reshaped impact` },
    });
    expect(page.items.map((item) => item.id)).toContain(created.id);
    // One computation per answer, however many items it carries.
    expect(projectReads - before).toBe(1);
    const copies = await reshapedCall<Record<string, unknown>[]>('duplicateImpacts', {
      body: { impactIds: [created.id] },
    });
    expect(copies[0]).toMatchObject({ startDate: '2026-04-01T00:00:00', projectName: project.name });
    const added = await reshapedCall<Record<string, unknown>[]>('addMultipleImpacts', {
      body: { impacts: [{ name: 'Reshaped too', endDate: '2026-05-31T00:00:00', ownerId: null }] },
    });
    expect(added[0]).toMatchObject({ endDate: '2026-05-31T00:00:00', ownerId: null, owner: null });
  });
});
