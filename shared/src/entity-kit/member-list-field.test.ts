import { describe, expect, it } from 'vitest';
import { projectStakeholders } from '../stakeholders/project-stakeholder';
import { memberListField } from './field-kinds';
import { MEMBER_NAMES_SEPARATOR } from './member-names';
import { entitySchemas, keepsName, memberNameKey } from './schemas';

const [ada, olu] = ['0a000000-0000-4000-8000-00000000000a', '0a000000-0000-4000-8000-00000000000b'];

describe('memberListField: several members of the organisation', () => {
  const field = memberListField({ label: 'Owners', max: 2 });

  it('takes distinct member ids up to its maximum', () => {
    expect(field.input.safeParse([ada, olu]).success).toBe(true);
    expect(field.input.safeParse([]).success).toBe(true);
    expect(field.input.safeParse([ada, olu, '0a000000-0000-4000-8000-00000000000c']).success).toBe(false);
    const repeated = field.input.safeParse([ada, ada]);
    expect(repeated.success).toBe(false);
    expect(repeated.error?.issues[0]?.message).toBe('must not repeat a member');
    expect(field.input.safeParse(ada).success).toBe(false);
    expect(field.input.safeParse(['not an id!']).success).toBe(false);
  });

  it('starts empty, is clearable and filterable, not sortable, and not a grid cell payload', () => {
    expect(field).toMatchObject({ kind: 'memberList', empty: [], clearable: true, sortable: false });
    expect(field.filterable).toBe(true);
    expect(field.editable).toBeUndefined();
    // Its names are kept beside, joined, as a member field's name is.
    expect(keepsName(field)).toBe(true);
    expect(memberNameKey('owners')).toBe('ownersName');
    expect(['Ada Admin', 'Olu Owner'].join(MEMBER_NAMES_SEPARATOR)).toBe('Ada Admin, Olu Owner');
  });

  it('names the legacy single member it grew from', () => {
    expect(memberListField({ label: 'Owners', max: 2, legacyMember: 'owner' }).legacyMember).toBe('owner');
    expect(field.legacyMember).toBeUndefined();
  });
});

describe('a project stakeholder’s owners', () => {
  const schemas = entitySchemas(projectStakeholders.declaration);

  it('are a member list beside the relationship owner, filtered by name, exported, not sorted', () => {
    expect(projectStakeholders.declaration.fields.owners.kind).toBe('memberList');
    expect(projectStakeholders.declaration.fields.owner.kind).toBe('member');
    expect(schemas.filterKeys).toContain('owners');
    expect(schemas.sortKeys).not.toContain('owners');
    expect(schemas.exportColumns.owners).toBe('Owners');
  });

  it('answer ids and the names joined; create and update take ids, null clears', () => {
    const item = schemas.item.shape as Record<
      string,
      { safeParse: (value: unknown) => { success: boolean } }
    >;
    expect(item.owners!.safeParse([ada]).success).toBe(true);
    expect(item.ownersName!.safeParse('Ada Admin').success).toBe(true);
    expect(schemas.createBody.safeParse({ stakeholder: ada, owners: [ada, olu] }).success).toBe(true);
    expect(schemas.updateBody.safeParse({ owners: null, version: 1 }).success).toBe(true);
    const wrong = schemas.updateBody.safeParse({ owners: 'Ada Admin', version: 1 });
    expect(wrong.error?.issues[0]?.path).toEqual(['owners']);
  });
});
