import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProjectDashboard, ProjectInsights } from '@tandem/shared/projects/insights-contract';
import { call, payload } from './hierarchy-helpers';
import { demoFixtures as f } from './matrix/probe';
import { sweepProbeLeftovers } from './matrix/organisation-probes';

const base = `/api/v1/organisations/${f.organisationId}`;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * A fresh project of organisation A with known impacts, actions, milestones, audiences and pulses,
 * so every figure is asserted against data no other test writes to.
 */
async function freshProject() {
  const project = payload<{ id: string }>(
    await call('POST', `${base}/projects`, 'admin', { name: `Insights ${Date.now()}` }),
  );
  const at = `${base}/projects/${project.id}`;
  const create = async (segment: string, body: object) => {
    const response = await call('POST', `${at}/${segment}`, 'admin', body);
    expect(response.status, `${segment}: ${response.json?.message}`).toBe(201);
    return payload<{ id: string }>(response);
  };
  // Impacts: high ×2 (one overdue, one completed and past its end), medium ×1, low ×1, unknown ×1.
  await create('impacts', { name: 'High overdue', impactLevel: 9, progressStatus: 2, endDate: day(-3) });
  await create('impacts', { name: 'High done', impactLevel: 8, progressStatus: 3, endDate: day(-3) });
  await create('impacts', { name: 'Medium', impactLevel: 6, progressStatus: 1, endDate: day(30) });
  await create('impacts', { name: 'Low', impactLevel: 2, progressStatus: 2 });
  const deleted = await create('impacts', { name: 'Deleted', impactLevel: 9, progressStatus: 1 });
  expect((await call('DELETE', `${at}/impacts/${deleted.id}`, 'admin')).status).toBe(200);
  // Actions: red, amber, green open; one completed (any RAG); one red overdue; one amber overdue earlier.
  await create('actions', { name: 'Red', ragStatus: 1, progressStatus: 2, endDate: day(10) });
  await create('actions', { name: 'Amber late', ragStatus: 2, progressStatus: 1, endDate: day(-10) });
  await create('actions', { name: 'Green', ragStatus: 3, progressStatus: 2, endDate: day(10) });
  await create('actions', { name: 'Done', ragStatus: 1, progressStatus: 3, endDate: day(-5) });
  await create('actions', { name: 'Red late', ragStatus: 1, progressStatus: 2, endDate: day(-1) });
  expect(
    (
      await call('PUT', `${at}/milestones`, 'admin', {
        items: [
          { name: 'Past', deadline: day(-2), milestoneType: 1 },
          { name: 'Go live', deadline: day(20), milestoneType: 1 },
          { name: 'Training', deadline: day(5), milestoneType: 7 },
          { name: 'Undated' },
        ],
        version: 0,
      })
    ).status,
  ).toBe(200);
  const ward = await create('audiences', { name: 'Ward staff' });
  await create('audiences', { name: 'Porters' });
  await create('pulses', { audience: ward.id, pulseDate: day(-20), awareness: 3, adoption: 1 });
  await create('pulses', { audience: ward.id, pulseDate: day(-2), awareness: 7, adoption: 4 });
  await create('pulses', { audience: ward.id, pulseDate: day(15), awareness: 10, adoption: 10 });
  return project.id;
}

let projectId = '';
beforeAll(async () => {
  projectId = await freshProject();
});
afterAll(() => sweepProbeLeftovers());

const dashboardOf = (id: string, who = 'reader') => call('GET', `${base}/projects/${id}/dashboard`, who);
const insightsOf = (id: string, who = 'reader') => call('GET', `${base}/projects/${id}/insights`, who);

describe('project dashboard (GET {id}/dashboard)', () => {
  it('counts impacts by level band and progress, actions by RAG (completed apart) with percent complete, and overdue', async () => {
    const response = await dashboardOf(projectId);
    expect(response.status).toBe(200);
    const figures = payload<ProjectDashboard>(response);
    expect(figures.impacts).toEqual({
      total: 4,
      level: { high: 2, medium: 1, low: 1, unknown: 0 },
      progress: { notStarted: 1, inProgress: 2, completed: 1, other: 0 },
      overdue: 1,
    });
    expect(figures.actions).toEqual({
      total: 5,
      // spec §4: 1 completed of 5 is 20 %.
      percentComplete: 20,
      rag: { red: 2, amber: 1, green: 1, unknown: 0, completed: 1 },
      progress: { notStarted: 1, inProgress: 3, completed: 1, other: 0 },
      overdue: 2,
    });
    expect(figures.milestones).toEqual({ total: 3, upcoming: 2 });
    expect(figures.audiences).toEqual({ total: 2, withPulse: 1 });
  });
});

describe('project insights (GET {id}/insights)', () => {
  it('lists the next milestones, each audience’s latest pulse so far, and overdue items latest end first', async () => {
    const response = await insightsOf(projectId);
    expect(response.status).toBe(200);
    const insights = payload<ProjectInsights>(response);
    expect(insights.upcomingMilestones.map((milestone) => [milestone.name, milestone.deadline])).toEqual([
      ['Training', day(5)],
      ['Go live', day(20)],
    ]);
    expect(insights.audienceReadiness).toEqual([
      {
        audienceId: expect.any(String),
        name: 'Ward staff',
        pulseDate: day(-2),
        scores: { awareness: 7, understanding: -1, commitment: -1, capability: -1, adoption: 4 },
      },
      {
        audienceId: expect.any(String),
        name: 'Porters',
        pulseDate: null,
        scores: { awareness: -1, understanding: -1, commitment: -1, capability: -1, adoption: -1 },
      },
    ]);
    expect(insights.overdueActions?.total).toBe(2);
    expect(insights.overdueActions?.items.map((item) => [item.name, item.endDate])).toEqual([
      ['Red late', day(-1)],
      ['Amber late', day(-10)],
    ]);
    expect(insights.overdueImpacts?.items.map((item) => item.name)).toEqual(['High overdue']);
  });
});

describe('project overview permissions', () => {
  it.each(['dashboard', 'insights'])('%s: a reader may read; admin@ too', async (kind) => {
    for (const who of ['reader', 'admin'])
      expect((await call('GET', `${base}/projects/${projectId}/${kind}`, who)).status).toBe(200);
  });

  it.each(['dashboard', 'insights'])(
    '%s: contributor@ without rights on the project is refused (403)',
    async (kind) => {
      expect((await call('GET', `${base}/projects/${projectId}/${kind}`, 'contributor')).status).toBe(403);
    },
  );

  it.each(['dashboard', 'insights'])(
    '%s: another organisation’s admin gets 404, and the answer names nothing of A',
    async (kind) => {
      const response = await call('GET', `${base}/projects/${projectId}/${kind}`, 'outsider');
      expect(response.status).toBe(404);
      expect(JSON.stringify(response.json)).not.toMatch(/Insights|Ward staff/);
    },
  );

  it.each(['dashboard', 'insights'])('%s: a malformed project id is a 400 naming it', async (kind) => {
    const response = await call('GET', `${base}/projects/not%20an%20id!/${kind}`, 'admin');
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.json)).toMatch(/projectId/);
  });

  it.each(['dashboard', 'insights'])('%s: a project that does not exist is a 404', async (kind) => {
    const response = await call('GET', `${base}/projects/no-such-project/${kind}`, 'admin');
    expect(response.status).toBe(404);
  });
});
