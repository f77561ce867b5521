import * as z from 'zod';
import { idSchema } from '../core/id-schema';
import { linkedItemSchema } from '../entity-kit/links';
import { rangeResultSchema, summarySchema, totalCountSchema } from '../entity-kit/result-schemas';
import {
  entityCommentSchema,
  shiftDatesResultSchema,
  staleVersionConflictSchema,
  uploadResultSchema,
  uploadRowErrorSchema,
} from '../entity-kit/schemas';
import { historyEntrySchema, organisationSchema, organisationUserSchema } from '../organisations/schemas';
import { tagCountSchema, tagSchema } from '../tags/schemas';
import type { Endpoint, EndpointGroup } from './define-endpoint';
import { endpointEntries } from './endpoints';
import type { Permission } from './permission';
import { projectEntities } from './project-entities';

type JsonSchema = Record<string, unknown>;
type Io = 'input' | 'output';

const xlsxContentType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const componentRef = (name: string) => `#/components/schemas/${name}`;
const schemaRef = (name: string) => ({ $ref: componentRef(name) });
const pascal = (id: string) => id.charAt(0).toUpperCase() + id.slice(1);

/** What each group's tag says (one Lambda per group, spec §7); a new group must add its words here. */
const groupDescriptions: Record<EndpointGroup, string> = {
  platform: 'Service health and this document.',
  auth: 'Sign-in claims, licence agreement and sign-out.',
  users: 'The signed-in user, their profile, dashboards and the people they can see.',
  organisations: 'Organisations, their members, settings, programmes and organisation-wide data.',
  projects: 'Projects, their team, permissions, tags, insights and visualisations.',
  coreData: 'Each organisation’s core data: business areas, locations, roles, industries and other lists.',
  exports: 'Spreadsheet exports and report jobs.',
  actions: 'Project actions and the other project items kept in grids (benefits, training, processes).',
  impacts: 'Impacts, impact groups, stakeholders, audiences and the links between them.',
};

const permissionWords = (permission: Permission): string => {
  switch (permission.kind) {
    case 'public':
      return 'No access token needed.';
    case 'signedIn':
      return 'Any signed-in caller, even before accepting the licence agreement.';
    case 'user':
      return 'A signed-in caller who has accepted the latest licence agreement.';
    case 'organisation':
      return `A member of the organisation in the path with at least the ${permission.minimumScope} scope.`;
    case 'admin':
      return 'An administrator of the organisation in the path.';
    case 'programme':
      return `The ${permission.access} right on the programme in the path.`;
    case 'project':
      return `The ${permission.area} ${permission.access} right on the project in the path${
        permission.alsoArea ? `, and the same right on ${permission.alsoArea}s` : ''
      }.`;
  }
};

const toSchema = (schema: z.ZodType, io: Io) =>
  z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' });

const isWrite = (endpoint: Endpoint) => endpoint.method !== 'GET';

/** The operation's description: its summary, who may call it, and what else it may answer. */
function describe(endpoint: Endpoint) {
  // The summary is beside it in every viewer; the description adds what the summary leaves out.
  const sentences = [`Permission: ${permissionWords(endpoint.permission)}`];
  if (endpoint.download) sentences.push('Answers the file itself (.xlsx), not the JSON envelope.');
  else if (!endpoint.raw) sentences.push('Answers the envelope; `payload` holds the result.');
  if (isWrite(endpoint) && endpoint.permission.kind !== 'public')
    sentences.push('A stale version or a taken unique value answers 409 and writes nothing.');
  return sentences.join(' ');
}

/**
 * Named component schemas: the contract's zod instances worth a name for a generated client. Every
 * project-kit entity's item, every item a `get<Name>` call answers, and every request body.
 */
