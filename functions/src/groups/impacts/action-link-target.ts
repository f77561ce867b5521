import { addCalendarDays } from '@tandem/shared/core/calendar-date';
import { isEmptyDate } from '@tandem/shared/core/dates';
import { storedDate } from '@tandem/shared/actions/action-rules';
import { actionLinkSide } from '@tandem/shared/impacts/impact-links';
import {
  actionEntity,
  storedActionById,
  storedActionsById,
  type ActionItem,
} from '../../data/entities/action';
import { actionKey, modelActionOf, storedActionOf } from '../../actions/kit-action-entity';
import { historyItems, type FieldChange } from '../../data/versioned-write';
import { actionTarget, indexAttributes } from '../../actions/store';
import type { LinkedItem, LinkTarget } from '../../entity-kit/links';

const summary = (action: ActionItem): LinkedItem => ({
  id: action.actionId,
  refNumber: action.refNumber,
  name: action.name,
  progressStatus: action.progressStatus,
  ragStatus: action.ragStatus,
  startDate: action.startDate,
  endDate: action.endDate,
  version: action.version,
});

const shifted = (date: string, days: number) =>
  isEmptyDate(date) ? date : storedDate(addCalendarDays(date, days));

/**
 * Actions as the far side of the impact ↔ action link (they are not on the kit yet): their own
 * items read by key, and a date shift as the same versioned update + history the actions store writes.
 */
export const actionLinkTarget: LinkTarget = {
  side: actionLinkSide,
  historyType: 'action',
  async find(scope, ids) {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const data = await storedActionsById(scope.organisationId, scope.projectId, unique);
    const active = data.filter((action) => action.lifecycleStatus === 'active');
    return new Map(active.map((action) => [action.actionId, summary(action)]));
  },
  async all(scope) {
    const { data } = await actionEntity.query
      .byProject({ organisationId: scope.organisationId, projectId: scope.projectId })
      .go({ pages: 'all' });
    return data
      .map(storedActionOf)
      .filter((action) => action.lifecycleStatus === 'active')
      .map(summary);
  },
  async shiftWrites(caller, scope, id, days) {
    const action = await storedActionById(scope.organisationId, scope.projectId, id);
    if (!action || action.lifecycleStatus !== 'active') return null;
    const set = { startDate: shifted(action.startDate, days), endDate: shifted(action.endDate, days) };
    const changes: FieldChange[] = (['startDate', 'endDate'] as const)
      .filter((field) => set[field] !== action[field])
      .map((field) => ({ field, oldValue: action[field], newValue: set[field] }));
    if (changes.length === 0) return null;
    const history = historyItems(
      actionTarget(scope.organisationId, scope.projectId, id),
      caller,
      changes,
      action.version + 1,
    );
    return (entities) => [
      entities.action
        .patch(actionKey(scope.organisationId, scope.projectId, id))
        .set(modelActionOf({ ...set, ...indexAttributes({ ...action, ...set }), modifiedBy: caller.userId }))
        .add({ version: 1 })
        .where(({ version }, { eq }) => eq(version, action.version))
        .commit(),
      ...history.map((item) => entities.historyEntry.put(item).commit()),
    ];
  },
};
