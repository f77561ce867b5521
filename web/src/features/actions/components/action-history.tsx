import { isEmptyDate } from '@tandem/shared/core/dates';
import { can } from '@tandem/shared/permissions/can';
import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { formatDate } from '@/lib/dates';
import { usePermissions } from '@/lib/permissions-store';
import { HistoryList } from '@/ui/history-list';
import { useEntityShortHistory } from '@/lib/entity-kit/entity-api';
import { actionCalls, entityRefOf, type ActionHistoryEntry } from '../api/action-calls';
import type { ActionRef } from '../api/keys';
import { useActionTypes } from '../api/list-action-types';
import type { Action } from '../api/list-actions';
import { useTeamUsers } from '../api/list-team-users';
import { actionTypesPermission } from './action-form-rules';
import { progressOptions, ragOptions } from '@/ui/status-pills';
import { dayOf, plainOfRichText } from './grid-logic';
import { usePhrases } from '@/lib/i18n/add-phrases';
import { actionDetailPhrases } from '@/lib/i18n/en-gb-action-detail';

/** Longest value text a history line shows; a long description is cut, not wrapped over the page. */
const VALUE_TEXT_MAX = 160;
/** How many changes the detail page reads: the recent ones, not an audit export. */
const ACTION_HISTORY_LIMIT = 100;
const SYSTEM_USER = /^system:/;

/**
 * Names of the people an action mentions by id: the team (loaded for editors only, spec §6) and the
 * action's own owner and assignee. Null for an id nobody here can name.
 */
export function useActionPeople(actionRef: ActionRef, action: Action | undefined, mayEdit: boolean) {
  const team = useTeamUsers(actionRef, mayEdit);
  return useCallback(
    (userId: string | null | undefined): string | null => {
      if (!userId) return null;
      const member = team.data?.find((user) => user.id === userId);
      if (member) return `${member.firstName} ${member.lastName}`.trim();
      if (action?.owner && userId === action.ownerId)
        return `${action.owner.firstName} ${action.owner.lastName}`.trim();
      if (action?.assignedToName && userId === action.assignedToId) return action.assignedToName;
      return null;
    },
    [team.data, action],
  );
}

/** A stored value of an action field as text for a history line. */
export function historyValueText(
  field: string,
  value: unknown,
  t: TFunction,
  lookups: { personName: (id: string) => string | null; actionTypeName: (id: string) => string | null },
): string {
  if (value === null || value === undefined || value === '') return '';
  switch (field) {
    case 'ragStatus': {
      const option = ragOptions.find((item) => item.value === value);
      return option ? t(option.key) : String(value);
    }
    case 'progressStatus': {
      const option = progressOptions.find((item) => item.value === value);
      return option ? t(option.key) : String(value);
    }
    case 'startDate':
    case 'endDate':
    case 'initialEndDate':
    case 'reviewedOn':
    case 'nextReviewDue': {
      if (typeof value !== 'string' || isEmptyDate(value)) return '';
      const day = dayOf(value);
      return day ? formatDate(`${day}T00:00:00`) : value;
    }
    case 'ownerId':
    case 'assignedToId':
    case 'reviewedBy':
      return lookups.personName(String(value)) ?? t('actionDetail.history.someone');
    case 'actionTypeId':
      return lookups.actionTypeName(String(value)) ?? String(value);
    case 'lifecycleStatus':
      return t(`actionDetail.lifecycle.${String(value)}`);
    case 'description': {
      const text = plainOfRichText(String(value)).replace(/\s+/g, ' ');
      return text.length > VALUE_TEXT_MAX ? `${text.slice(0, VALUE_TEXT_MAX)}…` : text;
    }
    default:
      if (Array.isArray(value)) return t('actionDetail.history.items', { count: value.length });
      if (typeof value === 'object') return JSON.stringify(value);
      return String(value);
  }
}

/** The action's recent accepted changes: who changed which field from what to what. */
export function ActionHistory({
  actionRef,
  action,
  mayEdit,
}: {
  actionRef: ActionRef;
  action: Action;
  mayEdit: boolean;
}) {
  const { t, i18n } = usePhrases('actionDetail', actionDetailPhrases);
  const history = useEntityShortHistory<ActionHistoryEntry>(
    actionCalls,
    entityRefOf(actionRef),
    ACTION_HISTORY_LIMIT,
  );
  const personOf = useActionPeople(actionRef, action, mayEdit);
  // Action types are core data (contributors+), read only to name a changed type.
  const permissions = usePermissions();
  const types = useActionTypes(
    actionRef.organisationId,
    mayEdit && can(permissions, actionTypesPermission, actionRef),
  );
  const lookups = {
    personName: personOf,
    actionTypeName: (id: string) => types.data?.find((type) => type.id === id)?.name ?? null,
  };
  return (
    <HistoryList
      entries={history.data}
      loading={history.isPending}
      error={history.isError}
      personName={(userId) =>
        SYSTEM_USER.test(userId)
          ? t('actionDetail.history.system')
          : // The server names each change's author; the team list covers entries from before that.
            (history.data?.find((entry) => entry.userId === userId)?.userName ??
            personOf(userId) ??
            t('actionDetail.history.someone'))
      }
      fieldLabel={(field) =>
        i18n.exists(`actionDetail.fields.${field.replace(/Id$/, '')}`)
          ? t(`actionDetail.fields.${field.replace(/Id$/, '')}`)
          : i18n.exists(`actionDetail.fields.${field}`)
            ? t(`actionDetail.fields.${field}`)
            : field
      }
      formatValue={(field, value) => historyValueText(field, value, t, lookups)}
      labels={{
        title: t('actionDetail.sections.history'),
        empty: t('actionDetail.history.empty'),
        loadFailed: t('actionDetail.history.loadFailed'),
        created: t('actionDetail.history.created'),
        deleted: t('actionDetail.history.deleted'),
        from: t('actionDetail.history.from'),
        to: t('actionDetail.history.to'),
        emptyValue: t('actionDetail.history.emptyValue'),
        showMore: (count) => t('actionDetail.history.showMore', { count }),
        showLess: t('actionDetail.history.showLess'),
      }}
    />
  );
}