function namedSchemas() {
  const names = new Map<z.ZodType, string>();
  const taken = new Set<string>();
  const name = (schema: z.ZodType, wanted: string) => {
    if (names.has(schema) || taken.has(wanted)) return;
    names.set(schema, wanted);
    taken.add(wanted);
  };
  const shared: [z.ZodType, string][] = [
    [idSchema, 'Id'],
    [staleVersionConflictSchema, 'StaleVersionConflict'],
    [historyEntrySchema, 'HistoryEntry'],
    [entityCommentSchema, 'Comment'],
    [tagSchema, 'Tag'],
    [tagCountSchema, 'TagCount'],
    [rangeResultSchema, 'RangeResult'],
    [totalCountSchema, 'TotalCount'],
    [summarySchema, 'RagSummary'],
    [shiftDatesResultSchema, 'ShiftDatesResult'],
    [uploadResultSchema, 'UploadResult'],
    [uploadRowErrorSchema, 'UploadRowError'],
    [linkedItemSchema, 'LinkedItem'],
    [organisationSchema, 'Organisation'],
    [organisationUserSchema, 'OrganisationUser'],
  ];
  for (const [schema, wanted] of shared) name(schema, wanted);
  for (const entity of projectEntities) name(entity.schemas.item, entity.declaration.singular);
  for (const [id, endpoint] of endpointEntries) {
    const single = endpoint.method === 'GET' && /^get[A-Z]/.test(id) && endpoint.path.endsWith('}');
    if (single && !endpoint.raw && endpoint.response instanceof z.ZodObject)
      name(endpoint.response, id.slice(3));
  }
  for (const [id, endpoint] of endpointEntries) if (endpoint.body) name(endpoint.body, `${pascal(id)}Input`);
  return names;
}

/**
 * Converts every schema of one direction (requests are read as `input`, answers as `output`) in ONE
 * zod registry pass, so a named schema nested anywhere becomes a `$ref` to its component. Each
 * operation's own schema is registered under a private id and inlined back afterwards.
 */
function convert(
  io: Io,
  named: Map<z.ZodType, string>,
  twoWay: Set<z.ZodType>,
  parts: Map<z.ZodType, string>,
) {
  const registry = z.registry<{ id: string }>();
  const componentName = new Map<string, string>();
  for (const [schema, name] of named) {
    // A named schema that reads differently as a request (defaults, transforms) has one name per way.
    const component =
      twoWay.has(schema) || name.endsWith('Input') === (io === 'input') ? name : `${name}${pascal(io)}`;
    registry.add(schema, { id: name });
    componentName.set(name, component);
  }
  for (const [schema, id] of parts) if (!named.has(schema)) registry.add(schema, { id });
  const { schemas } = z.toJSONSchema(registry, {
    io,
    unrepresentable: 'any',
    target: 'draft-2020-12',
    uri: (id) => (componentName.has(id) ? componentRef(componentName.get(id)!) : `part:${id}`),
  });
  const strip = ({ $id: _id, $schema: _schema, ...rest }: JsonSchema) => rest;
  const inlined = new Map<string, JsonSchema>();
  const components: Record<string, JsonSchema> = {};
  for (const [id, schema] of Object.entries(schemas)) {
    if (componentName.has(id)) components[componentName.get(id)!] = strip(schema as JsonSchema);
    else inlined.set(`part:${id}`, strip(schema as JsonSchema));
  }
  if ('__shared' in schemas) throw new Error('OpenAPI: a cyclic schema needs a name of its own');
  // An operation's schema met inside another one is copied in: it has no component of its own.
  const resolve = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(resolve);
    if (value === null || typeof value !== 'object') return value;
    const ref = (value as JsonSchema).$ref;
    if (typeof ref === 'string' && inlined.has(ref)) return resolve(inlined.get(ref));
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, resolve(inner)]));
  };
  const schemaOf = (schema: z.ZodType): JsonSchema => {
    const name = named.get(schema);
    if (name) return schemaRef(componentName.get(name)!);
    return resolve(inlined.get(`part:${parts.get(schema)}`)) as JsonSchema;
  };
  return { components: resolve(components) as Record<string, JsonSchema>, schemaOf };
}

/**
 * OpenAPI allows one parameter name per position of equivalent templates; the kit's field edit
 * (`…/{fieldName}`) and field clear (`…/{fieldPath}`) differ only there. The document uses the first
 * name met; the served routes match by position, so either path answers the same calls.
 */
function documentedPaths() {
  const firstByShape = new Map<string, string>();
  const documented = new Map<string, string>();
  for (const [, { path }] of endpointEntries) {
    const shape = path.replace(/\{\w+\}/g, '{}');
    const first = firstByShape.get(shape) ?? path;
    firstByShape.set(shape, first);
    documented.set(path, first);
  }
  return documented;
}

/** The path a contract endpoint is documented under (its own, unless an equivalent came first). */
export const documentedPath = (path: string) => documentedPaths().get(path) ?? path;

