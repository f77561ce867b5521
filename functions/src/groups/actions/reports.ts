import { COMPLETED_RAG_SORT_VALUE, ragSortValue } from '@tandem/shared/core/rag-sort-value';
import { progressStatusLabel, progressStatuses } from '@tandem/shared/core/progress-status';
import { RagStatus, ragLabel } from '@tandem/shared/core/rag';
import { coreDataItemEntity } from '../../data/entities/core-data-item';
import { activeActionsToCount } from './active-actions';
import type { ProjectScope } from './service';
import type { ActionItem } from '../../actions/store';

type Measure = 'progress' | 'rag';
type Slice = { id: string; label: string; value: number };

/** Pie slices of a group of actions: by progress status, or by RAG with completed as its own slice. */
export function slicesOf(
  actions: Pick<ActionItem, 'ragStatus' | 'progressStatus'>[],
  measure: Measure,
): Slice[] {
  if (measure === 'progress') {
    return progressStatuses.map((status) => ({
      id: String(status),
      label: progressStatusLabel[status],
      value: actions.filter((action) => action.progressStatus === status).length,
    }));
  }
  const ragSlices = [
    RagStatus.RED,
    RagStatus.AMBER,
    RagStatus.GREEN,
    COMPLETED_RAG_SORT_VALUE,
    RagStatus.UNKNOWN,
  ];
  const valueOf = (action: Pick<ActionItem, 'ragStatus' | 'progressStatus'>) => {
    const value = ragSortValue(action.ragStatus as RagStatus, action.progressStatus);
    return ragSlices.includes(value) ? value : RagStatus.UNKNOWN;
  };
  return ragSlices.map((value) => ({
    id: String(value),
    label: value === COMPLETED_RAG_SORT_VALUE ? 'Completed' : ragLabel[value as RagStatus],
    value: actions.filter((action) => valueOf(action) === value).length,
  }));
}

/** Groups actions by the ids `keysOf` gives each; an action with none falls in the `none` group. */
function grouped(
  actions: ActionItem[],
  keysOf: (action: ActionItem) => string[],
  labelOf: (id: string) => string,
  measure: Measure,
  only?: string[],
) {
  const groups = new Map<string, ActionItem[]>();
  for (const id of only ?? []) groups.set(id, []);
  for (const action of actions) {
    const keys = keysOf(action);
    for (const key of keys.length ? keys : ['none']) {
      if (only && !only.includes(key)) continue;
      groups.set(key, [...(groups.get(key) ?? []), action]);
    }
  }
  return [...groups].map(([id, members]) => ({ id, label: labelOf(id), slices: slicesOf(members, measure) }));
}

/** Per business area (optionally only the given ones): the action's own `businessAreaIds` (decisions.md). */
export async function businessAreaReport(scope: ProjectScope, measure: Measure, businessAreaIds?: string[]) {
  const [actions, areas] = await Promise.all([
    activeActionsToCount(scope),
    coreDataItemEntity.query
      .byKind({ organisationId: scope.organisationId, kind: 'businessArea' })
      .go({ pages: 'all' }),
  ]);
  const names = new Map(areas.data.map((area) => [area.itemId, area.name]));
  const only = businessAreaIds?.filter((id) => names.has(id));
  return grouped(
    actions,
    (action) => action.businessAreaIds ?? [],
    (id) => names.get(id) ?? (id === 'none' ? 'No business area' : id),
    measure,
    businessAreaIds ? only : undefined,
  );
}

export async function assignedToReport(scope: ProjectScope, measure: Measure) {
  const actions = await activeActionsToCount(scope);
  const names = new Map(
    actions.map((action) => [action.assignedToId ?? 'none', action.assignedToName ?? '']),
  );
  return grouped(
    actions,
    (action) => (action.assignedToId ? [action.assignedToId] : []),
    (id) => (id === 'none' ? 'Unassigned' : names.get(id) || id),
    measure,
  );
}

/** Per audience: the action's `audienceIds` (project audiences arrive with their feature; labels then). */
export async function audienceReport(scope: ProjectScope, measure: Measure) {
  const actions = await activeActionsToCount(scope);
  return grouped(
    actions,
    (action) => action.audienceIds ?? [],
    (id) => (id === 'none' ? 'No audience' : id),
    measure,
  );
}
