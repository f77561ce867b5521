import { describe, expect, it } from 'vitest';
import { buildPath, endpoints } from '@tandem/shared/contract/endpoints';
import { impacts } from '@tandem/shared/impacts/impact';
import { api } from './api';
import { freshItem } from './matrix/entity-probes';
import { demoFixtures as f } from './matrix/probe';
import type { ProjectEntity } from '@tandem/shared/entity-kit/define-project-entity';
import { bearer } from './sessions';

const params = { organisationId: f.organisationId, projectId: f.projectId };

async function deleteRange(
  method: 'POST' | 'PUT',
  as: string,
  body: unknown,
  organisationId = f.organisationId,
) {
  const path = buildPath(endpoints.deleteImpactRangePost.path, { ...params, organisationId });
  return api(method, path, { headers: await bearer(as as never), body: JSON.stringify(body) });
}
const lifecycleOf = async (impactId: string) =>
  (
    await api('GET', buildPath(endpoints.getImpact.path, { ...params, impactId }), {
      headers: await bearer('admin'),
    })
  ).json.payload as { lifecycleStatus: string };

describe("impacts' delete-range at the spec's method (issue 32 item 1)", () => {
  it('POST …/impacts/delete-range soft-deletes the impacts as the kit’s PUT does', async () => {
    expect(endpoints.deleteImpactRangePost).toMatchObject({
      method: 'POST',
      path: impacts.endpoints.deleteImpactRange.path,
    });
    const [first, second] = [
      await freshItem(impacts as ProjectEntity),
      await freshItem(impacts as ProjectEntity),
    ];
    const response = await deleteRange('POST', 'admin', { impactIds: [first!.id] });
    expect(response.status).toBe(200);
    expect(response.json.payload).toEqual({ updated: [first!.id], skipped: [] });
    expect(await lifecycleOf(first!.id)).toMatchObject({ lifecycleStatus: 'deleted' });
    // The kit's PUT still answers at the same path.
    const put = await deleteRange('PUT', 'admin', { impactIds: [second!.id] });
    expect(put.json.payload).toEqual({ updated: [second!.id], skipped: [] });
  });

  it('refuses a reader, another organisation’s admin and a bad body, deleting nothing', async () => {
    const impact = await freshItem(impacts as ProjectEntity);
    expect((await deleteRange('POST', 'reader', { impactIds: [impact.id] })).status).toBe(403);
    const outsider = await deleteRange('POST', 'outsider', { impactIds: [impact.id] });
    expect(outsider.status).toBe(404);
    const bad = await deleteRange('POST', 'admin', { impactIds: 'all' });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toMatch(/body\.impactIds/);
    expect(await lifecycleOf(impact.id)).toMatchObject({ lifecycleStatus: 'active' });
  });
});
