import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { entityFilterFields } from './entity-filter-fields';
import { changesOf, createBodyOf, formValuesOf } from './entity-form-values';
import { valueText } from './entity-values';
import type { EntityView } from './entity-view';
import { entityViewOf } from './entity-view-of';

const t = ((key: string) => key) as unknown as TFunction;
const noPath = () => '';
const view = entityViewOf('projectStakeholder', {
  phrases: 'projectStakeholders',
  listColumns: [],
  paths: { list: noPath, panel: noPath, detail: noPath, create: noPath, edit: noPath },
}) as EntityView;

describe('a member list field on the web (a project stakeholder’s owners)', () => {
  const owners = view.fields.owners!;

  it('comes from the declaration with its kind and maximum', () => {
    expect(owners).toMatchObject({ kind: 'memberList', maxCount: 10, sortable: false, filterable: true });
  });

  it('edits as ids joined and sends a list; emptied, it clears', () => {
    const item = { stakeholder: 's1', owners: ['u1', 'u2'], ownersName: 'Ada Admin, Olu Owner' };
    const initial = formValuesOf(view, item);
    expect(initial.owners).toBe('u1,u2');
    expect(createBodyOf(view, { ...initial, stakeholder: 's1' }).owners).toEqual(['u1', 'u2']);
    expect(changesOf(view, initial, { ...initial, owners: 'u2' })).toMatchObject({ owners: ['u2'] });
    expect(changesOf(view, initial, { ...initial, owners: '' })).toMatchObject({ owners: null });
  });

  it('reads as the names kept beside, and filters by them as text (contains)', () => {
    expect(valueText(owners, ['u1', 'u2'], t, 'Ada Admin, Olu Owner')).toBe('Ada Admin, Olu Owner');
    const fields = entityFilterFields(view, { tags: false, customFields: [] }, [], t);
    expect(fields.find((field) => field.key === 'owners')?.type).toBe('text');
  });
});
