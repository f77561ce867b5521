import { describe, expect, it } from 'vitest';
import { dayOf, fromApiBody } from './api-item';
import { defineProjectEntity } from './define-project-entity';
import { coreDataIdsField, dateField, memberField, ragField, richTextField, textField } from './field-kinds';

/** A small entity whose bodies take another shape than the kit's (`apiShape.input`). */
const base = {
  name: 'gadget',
  singular: 'Gadget',
  plural: 'Gadgets',
  segment: 'gadgets',
  listPath: '',
  idParam: 'gadgetId',
  group: 'projects',
  area: 'impact',
  label: 'gadget',
  nameField: 'title',
  fields: {
    title: textField({ label: 'Title', max: 50, required: true }),
    notes: richTextField({ label: 'Notes', max: 500 }),
    rag: ragField({ label: 'RAG' }),
    due: dateField({ label: 'Due' }),
    lead: memberField({ label: 'Lead' }),
    areas: coreDataIdsField({ label: 'Areas', target: 'businessArea', max: 2 }),
  },
  limits: { bulk: 4, upload: 2, comment: 10 },
  endpoints: { create: true, update: true, bulkUpdate: true, updateField: true },
} as const;
const plain = defineProjectEntity(base);
const shaped = defineProjectEntity({
  ...base,
  apiShape: {
    item: { keys: { lead: 'leadId' }, emptyDate: '0001-01-01T00:00:00', order: ['id'] },
    input: {
      create: ['title', 'due', 'lead', 'notes', 'areas'],
      update: ['notes', 'due'],
      bulkUpdate: { lead: 'set', due: 'setOrClear' },
      nullOnlyWhereEmpty: true,
      fieldUpdate: { textMax: 20, numberMin: -5, numberMax: 5 },
    },
  },
});
const keys = (schema: { shape: object }) => Object.keys(schema.shape);

