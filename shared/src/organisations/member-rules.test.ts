import { describe, expect, it } from 'vitest';
import { OrgScope } from '../permissions/org-scope';
import { memberChangeRefusal } from './member-rules';

describe('memberChangeRefusal', () => {
  it('lets owners change readers, contributors and owners', () => {
    expect(
      memberChangeRefusal({
        callerScope: OrgScope.OWNER,
        currentScope: OrgScope.READER,
        newScope: OrgScope.OWNER,
        adminCount: 1,
      }),
    ).toBeUndefined();
    expect(
      memberChangeRefusal({ callerScope: OrgScope.OWNER, currentScope: OrgScope.CONTRIBUTOR, adminCount: 1 }),
    ).toBeUndefined();
  });

  it('keeps admin grants and admins to admins', () => {
    expect(
      memberChangeRefusal({
        callerScope: OrgScope.OWNER,
        currentScope: OrgScope.READER,
        newScope: OrgScope.ADMIN,
        adminCount: 1,
      }),
    ).toBe('forbidden');
    expect(
      memberChangeRefusal({ callerScope: OrgScope.OWNER, currentScope: OrgScope.ADMIN, adminCount: 3 }),
    ).toBe('forbidden');
    expect(
      memberChangeRefusal({
        callerScope: OrgScope.ADMIN,
        currentScope: OrgScope.READER,
        newScope: OrgScope.ADMIN,
        adminCount: 1,
      }),
    ).toBeUndefined();
  });

  it('never removes or demotes the last admin', () => {
    expect(
      memberChangeRefusal({ callerScope: OrgScope.ADMIN, currentScope: OrgScope.ADMIN, adminCount: 1 }),
    ).toBe('last-admin');
    expect(
      memberChangeRefusal({
        callerScope: OrgScope.ADMIN,
        currentScope: OrgScope.ADMIN,
        newScope: OrgScope.OWNER,
        adminCount: 1,
      }),
    ).toBe('last-admin');
    expect(
      memberChangeRefusal({
        callerScope: OrgScope.ADMIN,
        currentScope: OrgScope.ADMIN,
        newScope: OrgScope.OWNER,
        adminCount: 2,
      }),
    ).toBeUndefined();
    expect(
      memberChangeRefusal({
        callerScope: OrgScope.ADMIN,
        currentScope: OrgScope.ADMIN,
        newScope: OrgScope.ADMIN,
        adminCount: 1,
      }),
    ).toBeUndefined();
  });

  it('refuses members below owner', () => {
    expect(
      memberChangeRefusal({
        callerScope: OrgScope.CONTRIBUTOR,
        currentScope: OrgScope.READER,
        adminCount: 1,
      }),
    ).toBe('forbidden');
  });
});
