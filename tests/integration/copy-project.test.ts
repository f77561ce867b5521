import { afterAll, describe, expect, it } from 'vitest';
import { demoOrganisations } from '@tandem/infra/local/src/seed/demo-data';
import { sweepProbeLeftovers } from './matrix/organisation-probes';
import { call, payload } from './hierarchy-helpers';

afterAll(() => sweepProbeLeftovers());

const base = `/api/v1/organisations/${demoOrganisations.a.organisationId}`;
type Copied = { id: string; name: string; copied: { kind: string; count: number }[] };
type Action = { id: string; refNumber: number; name: string; ragStatus: number; endDate: string | null };

async function sourceProject() {
  const project = payload<{ id: string }>(
    await call('POST', `${base}/projects`, 'owner', { name: `Copy source ${Date.now()}` }),
  );
  const projectBase = `${base}/projects/${project.id}`;
  expect(
    (
      await call('PUT', `${projectBase}/milestones`, 'owner', {
        items: [{ name: 'Go live' }, { name: 'Review' }],
        version: 0,
      })
    ).status,
  ).toBe(200);
  const actions: Action[] = [];
  for (const name of ['Plan the training', 'Brief the managers', 'Open the helpdesk']) {
    const created = await call('POST', `${projectBase}/actions`, 'owner', {
      name,
      ragStatus: 2,
      endDate: '2027-01-31',
    });
    expect(created.status).toBe(201);
    actions.push(payload<Action>(created));
  }
  // A gap in the source's refs: the copy numbers from its own counter, 1 upwards.
  expect((await call('DELETE', `${projectBase}/actions/${actions[1]!.id}`, 'owner')).status).toBe(200);
  return { id: project.id, actions };
}

const actionsOf = async (projectId: string) =>
  payload<{ items: Action[] }>(
    await call('GET', `${base}/projects/${projectId}/actions?pageSize=100&sorts=refNumber`, 'owner'),
  ).items;

describe('copying a project', () => {
  it('copies the chosen kinds, says how many of each, and gives copied actions new refs and no old history', async () => {
    const source = await sourceProject();
    const copy = await call('POST', `${base}/projects/${source.id}/copy`, 'owner', {
      name: 'Copied with actions',
      copy: ['actions', 'phases'],
    });
    expect(copy.status).toBe(201);
    const copied = payload<Copied>(copy);
    expect(copied.copied).toEqual([
      { kind: 'phases', count: 0 },
      { kind: 'actions', count: 2 },
    ]);
    const actions = await actionsOf(copied.id);
    expect(actions.map((action) => [action.refNumber, action.name])).toEqual([
      [1, 'Plan the training'],
      [2, 'Open the helpdesk'],
    ]);
    expect(actions[0]).toMatchObject({ ragStatus: 2, endDate: '2027-01-31T00:00:00' });
    expect(actions[0]!.id).not.toBe(source.actions[0]!.id);
    // Milestones were not chosen.
    const milestones = await call('GET', `${base}/projects/${copied.id}/milestones`, 'owner');
    expect(payload<{ items: unknown[] }>(milestones).items).toEqual([]);
    // The copy's history starts at its creation; the original's entries stay with the original.
    const history = payload<{ action: string }[]>(
      await call('GET', `${base}/projects/${copied.id}/action/${actions[0]!.id}/history`, 'owner'),
    );
    expect(history.map((entry) => entry.action)).toEqual(['create']);
    // A new action in the copy continues its own counter.
    const next = await call('POST', `${base}/projects/${copied.id}/actions`, 'owner', { name: 'Later' });
    expect(payload<Action>(next).refNumber).toBe(3);
    // The source is untouched.
    expect((await actionsOf(source.id)).map((action) => action.refNumber)).toEqual([1, 3]);
  });

  it("leaves the source's audiences off copied actions: audiences are not copied, and an action's are its project's", async () => {
    // Issue 36 item 4: the copy carried the source project's audience ids into the new project.
    const source = await sourceProject();
    const audience = await call('POST', `${base}/projects/${source.id}/audiences`, 'owner', {
      name: 'Ward managers',
    });
    expect(audience.status).toBe(201);
    const audienceId = payload<{ id: string }>(audience).id;
    const withAudience = await call('POST', `${base}/projects/${source.id}/actions`, 'owner', {
      name: 'Brief the wards',
      audienceIds: [audienceId],
    });
    expect(payload<{ audienceIds: string[] }>(withAudience).audienceIds).toEqual([audienceId]);
    const copied = payload<Copied>(
      await call('POST', `${base}/projects/${source.id}/copy`, 'owner', { copy: ['actions'] }),
    );
    const actions = (await actionsOf(copied.id)) as (Action & { audienceIds: string[] })[];
    expect(actions.map((action) => [action.name, action.audienceIds])).toEqual([
      ['Plan the training', []],
      ['Open the helpdesk', []],
      ['Brief the wards', []],
    ]);
  });

  it('copies the settings lists and no actions by default', async () => {
    const source = await sourceProject();
    const copied = payload<Copied>(await call('POST', `${base}/projects/${source.id}/copy`, 'owner', {}));
    expect(copied.copied).toEqual([
      { kind: 'milestones', count: 2 },
      { kind: 'benefits', count: 0 },
      { kind: 'phases', count: 0 },
    ]);
    expect(await actionsOf(copied.id)).toEqual([]);
  });

  it('refuses an unknown or repeated kind, naming the field', async () => {
    const source = await sourceProject();
    for (const copy of [['impacts-and-more'], ['actions', 'actions']]) {
      const refused = await call('POST', `${base}/projects/${source.id}/copy`, 'owner', { copy });
      expect(refused.status).toBe(400);
      expect(refused.json.message).toContain('body.copy');
    }
  });
});
