import * as z from 'zod';
import type { Endpoint } from './define-endpoint';
import { endpointEntries } from './endpoints';
import { envelopeSchema } from './envelope';

type JsonSchema = Record<string, unknown>;

const xlsxContentType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const toSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    target: 'draft-2020-12',
  });
  return rest;
};

function parametersOf(endpoint: Endpoint) {
  const parameters: JsonSchema[] = [];
  for (const [location, schema] of [
    ['path', endpoint.params],
    ['query', endpoint.query],
  ] as const) {
    const objectSchema = toSchema(schema, 'input') as {
      properties?: Record<string, JsonSchema>;
      required?: string[];
    };
    for (const [name, property] of Object.entries(objectSchema.properties ?? {})) {
      parameters.push({
        name,
        in: location,
        required: location === 'path' || (objectSchema.required ?? []).includes(name),
        schema: property,
      });
    }
  }
  return parameters;
}

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: toSchema(envelopeSchema(z.unknown()), 'output') } },
});

/** OpenAPI 3.1 built from the contract table; served at /api/openapi.json. */
export function buildOpenApiDocument(info: { version: string; serverUrl?: string }) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [id, endpoint] of endpointEntries) {
    const responseSchema = endpoint.raw ? endpoint.response : envelopeSchema(endpoint.response);
    const operation: Record<string, unknown> = {
      operationId: id,
      summary: endpoint.summary,
      tags: [endpoint.group],
      'x-permission': endpoint.permission,
      parameters: parametersOf(endpoint),
      responses: {
        [String(endpoint.successStatus)]: {
          description: 'Success',
          content: endpoint.download
            ? { [xlsxContentType]: { schema: { type: 'string', contentMediaType: xlsxContentType } } }
            : { 'application/json': { schema: toSchema(responseSchema, 'output') } },
        },
        '400': errorResponse('Invalid input; payload.field names the failing field'),
        ...(endpoint.permission.kind === 'public'
          ? {}
          : {
              '401': errorResponse('Missing or invalid access token'),
              '403': errorResponse('Missing permission'),
              '404': errorResponse('Not found in the caller’s organisations'),
            }),
      },
      ...(endpoint.permission.kind === 'public' ? { security: [] } : {}),
    };
    if (endpoint.body) {
      operation.requestBody = {
        required: true,
        content: { 'application/json': { schema: toSchema(endpoint.body, 'input') } },
      };
    }
    paths[endpoint.path] = { ...paths[endpoint.path], [endpoint.method.toLowerCase()]: operation };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Tandem API', version: info.version },
    ...(info.serverUrl ? { servers: [{ url: info.serverUrl }] } : {}),
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
    security: [{ bearer: [] }],
    paths,
  };
}
