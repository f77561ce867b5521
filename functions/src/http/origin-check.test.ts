import { afterEach, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { defineEndpoint } from '@tandem/shared/contract/define-endpoint';
import { publicAccess } from '@tandem/shared/contract/permission';
import { lambdaContext, toApiGatewayEvent } from './api-gateway-event';
import { createHandler, type RouteDefinition } from './group-handler';
import { originHeader } from './origin-check';

const ping = defineEndpoint({
  method: 'GET',
  path: '/api/v1/ping',
  group: 'platform',
  summary: 'test',
  permission: publicAccess,
  response: z.literal('pong'),
});
const routes = [{ id: 'ping', endpoint: ping, implementation: () => 'pong' }] as RouteDefinition[];

async function status(handler: ReturnType<typeof createHandler>, headers: Record<string, string>) {
  const event = toApiGatewayEvent({ method: 'GET', url: '/api/v1/ping', headers });
  const result = (await handler(event, lambdaContext('test'))) as { statusCode: number; body: string };
  return { status: result.statusCode, body: JSON.parse(result.body) as { message?: string } };
}

afterEach(() => {
  delete process.env.ORIGIN_SECRET;
});

describe('origin check', () => {
  it('answers only requests that carry the stage’s origin value, in the envelope', async () => {
    process.env.ORIGIN_SECRET = 'generated-at-deploy';
    const handler = createHandler(routes);
    expect((await status(handler, { [originHeader]: 'generated-at-deploy' })).status).toBe(200);
    const direct = await status(handler, {});
    expect(direct.status).toBe(403);
    expect(direct.body.message).toMatch(/site's own address/);
    expect((await status(handler, { [originHeader]: 'guess' })).status).toBe(403);
    expect((await status(handler, { [originHeader]: 'generated-at-deploy-and-more' })).status).toBe(403);
    // Header names arrive lower-case from API Gateway; a viewer's differently cased copy is the same header.
    expect((await status(handler, { 'X-Tandem-Origin': 'generated-at-deploy' })).status).toBe(200);
  });

  it('checks nothing where no value is configured (the local stack)', async () => {
    const handler = createHandler(routes);
    expect((await status(handler, {})).status).toBe(200);
  });
});
