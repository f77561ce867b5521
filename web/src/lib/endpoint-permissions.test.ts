import { endpoints } from '@tandem/shared/contract/endpoints';
import * as organisationSchemas from '@tandem/shared/organisations/schemas';
import { OrgScope } from '@tandem/shared/permissions/org-scope';
import { ProjectFlag } from '@tandem/shared/permissions/project-flags';
import * as projectSchemas from '@tandem/shared/projects/schemas';
import * as contractConstants from 'virtual:tandem/contract-constants';
import { endpointPermissions } from 'virtual:tandem/endpoint-permissions';
import { describe, expect, it } from 'vitest';
import { canCall, endpointPermission } from './endpoint-permissions';

describe('endpoint permissions taken from the contract at build time', () => {
  it('are every endpoint’s declared permission', () => {
    expect(Object.keys(endpointPermissions).sort()).toEqual(Object.keys(endpoints).sort());
    for (const [id, endpoint] of Object.entries(endpoints)) {
      expect(endpointPermission(id as keyof typeof endpoints)).toEqual(endpoint.permission);
    }
  });

  it('answer whether the user may call an endpoint on a target', () => {
    const project = { organisationId: 'org-a', projectId: 'proj-1' };
    const viewer = {
      'org-a': {
        s: OrgScope.READER,
        pe: [],
        po: [],
        a: 0,
        p: { 'proj-1': ProjectFlag.PROJECT_VIEW | ProjectFlag.ACTION_VIEW },
      },
    };
    expect(canCall(viewer, 'listActions', project)).toBe(true);
    expect(canCall(viewer, 'createAction', project)).toBe(false);
    expect(canCall(viewer, 'listActions', { ...project, projectId: 'proj-2' })).toBe(false);
    expect(canCall(viewer, 'listOrganisationUsers', project)).toBe(false);
  });
});

describe('contract constants taken out at build time', () => {
  it('are the shared modules’ values', () => {
    expect({ ...contractConstants }).toEqual({
      NAME_MAX_LENGTH: organisationSchemas.NAME_MAX_LENGTH,
      DESCRIPTION_MAX_LENGTH: organisationSchemas.DESCRIPTION_MAX_LENGTH,
      EMAIL_MAX_LENGTH: organisationSchemas.EMAIL_MAX_LENGTH,
      organisationUserExportColumns: organisationSchemas.organisationUserExportColumns,
      SETTINGS_LIST_MAX_ITEMS: projectSchemas.SETTINGS_LIST_MAX_ITEMS,
    });
  });
});
