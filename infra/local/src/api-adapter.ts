import type { IncomingMessage, ServerResponse } from 'node:http';
import type { APIGatewayProxyResultV2 } from 'aws-lambda';
import type { EndpointGroup } from '@tandem/shared/contract/define-endpoint';
import { apiGatewayRoutes } from '@tandem/shared/contract/api-routes';
import {
  pathParametersOf,
  routeKeyOf,
  selectRoute,
  type GatewayRoute,
} from '@tandem/shared/contract/route-matching';
import { lambdaContext, toApiGatewayEvent } from '@tandem/functions/http/api-gateway-event';
import { loadGroupHandler } from './group-handlers';
import { readRequestBody } from './request-body';

/**
 * The route API Gateway would select for this request among the routes derived from the contract
 * (`apiGatewayRoutes`: a few greedy routes per group), with the same selection rules.
 */
export function routeFor(method: string, path: string): GatewayRoute<EndpointGroup> {
  // Outside every route (only `/api` itself): API Gateway's own 404; the platform router's is the envelope one.
  return selectRoute(apiGatewayRoutes, method, path) ?? { method: 'ANY', path, group: 'platform' };
}

/** Which group Lambda API Gateway would call for this request; its router answers unknown paths with a 404. */
export const groupFor = (method: string, path: string): EndpointGroup => routeFor(method, path).group;

/**
 * Turns a Node request into an API Gateway HTTP API (payload 2.0) event, runs the group handler that
 * Lambda would run, and writes its result back.
 */
export async function handleApiRequest(request: IncomingMessage, response: ServerResponse) {
  const body = await readRequestBody(request);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(',') : value;
  }
  const event = toApiGatewayEvent({
    method: request.method ?? 'GET',
    url: request.url ?? '/',
    headers,
    body,
    sourceIp: request.socket.remoteAddress,
  });
  const route = routeFor(event.requestContext.http.method, event.rawPath);
  // As in AWS, the event names the (greedy) route that matched and its variables, not the endpoint's:
  // the group router matches the endpoint itself.
  const routeKey = routeKeyOf(route);
  Object.assign(event, {
    routeKey,
    pathParameters: pathParametersOf(route, event.rawPath),
    requestContext: { ...event.requestContext, routeKey },
  });
  const group = route.group;
  const handler = await loadGroupHandler(group);
  const result = await handler(event, lambdaContext(`tandem-local-${group}`, event.requestContext.requestId));
  writeResult(response, result);
}

function writeResult(response: ServerResponse, result: APIGatewayProxyResultV2) {
  if (typeof result === 'string') {
    response.writeHead(200, { 'content-type': 'application/json' }).end(result);
    return;
  }
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(result.headers ?? {})) {
    if (value !== undefined) headers[name.toLowerCase()] = String(value);
  }
  if (result.cookies?.length) headers['set-cookie'] = result.cookies;
  const body =
    result.body === undefined
      ? undefined
      : Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8');
  response.writeHead(result.statusCode ?? 200, headers).end(body);
}
