import { Document, Spectral } from '@stoplight/spectral-core';
import * as parsers from '@stoplight/spectral-parsers';
import { oas } from '@stoplight/spectral-rulesets';
import { describe, expect, it } from 'vitest';
import { endpointEntries } from '@tandem/shared/contract/endpoints';
import { projectEntities } from '@tandem/shared/contract/project-entities';
import { api } from './api';

type Operation = {
  operationId: string;
  requestBody?: { content: Record<string, { schema: { $ref?: string } }> };
  responses: Record<string, { $ref?: string; content?: Record<string, { schema: unknown }> }>;
};
type OpenApi = {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
};

// The CommonJS parsers package reaches ESM with its names on `default` under some loaders.
const loadedParsers = parsers as typeof parsers & { default?: typeof parsers };
const jsonParser = loadedParsers.Json ?? loadedParsers.default!.Json;

// Fetched once: Spectral keeps the event loop busy for seconds, long enough for the server to close
// an idle keep-alive socket that a later request would otherwise reuse.
let served: Promise<{ text: string; document: OpenApi }> | undefined;
function servedDocument() {
  served ??= api('GET', '/api/openapi.json').then((response) => {
    expect(response.status).toBe(200);
    return { text: response.raw.toString('utf8'), document: response.json as unknown as OpenApi };
  });
  return served;
}

const operations = (document: OpenApi) =>
  Object.values(document.paths).flatMap((item) => Object.values(item));

describe('the served OpenAPI document a client starts from (issue 32)', () => {
  it("passes Spectral's spectral:oas ruleset with no error, warning, info or hint", async () => {
    const { text } = await servedDocument();
    const spectral = new Spectral();
    spectral.setRuleset({ extends: [[oas as never, 'recommended']] });
    const results = await spectral.run(new Document(text, jsonParser));
    // Each finding as `rule at path`, so a failure says what to fix.
    expect(results.map((result) => `${result.code} at ${result.path.join('.')}: ${result.message}`)).toEqual(
      [],
    );
  }, 60_000);

  it('stays under 1 MB with named schemas: every kit item, the envelope and every error shape', async () => {
    const { text, document } = await servedDocument();
    expect(Buffer.byteLength(text)).toBeLessThan(1_000_000);
    const names = Object.keys(document.components.schemas);
    const expected = [
      ...projectEntities.map((entity) => entity.declaration.singular),
      'Action',
      'Envelope',
      'ErrorEnvelope',
      'ValidationErrorEnvelope',
      'ConflictEnvelope',
      'StaleVersionConflict',
    ];
    expect(names).toEqual(expect.arrayContaining(expected));
    const byId = new Map(operations(document).map((operation) => [operation.operationId, operation]));
    // A kit item's own read answers its named type, by reference.
    for (const entity of projectEntities) {
      const get = byId.get(`get${entity.declaration.singular}`);
      if (!get) continue;
      expect(JSON.stringify(get.responses['200']), entity.declaration.singular).toContain(
        `"#/components/schemas/${entity.declaration.singular}"`,
      );
    }
  });

  it('every request body is a named input and every write documents its 409', async () => {
    const { document } = await servedDocument();
    const byId = new Map(operations(document).map((operation) => [operation.operationId, operation]));
    for (const [id, endpoint] of endpointEntries) {
      const operation = byId.get(id)!;
      if (endpoint.body)
        expect(operation.requestBody?.content['application/json']?.schema.$ref, id).toMatch(
          /^#\/components\/schemas\/\w+$/,
        );
      if (endpoint.method !== 'GET' && endpoint.permission.kind !== 'public')
        expect(operation.responses['409']?.$ref, id).toBe('#/components/responses/Conflict');
    }
  });
});
