import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import type { Endpoint } from '@tandem/shared/contract/define-endpoint';
import { endpointEntries } from '@tandem/shared/contract/endpoints';
import { demoOrganisations } from '@tandem/infra/local/src/seed/demo-data';
import { api } from './api';
import { bearer } from './sessions';

const organisationA = demoOrganisations.a.organisationId;

/** Fills every `{param}` with a syntactically plausible id. */
const pathFor = (path: string) => path.replace(/\{\w+\}/g, '00000000-0000-4000-8000-000000000000');

/** The endpoint's required query parameters with valid values, so a probe isolates one fault. */
function validQuery(endpoint: Endpoint) {
  const schema = z.toJSONSchema(endpoint.query, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const query = new URLSearchParams();
  // An id for an id; the first allowed value for a choice (core-data-names' `kind`).
  for (const name of schema.required ?? []) {
    query.set(name, String(schema.properties?.[name]?.enum?.[0] ?? organisationA));
  }
  return query;
}

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
};

/** A value of a type the schema does not accept, so the server must name that field. */
const wrongValueFor = (schema: JsonSchema): unknown => {
  const types = [schema.type ?? []].flat();
  if (types.includes('string')) return 12345;
  if (types.includes('number') || types.includes('integer')) return 'not-a-number';
  if (types.includes('boolean')) return 'not-a-boolean';
  if (types.includes('array')) return { not: 'an array' };
  return 'not-an-object';
};

// Probes go in as the organisation admin, so every endpoint reaches validation.
const probes = endpointEntries.map(([id, endpoint]) => ({ id, endpoint }));

describe.each(probes)('bad input to $id', ({ endpoint }) => {
  const query = validQuery(endpoint);
  const url = `${pathFor(endpoint.path)}${query.size ? `?${query}` : ''}`;

  it('malformed JSON answers 400 naming the body', async () => {
    const response = await api(endpoint.method, url, { body: '{"broken": ', headers: await bearer('admin') });
    expect(response.status).toBe(400);
    expect(response.json.isError).toBe(true);
    expect((response.json.payload as { field: string }).field).toBe('body');
  });

  it('an unknown query parameter answers 400 naming it', async () => {
    const response = await api(endpoint.method, `${url}${query.size ? '&' : '?'}surprise=1`, {
      headers: await bearer('admin'),
    });
    expect(response.status).toBe(400);
    expect((response.json.payload as { field: string }).field).toBe('query.surprise');
    expect(response.json.message).toContain('query.surprise');
  });

  const bodySchema = endpoint.body
    ? (z.toJSONSchema(endpoint.body, { io: 'input', unrepresentable: 'any' }) as JsonSchema)
    : undefined;
  const properties = Object.entries(bodySchema?.properties ?? {});
  it.runIf(properties.length > 0)(
    'a wrong type in each body field answers 400 naming the field',
    async () => {
      for (const [name, property] of properties) {
        const response = await api(endpoint.method, url, {
          body: JSON.stringify({ [name]: wrongValueFor(property) }),
          headers: await bearer('admin'),
        });
        expect(response.status).toBe(400);
        expect(response.json.message).toMatch(/^body\./);
      }
    },
  );

  it('an unknown body field answers 400 naming it, never 500', async () => {
    const response = await api(endpoint.method, url, {
      body: JSON.stringify({ surpriseField: true }),
      headers: await bearer('admin'),
    });
    expect(response.status).toBe(400);
    expect((response.json.payload as { field: string }).field).toMatch(/^body/);
  });
});
