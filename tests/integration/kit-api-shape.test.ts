import { describe, expect, it } from 'vitest';
import { defineProjectEntity } from '@tandem/shared/entity-kit/define-project-entity';
import { impacts } from '@tandem/shared/impacts/impact';
import { demoOrganisations, demoProjects, demoUsers } from '@tandem/infra/local/src/seed/demo-data';

// Imported after setup-env has pointed the data layer at this run's DynamoDB Local.
const { impactEntity } = await import('@tandem/functions/data/entities/impact');
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
const endpoints = shaped.endpoints as Record<string, { response: { parse: (value: unknown) => unknown } }>;

const admin = demoUsers.find((user) => user.key === 'admin')!;
const project = demoProjects.find((one) => one.organisation === 'a')!;
const scope = { organisationId: demoOrganisations.a.organisationId, projectId: project.projectId };

/** One call as the group handler makes it (its input already checked by the endpoint's schemas). */
async function call<T>(id: string, input: { params?: object; body?: object; query?: object } = {}) {
  const answer = await implementations[id]!({
    params: { ...scope, ...input.params },
    body: input.body ?? {},
    query: input.query ?? {},
    caller: { userId: admin.userId },
  });
  endpoints[id]!.response.parse(answer);
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
    await call('reviewImpactRange', { body: { impactIds: [impact.id], comment: '' } });
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
