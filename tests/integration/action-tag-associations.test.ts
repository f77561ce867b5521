import { describe, expect, it } from 'vitest';
import { buildPath, endpoints, type EndpointId } from '@tandem/shared/contract/endpoints';
import { demoTagId } from '@tandem/infra/local/src/seed/action-seed';
import { api } from './api';
import { freshAction } from './action-fixtures';
import { demoFixtures as f } from './matrix/probe';
import { bearer } from './sessions';

const tagId = demoTagId('a', 'Quick win');

async function call(id: EndpointId, as: string, path: Record<string, string>, body?: unknown) {
  const params = { organisationId: f.organisationId, projectId: f.projectId, ...path };
  return api(endpoints[id].method, buildPath(endpoints[id].path, params), {
    headers: await bearer(as as never),
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}
const tagsOf = async (actionId: string) =>
  ((await call('getAction', 'admin', { actionId })).json.payload as { tags: { id: string }[] }).tags.map(
    (tag) => tag.id,
  );

describe("actions' one-tag associations at spec §7 tags/actionTags (issue 32 item 1)", () => {
  it('adds one tag to an action and removes it again', async () => {
    expect(endpoints.addActionTag).toMatchObject({
      method: 'POST',
      path: '/api/v1/organisations/{organisationId}/projects/{projectId}/tags/actionTags/{actionId}',
    });
    const action = await freshAction();
    const added = await call('addActionTag', 'admin', { actionId: action.id }, { tagId });
    expect(added.status).toBeLessThan(300);
    expect((added.json.payload as { id: string }[]).map((tag) => tag.id)).toEqual([tagId]);
    expect(await tagsOf(action.id)).toEqual([tagId]);

    const removed = await call('removeActionTag', 'admin', { actionId: action.id, tagId });
    expect(removed.status).toBe(200);
    expect(removed.json.payload).toEqual([]);
    expect(await tagsOf(action.id)).toEqual([]);
  });

  it('refuses a reader and an unknown tag, changing nothing', async () => {
    const action = await freshAction();
    expect((await call('addActionTag', 'reader', { actionId: action.id }, { tagId })).status).toBe(403);
    const unknown = await call(
      'addActionTag',
      'admin',
      { actionId: action.id },
      { tagId: '00000000-0000-4000-8000-000000000000' },
    );
    expect(unknown.status).toBe(400);
    expect(unknown.json.message).toMatch(/tagId/);
    expect(await tagsOf(action.id)).toEqual([]);
  });
});
