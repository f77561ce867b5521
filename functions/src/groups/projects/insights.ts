import type { ProjectArea } from '@tandem/shared/contract/permission';
import { toIsoDate } from '@tandem/shared/core/calendar-date';
import { EMPTY_DATE } from '@tandem/shared/core/dates';
import { ProgressStatus } from '@tandem/shared/core/progress-status';
import { actionFigures } from '@tandem/shared/dashboard/action-figures';
import { can } from '@tandem/shared/permissions/can';
import {
  INSIGHTS_LIST_MAX,
  type ProjectDashboard,
  type ProjectInsights,
} from '@tandem/shared/projects/insights-contract';
import { isOverdue, isUpcoming } from '@tandem/shared/projects/overdue';
import { actionQueries, storedActionsOf } from '../../data/entities/action';
import { impactEntity } from '../../data/entities/impact';
import type { ProjectEntityItem, ProjectEntityModel } from '../../data/entities/project-entity';
import { settingsListEntity } from '../../data/entities/settings-list';
import { audienceEntity, pulseEntity } from '../../data/entities/stakeholder-entities';
import { impactFigures } from '../../dashboard/my-impacts';
import { requireProject, type ProjectScope } from '../../entity-kit/store';
import type { Caller } from '../../http/caller';
import { readinessAt } from './spider-chart';

/** What the overview needs of an action or impact (the Queries project only these attributes). */
interface OverviewItem {
  id: string;
  refNumber: number;
  name: string;
  endDate: string;
  progressStatus: number;
  ragStatus: number;
  impactLevel?: number;
}

const mayView = (caller: Caller, scope: ProjectScope, area: ProjectArea) =>
  can(caller.permissions, { kind: 'project', area, access: 'view' }, scope);

/** Today in UTC: item dates are calendar days, and the jobs' overdue window is UTC too. */
const todayUtc = () => new Date().toISOString().slice(0, 10);

/** The project's active actions: ONE Query of the actions' list index (gsi3 `…#ACTIONS#active`). */
async function activeActions(scope: ProjectScope): Promise<OverviewItem[]> {
  const data = await storedActionsOf(actionQueries.byRef({ ...scope, lifecycleStatus: 'active' }), [
    'actionId',
    'refNumber',
    'name',
    'endDate',
    'progressStatus',
    'ragStatus',
  ]);
  return data.map((action) => ({
    id: action.actionId,
    refNumber: action.refNumber,
    name: action.name,
    endDate: action.endDate,
    progressStatus: action.progressStatus,
    ragStatus: action.ragStatus,
  }));
}

/** A kit entity's active items of the project: ONE Query of the project partition's entity range. */
async function activeKitItems(model: ProjectEntityModel, scope: ProjectScope, attributes?: string[]) {
  const { data } = await model.query
    .byProject(scope)
    .go({ pages: 'all', ...(attributes ? { attributes: attributes as never } : {}) });
  return (data as unknown as ProjectEntityItem[]).filter((item) => item.lifecycleStatus === 'active');
}

/** The project's active impacts (ONE Query, projected to what the overview counts and lists). */
async function activeImpacts(scope: ProjectScope): Promise<OverviewItem[]> {
  const items = await activeKitItems(impactEntity, scope, [
    'organisationId',
    'projectId',
    'itemId',
    'refNumber',
    'lifecycleStatus',
    'name',
    'endDate',
    'progressStatus',
    'impactLevel',
  ]);
  return items.map((impact) => ({
    id: impact.itemId,
    refNumber: impact.refNumber,
    name: String(impact.name ?? ''),
    endDate: typeof impact.endDate === 'string' ? impact.endDate : EMPTY_DATE,
    // An impact saved without a progress counts as not started (as My Impacts counts it).
    progressStatus:
      typeof impact.progressStatus === 'number' ? impact.progressStatus : ProgressStatus.NOT_STARTED,
    ragStatus: -1,
    ...(typeof impact.impactLevel === 'number' && { impactLevel: impact.impactLevel }),
  }));
}

/** The project's milestones: ONE GetItem of its settings list (pattern 17). */
async function milestones(scope: ProjectScope) {
  const { data } = await settingsListEntity
    .get({
      organisationId: scope.organisationId,
      ownerType: 'PROJECT',
      ownerId: scope.projectId,
      listName: 'milestones',
    })
    .go();
  return (
    (data?.items ?? []) as { id: string; name: string; deadline: string | null; milestoneType: number }[]
  ).filter((milestone) => milestone.deadline !== null);
}

const overdueOf = (items: OverviewItem[], today: string) => items.filter((item) => isOverdue(item, today));

