import * as z from 'zod';
import { defineEndpoint } from '../contract/define-endpoint';
import { signedIn } from '../contract/permission';
import { idSchema } from '../core/id-schema';
import { claimsSchema, licenceAgreementSchema, logoutSchema, userSchema } from './schemas';

export const authEndpoints = {
  // The caller's claims in one organisation (404 when not a member): drives the UI's permissions.
  getClaims: defineEndpoint({
    method: 'GET',
    path: '/api/v1/auth/claims/organisations/{organisationId}',
    group: 'auth',
    summary: 'Claims of the signed-in user in an organisation',
    permission: signedIn,
    params: z.strictObject({ organisationId: idSchema }),
    response: claimsSchema,
  }),
  // Creates the product's user record on first sign-in (idempotent).
  addUser: defineEndpoint({
    method: 'GET',
    path: '/api/v1/auth/add',
    group: 'auth',
    summary: 'Create the product user for the signed-in identity, if missing',
    permission: signedIn,
    response: userSchema,
  }),
  logout: defineEndpoint({
    method: 'POST',
    path: '/api/v1/auth/logout',
    group: 'auth',
    summary: 'End the session (claims cache dropped; the browser then ends the provider session)',
    permission: signedIn,
    response: logoutSchema,
  }),
  getLatestLicence: defineEndpoint({
    method: 'GET',
    path: '/api/v1/eula/get-latest',
    group: 'auth',
    summary: 'The latest end-user licence agreement',
    permission: signedIn,
    response: licenceAgreementSchema,
  }),
  signLatestLicence: defineEndpoint({
    method: 'POST',
    path: '/api/v1/eula/sign-latest',
    group: 'auth',
    summary: 'Accept the latest end-user licence agreement',
    permission: signedIn,
    response: z.object({ version: z.number().int(), signedAt: z.string() }),
  }),
};
