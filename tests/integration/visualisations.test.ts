import { describe, expect, it } from 'vitest';
import { buildPath } from '@tandem/shared/contract/endpoints';
import { impactEndpoints } from '@tandem/shared/impacts/contract';
import { visualisationEndpoints } from '@tandem/shared/visualisations/contract';
import type { LoadDetail, LoadMatrix, Sunburst, Timeline } from '@tandem/shared/visualisations/schemas';
import { demoItemsOf } from '@tandem/infra/local/src/seed/core-data-seed';
import { demoProjects } from '@tandem/infra/local/src/seed/demo-data';
import { demoEntityItemId } from '@tandem/infra/local/src/seed/benefit-seed';
import { demoImpactAudienceRefs } from '@tandem/infra/local/src/seed/impact-seed';
import { api, type ApiResponse } from './api';
import { demoFixtures as f } from './matrix/probe';
import { bearer } from './sessions';

const organisation = { organisationId: f.organisationId };
const areas = demoItemsOf('a', 'businessArea');
// A seeded project no other test writes to (the derived probes create and duplicate impacts in Online
// Booking while this file runs, which would move a cell between two reads).
const quietProjectId = demoProjects.find((project) => project.name === 'Finance System Upgrade')!.projectId;

async function call(
  endpoint: { method: string; path: string },
  params: Record<string, string>,
  query = '',
  options: { as?: string; body?: unknown } = {},
): Promise<ApiResponse> {
  return api(endpoint.method as 'GET', `${buildPath(endpoint.path, params)}${query ? `?${query}` : ''}`, {
    headers: await bearer((options.as ?? 'admin') as never),
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
}
const v = visualisationEndpoints;
const heatmap = async (query: string) =>
  (await call(v.getImpactReportByBusinessArea, organisation, query)).json.payload as LoadMatrix;

describe('the visualisations read the impacts from the organisation index (issue 17)', () => {
  it('a heatmap cell adds up exactly the impacts its detail lists, and both detail calls agree', async () => {
    const matrix = await heatmap(`year=2026&projectId=${quietProjectId}`);
    expect(matrix.months).toHaveLength(12);
    // A row per business area of the organisation: the seeded ones, and any the permission matrix's
    // core-data probes add to this organisation while this file runs (they did, when scheduled first).
    const rowIds = matrix.rows.map((row) => row.id);
    expect(rowIds).toEqual(expect.arrayContaining(areas.map((area) => area.id)));
    expect(new Set(rowIds).size).toBe(rowIds.length);
    const row = matrix.rows.find((candidate) => candidate.loads.some((load) => load > 0))!;
    const index = row.loads.findIndex((load) => load > 0);
    const month = matrix.months[index]!;
    const cell = (
      await call(
        v.getImpactReportByBusinessAreaCell,
        {
          ...organisation,
          businessAreaId: row.id,
          month,
        },
        `projectId=${quietProjectId}`,
      )
    ).json.payload as LoadDetail;
    expect(cell.impacts).toHaveLength(row.counts[index]!);
    expect(cell.load).toBe(row.loads[index]);
    expect(cell.impacts.reduce((sum, impact) => sum + impact.weight, 0)).toBe(row.loads[index]);
    for (const impact of cell.impacts) expect(impact.businessAreas).toContain(row.id);
    const byYearMonth = (
      await call(
        v.getBusinessAreaImpacts,
        {
          ...organisation,
          businessAreaId: row.id,
          year: month.slice(0, 4),
          month: String(Number(month.slice(5))),
        },
        `projectId=${quietProjectId}`,
      )
    ).json.payload as LoadDetail;
    expect(byYearMonth.impacts.map((impact) => impact.id)).toEqual(cell.impacts.map((impact) => impact.id));
  });

  it("changing an impact's level changes its cells by the weight", async () => {
    const created = await call(
      impactEndpoints.createImpact,
      { ...organisation, projectId: f.projectId },
      '',
      {
        body: {
          name: `viz ${Date.now()}`,
          impactLevel: 2,
          totalPeopleImpacted: 7,
          startDate: '2031-03-01',
          endDate: '2031-04-30',
          businessAreas: [areas[0]!.id],
        },
      },
    );
    expect(created.status, created.json.message).toBe(201);
    const impact = created.json.payload as { id: string; version: number };
    const rowOf = async () =>
      (await heatmap(`year=2031&projectId=${f.projectId}`)).rows.find((row) => row.id === areas[0]!.id)!;
    const before = await rowOf();
    expect(before.loads[2]).toBeGreaterThanOrEqual(14);
    const updated = await call(
      impactEndpoints.updateImpact,
      { ...organisation, projectId: f.projectId, impactId: impact.id },
      '',
      { body: { impactLevel: 9, version: impact.version } },
    );
    expect(updated.status, updated.json.message).toBe(200);
    const after = await rowOf();
    expect(after.loads[2]! - before.loads[2]!).toBe(63 - 14);
    expect(after.loads[4]).toBe(before.loads[4]);
  });

  it('the sunburst, timeline and organisation impacts cover the programme; the report over time gives totals', async () => {
    const sunburst = (await call(v.getOrganisationSunburst, organisation, `programmeId=${f.programmeId}`))
      .json.payload as Sunburst;
    const root = sunburst.nodes.find((node) => node.kind === 'organisation')!;
    const programmes = sunburst.nodes.filter((node) => node.parent === root.id);
    expect(programmes).toHaveLength(1);
    expect(root.value).toBe(programmes[0]!.value);
    const actions = (await call(v.getOrganisationSunburst, organisation, 'measure=actions')).json
      .payload as Sunburst;
    expect(actions.nodes.some((node) => node.band === 'green' || node.band === 'red')).toBe(true);
    const timeline = (await call(v.getOrganisationTimeline, organisation, `projectId=${f.projectId}`)).json
      .payload as Timeline;
    expect(timeline.projects.map((project) => project.id)).toEqual([f.projectId]);
    expect(timeline.impacts.length).toBeGreaterThan(0);
    const overTime = (await call(v.getImpactReportOverTime, organisation, 'year=2026')).json
      .payload as LoadMatrix;
    expect(overTime.rows).toEqual([]);
    expect(overTime.totals.loads.some((load) => load > 0)).toBe(true);
  });

  it('answers 400 naming the field for a bad year or month, and 404 for a programme of another organisation', async () => {
    const year = await call(v.getImpactReportByLocation, organisation, 'year=20x6');
    expect(year.status).toBe(400);
    expect(year.json.message).toContain('query.year');
    const month = await call(v.getImpactReportByLocationCell, {
      ...organisation,
      locationId: 'x',
      month: '2026-13',
    });
    expect(month.status).toBe(400);
    expect(month.json.message).toContain('params.month');
    const settings = await call(v.updateVisualisationSettings, organisation, '', {
      body: { amberFrom: 500, redFrom: 100, capacity: 10, version: 0 },
    });
    expect(settings.status).toBe(400);
    expect(settings.json.message).toContain('redFrom');
    const foreign = await call(
      v.getOrganisationTimeline,
      organisation,
      `programmeId=${f.ungrantedProjectId}`,
    );
    expect(foreign.status).toBe(404);
  });

  it('the stakeholder-group section draws the seeded impact ↔ audience links, a cell listing exactly the linked impacts it counts', async () => {
    const matrix = (
      await call(v.getImpactReportByStakeholder, organisation, `year=2026&projectId=${quietProjectId}`)
    ).json.payload as LoadMatrix;
    const audienceIds = [1, 2, 3].map((ref) => demoEntityItemId('audience', quietProjectId, ref));
    expect(matrix.rows.map((row) => row.id).sort()).toEqual([...audienceIds].sort());
    for (const row of matrix.rows) expect(row.loads.some((load) => load > 0)).toBe(true);
    const linkedTo = (audienceRef: number) =>
      demoImpactAudienceRefs
        .flatMap((refs, index) => ((refs as readonly number[]).includes(audienceRef) ? [index + 1] : []))
        .map((ref) => demoEntityItemId('impact', quietProjectId, ref));
    for (const [index, audienceId] of audienceIds.entries()) {
      const row = matrix.rows.find((candidate) => candidate.id === audienceId)!;
      const month = row.loads.findIndex((load) => load > 0);
      const cell = (
        await call(
          v.getImpactReportByStakeholderCell,
          { ...organisation, stakeholderGroupId: audienceId, month: matrix.months[month]! },
          `projectId=${quietProjectId}`,
        )
      ).json.payload as LoadDetail;
      expect(cell.load).toBe(row.loads[month]);
      expect(cell.impacts).toHaveLength(row.counts[month]!);
      for (const impact of cell.impacts) expect(linkedTo(index + 1)).toContain(impact.id);
    }
  });

  it("keeps an impact's chart item with every write: created, its business areas replaced, its dates shifted, deleted", async () => {
    const [first, second] = [areas[1]!.id, areas[2]!.id];
    const rowsOf = async () => {
      const matrix = await heatmap(`year=2032&projectId=${f.projectId}`);
      const row = (id: string) => matrix.rows.find((candidate) => candidate.id === id)!.loads;
      return { first: row(first), second: row(second) };
    };
    const before = await rowsOf();
    const created = await call(
      impactEndpoints.createImpact,
      { ...organisation, projectId: f.projectId },
      '',
      {
        body: {
          name: `viz writes ${Date.now()}`,
          impactLevel: 3,
          totalPeopleImpacted: 5,
          startDate: '2032-02-01',
          endDate: '2032-02-20',
          businessAreas: [first],
        },
      },
    );
    expect(created.status, created.json.message).toBe(201);
    const impact = created.json.payload as { id: string };
    const one = { ...organisation, projectId: f.projectId, impactId: impact.id };
    const delta = async () => {
      const now = await rowsOf();
      return {
        first: now.first.map((load, index) => load - before.first[index]!),
        second: now.second.map((load, index) => load - before.second[index]!),
      };
    };
    const only = (month: number) => Array.from({ length: 12 }, (_, index) => (index === month ? 15 : 0));
    const none = only(-1);
    expect(await delta()).toEqual({ first: only(1), second: none });
    const replaced = await call(impactEndpoints.setImpactBusinessAreas, one, '', {
      body: { businessAreaIds: [second] },
    });
    expect(replaced.status, replaced.json.message).toBe(200);
    expect(await delta()).toEqual({ first: none, second: only(1) });
    const shifted = await call(impactEndpoints.shiftImpactDates, one, '', { body: { days: 31 } });
    expect(shifted.status, shifted.json.message).toBe(200);
    expect(await delta()).toEqual({ first: none, second: only(2) });
    const deleted = await call(impactEndpoints.deleteImpact, one);
    expect(deleted.status, deleted.json.message).toBe(200);
    expect(await delta()).toEqual({ first: none, second: none });
  });
});