/** Latest end first (spec §9's order of overdue lists), then by reference. */
const byEndDescending = (a: OverviewItem, b: OverviewItem) =>
  (toIsoDate(b.endDate) ?? '').localeCompare(toIsoDate(a.endDate) ?? '') || a.refNumber - b.refNumber;

function overdueList(items: OverviewItem[], today: string) {
  const overdue = overdueOf(items, today).sort(byEndDescending);
  return {
    total: overdue.length,
    items: overdue.slice(0, INSIGHTS_LIST_MAX).map(({ id, refNumber, name, endDate, progressStatus }) => ({
      id,
      refNumber,
      name,
      endDate: toIsoDate(endDate) ?? endDate,
      progressStatus,
    })),
  };
}

/** Reads only what the caller may view: an area without the right is not read at all (null). */
function readable<T>(allowed: boolean, read: () => Promise<T>): Promise<T | null> {
  return allowed ? read() : Promise.resolve(null);
}

/**
 * `GET {id}/dashboard` (spec §7): the overview's figures. Side by side: the project (GetItem), its
 * impacts (Query `IMPACT#`), its active actions (Query gsi3), its milestones (GetItem) and its
 * audiences and pulses (Queries `AUDIENCE#`, `PULSE#`), each only when the caller may view its area.
 */
export async function getProjectDashboard(caller: Caller, scope: ProjectScope): Promise<ProjectDashboard> {
  const today = todayUtc();
  const [, impacts, actions, projectMilestones, audiences, pulses] = await Promise.all([
    requireProject(scope),
    readable(mayView(caller, scope, 'impact'), () => activeImpacts(scope)),
    readable(mayView(caller, scope, 'action'), () => activeActions(scope)),
    milestones(scope),
    readable(mayView(caller, scope, 'stakeholder'), () => activeKitItems(audienceEntity, scope)),
    readable(mayView(caller, scope, 'stakeholder'), () => activeKitItems(pulseEntity, scope)),
  ]);
  const audienceIds = new Set(audiences?.map((audience) => audience.itemId));
  return {
    projectId: scope.projectId,
    today,
    impacts: impacts && { ...impactFigures(impacts), overdue: overdueOf(impacts, today).length },
    actions: actions && { ...actionFigures(actions), overdue: overdueOf(actions, today).length },
    milestones: {
      total: projectMilestones.length,
      upcoming: projectMilestones.filter((milestone) => isUpcoming(milestone.deadline, today)).length,
    },
    audiences: audiences && {
      total: audiences.length,
      withPulse: new Set(
        (pulses ?? [])
          .filter((pulse) => String(pulse.pulseDate ?? '') <= today)
          .map((pulse) => String(pulse.audience))
          .filter((id) => audienceIds.has(id)),
      ).size,
    },
  };
}

/**
 * `GET {id}/insights` (spec §7): the overview's lists, from the same reads as the figures: the next
 * milestones (deadline today or later, soonest first), each active audience's readiness at its latest
 * pulse so far, and the overdue actions and impacts (latest end first, the first few with the total).
 */
export async function getProjectInsights(caller: Caller, scope: ProjectScope): Promise<ProjectInsights> {
  const today = todayUtc();
  const stakeholders = mayView(caller, scope, 'stakeholder');
  const [, impacts, actions, projectMilestones, audiences, pulses] = await Promise.all([
    requireProject(scope),
    readable(mayView(caller, scope, 'impact'), () => activeImpacts(scope)),
    readable(mayView(caller, scope, 'action'), () => activeActions(scope)),
    milestones(scope),
    readable(stakeholders, () => activeKitItems(audienceEntity, scope)),
    readable(stakeholders, () => activeKitItems(pulseEntity, scope)),
  ]);
  return {
    projectId: scope.projectId,
    today,
    upcomingMilestones: projectMilestones
      .filter((milestone) => isUpcoming(milestone.deadline, today))
      .map((milestone) => ({
        id: milestone.id,
        name: milestone.name,
        deadline: toIsoDate(milestone.deadline) ?? '',
        milestoneType: milestone.milestoneType ?? 0,
      }))
      .sort((a, b) => a.deadline.localeCompare(b.deadline) || a.name.localeCompare(b.name, 'en-GB'))
      .slice(0, INSIGHTS_LIST_MAX),
    audienceReadiness:
      audiences &&
      readinessAt(
        [...audiences].sort((a, b) => a.refNumber - b.refNumber),
        pulses ?? [],
        today,
      ),
    overdueActions: actions && overdueList(actions, today),
    overdueImpacts: impacts && overdueList(impacts, today),
  };
}
