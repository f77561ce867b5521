import { describe, expect, it } from 'vitest';
import { actions } from '@tandem/shared/actions/action';
import type { FieldDeclaration } from '@tandem/shared/entity-kit/field-kinds';
import { impacts } from '@tandem/shared/impacts/impact';
import { fieldEditOf } from './field-edit-payload';

const store = (entity: typeof actions | typeof impacts) =>
  ({ declaration: entity.declaration, schemas: entity.schemas, entity: {} }) as never;
const edit = (entity: typeof actions | typeof impacts, fieldName: string, body: Record<string, unknown>) =>
  fieldEditOf(
    store(entity),
    fieldName,
    (entity.declaration.fields as Record<string, FieldDeclaration>)[fieldName]!,
    {
      ...body,
      version: 1,
    },
  );

describe('a grid field edit payload as the entity’s clients send it', () => {
  it('ignores an empty edit of an emptyIgnored field, null or left out', () => {
    expect(edit(actions, 'ragStatus', { number: null })).toMatchObject({ ignored: true });
    expect(edit(actions, 'owner', {})).toMatchObject({ ignored: true, at: 'body.id' });
    expect(edit(actions, 'ragStatus', { number: 1 })).toMatchObject({ ignored: false, value: 1 });
  });

  it('takes a left-out date as a clear, and refuses with the entity’s words', () => {
    expect(edit(actions, 'startDate', {})).toMatchObject({ ignored: false, value: null });
    expect(() => edit(actions, 'name', { text: '  ' })).toThrow('body.text: the name is required.');
    expect(() => edit(actions, 'progressStatus', {})).toThrow('body.number: choose a progress status.');
    expect(() => edit(actions, 'ragStatus', { number: 7 })).toThrow('body.number: not a RAG status.');
    expect(edit(actions, 'owner', { id: 'u1' }).refusedAt('owner')).toBe('body.id.ownerId');
  });

  it('keeps the kit’s own answers for an entity without those options', () => {
    const [fieldName, field] = Object.entries(impacts.declaration.fields).find(
      ([, declared]) => declared.kind === 'date',
    )!;
    expect(field.clearable).toBe(true);
    expect(() => edit(impacts, fieldName, {})).toThrow('body.date: give the new value, or null to clear it.');
    expect(edit(impacts, fieldName, { date: null })).toMatchObject({ ignored: false, value: null });
    expect(edit(impacts, fieldName, { date: null }).refusedAt(fieldName)).toBe('body.date');
  });
});
