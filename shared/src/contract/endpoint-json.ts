import * as z from 'zod';
import type { Endpoint } from './define-endpoint';

const schemaParts = ['params', 'query', 'body', 'response'] as const;
type Io = 'input' | 'output';

const jsonSchemaOf = (schema: z.ZodType | undefined, io: Io) =>
  schema === undefined ? null : z.toJSONSchema(schema, { unrepresentable: 'any', io });

const schemasOf = (endpoint: Endpoint, io: Io) =>
  Object.fromEntries(schemaParts.map((part) => [part, jsonSchemaOf(endpoint[part], io)]));

/**
 * An endpoint as clients see it, as plain JSON: its route and the JSON Schema of its params, query,
 * body and response read as input and as output. Comparing two of these says whether swapping one
 * contract entry for another changes anything a client, the router or the OpenAPI document reads
 * (`actions/action-family.test.ts` holds the served action entries to it).
 */
export const endpointJson = (endpoint: Endpoint) => ({
  route: {
    method: endpoint.method,
    path: endpoint.path,
    group: endpoint.group,
    permission: endpoint.permission,
    successStatus: endpoint.successStatus,
    raw: endpoint.raw,
    download: endpoint.download,
  },
  input: schemasOf(endpoint, 'input'),
  output: schemasOf(endpoint, 'output'),
});
