import * as z from 'zod';
import { defineEndpoint } from '../contract/define-endpoint';
import { idSchema } from '../core/id-schema';
import { OrgScope } from '../permissions/org-scope';
import {
  organisationAdminSettingsSchema,
  organisationAdminSettingsUpdateSchema,
  organisationSettingsSchema,
  organisationSettingsUpdateSchema,
  organisationUserSettingsSchema,
  organisationUserSettingsUpdateSchema,
} from './schemas';

const params = z.strictObject({ organisationId: idSchema });
const base = '/api/v1/organisations/{organisationId}/settings';
// Spec §6: owner or more may open Organisation settings; admin is exactly the top scope.
const owner = { kind: 'organisation', minimumScope: OrgScope.OWNER } as const;
const admin = { kind: 'admin' } as const;

/** Organisation settings pages (spec §2 settings, settings/users, settings/admin); served by coreData. */
export const settingsEndpoints = {
  getOrganisationSettings: defineEndpoint({
    method: 'GET',
    path: base,
    group: 'coreData',
    summary: 'Organisation feature flags (custom properties, visualisations, tags)',
    permission: owner,
    params,
    response: organisationSettingsSchema,
  }),
  updateOrganisationSettings: defineEndpoint({
    method: 'PUT',
    path: base,
    group: 'coreData',
    summary: 'Change organisation feature flags (conditional on the organisation version)',
    permission: owner,
    params,
    body: organisationSettingsUpdateSchema,
    response: organisationSettingsSchema,
  }),
  getOrganisationUserSettings: defineEndpoint({
    method: 'GET',
    path: `${base}/users`,
    group: 'coreData',
    summary: 'How people join the organisation: default role, who may add users, allowed domains',
    permission: owner,
    params,
    response: organisationUserSettingsSchema,
  }),
  // Admin only: these settings limit what owners may do, so owners cannot change them.
  updateOrganisationUserSettings: defineEndpoint({
    method: 'PUT',
    path: `${base}/users`,
    group: 'coreData',
    summary: 'Change how people join the organisation',
    permission: admin,
    params,
    body: organisationUserSettingsUpdateSchema,
    response: organisationUserSettingsSchema,
  }),
  getOrganisationAdminSettings: defineEndpoint({
    method: 'GET',
    path: `${base}/admin`,
    group: 'coreData',
    summary: 'Organisation name, industry, company size and image',
    permission: admin,
    params,
    response: organisationAdminSettingsSchema,
  }),
  updateOrganisationAdminSettings: defineEndpoint({
    method: 'PUT',
    path: `${base}/admin`,
    group: 'coreData',
    summary: 'Change organisation name, industry, company size and image',
    permission: admin,
    params,
    body: organisationAdminSettingsUpdateSchema,
    response: organisationAdminSettingsSchema,
  }),
};
