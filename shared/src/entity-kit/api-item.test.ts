import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { dateTimeOf, personOf, toApiItem } from './api-item';
import { defineProjectEntity } from './define-project-entity';
import { dateField, memberField, ragField, referenceField, textField } from './field-kinds';

/** A small entity answered in another shape than the kit's (`apiShape.item`). */
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
    rag: ragField({ label: 'RAG' }),
    due: dateField({ label: 'Due' }),
    lead: memberField({ label: 'Lead' }),
    kind: referenceField({ label: 'Kind', target: { coreData: 'actionType' } }),
  },
  limits: { bulk: 4, upload: 2, comment: 10 },
  endpoints: { get: true, list: true },
} as const;
const plain = defineProjectEntity(base);
const shaped = defineProjectEntity({
  ...base,
  apiShape: {
    item: {
      keys: { lead: 'leadId', kind: 'kindId' },
      nameKeys: { lead: 'lead', kind: 'kind' },
      persons: ['lead'],
      emptyDate: '0001-01-01T00:00:00',
      computed: { score: z.number().int() },
      order: ['id', 'title', 'rag', 'score', 'due', 'kindId', 'kind', 'leadId', 'lead', 'version'],
    },
  },
});

const answer = {
  id: 'g1',
  organisationId: 'o1',
  projectId: 'p1',
  refNumber: 1,
  lifecycleStatus: 'active',
  title: 'Gadget',
  rag: 1,
  due: '2026-09-30',
  lead: 'u1',
  leadName: 'Ada Mae Admin',
  kind: 'k1',
  kindName: 'Training',
  noteCount: 0,
  createdBy: 'u1',
  createdAt: '2026-01-01T00:00:00.000Z',
  modifiedBy: null,
  updatedAt: '2026-01-01T00:00:00.000Z',
  version: 3,
};

describe('an item answered in the entity’s own shape (apiShape.item)', () => {
  it('leaves an entity without a shape in the kit’s shape', () => {
    expect(Object.keys(plain.schemas.item.shape)).toContain('leadName');
    expect(toApiItem(plain.declaration, answer)).toBe(answer);
  });

  it('answers exactly the ordered keys: renamed ids, kept names under their keys, a person, computed values', () => {
    const schema = shaped.schemas.item;
    expect(Object.keys(schema.shape)).toEqual(shaped.declaration.apiShape.item.order);
    const item = toApiItem(shaped.declaration, answer, { score: 4 });
    expect(item).toEqual({
      id: 'g1',
      title: 'Gadget',
      rag: 1,
      score: 4,
      due: '2026-09-30T00:00:00',
      kindId: 'k1',
      kind: 'Training',
      leadId: 'u1',
      lead: { sub: 'u1', firstName: 'Ada', lastName: 'Mae Admin' },
      version: 3,
    });
    expect(Object.keys(item)).toEqual(Object.keys(schema.shape));
    expect(schema.strict().safeParse(item).success).toBe(true);
    // The generated endpoints answer that schema.
    expect(shaped.endpoints.getGadget.response).toBe(schema);
  });

  it('answers an empty date as the sentinel and an empty member as null', () => {
    const item = toApiItem(
      shaped.declaration,
      { ...answer, due: null, lead: null, leadName: null },
      { score: 0 },
    );
    expect(item.due).toBe('0001-01-01T00:00:00');
    expect(item.lead).toBeNull();
    expect(item.leadId).toBeNull();
    expect(shaped.schemas.item.safeParse(item).success).toBe(true);
    expect(shaped.schemas.item.safeParse({ ...item, due: null }).success).toBe(false);
  });

  it('refuses a declared order naming a key the item does not answer', () => {
    expect(() => defineProjectEntity({ ...base, apiShape: { item: { order: ['id', 'leadId'] } } })).toThrow(
      /orders leadId/,
    );
  });

  it('reads dates and persons generously', () => {
    expect(dateTimeOf('2026-09-30T00:00:00', 'none')).toBe('2026-09-30T00:00:00');
    expect(dateTimeOf('', 'none')).toBe('none');
    expect(personOf('u1', 'Cher')).toEqual({ sub: 'u1', firstName: 'Cher', lastName: '' });
    expect(personOf('u1', undefined)).toEqual({ sub: 'u1', firstName: '', lastName: '' });
    expect(personOf('', 'Ada Admin')).toBeNull();
  });
});
