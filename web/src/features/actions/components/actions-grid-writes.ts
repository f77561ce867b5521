import type { UpdatableActionField } from '@tandem/shared/actions/action-fields';
import type { TFunction } from 'i18next';
import { clearEntityField, updateEntity, updateEntityField } from '@/lib/entity-kit/entity-api';
import type { GridRun } from '@/lib/entity-kit/entity-grid-state';
import { actionCalls, type ActionFieldBody } from '../api/action-calls';
import type { ProjectRef } from '../api/keys';
import type { Action } from '../api/list-actions';
import { checkFieldEdit } from './grid-logic';

/**
 * The actions grid's cell writes, each through the kit grid's `run` (the answer into the row, a
 * refusal told and the row reloaded), toasted with the column's name: a field edit checked first
 * with the server's own rule (`fieldUpdateOutcome`: refused or empty ones send nothing), a clear, and
 * the edit form's update where the grid edits through it (description, a chosen action type).
 */
export function actionCellWrites(project: ProjectRef, run: GridRun<Action>, t: TFunction) {
  const label = (field: string) => t(`actionItems.columns.${field}`);
  const ref = (action: Action) => ({ ...project, id: action.id });
  const save = (action: Action, field: string, write: () => Promise<Action>, cleared = false) =>
    void run(
      action,
      write,
      t(cleared ? 'actionItems.cleared' : 'actionItems.saved', { field: label(field) }),
    );
  const saveField = (
    action: Action,
    field: UpdatableActionField,
    value: Omit<NonNullable<ActionFieldBody>, 'version'>,
  ) =>
    void run(
      action,
      () => updateEntityField(actionCalls, ref(action), field, { ...value, version: action.version }),
      t('actionItems.saved', { field: label(field) }),
      checkFieldEdit(field, value, action),
    );
  const clearField = (action: Action, field: string) =>
    save(action, field, () => clearEntityField(actionCalls, ref(action), field, action.version), true);
  const update = (action: Action, field: string, body: Record<string, unknown>) =>
    save(action, field, () => updateEntity(actionCalls, ref(action), { ...body, version: action.version }));
  return { saveField, clearField, update };
}
