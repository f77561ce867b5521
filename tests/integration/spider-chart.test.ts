import { describe, expect, it } from 'vitest';
import { spiderChartEndpoints } from '@tandem/shared/audiences/spider-chart-contract';
import { buildPath } from '@tandem/shared/contract/endpoints';
import { demoEntityItemId } from '@tandem/infra/local/src/seed/benefit-seed';
import { api } from './api';
import { demoFixtures as f } from './matrix/probe';
import { bearer } from './sessions';

// spec §7 Projects `POST {id}/audience-reporting/spider-chart-data` over the seeded monthly pulses.
type Spider = {
  measures: string[];
  audiences: { audienceId: string; name: string; pulseDate: string | null; scores: Record<string, number> }[];
};
const audience = (ref: number, projectId = f.projectId) => demoEntityItemId('audience', projectId, ref);

async function spider(body: unknown, as: 'admin' | 'reader' | 'outsider' = 'admin', projectId = f.projectId) {
  const { path } = spiderChartEndpoints.getAudienceSpiderChartData;
  return api('POST', buildPath(path, { organisationId: f.organisationId, projectId }), {
    headers: await bearer(as),
    body: JSON.stringify(body),
  });
}

describe('the spider chart of audience readiness', () => {
  it('reads each audience’s latest pulse on or before the day, in ref order', async () => {
    const response = await spider({ asOf: '2026-10-15' });
    expect(response.status, response.json.message).toBe(200);
    const data = response.json.payload as Spider;
    expect(data.measures).toEqual(['awareness', 'understanding', 'commitment', 'capability', 'adoption']);
    expect(data.audiences.slice(0, 3).map((row) => [row.audienceId, row.pulseDate])).toEqual([
      [audience(1), '2026-10-01'],
      [audience(2), '2026-10-01'],
      [audience(3), '2026-10-01'],
    ]);
    // Seeded readiness climbs two a month from 2 + the audience's index, each measure one behind.
    expect(data.audiences[0]!.scores).toEqual({
      awareness: 6,
      understanding: 5,
      commitment: 4,
      capability: 3,
      adoption: 2,
    });
    const later = (await spider({ audienceIds: [audience(2)], asOf: '2026-11-20' })).json.payload as Spider;
    expect(later.audiences.map((row) => [row.name, row.pulseDate, row.scores.awareness])).toEqual([
      ['Outpatient receptionists', '2026-11-01', 9],
    ]);
  });

  it('answers unknown (-1) for an audience with no pulse yet by that day', async () => {
    const data = (await spider({ audienceIds: [audience(1)], asOf: '2026-01-01' })).json.payload as Spider;
    expect(data.audiences[0]).toMatchObject({ pulseDate: null, scores: { awareness: -1, adoption: -1 } });
  });

  it('refuses another project’s audience or a made-up one (400 naming it), a bad day, and other organisations', async () => {
    for (const id of [audience(1, f.ungrantedProjectId), '00000000-0000-4000-8000-000000000000']) {
      const response = await spider({ audienceIds: [audience(1), id] });
      expect([response.status, (response.json.payload as { field?: string }).field]).toEqual([
        400,
        'body.audienceIds.1',
      ]);
    }
    const badDay = await spider({ asOf: '15/10/2026' });
    expect([badDay.status, (badDay.json.payload as { field?: string }).field]).toEqual([400, 'body.asOf']);
    expect((await spider({}, 'reader')).status).toBe(200);
    expect((await spider({}, 'outsider')).status).toBe(404);
  });
});
