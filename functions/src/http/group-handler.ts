import middy from '@middy/core';
import httpRouterHandler, { type Method, type Route } from '@middy/http-router';
import httpSecurityHeaders from '@middy/http-security-headers';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2, Context } from 'aws-lambda';
import type { z } from 'zod';
import type { EndpointGroup, Endpoint } from '@tandem/shared/contract/define-endpoint';
import type { Endpoints, EndpointId } from '@tandem/shared/contract/endpoints';
import { bySpecificity } from '@tandem/shared/contract/paths';
import { logger } from '../observability';
import { prepareTokenVerifier } from '../auth/token-verifier';
import { authenticate, authorise } from './access';
import type { Caller } from './caller';
import { envelopeErrors } from './envelope-errors';
import { notFound } from './http-error';
import { originCheck } from './origin-check';
import { parseRequest } from './parse-request';
import { callerHeaders } from './permission-headers';
import { success } from './respond';

type Event = APIGatewayProxyEventV2;
type Result = APIGatewayProxyResultV2;

/** What an endpoint's implementation receives: validated input and the verified caller. */
export interface HandlerRequest<E extends Endpoint> {
  params: z.infer<E['params']>;
  query: z.infer<E['query']>;
  body: E['body'] extends z.ZodType ? z.infer<E['body']> : undefined;
  caller: E['permission']['kind'] extends 'public' ? Caller | undefined : Caller;
  event: Event;
  context: Context;
}

export type Implementation<E extends Endpoint> = (
  request: HandlerRequest<E>,
) => Promise<z.input<E['response']>> | z.input<E['response']>;

type IdsOfGroup<G extends EndpointGroup> = {
  [K in EndpointId]: Endpoints[K]['group'] extends G ? K : never;
}[EndpointId];

/** One implementation per endpoint of the group: forgetting one, or adding a stray one, fails to compile. */
export type GroupImplementations<G extends EndpointGroup> = {
  [K in IdsOfGroup<G>]: Implementation<Endpoints[K]>;
};

// Outside production, responses are checked against the contract so drift fails tests, not users.
const validateResponses = process.env.STAGE !== 'prod';

export interface RouteDefinition {
  id: string;
  endpoint: Endpoint;
  implementation: Implementation<Endpoint>;
}

function routeFor({ endpoint, implementation }: RouteDefinition): Route<Event, Result> {
  return {
    method: endpoint.method as Method,
    path: endpoint.path,
    handler: async (event: Event, context: Context) => {
      const caller = await authenticate(endpoint, event);
      const { params, query, body } = parseRequest(endpoint, event);
      await authorise(endpoint, caller, { ...(body as object), ...(query as object), ...(params as object) });
      const payload = await implementation({
        params,
        query,
        body,
        caller,
        event,
        context,
      } as HandlerRequest<Endpoint>);
      const checked = validateResponses ? endpoint.response.parse(payload) : payload;
      const response = success(endpoint, checked);
      if (caller) Object.assign(response.headers ?? {}, callerHeaders(caller));
      return response;
    },
  };
}

/** The contract entries a group needs: at least every endpoint of the group. */
export type GroupContract<G extends EndpointGroup> = { [K in IdsOfGroup<G>]: Endpoints[K] };

/**
 * Builds a group Lambda from the contract: routes, validation, permission check and the envelope,
 * wrapped in the shared middleware stack. The same handler runs in Lambda and in the local stack.
 * `contract` is the feature contract table(s) holding the group's endpoints, not the whole contract:
 * each Lambda then builds only its own zod schemas at cold start.
 */
export function createGroupHandler<G extends EndpointGroup>(
  _group: G,
  contract: GroupContract<G>,
  implementations: GroupImplementations<G>,
) {
  const table = contract as Record<string, Endpoint>;
  return createHandler(
    (Object.entries(implementations) as [EndpointId, Implementation<Endpoint>][]).map(
      ([id, implementation]) => ({ id, endpoint: table[id]!, implementation }),
    ),
  );
}

/** The untyped core of `createGroupHandler`, also used by the runtime's own tests. */
export function createHandler(definitions: RouteDefinition[]) {
  prepareTokenVerifier();
  const routes = definitions.map(routeFor).sort(bySpecificity);
  // An unknown path or a method the path does not take: the envelope 404, never a 500.
  const router = httpRouterHandler<Event, Result>({
    routes,
    notFoundResponse: ({ method, path }) => {
      throw notFound(`${method} ${path}`);
    },
  });

  // In AWS only requests that came through CloudFront (the stack sets ORIGIN_SECRET; locally unset).
  const throughCloudFront = originCheck(process.env.ORIGIN_SECRET);
  return middy<Event, Result>()
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .use(
      httpSecurityHeaders({
        contentSecurityPolicy: { 'default-src': "'none'", 'frame-ancestors': "'none'" },
      }),
    )
    .use(envelopeErrors())
    .use(throughCloudFront)
    .handler((event, context, abort) =>
      // API Gateway reaches the group through greedy routes (`.../actions/{proxy+}`), so its path
      // parameters (`proxy`, ...) are not the endpoint's: the router matches method and path itself
      // and fills in the endpoint's own parameters.
      router({ ...event, pathParameters: undefined }, context, abort),
    );
}
