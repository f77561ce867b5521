import * as z from 'zod';
import { defineEndpoint } from '../contract/define-endpoint';
import { anyUser } from '../contract/permission';
import { idSchema } from '../core/id-schema';
import { userSchema } from '../auth/schemas';
import { profileEndpoints } from './contract-profile';
import { associatedOrganisationSchema, myProjectSchema, recentProjectSchema } from './schemas';

const organisationQuery = z.strictObject({ organisationId: idSchema });

export const userEndpoints = {
  // The signed-in user's own record (the app shell's header, after the licence agreement is signed).
  getMe: defineEndpoint({
    method: 'GET',
    path: '/api/v1/users/me',
    group: 'users',
    summary: 'The signed-in user',
    permission: anyUser,
    response: userSchema,
  }),
  // Organisations the user belongs to, with the user's scope in each (switcher, current organisation).
  // Licence-gated like all product data: the web app shows the licence screen on its 403.
  getMyOrganisations: defineEndpoint({
    method: 'GET',
    path: '/api/v1/users/me/associated-organisations',
    group: 'users',
    summary: 'Organisations of the signed-in user',
    permission: anyUser,
    response: z.array(associatedOrganisationSchema),
  }),
  // Projects of one organisation the user can open, grouped by programme in the picker.
  getMyProjects: defineEndpoint({
    method: 'GET',
    path: '/api/v1/users/me/projects',
    group: 'users',
    summary: 'Projects of an organisation visible to the signed-in user',
    permission: anyUser,
    query: organisationQuery,
    response: z.array(myProjectSchema),
  }),
  getRecentProjects: defineEndpoint({
    method: 'GET',
    path: '/api/v1/users/me/recent-projects',
    group: 'users',
    summary: 'Projects the user opened recently in an organisation, newest first',
    permission: anyUser,
    query: organisationQuery,
    response: z.array(recentProjectSchema),
  }),
  addRecentProject: defineEndpoint({
    method: 'POST',
    path: '/api/v1/users/me/recent-projects',
    group: 'users',
    summary: 'Record that the user opened a project',
    permission: anyUser,
    body: z.strictObject({ projectId: idSchema, organisationId: idSchema }),
    response: z.array(recentProjectSchema),
  }),
  ...profileEndpoints,
};