const envelopeComponents = {
  Envelope: {
    type: 'object',
    description: 'Every JSON answer (spec §7): the payload, whether it is an error, a message and a code.',
    properties: {
      payload: {},
      isError: { type: 'boolean' },
      message: { type: 'string' },
      code: { type: 'integer', description: 'The error code (spec §8); 9 is a stale version.' },
    },
    required: ['payload', 'isError'],
  },
  ErrorEnvelope: {
    description: 'An error answer: `isError` true, a message for people and a code.',
    allOf: [
      schemaRef('Envelope'),
      { type: 'object', properties: { isError: { const: true } }, required: ['message', 'code'] },
    ],
  },
  ValidationError: {
    type: 'object',
    description: 'The payload of a 400: the failing field (`body.name`, `query.version`, …).',
    properties: { field: { type: 'string' } },
    required: ['field'],
  },
  ValidationErrorEnvelope: {
    allOf: [schemaRef('ErrorEnvelope'), { properties: { payload: schemaRef('ValidationError') } }],
  },
  RefusalConflict: {
    type: 'object',
    description:
      'The payload of a 409 that is not a stale version: a taken value (`duplicate`) or another rule.',
    properties: { reason: { type: 'string' }, field: { type: 'string' } },
  },
  ConflictEnvelope: {
    description: 'A 409: someone else saved first (code 9, reload and retry) or a refusal to show as sent.',
    allOf: [
      schemaRef('ErrorEnvelope'),
      {
        properties: {
          payload: {
            anyOf: [schemaRef('StaleVersionConflict'), schemaRef('RefusalConflict'), { type: 'null' }],
          },
        },
      },
    ],
  },
};

const errorResponse = (description: string, schema: string) => ({
  description,
  content: { 'application/json': { schema: schemaRef(schema) } },
});
const responseComponents = {
  BadRequest: errorResponse(
    'Invalid input; payload.field names the failing field',
    'ValidationErrorEnvelope',
  ),
  Unauthorized: errorResponse('Missing or invalid access token', 'ErrorEnvelope'),
  Forbidden: errorResponse('Missing permission', 'ErrorEnvelope'),
  NotFound: errorResponse('Not found in the caller’s organisations', 'ErrorEnvelope'),
  Conflict: errorResponse('A stale version, or a value another item holds already', 'ConflictEnvelope'),
};
const responseRef = (name: keyof typeof responseComponents) => ({ $ref: `#/components/responses/${name}` });

/**
 * A parameter many calls take alike (`organisationId`, `projectId`, paging) is declared once under
 * `components.parameters` and referenced; one whose name means different things stays inline.
 */
function shareParameters(operations: unknown[]) {
  const uses = new Map<string, number>();
  const each = (visit: (list: JsonSchema[], index: number, text: string) => void) => {
    for (const operation of operations as { parameters: JsonSchema[] }[])
      operation.parameters.forEach((parameter, index) =>
        visit(operation.parameters, index, JSON.stringify(parameter)),
      );
  };
  each((_list, _index, text) => uses.set(text, (uses.get(text) ?? 0) + 1));
  const shared: Record<string, JsonSchema> = {};
  const nameOf = new Map<string, string>();
  // The most used reading of a name gets the component.
  for (const [text, count] of [...uses].sort(([, left], [, right]) => right - left)) {
    const parameter = JSON.parse(text) as { name: string; in: string };
    const name = parameter.in === 'path' ? parameter.name : `${parameter.name}${pascal(parameter.in)}`;
    if (count < 2 || name in shared) continue;
    shared[name] = parameter;
    nameOf.set(text, name);
  }
  each((list, index, text) => {
    const name = nameOf.get(text);
    if (name) list[index] = { $ref: `#/components/parameters/${name}` };
  });
  return shared;
}

/** Drops components nothing reaches (the other direction's copy of a name, an unused item). */
function reachable(document: JsonSchema, components: Record<string, JsonSchema>) {
  const kept: Record<string, JsonSchema> = {};
  const visit = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (value === null || typeof value !== 'object') return;
    const ref = (value as JsonSchema).$ref;
    if (typeof ref === 'string' && ref.startsWith(componentRef(''))) {
      const name = ref.slice(componentRef('').length);
      if (!(name in kept) && components[name]) {
        kept[name] = components[name];
        visit(components[name]);
      }
    }
    Object.values(value).forEach(visit);
  };
  visit(document);
  return Object.fromEntries(
    Object.keys(components)
      .filter((name) => name in kept)
      .map((name) => [name, kept[name]!]),
  );
}

