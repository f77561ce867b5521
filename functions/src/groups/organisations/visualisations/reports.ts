import { bucketLoads, monthsOfYear } from '@tandem/shared/visualisations/load';
import type {
  LoadDetail,
  LoadMatrix,
  LoadSection,
  VisualisationQuery,
} from '@tandem/shared/visualisations/schemas';
import { VISUALISATION_YEAR_MAX, VISUALISATION_YEAR_MIN } from '@tandem/shared/visualisations/schemas';
import type { Caller } from '../../../http/caller';
import { badRequest } from '../../../http/http-error';
import { impactsInScope, type VisualisationScope } from './impact-source';
import { sectionRows } from './sections';
import { getVisualisationSettings } from './settings';

const thisYear = () => new Date().getUTCFullYear();

/**
 * A load matrix: the section's rows × the year's months, each cell the load of the impacts active in
 * that month (shared rules, `load.ts`), beside the totals (each impact once a month) and the
 * organisation's thresholds. `section` null: totals only (the report over time).
 */
export async function loadMatrix(
  caller: Caller,
  organisationId: string,
  section: LoadSection | null,
  query: VisualisationQuery,
): Promise<LoadMatrix> {
  const year = query.year ?? thisYear();
  const months = monthsOfYear(year);
  const [{ projects, impacts }, settings] = await Promise.all([
    impactsInScope(caller, organisationId, query),
    getVisualisationSettings(organisationId),
  ]);
  const { rows, rowsOf } = section
    ? await sectionRows(organisationId, section, projects)
    : { rows: [], rowsOf: () => [] };
  const matrix = bucketLoads(
    impacts,
    rows.map((row) => row.id),
    rowsOf,
    months,
  );
  const totals = bucketLoads(impacts, ['all'], () => ['all'], months).get('all')!;
  return {
    year,
    months,
    section,
    rows: rows.map((row) => {
      const cells = matrix.get(row.id)!;
      return {
        ...row,
        loads: cells.map((cell) => cell.load),
        counts: cells.map((cell) => cell.impactIds.length),
      };
    }),
    totals: { loads: totals.map((cell) => cell.load), counts: totals.map((cell) => cell.impactIds.length) },
    thresholds: { amberFrom: settings.amberFrom, redFrom: settings.redFrom, capacity: settings.capacity },
  };
}

/**
 * The impacts counted in one row and month: exactly those the heatmap cell adds up (the same
 * bucketing), heaviest first. A row the section does not have answers no impacts.
 */
export async function loadDetail(
  caller: Caller,
  organisationId: string,
  section: LoadSection,
  rowId: string,
  month: string,
  scope: VisualisationScope,
): Promise<LoadDetail> {
  const { projects, impacts } = await impactsInScope(caller, organisationId, scope);
  const { rowsOf } = await sectionRows(organisationId, section, projects);
  const cell = bucketLoads(impacts, [rowId], rowsOf, [month]).get(rowId)![0]!;
  const counted = new Set(cell.impactIds);
  return {
    month,
    load: cell.load,
    impacts: impacts
      .filter((impact) => counted.has(impact.id))
      .sort((a, b) => b.weight - a.weight || a.name.localeCompare(b.name, 'en-GB')),
  };
}

/** A `yyyy-mm` month of the path, or 400 naming it. */
export function monthParam(text: string): string {
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(text))
    throw badRequest('params.month', 'params.month: must be a yyyy-mm month');
  return text;
}

/** `year/{year}/month/{month}` as the `yyyy-mm` the rules use, or 400 naming the faulty one. */
export function monthKey(yearText: string, monthText: string): string {
  const year = Number(yearText);
  if (!/^\d{4}$/.test(yearText) || year < VISUALISATION_YEAR_MIN || year > VISUALISATION_YEAR_MAX)
    throw badRequest(
      'params.year',
      `params.year: must be a year from ${VISUALISATION_YEAR_MIN} to ${VISUALISATION_YEAR_MAX}`,
    );
  const month = Number(monthText);
  if (!/^\d{1,2}$/.test(monthText) || month < 1 || month > 12)
    throw badRequest('params.month', 'params.month: must be a month number from 1 to 12');
  return `${year}-${String(month).padStart(2, '0')}`;
}
