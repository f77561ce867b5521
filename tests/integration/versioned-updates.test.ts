import { afterAll, describe, expect, it } from 'vitest';
import { demoOrganisations } from '@tandem/infra/local/src/seed/demo-data';
import { demoFixtures as f } from './matrix/probe';
import { sweepProbeLeftovers } from './matrix/organisation-probes';
import { call, payload } from './hierarchy-helpers';

// Other tests count the seeded demo world: leave organisation A as it was.
afterAll(() => sweepProbeLeftovers());

const base = `/api/v1/organisations/${demoOrganisations.a.organisationId}`;
const newProject = async (name: string) =>
  payload<{ id: string; version: number }>(await call('POST', `${base}/projects`, 'owner', { name }));

describe('versioned updates need the version the editor saw', () => {
  it('refuses a programme or project change without its version (400 naming body.version)', async () => {
    const programme = await call('PUT', `${base}/programmes/${f.programmeId}`, 'owner', {
      description: 'Blind overwrite',
    });
    expect(programme.status).toBe(400);
    expect(programme.json.message).toContain('body.version');

    const project = await newProject('Needs its version');
    const blind = await call('PUT', `${base}/projects/${project.id}`, 'owner', { name: 'Blind overwrite' });
    expect(blind.status).toBe(400);
    expect(blind.json.message).toContain('body.version');
    const stored = payload<{ name: string }>(await call('GET', `${base}/projects/${project.id}`, 'owner'));
    expect(stored.name).toBe('Needs its version');

    const list = await call('PUT', `${base}/projects/${project.id}/milestones`, 'owner', { items: [] });
    expect(list.status).toBe(400);
    expect(list.json.message).toContain('body.version');
  });
});

describe('project phases', () => {
  it('refuses a phase that ends before it starts, naming the field', async () => {
    const project = await newProject('Phases in order');
    const path = `${base}/projects/${project.id}/phases`;
    const backwards = await call('PUT', path, 'owner', {
      items: [
        { name: 'Discovery', startDate: '2026-01-05', endDate: '2026-03-31' },
        { name: 'Delivery', startDate: '2026-06-01', endDate: '2026-04-30' },
      ],
      version: 0,
    });
    expect(backwards.status).toBe(400);
    expect(backwards.json.message).toContain('body.items.1.endDate');
    expect(payload<{ items: unknown[] }>(await call('GET', path, 'owner')).items).toEqual([]);

    const sameDay = await call('PUT', path, 'owner', {
      items: [{ name: 'Launch', startDate: '2026-06-01', endDate: '2026-06-01' }],
      version: 0,
    });
    expect(sameDay.status).toBe(200);
  });
});
