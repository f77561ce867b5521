import { describe, expect, it } from 'vitest';
import { impacts } from '@tandem/shared/impacts/impact';
import { projectProcesses } from '@tandem/shared/processes/project-process';
import { call, payload } from './hierarchy-helpers';
import { freshItem } from './matrix/entity-probes';
import { demoFixtures as f } from './matrix/probe';

const project = `/api/v1/organisations/${f.organisationId}/projects/${f.projectId}`;
type Pairs = { id: string; linked: { id: string; name: string; refNumber: number }[] }[];

describe('every process with its impacts in one call (GET project-processes/impact-links)', () => {
  it('answers each process with the active impacts linked to it, by ref', async () => {
    const process = await freshItem(projectProcesses);
    const lonely = await freshItem(projectProcesses);
    const [first, second, gone] = [
      await freshItem(impacts),
      await freshItem(impacts),
      await freshItem(impacts),
    ];
    const linked = await call('POST', `${project}/project-processes/${process.id}/impacts`, 'admin', {
      impactIds: [second!.id, first!.id, gone!.id],
    });
    expect(linked.status).toBe(200);
    // A deleted impact's link stays behind; the call leaves it out.
    expect((await call('DELETE', `${project}/impacts/${gone!.id}`, 'admin')).status).toBe(200);

    const response = await call('GET', `${project}/project-processes/impact-links`, 'reader');
    expect(response.status).toBe(200);
    const pairs = payload<Pairs>(response);
    const mine = pairs.find((pair) => pair.id === process.id);
    expect(mine?.linked.map((item) => item.id)).toEqual([first!.id, second!.id]);
    expect(pairs.some((pair) => pair.id === lonely.id)).toBe(false);
    // The same answer as the per-process call it replaces.
    const one = await call('GET', `${project}/project-processes/${process.id}/impacts`, 'reader');
    expect(payload<Pairs[number]['linked']>(one).map((item) => item.id)).toEqual([first!.id, second!.id]);
  });

  it('refuses another organisation (404), a caller without rights (403) and a malformed id (400)', async () => {
    expect((await call('GET', `${project}/project-processes/impact-links`, 'outsider')).status).toBe(404);
    const ungranted = `/api/v1/organisations/${f.organisationId}/projects/${f.ungrantedProjectId}`;
    expect((await call('GET', `${ungranted}/project-processes/impact-links`, 'contributor')).status).toBe(
      403,
    );
    const bad = await call(
      'GET',
      `/api/v1/organisations/${f.organisationId}/projects/bad%20id/project-processes/impact-links`,
      'admin',
    );
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.json)).toMatch(/projectId/);
  });
});