/** OpenAPI 3.1 built from the contract table; served at /api/openapi.json. */
export function buildOpenApiDocument(info: { version: string; serverUrl?: string }) {
  const named = namedSchemas();
  const requestParts = new Map<z.ZodType, string>();
  const answerParts = new Map<z.ZodType, string>();
  for (const [id, endpoint] of endpointEntries) {
    for (const [part, schema] of [
      ['params', endpoint.params],
      ['query', endpoint.query],
      ['body', endpoint.body],
    ] as const)
      if (schema && !requestParts.has(schema)) requestParts.set(schema, `${id}.${part}`);
    if (!endpoint.download && !answerParts.has(endpoint.response))
      answerParts.set(endpoint.response, `${id}.response`);
  }
  const twoWay = new Set(
    [...named.keys()].filter(
      (schema) => JSON.stringify(toSchema(schema, 'input')) === JSON.stringify(toSchema(schema, 'output')),
    ),
  );
  const requests = convert('input', named, twoWay, requestParts);
  const answers = convert('output', named, twoWay, answerParts);
  const documented = documentedPaths();

  const parametersOf = (endpoint: Endpoint, path: string) => {
    const parameters: JsonSchema[] = [];
    // The documented template may name a position differently (see documentedPaths).
    const servedNames = [...endpoint.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
    const documentedNames = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
    for (const [location, schema] of [
      ['path', endpoint.params],
      ['query', endpoint.query],
    ] as const) {
      const objectSchema = requests.schemaOf(schema) as {
        properties?: Record<string, JsonSchema>;
        required?: string[];
      };
      for (const [name, property] of Object.entries(objectSchema.properties ?? {})) {
        const position = location === 'path' ? servedNames.indexOf(name) : -1;
        parameters.push({
          name: position >= 0 ? documentedNames[position] : name,
          in: location,
          required: location === 'path' || (objectSchema.required ?? []).includes(name),
          schema: property,
        });
      }
    }
    return parameters;
  };

  const paths: Record<string, Record<string, unknown>> = {};
  for (const [id, endpoint] of endpointEntries) {
    const path = documented.get(endpoint.path) ?? endpoint.path;
    const payload = endpoint.download ? undefined : answers.schemaOf(endpoint.response);
    const answer = endpoint.raw
      ? payload
      : {
          allOf: [schemaRef('Envelope'), { type: 'object', properties: { payload }, required: ['payload'] }],
        };
    const guarded = endpoint.permission.kind !== 'public';
    const operation: Record<string, unknown> = {
      operationId: id,
      summary: endpoint.summary,
      description: describe(endpoint),
      tags: [endpoint.group],
      'x-permission': endpoint.permission,
      parameters: parametersOf(endpoint, path),
      responses: {
        [String(endpoint.successStatus)]: {
          description: 'Success',
          content: endpoint.download
            ? { [xlsxContentType]: { schema: { type: 'string', contentMediaType: xlsxContentType } } }
            : { 'application/json': { schema: answer } },
        },
        '400': responseRef('BadRequest'),
        ...(guarded
          ? {
              '401': responseRef('Unauthorized'),
              '403': responseRef('Forbidden'),
              '404': responseRef('NotFound'),
              ...(isWrite(endpoint) ? { '409': responseRef('Conflict') } : {}),
            }
          : {}),
      },
      ...(guarded ? {} : { security: [] }),
    };
    if (endpoint.body) {
      operation.requestBody = {
        required: true,
        content: { 'application/json': { schema: requests.schemaOf(endpoint.body) } },
      };
    }
    paths[path] = { ...paths[path], [endpoint.method.toLowerCase()]: operation };
  }
  const parameters = shareParameters(Object.values(paths).flatMap((item) => Object.values(item)));
  const usedGroups = new Set(endpointEntries.map(([, endpoint]) => endpoint.group));
  const allComponents = { ...requests.components, ...answers.components, ...envelopeComponents };
  const document = {
    openapi: '3.1.0',
    info: {
      title: 'Tandem API',
      version: info.version,
      description:
        'The Tandem change-management API, generated from the contract the service itself is routed and ' +
        'checked by. Every call but health and this document needs a bearer access token.',
      contact: { name: 'Tandem support' },
    },
    servers: [
      info.serverUrl
        ? { url: info.serverUrl }
        : { url: '/', description: 'The origin serving this document (every path starts with /api)' },
    ],
    tags: Object.entries(groupDescriptions)
      .filter(([group]) => usedGroups.has(group as EndpointGroup))
      .map(([name, description]) => ({ name, description })),
    security: [{ bearer: [] }],
    paths,
  };
  return {
    ...document,
    components: {
      schemas: reachable({ paths, responseComponents }, allComponents),
      parameters,
      responses: responseComponents,
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
  };
}
