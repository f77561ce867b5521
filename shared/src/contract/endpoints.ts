import { coreDataEndpoints } from '../core-data/contract';
import { identityEndpoints } from '../identity/contract';
import { organisationEndpoints } from '../organisations/contract';
import { projectEndpoints } from '../projects/contract';
import { platformEndpoints } from '../platform/contract';
import { userEndpoints } from '../users/contract';
import type { Endpoint, EndpointGroup } from './define-endpoint';

/**
 * The single table of every endpoint. Routers, API Gateway routes, the web client, OpenAPI and the
 * permission tests are all derived from it. Each feature declares its endpoints in
 * `shared/src/<feature>/contract.ts` and is spread in here once.
 */
export const endpoints = {
  ...platformEndpoints,
  ...identityEndpoints,
  ...userEndpoints,
  ...organisationEndpoints,
  ...projectEndpoints,
  ...coreDataEndpoints,
};

export type Endpoints = typeof endpoints;
export type EndpointId = keyof Endpoints;

export const endpointEntries = Object.entries(endpoints) as [EndpointId, Endpoint][];

export const endpointsOfGroup = (group: EndpointGroup) =>
  endpointEntries.filter(([, endpoint]) => endpoint.group === group);

/** `{organisationId}` segments of a path template, in order. */
export const pathParamNames = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);

/** Fills a path template; values are URI-encoded so an id can never add a path segment. */
export const buildPath = (path: string, params: Record<string, string | number>) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
