import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { endpointEntries } from '@tandem/shared/contract/endpoints';
import { api } from './api';

/** Fills every `{param}` with a syntactically plausible id. */
const pathFor = (path: string) => path.replace(/\{\w+\}/g, '00000000-0000-4000-8000-000000000000');

type JsonSchema = { type?: string | string[]; properties?: Record<string, JsonSchema>; required?: string[] };

/** A value of a type the schema does not accept, so the server must name that field. */
const wrongValueFor = (schema: JsonSchema): unknown => {
  const types = [schema.type ?? []].flat();
  if (types.includes('string')) return 12345;
  if (types.includes('number') || types.includes('integer')) return 'not-a-number';
  if (types.includes('boolean')) return 'not-a-boolean';
  if (types.includes('array')) return { not: 'an array' };
  return 'not-an-object';
};

// Until tokens exist (Identity feature) only public endpoints reach validation; the others must
// refuse an anonymous caller before reading any input.
const probes = endpointEntries.map(([id, endpoint]) => ({
  id,
  endpoint,
  anonymous: endpoint.permission.kind === 'public',
}));

describe.each(probes)('bad input to $id', ({ endpoint, anonymous }) => {
  const url = pathFor(endpoint.path);

  it('malformed JSON answers 400 naming the body (or 401 before reading it)', async () => {
    const response = await api(endpoint.method, url, { body: '{"broken": ' });
    if (!anonymous) return expect(response.status).toBe(401);
    expect(response.status).toBe(400);
    expect(response.json.isError).toBe(true);
    expect((response.json.payload as { field: string }).field).toBe('body');
  });

  it('an unknown query parameter answers 400 naming it', async () => {
    const response = await api(endpoint.method, `${url}?surprise=1`);
    if (!anonymous) return expect(response.status).toBe(401);
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
        });
        if (!anonymous) {
          expect(response.status).toBe(401);
          continue;
        }
        expect(response.status).toBe(400);
        expect(response.json.message).toMatch(/^body\./);
      }
    },
  );

  it('an unknown body field answers 400 naming it, never 500', async () => {
    const response = await api(endpoint.method, url, { body: JSON.stringify({ surpriseField: true }) });
    expect(response.status).toBeLessThan(500);
    if (!anonymous) return expect(response.status).toBe(401);
    expect(response.status).toBe(400);
    expect((response.json.payload as { field: string }).field).toMatch(/^body/);
  });
});
