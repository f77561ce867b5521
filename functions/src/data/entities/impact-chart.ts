import { Entity } from 'electrodb';
import { entityConfiguration, exact } from './common';

/**
 * The chart projection of an active impact (issue 17): only what the heatmap, capacity, timeline,
 * places and sunburst read, one small item per impact in ONE partition per organisation
 * (`ORG#<org>#IMPACTCHART` / `PROJECT#<project>#<impact>`), so the organisation's charts are a few
 * Queries of small items instead of pages of whole impacts. Written in the same transaction as every
 * write of its impact (`impactChartProjection`); there only while the impact is active.
 */
export const impactChartEntity = new Entity(
  {
    model: { entity: 'impactChart', version: '1', service: 'tandem' },
    attributes: {
      organisationId: { type: 'string', required: true, readOnly: true },
      projectId: { type: 'string', required: true, readOnly: true },
      impactId: { type: 'string', required: true, readOnly: true },
      refNumber: { type: 'number', required: true },
      name: { type: 'string' },
      impactLevel: { type: 'number' },
      totalPeopleImpacted: { type: 'number' },
      /** `yyyy-mm-dd` (the timeline places impacts by day; the heatmap reads the month of it). */
      startDate: { type: 'string' },
      endDate: { type: 'string' },
      businessAreas: { type: 'list', items: { type: 'string' } },
      locations: { type: 'list', items: { type: 'string' } },
      progressStatus: { type: 'number' },
    },
    indexes: {
      byOrganisation: {
        pk: {
          field: 'pk',
          composite: ['organisationId'],
          template: 'ORG#${organisationId}#IMPACTCHART',
          casing: exact,
        },
        sk: {
          field: 'sk',
          composite: ['projectId', 'impactId'],
          template: 'PROJECT#${projectId}#${impactId}',
          casing: exact,
        },
      },
    },
  },
  entityConfiguration(),
);

/** What the projection reads of a stored impact. */
export interface ChartedImpact extends Record<string, unknown> {
  organisationId: string;
  projectId: string;
  itemId: string;
  refNumber: number;
  lifecycleStatus: string;
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
const number = (value: unknown) => (typeof value === 'number' ? value : undefined);
const ids = (value: unknown) => (Array.isArray(value) && value.length > 0 ? (value as string[]) : undefined);

export const impactChartKey = (impact: ChartedImpact) => ({
  organisationId: impact.organisationId,
  projectId: impact.projectId,
  impactId: impact.itemId,
});

/**
 * The chart item of an impact as it is after a write, or null when it is not active (archived and
 * deleted impacts are in no chart). Empty values are left out, as ElectroDB leaves them on the impact.
 */
export function impactChartItem(impact: ChartedImpact) {
  if (impact.lifecycleStatus !== 'active') return null;
  const optional = {
    name: text(impact.name),
    impactLevel: number(impact.impactLevel),
    totalPeopleImpacted: number(impact.totalPeopleImpacted),
    startDate: text(impact.startDate),
    endDate: text(impact.endDate),
    businessAreas: ids(impact.businessAreas),
    locations: ids(impact.locations),
    progressStatus: number(impact.progressStatus),
  };
  return {
    ...impactChartKey(impact),
    refNumber: impact.refNumber,
    ...Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== undefined)),
  };
}
