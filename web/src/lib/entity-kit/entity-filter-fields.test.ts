import { projectEntities } from '@tandem/shared/contract/project-entities';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import type { CustomField } from '@/lib/tags/custom-fields-api';
import { keyApplies } from './entity-extras';
import { entityFilterFields } from './entity-filter-fields';
import { entityGridColumns } from './entity-grid-columns';
import type { EntityView } from './entity-view';
import { entityViewOf } from './entity-view-of';

const t = ((key: string) => key) as unknown as TFunction;
const noPath = () => '';
const view = entityViewOf('benefit', {
  phrases: 'benefits',
  listColumns: [],
  paths: { list: noPath, panel: noPath, detail: noPath, create: noPath, edit: noPath },
}) as EntityView;
const savings = { id: 'f1', name: 'Savings', type: 2, entityKinds: ['benefit'] } as CustomField;
const note = { id: 'f2', name: 'Note', type: 1, entityKinds: ['benefit'] } as CustomField;

describe('the kit’s filter panel fields', () => {
  it('compares numbers, declared or custom, and offers tags only while they are on', () => {
    const on = entityFilterFields(
      view,
      { tags: true, customFields: [savings, note] },
      [{ id: 'a', text: 'A' }],
      t,
    );
    const typeOf = (key: string) => on.find((field) => field.key === key)?.type;
    expect([typeOf('value'), typeOf('custom.f1'), typeOf('custom.f2'), typeOf('tags')]).toEqual([
      'number',
      'number',
      'text',
      'tags',
    ]);
    expect(on.find((field) => field.key === 'tags')).toMatchObject({ options: [{ value: 'a', label: 'A' }] });
    const off = entityFilterFields(view, { tags: false, customFields: [] }, [], t, { lifecycle: true });
    expect(off.map((field) => field.key)).not.toContain('tags');
    expect(off.map((field) => field.key).some((key) => key.startsWith('custom.'))).toBe(false);
    expect(off.at(-1)?.key).toBe('lifecycleStatus');
  });

  it('drops sorts and filters on tags or custom fields whose switch is off', () => {
    const applies = keyApplies({ tags: false, customFields: [savings] });
    expect(['name', 'tags', 'custom.f1', 'custom.f2'].filter(applies)).toEqual(['name', 'custom.f1']);
  });
});

describe('issue 28 item 23: every column a kit grid shows can be filtered', () => {
  it('offers a filter for each column of every kit entity’s grid', () => {
    const missing = projectEntities.flatMap(({ declaration }) => {
      const entityView = entityViewOf(declaration.name, {
        phrases: 'x',
        listColumns: [],
        paths: { list: noPath, panel: noPath, detail: noPath, create: noPath, edit: noPath },
      }) as EntityView;
      const filtered = new Set(
        entityFilterFields(entityView, { tags: false, customFields: [] }, [], t).map((field) => field.key),
      );
      return entityGridColumns(entityView, t, { mayEdit: false })
        .map((column) => column.colId!)
        .filter((key) => !filtered.has(key))
        .map((key) => `${declaration.name}.${key} (${entityView.fields[key]?.kind ?? 'ref'})`);
    });
    expect(missing).toEqual([]);
  });
});
