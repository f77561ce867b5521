import * as z from 'zod';
import type { Permission } from './permission';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/**
 * The endpoint groups: one Lambda each in AWS (spec §7 service boundaries). Adding a group here makes
 * infra create its function and the runtime expect `functions/src/groups/<group>/handler.ts`.
 */
export const endpointGroups = [
  'platform',
  'auth',
  'users',
  'organisations',
  'projects',
  'coreData',
  'exports',
  'actions',
  'impacts',
] as const;
export type EndpointGroup = (typeof endpointGroups)[number];

// Strict objects: an unknown field is a 400 naming that field, never silently ignored.
export const noParams = z.strictObject({});
export const noQuery = z.strictObject({});

export interface Endpoint<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType = z.ZodType,
  G extends EndpointGroup = EndpointGroup,
> {
  /** API Gateway style template: `/api/v1/organisations/{organisationId}/users`. */
  readonly path: string;
  readonly method: HttpMethod;
  /** Kept literal, so each group's handler must implement exactly its own endpoints. */
  readonly group: G;
  readonly summary: string;
  readonly permission: Permission;
  readonly params: P;
  readonly query: Q;
  /** Absent: the endpoint takes no body and any body sent is refused. */
  readonly body: B;
  /** The payload inside the envelope (or the whole body when `raw`). */
  readonly response: R;
  readonly successStatus: 200 | 201 | 204;
  /** Answer the payload itself, without the envelope (the OpenAPI document). */
  readonly raw: boolean;
  /** The response is a file download (`downloadSchema`), sent as binary with its content type. */
  readonly download: boolean;
}

type EndpointInput<P, Q, B, R, G> = {
  path: string;
  method: HttpMethod;
  group: G;
  summary: string;
  permission: Permission;
  params?: P;
  query?: Q;
  body?: B;
  response: R;
  successStatus?: 200 | 201 | 204;
  raw?: boolean;
  download?: boolean;
};

/** Declares one endpoint; defaults make the common case one short entry. */
export function defineEndpoint<
  R extends z.ZodType,
  P extends z.ZodType = typeof noParams,
  Q extends z.ZodType = typeof noQuery,
  B extends z.ZodType | undefined = undefined,
  G extends EndpointGroup = EndpointGroup,
>(input: EndpointInput<P, Q, B, R, G>): Endpoint<P, Q, B, R, G> {
  return {
    ...input,
    params: (input.params ?? noParams) as P,
    query: (input.query ?? noQuery) as Q,
    body: input.body as B,
    successStatus: input.successStatus ?? 200,
    raw: input.raw ?? false,
    download: input.download ?? false,
  };
}

export type ParamsOf<E extends Endpoint> = z.infer<E['params']>;
export type QueryOf<E extends Endpoint> = z.infer<E['query']>;
export type BodyOf<E extends Endpoint> = E['body'] extends z.ZodType ? z.infer<E['body']> : undefined;
export type ResponseOf<E extends Endpoint> = z.infer<E['response']>;

/** The response of a download endpoint (exports): a file, not JSON. */
export const downloadSchema = z.object({
  fileName: z.string(),
  contentType: z.string(),
  content: z.instanceof(Uint8Array),
});
export type DownloadFile = z.infer<typeof downloadSchema>;

/** The folder of a group's code: `functions/src/groups/<kebab-case group>/`. */
export const groupFolder = (group: EndpointGroup) =>
  group.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
