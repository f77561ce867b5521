import { describe, expect, it } from 'vitest';
import { defineProjectEntity } from './define-project-entity';
import { progressField, ragField, textField } from './field-kinds';
import { standardEndpoints } from './standard-endpoints';

/** A small entity in the kit's own shape, and the same one with every `apiShape` option and limit. */
const declaration = {
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
    progress: progressField({ label: 'Progress' }),
  },
  limits: { bulk: 4, upload: 2, comment: 10 },
  endpoints: standardEndpoints({ reviewRange: true }),
} as const;
const plain = defineProjectEntity(declaration);
const shaped = defineProjectEntity({
  ...declaration,
  limits: { ...declaration.limits, historyLimit: 7, tagsPerCall: 2 },
  apiShape: {
    reviewCommentOptional: true,
    exportPaging: true,
    commentsByItemId: true,
    listKeys: { sorts: ['dueOn'], filters: ['ownerOrAssignee'] },
  },
});

describe('an entity’s API shape and small limits', () => {
  it('caps the short history at 100 unless the declaration gives its own limit', () => {
    expect(plain.schemas.shortHistoryQuery.safeParse({ limit: '100' }).success).toBe(true);
    expect(plain.schemas.shortHistoryQuery.safeParse({ limit: '101' }).success).toBe(false);
    expect(shaped.schemas.shortHistoryQuery.safeParse({ limit: '7' }).success).toBe(true);
    expect(shaped.schemas.shortHistoryQuery.safeParse({ limit: '8' }).success).toBe(false);
  });

  it('takes as many tag ids per bulk add as the bulk limit, or `tagsPerCall`', () => {
    const body = (tagIds: string[]) => ({ gadgetIds: ['g1'], tagIds });
    expect(plain.schemas.addTagsBody.safeParse(body(['a', 'b', 'c', 'd'])).success).toBe(true);
    expect(shaped.schemas.addTagsBody.safeParse(body(['a', 'b'])).success).toBe(true);
    expect(shaped.schemas.addTagsBody.safeParse(body(['a', 'b', 'c'])).success).toBe(false);
  });

  it('requires a review comment unless it is optional, then a missing one reads as blank', () => {
    expect(plain.schemas.reviewBody.safeParse({ gadgetIds: ['g1'] }).success).toBe(false);
    expect(plain.schemas.reviewBody.safeParse({ gadgetIds: ['g1'], comment: ' ' }).success).toBe(false);
    expect(shaped.schemas.reviewBody.parse({ gadgetIds: ['g1'] })).toEqual({
      gadgetIds: ['g1'],
      comment: '',
    });
    expect(shaped.schemas.reviewBody.safeParse({ gadgetIds: ['g1'], comment: 'x'.repeat(11) }).success).toBe(
      false,
    );
  });

  it('lets the export take the list’s page and pageSize only with `exportPaging`', () => {
    const query = { page: '2', pageSize: '50', sorts: '-title' };
    expect(plain.schemas.exportQuery.safeParse(query).success).toBe(false);
    expect(shaped.schemas.exportQuery.parse(query)).toEqual({ page: 2, pageSize: 50, sorts: '-title' });
    expect(shaped.schemas.exportQuery.safeParse({ pageSize: '501' }).success).toBe(false);
  });

  it('takes the keys a listing reads its own way in sorts and filters with `listKeys`, and only then', () => {
    const takes = (entity: Pick<typeof plain, 'schemas'>, query: Record<string, string>) =>
      [entity.schemas.listQuery, entity.schemas.exportQuery, entity.schemas.gridQuery].map(
        (schema) => schema.safeParse(query).success,
      );
    const queries: Record<string, string>[] = [
      { sorts: '-dueOn' },
      { filters: 'dueOn-lt-2026-01-01' },
      { filters: 'ownerOrAssignee-ct-a' },
    ];
    for (const query of queries) {
      expect(takes(plain, query), JSON.stringify(query)).toEqual([false, false, false]);
      expect(takes(shaped, query), JSON.stringify(query)).toEqual([true, true, true]);
    }
    // A filter-only key does not sort; the derived keys stay as they were, the declared ones beside them.
    expect(takes(shaped, { sorts: 'ownerOrAssignee' })).toEqual([false, false, false]);
    expect(shaped.schemas.sortKeys).toEqual([
      'refNumber',
      'title',
      'rag',
      'progress',
      'dueOn',
      'createdAt',
      'updatedAt',
    ]);
    expect(new Set(shaped.schemas.filterKeys)).toEqual(
      new Set([...plain.schemas.filterKeys, 'dueOn', 'ownerOrAssignee']),
    );
  });

  it('answers comments with the item’s id under its idParam and their kind with `commentsByItemId`', () => {
    const comment = {
      id: 'c1',
      comment: 'Looks good',
      createdBy: 'u1',
      createdByName: 'Ada Admin',
      createdAt: '2026-11-26T09:00:00.000Z',
    };
    const listed = (entity: { endpoints: object }) =>
      (entity.endpoints as Record<string, { response: { safeParse: (v: unknown) => { success: boolean } } }>)
        .listGadgetComments!.response;
    expect(listed(plain).safeParse([{ ...comment, entityType: 'gadget', entityId: 'g1' }]).success).toBe(
      true,
    );
    expect(listed(shaped).safeParse([{ ...comment, entityType: 'gadget', entityId: 'g1' }]).success).toBe(
      false,
    );
    expect(Object.keys(shaped.schemas.comment.shape)).toEqual([
      'id',
      'gadgetId',
      'comment',
      'kind',
      'createdBy',
      'createdByName',
      'createdAt',
    ]);
    expect(shaped.schemas.comment.safeParse({ ...comment, gadgetId: 'g1', kind: 'review' }).success).toBe(
      true,
    );
    expect(shaped.schemas.comment.safeParse({ ...comment, gadgetId: 'g1', kind: 'note' }).success).toBe(
      false,
    );
  });
});