describe('bodies in the entity’s own shape (apiShape.input)', () => {
  it('takes the listed fields in order under their renamed keys, dates with a time', () => {
    expect(keys(shaped.schemas.createBody)).toEqual(['title', 'due', 'leadId', 'notes', 'areas']);
    expect(keys(shaped.schemas.updateBody)).toEqual(['notes', 'due', 'version']);
    const body = shaped.schemas.createBody;
    expect(body.safeParse({ title: 'A', due: '2026-09-30T00:00:00', leadId: 'u1' }).success).toBe(true);
    expect(body.safeParse({ title: 'A', due: '0001-01-01T00:00:00' }).success).toBe(true);
    expect(body.safeParse({ title: 'A', due: '30/09/2026' }).success).toBe(false);
    expect(body.safeParse({ title: 'A', lead: 'u1' }).success).toBe(false);
    expect(body.safeParse({ title: 'A', rag: 1 }).success).toBe(false);
    expect(plain.schemas.createBody.safeParse({ title: 'A', due: '2026-09-30T00:00:00' }).success).toBe(
      false,
    );
  });

  it('takes null only where the kind’s empty value is null', () => {
    const body = shaped.schemas.createBody;
    expect(body.safeParse({ title: 'A', due: null, leadId: null }).success).toBe(true);
    expect(body.safeParse({ title: 'A', notes: null }).success).toBe(false);
    expect(body.safeParse({ title: 'A', areas: null }).success).toBe(false);
    expect(shaped.schemas.updateBody.safeParse({ notes: null, version: 1 }).success).toBe(false);
    expect(plain.schemas.createBody.safeParse({ title: 'A', notes: null, areas: null }).success).toBe(true);
  });

  it('caps a core data id list at its own max', () => {
    expect(shaped.schemas.createBody.safeParse({ title: 'A', areas: ['a', 'b', 'c'] }).success).toBe(false);
    expect(shaped.schemas.createBody.safeParse({ title: 'A', areas: ['a', 'b'] }).success).toBe(true);
  });

  it('refuses a repeated core data id unless the field takes repeats (`repeatsTaken`), still within its max', () => {
    const taking = defineProjectEntity({
      ...base,
      fields: {
        ...base.fields,
        areas: coreDataIdsField({ label: 'Areas', target: 'businessArea', max: 2, repeatsTaken: true }),
      },
    });
    const issues = (entity: typeof plain, areas: string[]) => {
      const result = entity.schemas.createBody.safeParse({ title: 'A', areas });
      return result.success
        ? []
        : result.error.issues.map(({ path, message }) => `${path.join('.')}: ${message}`);
    };
    expect(issues(plain, ['a', 'a'])).toEqual(['areas: must not repeat an id']);
    expect(issues(taking, ['a', 'a'])).toEqual([]);
    expect(taking.schemas.updateBody.safeParse({ areas: ['a', 'a'], version: 1 }).success).toBe(true);
    expect(issues(taking, ['a', 'a', 'a'])).toHaveLength(1);
  });

  it('takes a declared id list after the fields in create, add-multiple and update, within its max', () => {
    const listed = defineProjectEntity({
      ...base,
      endpoints: { ...base.endpoints, addMultiple: true },
      apiShape: {
        input: {
          create: ['title', 'areas'],
          update: ['title'],
          idLists: { friendIds: { target: 'audience', max: 2, checked: false } },
        },
      },
    });
    const { createBody, updateBody, addMultipleBody } = listed.schemas;
    expect(keys(createBody)).toEqual(['title', 'areas', 'friendIds']);
    expect(keys(updateBody)).toEqual(['title', 'friendIds', 'version']);
    expect(addMultipleBody.safeParse({ gadgets: [{ title: 'A', friendIds: ['f1'] }] }).success).toBe(true);
    expect(createBody.safeParse({ title: 'A', friendIds: ['f1', 'f1'] }).success).toBe(true);
    expect(createBody.safeParse({ title: 'A', friendIds: ['f1', 'f2', 'f3'] }).success).toBe(false);
    expect(updateBody.safeParse({ friendIds: null, version: 1 }).success).toBe(false);
    expect(keys(shaped.schemas.createBody)).not.toContain('friendIds');
  });

  it('takes the listed bulk fields, clearing only those that say so', () => {
    const bulk = shaped.schemas.bulkUpdateBody;
    expect(keys(bulk)).toEqual(['gadgetIds', 'leadId', 'due']);
    expect(bulk.safeParse({ gadgetIds: ['g1'], due: null }).success).toBe(true);
    expect(bulk.safeParse({ gadgetIds: ['g1'], leadId: null }).success).toBe(false);
    expect(bulk.safeParse({ gadgetIds: ['g1'], title: 'B' }).success).toBe(false);
    expect(keys(plain.schemas.bulkUpdateBody)).toEqual(['gadgetIds', 'title', 'notes', 'rag', 'due', 'lead']);
  });

  it('bounds the grid’s one-field payload and drops the list payloads', () => {
    const body = shaped.schemas.fieldUpdateBody;
    expect(keys(body)).toEqual(['text', 'id', 'date', 'number', 'version']);
    expect(body.safeParse({ text: 'x'.repeat(21), version: 1 }).success).toBe(false);
    expect(body.safeParse({ number: 6, version: 1 }).success).toBe(false);
    expect(body.safeParse({ number: 1.5, version: 1 }).success).toBe(false);
    expect(body.safeParse({ date: '2026-09-30T08:00:00Z', version: 1 }).success).toBe(true);
    expect(keys(plain.schemas.fieldUpdateBody)).toContain('ids');
  });

  it('maps a body back to the kit’s keys and days for the services', () => {
    expect(
      fromApiBody(shaped.declaration, {
        title: 'A',
        leadId: 'u1',
        due: '2026-09-30 08:00:00',
        version: 2,
      }),
    ).toEqual({ title: 'A', lead: 'u1', due: '2026-09-30', version: 2 });
    expect(fromApiBody(shaped.declaration, { due: '0001-01-01T00:00:00' })).toEqual({ due: null });
    const body = { leadId: 'u1' };
    expect(fromApiBody(plain.declaration, body)).toBe(body);
    expect([dayOf(undefined), dayOf(''), dayOf('1899-12-31'), dayOf('2026-01-02')]).toEqual([
      undefined,
      null,
      null,
      '2026-01-02',
    ]);
  });
});
