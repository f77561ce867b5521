import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Action } from '../api/list-actions';
import {
  ChoiceEditModal,
  DateEditModal,
  DescriptionEditModal,
  SelectEditModal,
  TextEditModal,
} from './cell-editors';

export type EditKind =
  | 'name'
  | 'description'
  | 'startDate'
  | 'endDate'
  | 'ragStatus'
  | 'progressStatus'
  | 'owner'
  | 'assignedTo'
  | 'actionType';

type Option = { value: string; label: string };

/**
 * The editor of one grid cell, in a modal with Cancel/Save. Its own chunk: the date picker, radio
 * and text editors load on the first double-click, not with the grid.
 */
export default function GridEditor({
  editing,
  busy,
  onCancel,
  onSaveName,
  onSaveDescription,
  onSaveDate,
  onSaveNumber,
  onSavePerson,
  onSaveActionType,
  helpers,
}: {
  editing: { kind: EditKind; action: Action };
  busy: boolean;
  onCancel: () => void;
  onSaveName: (action: Action, text: string) => void;
  onSaveDescription: (action: Action, html: string) => void;
  onSaveDate: (action: Action, field: 'startDate' | 'endDate', day: string | null) => void;
  onSaveNumber: (action: Action, field: 'ragStatus' | 'progressStatus', value: number) => void;
  onSavePerson: (action: Action, field: 'owner' | 'assignedTo', userId: string) => void;
  onSaveActionType: (action: Action, actionTypeId: string | null) => void;
  /**
   * What the editors need from the grid's own modules, passed in: a chunk that imported them would
   * import the grid's chunk (AG Grid) with them.
   */
  helpers: {
    choices: Record<'ragStatus' | 'progressStatus', { value: number; label: string; pill: ReactNode }[]>;
    dayOf: (value: string) => string | null;
    richTextOfInput: (text: string) => string;
    /** The project's team (owner and assigned-to) and the organisation's action types. */
    people: readonly Option[];
    actionTypes: readonly Option[];
  };
}) {
  const { t } = useTranslation();
  const { action } = editing;
  const fieldLabel = (field: string) => t(`actionItems.columns.${field}`);
  const title = t('actionItems.editTitle', { field: fieldLabel(editing.kind) });
  const cancel = onCancel;
  return (
    <>
      {editing.kind === 'name' && (
        <TextEditModal
          title={title}
          label={fieldLabel('name')}
          initial={action.name}
          maxLength={200}
          busy={busy}
          onCancel={cancel}
          onSave={(text) => onSaveName(action, text)}
        />
      )}
      {editing.kind === 'description' && (
        <DescriptionEditModal
          title={title}
          label={fieldLabel('description')}
          initial={action.description}
          richTextOfInput={helpers.richTextOfInput}
          busy={busy}
          onCancel={cancel}
          onSave={(description) => onSaveDescription(action, description)}
        />
      )}
      {(editing.kind === 'startDate' || editing.kind === 'endDate') && (
        <DateEditModal
          title={title}
          initial={helpers.dayOf(action[editing.kind])}
          busy={busy}
          onCancel={cancel}
          onSave={(date) => onSaveDate(action, editing.kind as 'startDate' | 'endDate', date)}
        />
      )}
      {editing.kind === 'ragStatus' && (
        <ChoiceEditModal
          title={title}
          label={fieldLabel('ragStatus')}
          initial={action.ragStatus}
          options={helpers.choices.ragStatus}
          busy={busy}
          onCancel={cancel}
          onSave={(number) => onSaveNumber(action, 'ragStatus', number)}
        />
      )}
      {editing.kind === 'progressStatus' && (
        <ChoiceEditModal
          title={title}
          label={fieldLabel('progressStatus')}
          initial={action.progressStatus}
          options={helpers.choices.progressStatus}
          busy={busy}
          onCancel={cancel}
          onSave={(number) => onSaveNumber(action, 'progressStatus', number)}
        />
      )}
      {(editing.kind === 'owner' || editing.kind === 'assignedTo') && (
        <SelectEditModal
          title={title}
          label={fieldLabel(editing.kind)}
          initial={editing.kind === 'owner' ? action.ownerId : action.assignedToId}
          options={withCurrent(
            helpers.people,
            editing.kind === 'owner' ? action.ownerId : action.assignedToId,
            editing.kind === 'owner'
              ? `${action.owner?.firstName ?? ''} ${action.owner?.lastName ?? ''}`.trim()
              : (action.assignedToName ?? ''),
          )}
          busy={busy}
          onCancel={cancel}
          onSave={(userId) => userId && onSavePerson(action, editing.kind as 'owner' | 'assignedTo', userId)}
        />
      )}
      {editing.kind === 'actionType' && (
        <SelectEditModal
          title={title}
          label={fieldLabel('actionType')}
          initial={action.actionTypeId}
          options={withCurrent(helpers.actionTypes, action.actionTypeId, action.actionType ?? '')}
          allowEmpty
          busy={busy}
          onCancel={cancel}
          onSave={(actionTypeId) => onSaveActionType(action, actionTypeId)}
        />
      )}
    </>
  );
}

/** The choices, plus the current value when it is no longer one of them (a person who left the team). */
function withCurrent(options: readonly Option[], current: string | null, currentLabel: string) {
  if (!current || options.some((option) => option.value === current)) return options;
  return [{ value: current, label: currentLabel || current }, ...options];
}
