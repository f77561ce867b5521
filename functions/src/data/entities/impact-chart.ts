import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { Entity } from 'electrodb';
import { documentClient } from '../client';
import { entityConfiguration, exact } from './common';

/**
 * The chart projection of an active impact (issue 17): what the heatmap, capacity, timeline, places
 * and sunburst read, one small item per impact in ONE partition per organisation
 * (`ORG#<org>#IMPACTCHART` / `PROJECT#<project>#<impact>`), so the organisation's charts are a few
 * Queries of small items instead of pages of whole impacts. Its figures are ONE attribute (`chart`, a
 * JSON tuple, `encodeChart`): DynamoDB and the SDK pay per attribute of every item read, and a single
 * attribute read is several times faster over 10,000 impacts than the same figures as attributes
 * (decisions.md). Written in the same transaction as every write of its impact (`entities/impact.ts`);
 * there only while the impact is active.
 */
export const impactChartEntity = new Entity(
  {
    model: { entity: 'impactChart', version: '1', service: 'tandem' },
    attributes: {
      organisationId: { type: 'string', required: true, readOnly: true },
      projectId: { type: 'string', required: true, readOnly: true },
      impactId: { type: 'string', required: true, readOnly: true },
      chart: { type: 'string', required: true },
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

/** What the charts know of an impact. Dates are `yyyy-mm-dd` (the timeline places impacts by day). */
export interface ImpactChart {
  impactId: string;
  refNumber: number;
  name: string;
  /** -1: no level. */
  impactLevel: number;
  totalPeopleImpacted: number | null;
  startDate: string | null;
  endDate: string | null;
  businessAreas: string[];
  locations: string[];
  progressStatus: number | null;
}

/** What the projection reads of a stored impact. */
export interface ChartedImpact extends Record<string, unknown> {
  organisationId: string;
  projectId: string;
  itemId: string;
  refNumber: number;
  lifecycleStatus: string;
}

type Tuple = [
  refNumber: number,
  impactLevel: number,
  totalPeopleImpacted: number | null,
  startDate: string | null,
  endDate: string | null,
  businessAreas: string[],
  locations: string[],
  progressStatus: number | null,
  name: string,
];

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
const number = (value: unknown) => (typeof value === 'number' ? value : null);
const ids = (value: unknown) => (Array.isArray(value) ? (value as string[]) : []);

/** An impact's figures as the `chart` attribute: a JSON tuple (positions, not names, per item). */
export function encodeChart(impact: ChartedImpact): string {
  const tuple: Tuple = [
    impact.refNumber,
    number(impact.impactLevel) ?? -1,
    number(impact.totalPeopleImpacted),
    text(impact.startDate),
    text(impact.endDate),
    ids(impact.businessAreas),
    ids(impact.locations),
    number(impact.progressStatus),
    text(impact.name) ?? '',
  ];
  return JSON.stringify(tuple);
}

export function decodeChart(impactId: string, chart: string): ImpactChart {
  const [
    refNumber,
    impactLevel,
    totalPeopleImpacted,
    startDate,
    endDate,
    businessAreas,
    locations,
    progressStatus,
    name,
  ] = JSON.parse(chart) as Tuple;
  return {
    impactId,
    refNumber,
    name,
    impactLevel,
    totalPeopleImpacted,
    startDate,
    endDate,
    businessAreas,
    locations,
    progressStatus,
  };
}

export const impactChartKey = (impact: ChartedImpact) => ({
  organisationId: impact.organisationId,
  projectId: impact.projectId,
  impactId: impact.itemId,
});

/** The chart item of an impact as it is after a write, or null when it is not active (in no chart). */
export function impactChartItem(impact: ChartedImpact) {
  if (impact.lifecycleStatus !== 'active') return null;
  return { ...impactChartKey(impact), chart: encodeChart(impact) };
}

/**
 * The chart items of one project's impacts: one Query (every page) of the organisation's chart
 * partition, projected to the id and the figures. Sent by the document client from ElectroDB's own
 * key condition, because ElectroDB's per-item formatting costs more than the read over 10,000 items.
 */
export async function projectImpactCharts(organisationId: string, projectId: string) {
  const params = impactChartEntity.query
    .byOrganisation({ organisationId, projectId })
    .params() as QueryCommandInput;
  const input: QueryCommandInput = {
    ...params,
    ProjectionExpression: '#impactId, #chart',
    ExpressionAttributeNames: {
      ...params.ExpressionAttributeNames,
      '#impactId': 'impactId',
      '#chart': 'chart',
    },
  };
  const charts: ImpactChart[] = [];
  let startKey: QueryCommandInput['ExclusiveStartKey'];
  do {
    const page = await documentClient.send(new QueryCommand({ ...input, ExclusiveStartKey: startKey }));
    for (const item of page.Items ?? []) charts.push(decodeChart(String(item.impactId), String(item.chart)));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return charts;
}
