import * as z from 'zod';
import { defineEndpoint } from '../contract/define-endpoint';
import { publicAccess } from '../contract/permission';

export const healthSchema = z.object({
  status: z.literal('ok'),
  version: z.string(),
  stage: z.string(),
  time: z.string(),
});
export type Health = z.infer<typeof healthSchema>;

export const platformEndpoints = {
  // Liveness for load balancers, the local stack and the web skeleton.
  health: defineEndpoint({
    method: 'GET',
    path: '/api/health',
    group: 'platform',
    summary: 'Service health',
    permission: publicAccess,
    response: healthSchema,
  }),
  // The OpenAPI 3.1 document generated from this contract.
  openapi: defineEndpoint({
    method: 'GET',
    path: '/api/openapi.json',
    group: 'platform',
    summary: 'OpenAPI 3.1 description of every endpoint',
    permission: publicAccess,
    response: z.record(z.string(), z.unknown()),
    raw: true,
  }),
};
