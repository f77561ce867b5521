import type { IncomingMessage, ServerResponse } from 'node:http';
import type { APIGatewayProxyResultV2 } from 'aws-lambda';
import type { EndpointGroup } from '@tandem/shared/contract/define-endpoint';
import { endpointEntries } from '@tandem/shared/contract/endpoints';
import { bySpecificity } from '@tandem/shared/contract/paths';
import { lambdaContext, toApiGatewayEvent } from '@tandem/functions/http/api-gateway-event';
import { loadGroupHandler } from './group-handlers';
import { readRequestBody } from './request-body';

// Most specific first, as API Gateway chooses (`/export` before `/{itemId}`).
const routeMatchers = endpointEntries
  .map(([, endpoint]) => ({
    method: endpoint.method,
    group: endpoint.group,
    path: endpoint.path,
    pattern: new RegExp(`^${endpoint.path.replace(/\{\w+\}/g, '[^/]+')}/?$`),
  }))
  .sort(bySpecificity);

/** Which group Lambda API Gateway would route this request to (the routes come from the contract). */
export function groupFor(method: string, path: string): EndpointGroup {
  const match =
    routeMatchers.find((route) => route.method === method && route.pattern.test(path)) ??
    routeMatchers.find((route) => route.pattern.test(path));
  // Unknown routes still go through a real handler so the 404 has the same envelope as in AWS.
  return match?.group ?? 'platform';
}

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
  const group = groupFor(event.requestContext.http.method, event.rawPath);
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
