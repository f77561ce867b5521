import { describe, expect, it } from 'vitest';
import { impactEntity } from './impact';
import { storedLayoutOf } from './project-entity';
import { decodeChart, impactChartEntity, impactChartItem } from './impact-chart';

const impact = {
  organisationId: 'o1',
  projectId: 'p1',
  itemId: 'i1',
  refNumber: 7,
  lifecycleStatus: 'active',
  name: 'Rota moves online',
  description: '<p>Long text the charts never read</p>',
  impactLevel: 8,
  totalPeopleImpacted: 40,
  startDate: '2026-03-02',
  endDate: '2026-05-29',
  businessAreas: ['ba1', 'ba2'],
  locations: [],
  progressStatus: 2,
  owner: 'u1',
  version: 4,
};

describe('the impact chart projection (issue 17)', () => {
  it('keeps only what the charts read, as one attribute that reads back to the same figures', () => {
    const item = impactChartItem(impact)!;
    expect(Object.keys(item).sort()).toEqual(['chart', 'impactId', 'organisationId', 'projectId']);
    expect(item.chart).not.toContain('Long text');
    expect(decodeChart(item.impactId, item.chart)).toEqual({
      impactId: 'i1',
      refNumber: 7,
      name: 'Rota moves online',
      impactLevel: 8,
      totalPeopleImpacted: 40,
      startDate: '2026-03-02',
      endDate: '2026-05-29',
      businessAreas: ['ba1', 'ba2'],
      locations: [],
      progressStatus: 2,
    });
  });

  it('reads an impact without level, head count, dates or places as empty, and keeps any name', () => {
    const bare = { ...impact, name: 'A | B, "C"', impactLevel: undefined, totalPeopleImpacted: undefined };
    const {
      startDate: _s,
      endDate: _e,
      businessAreas: _b,
      locations: _l,
      progressStatus: _p,
      ...rest
    } = bare;
    expect(decodeChart('i1', impactChartItem(rest)!.chart)).toEqual({
      impactId: 'i1',
      refNumber: 7,
      name: 'A | B, "C"',
      impactLevel: -1,
      totalPeopleImpacted: null,
      startDate: null,
      endDate: null,
      businessAreas: [],
      locations: [],
      progressStatus: null,
    });
  });

  it('has no chart item for an archived or deleted impact', () => {
    expect(impactChartItem({ ...impact, lifecycleStatus: 'deleted' })).toBeNull();
    expect(impactChartItem({ ...impact, lifecycleStatus: 'archived' })).toBeNull();
  });

  it("is the impact entity's projection: its chart item in the organisation's chart partition, or none", () => {
    const projection = storedLayoutOf(impactEntity).projection!;
    expect(projection.entity).toBe(impactChartEntity);
    const item = projection.itemOf(impact)!;
    expect(impactChartEntity.put(item as never).params()).toMatchObject({
      Item: { pk: 'ORG#o1#IMPACTCHART', sk: 'PROJECT#p1#i1', impactId: 'i1' },
    });
    expect(projection.itemOf({ ...impact, lifecycleStatus: 'deleted' })).toBeNull();
    expect(impactChartEntity.delete(projection.keyOf(impact) as never).params()).toMatchObject({
      Key: { pk: 'ORG#o1#IMPACTCHART', sk: 'PROJECT#p1#i1' },
    });
  });
});
