import { ProgressStatus } from '@tandem/shared/core/progress-status';
import { pageOf } from './page-of';
import { impactLevelBand, ImpactLevel } from '@tandem/shared/impacts/impact-level';
import { DASHBOARD_LIST_PAGE_SIZE, NO_ACCESS_PROJECTS_ID } from '@tandem/shared/dashboard/limits';
import {
  dashboardImpactLevelValues,
  type DashboardImpact,
  type DashboardImpactsQuery,
  type ImpactFigures,
} from '@tandem/shared/dashboard/people-schemas';
import { dashboardProgressValues } from '@tandem/shared/dashboard/schemas';
import { can } from '@tandem/shared/permissions/can';
import { impactEntity } from '../data/entities/impact';
import type { ProjectEntityItem } from '../data/entities/project-entity';
import { memberItems } from '../entity-kit/member-items';
import type { Caller } from '../http/caller';
import { badRequest } from '../http/http-error';
import { requireOwnDashboard } from './my-actions';
import { projectDirectory, type ProjectEntry } from './project-directory';

const viewImpacts = { kind: 'project', area: 'impact', access: 'view' } as const;
const noAccessLabel = 'Projects with no access';

interface OwnedImpact extends ProjectEntityItem {
  name: string;
  impactLevel?: number;
  progressStatus?: number;
  endDate?: string;
}

const levelKey = {
  [ImpactLevel.HIGH]: 'high',
  [ImpactLevel.MEDIUM]: 'medium',
  [ImpactLevel.LOW]: 'low',
} as const;

/** Level bands and progress counts (spec §2: Level / Progress Status; §3: three progress statuses). */
export function impactFigures(
  impacts: readonly Pick<OwnedImpact, 'impactLevel' | 'progressStatus'>[],
): ImpactFigures {
  const figures: ImpactFigures = {
    total: impacts.length,
    level: { high: 0, medium: 0, low: 0, unknown: 0 },
    progress: { notStarted: 0, inProgress: 0, completed: 0, other: 0 },
  };
  for (const impact of impacts) {
    const band = impactLevelBand(impact.impactLevel);
    figures.level[band === ImpactLevel.UNKNOWN ? 'unknown' : levelKey[band]] += 1;
    const progress = impact.progressStatus ?? ProgressStatus.NOT_STARTED;
    if (progress === ProgressStatus.NOT_STARTED) figures.progress.notStarted += 1;
    else if (progress === ProgressStatus.IN_PROGRESS) figures.progress.inProgress += 1;
    else if (progress === ProgressStatus.COMPLETED) figures.progress.completed += 1;
    else figures.progress.other += 1;
  }
  return figures;
}

/**
 * The caller's own impacts (the impact owner) in live projects: ONE Query of the impacts' member
 * index (gsi1 `ORG#<org>#IMPACT#MEMBER#<user>`) beside the organisation's project directory.
 */
async function myImpacts(caller: Caller, organisationId: string) {
  const [impacts, directory] = await Promise.all([
    memberItems(impactEntity, organisationId, caller.userId, [
      'refNumber',
      'name',
      'impactLevel',
      'progressStatus',
      'endDate',
    ]) as Promise<OwnedImpact[]>,
    projectDirectory(organisationId),
  ]);
  return impacts.flatMap((impact) => {
    const project = directory.projects.get(impact.projectId);
    if (!project) return [];
    const canView = can(caller.permissions, viewImpacts, { organisationId, projectId: impact.projectId });
    return [{ impact, project, canView }];
  });
}
type MyImpact = Awaited<ReturnType<typeof myImpacts>>[number];

function byProject(rows: MyImpact[]) {
  const groups = new Map<string, { project: ProjectEntry | null; impacts: OwnedImpact[] }>();
  for (const { impact, project, canView } of rows) {
    const key = canView ? project.projectId : NO_ACCESS_PROJECTS_ID;
    const group = groups.get(key) ?? { project: canView ? project : null, impacts: [] };
    group.impacts.push(impact);
    groups.set(key, group);
  }
  return [...groups.entries()]
    .map(([key, { project, impacts }]) => ({
      projectId: key,
      projectName: project?.projectName ?? noAccessLabel,
      programmeName: project?.programmeName ?? null,
      canView: project !== null,
      ...impactFigures(impacts),
    }))
    .sort(
      (a, b) => Number(b.canView) - Number(a.canView) || a.projectName.localeCompare(b.projectName, 'en-GB'),
    );
}

/** My Impacts (spec §2): the figures of every impact the caller owns, per project. One gsi1 Query. */
export async function getAssignedProjectsWithImpacts(caller: Caller, userId: string, organisationId: string) {
  requireOwnDashboard(caller, userId, organisationId);
  const rows = await myImpacts(caller, organisationId);
  return { ...impactFigures(rows.map((row) => row.impact)), projects: byProject(rows) };
}

export function impactsByLevel(level: string, field = 'params.level') {
  if (!(dashboardImpactLevelValues as readonly string[]).includes(level))
    throw badRequest(field, `${field} must be one of ${dashboardImpactLevelValues.join(', ')}`);
  return (impact: OwnedImpact) => impactLevelBand(impact.impactLevel) === Number(level);
}

export function impactsByProgress(progressStatus: string, field = 'params.progressStatus') {
  if (!(dashboardProgressValues as readonly string[]).includes(progressStatus))
    throw badRequest(field, `${field} must be one of ${dashboardProgressValues.join(', ')}`);
  return (impact: OwnedImpact) =>
    (impact.progressStatus ?? ProgressStatus.NOT_STARTED) === Number(progressStatus);
}

/** The drill-down: a pie of the projects holding the caller's impacts of one level or status. */
export async function impactProjectSlices(
  caller: Caller,
  userId: string,
  organisationId: string,
  matches: (impact: OwnedImpact) => boolean,
) {
  requireOwnDashboard(caller, userId, organisationId);
  const rows = (await myImpacts(caller, organisationId)).filter((row) => matches(row.impact));
  return byProject(rows).map((project) => ({
    id: project.projectId,
    label: project.projectName,
    value: project.total,
  }));
}

const toDashboardImpact = (impact: OwnedImpact, project: ProjectEntry): DashboardImpact => ({
  id: impact.itemId,
  projectId: impact.projectId,
  projectName: project.projectName,
  refNumber: impact.refNumber,
  name: impact.name,
  impactLevel: impact.impactLevel ?? -1,
  progressStatus: impact.progressStatus ?? ProgressStatus.NOT_STARTED,
  endDate: impact.endDate ?? null,
});

/**
 * The slide-in panel and the full page (spec §2 'Your impacts'): the caller's impacts in projects
 * they may view, of one level band or progress status if asked, by project then reference.
 */
export async function listMyImpacts(caller: Caller, organisationId: string, query: DashboardImpactsQuery) {
  const level = query.level ? impactsByLevel(query.level, 'query.level') : () => true;
  const progress = query.progressStatus
    ? impactsByProgress(query.progressStatus, 'query.progressStatus')
    : () => true;
  const rows = (await myImpacts(caller, organisationId))
    .filter((row) => row.canView && level(row.impact) && progress(row.impact))
    .filter((row) => !query.projectId || row.impact.projectId === query.projectId)
    .map((row) => toDashboardImpact(row.impact, row.project))
    .sort((a, b) => a.projectName.localeCompare(b.projectName, 'en-GB') || a.refNumber - b.refNumber);
  return pageOf(rows, query, DASHBOARD_LIST_PAGE_SIZE);
}
