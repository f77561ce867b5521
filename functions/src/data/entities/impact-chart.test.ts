import { describe, expect, it } from 'vitest';
import { projectionOf } from '../item-projections';
import { impactEntity } from './impact';
import { impactChartItem } from './impact-chart';

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
  it('keeps only what the charts read, and leaves empty values out', () => {
    expect(impactChartItem(impact)).toEqual({
      organisationId: 'o1',
      projectId: 'p1',
      impactId: 'i1',
      refNumber: 7,
      name: 'Rota moves online',
      impactLevel: 8,
      totalPeopleImpacted: 40,
      startDate: '2026-03-02',
      endDate: '2026-05-29',
      businessAreas: ['ba1', 'ba2'],
      progressStatus: 2,
    });
  });

  it('has no chart item for an archived or deleted impact', () => {
    expect(impactChartItem({ ...impact, lifecycleStatus: 'deleted' })).toBeNull();
    expect(impactChartItem({ ...impact, lifecycleStatus: 'archived' })).toBeNull();
  });

  it("is the impact entity's projection: a put in the organisation's chart partition, or its delete", () => {
    const projection = projectionOf(impactEntity)!;
    const put = projection.writeOf(impact) as { put: { Item: Record<string, unknown> } };
    expect(put.put.Item).toMatchObject({ pk: 'ORG#o1#IMPACTCHART', sk: 'PROJECT#p1#i1', impactLevel: 8 });
    expect(put.put.Item).not.toHaveProperty('description');
    const removal = projection.writeOf({ ...impact, lifecycleStatus: 'deleted' }) as {
      delete: { Key: Record<string, unknown> };
    };
    expect(removal.delete.Key).toEqual({ pk: 'ORG#o1#IMPACTCHART', sk: 'PROJECT#p1#i1' });
  });
});
