import { describe, expect, it } from 'vitest';
import { actions } from '../actions/action';
import { benefits } from '../benefits/benefit';
import { projectEntities } from '../contract/project-entities';
import { entityViewData } from './entity-view-data';

describe('entityViewData: a declaration as plain data for the browser', () => {
  it('keeps each field’s kind, rules, grid payload and limits (benefits)', () => {
    const view = entityViewData(benefits);
    expect(view).toMatchObject({
      name: 'benefit',
      singular: 'Benefit',
      plural: 'Benefits',
      nameField: 'name',
      commentMax: 4_000,
    });
    expect(view.fields.name).toEqual({
      kind: 'text',
      required: true,
      sortable: true,
      filterable: true,
      exported: true,
      editable: 'TextField',
      clearable: false,
      max: 200,
      empty: '',
    });
    // Not editable in the grid (gridEditable: false), and rich text never sorts.
    expect(view.fields.description).toMatchObject({ kind: 'richText', sortable: false, max: 20_000 });
    expect(view.fields.description).not.toHaveProperty('editable');
    expect(view.fields.value).toMatchObject({ kind: 'number', min: -1e12, maxValue: 1e12, clearable: true });
    expect(view.fields.ragStatus).toMatchObject({ kind: 'rag', editable: 'NumericField', clearable: false });
    expect(view.fields.notes).toMatchObject({ sortable: false, max: 4_000 });
  });

  it('carries a kind’s further plain data (options, scale) but no schema, function or sample', () => {
    const base = benefits.declaration.fields.type;
    const withExtras = {
      ...base,
      options: { 1: 'People', 2: 'Process' },
      scale: { min: 1, max: 10, none: -1 },
      toStored: (value: number) => value,
      nested: { schema: base.input },
    };
    const view = entityViewData({
      declaration: { ...benefits.declaration, fields: { type: withExtras } },
    });
    expect(view.fields.type).toMatchObject({
      options: { 1: 'People', 2: 'Process' },
      scale: { min: 1, max: 10, none: -1 },
    });
    for (const gone of ['toStored', 'nested', 'input', 'sample', 'label'])
      expect(view.fields.type).not.toHaveProperty(gone);
  });

  it('has every declared field of every kit entity, in order, and is plain JSON', () => {
    for (const entity of projectEntities) {
      const view = entityViewData(entity);
      expect(Object.keys(view.fields)).toEqual(Object.keys(entity.declaration.fields));
      for (const [key, field] of Object.entries(entity.declaration.fields))
        expect([key, view.fields[key]!.kind, view.fields[key]!.editable]).toEqual([
          key,
          field.kind,
          field.editable,
        ]);
      expect(JSON.parse(JSON.stringify(view))).toEqual(view);
    }
  });
});

describe('entityViewData: served ids', () => {
  it('carries the endpoint ids a declaration renames, and none for one that renames nothing', () => {
    expect(entityViewData(actions).endpointIds).toEqual({
      shortHistory: 'getActionHistory',
      listTags: 'listActionTags',
      addTags: 'addActionTags',
    });
    expect(entityViewData(benefits)).not.toHaveProperty('endpointIds');
  });
});
