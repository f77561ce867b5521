import { describe, expect, it } from 'vitest';
import { can } from './can';
import { compactPermissionsOf, organisationWideProjectFlags } from './organisation-permissions';
import { OrgScope } from './org-scope';
import { allProjectFlags, ProjectFlag, viewProjectFlags } from './project-flags';

describe('organisation-wide project rights', () => {
  it('gives owners and admins everything, readers view, contributors and no-access nothing', () => {
    expect(organisationWideProjectFlags(OrgScope.ADMIN)).toBe(allProjectFlags);
    expect(organisationWideProjectFlags(OrgScope.OWNER)).toBe(allProjectFlags);
    expect(organisationWideProjectFlags(OrgScope.CONTRIBUTOR)).toBe(0);
    expect(organisationWideProjectFlags(OrgScope.READER)).toBe(viewProjectFlags);
    expect(organisationWideProjectFlags(OrgScope.NOACCESS)).toBe(0);
  });

  it('lets a contributor edit actions only where both the project and the action flags are granted', () => {
    const permissions = compactPermissionsOf([
      {
        organisationId: 'o',
        scope: OrgScope.CONTRIBUTOR,
        projectFlags: {
          full:
            ProjectFlag.PROJECT_VIEW |
            ProjectFlag.PROJECT_EDIT |
            ProjectFlag.ACTION_VIEW |
            ProjectFlag.ACTION_EDIT,
          actionOnly: ProjectFlag.ACTION_VIEW | ProjectFlag.ACTION_EDIT,
        },
      },
    ]);
    const editActions = { kind: 'project', area: 'action', access: 'edit' } as const;
    expect(can(permissions, editActions, { organisationId: 'o', projectId: 'full' })).toBe(true);
    expect(can(permissions, editActions, { organisationId: 'o', projectId: 'actionOnly' })).toBe(false);
    expect(can(permissions, editActions, { organisationId: 'o', projectId: 'other' })).toBe(false);
    expect(can(permissions, editActions, { organisationId: 'elsewhere', projectId: 'full' })).toBe(false);
  });

  it('checks organisation scopes, admin exactly, and programme claims', () => {
    const permissions = compactPermissionsOf([
      {
        organisationId: 'o',
        scope: OrgScope.CONTRIBUTOR,
        programmeEditIds: ['p1'],
        programmeOwnerIds: ['p2'],
      },
    ]);
    expect(
      can(permissions, { kind: 'organisation', minimumScope: OrgScope.CONTRIBUTOR }, { organisationId: 'o' }),
    ).toBe(true);
    expect(
      can(permissions, { kind: 'organisation', minimumScope: OrgScope.OWNER }, { organisationId: 'o' }),
    ).toBe(false);
    expect(can(permissions, { kind: 'admin' }, { organisationId: 'o' })).toBe(false);
    expect(
      can(permissions, { kind: 'programme', access: 'edit' }, { organisationId: 'o', programmeId: 'p1' }),
    ).toBe(true);
    expect(
      can(permissions, { kind: 'programme', access: 'edit' }, { organisationId: 'o', programmeId: 'p2' }),
    ).toBe(true);
    expect(
      can(permissions, { kind: 'programme', access: 'owner' }, { organisationId: 'o', programmeId: 'p1' }),
    ).toBe(false);
    expect(
      can(permissions, { kind: 'programme', access: 'edit' }, { organisationId: 'o', programmeId: 'p3' }),
    ).toBe(false);
  });
});
