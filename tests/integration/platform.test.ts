import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { endpointEntries } from '@tandem/shared/contract/endpoints';
import { documentedPath } from '@tandem/shared/contract/openapi';
import { api } from './api';
import { apiUrl } from './worker-stack';

describe('platform endpoints through the local stack', () => {
  it('GET /api/health answers 200 in the envelope', async () => {
    const response = await api('GET', '/api/health');
    expect(response.status).toBe(200);
    expect(response.json.isError).toBe(false);
    expect(response.json.payload).toMatchObject({ status: 'ok', stage: expect.any(String) });
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('GET /api/openapi.json is a valid OpenAPI 3.1 document describing every contract endpoint', async () => {
    const response = await api('GET', '/api/openapi.json');
    expect(response.status).toBe(200);
    const document = response.json as unknown as {
      openapi: string;
      paths: Record<string, Record<string, { operationId: string }>>;
    };
    expect(document.openapi).toBe('3.1.0');
    const validation = await new Validator().validate(document as never);
    expect(validation.errors ?? []).toEqual([]);
    expect(validation.valid).toBe(true);
    for (const [id, endpoint] of endpointEntries) {
      // Equivalent templates share one parameter name per position (issue 32): the clear-field calls
      // are documented under their field-edit sibling's template, which routes the same.
      expect(
        document.paths[documentedPath(endpoint.path)]?.[endpoint.method.toLowerCase()]?.operationId,
      ).toBe(id);
    }
  });

  it('answers an unknown API path with a 404 envelope, not HTML', async () => {
    const response = await api('GET', '/api/v1/no-such-thing');
    expect(response.status).toBe(404);
    expect(response.json).toMatchObject({ isError: true, code: 8 });
  });

  it('serves the web app with SPA fallback for deep links', async () => {
    const page = await fetch(`${apiUrl()}/organisations/x/dashboard`);
    // 200 with the built app, or 503 telling the developer to build it; never a 404 for a deep link.
    expect([200, 503]).toContain(page.status);
    const missingAsset = await fetch(`${apiUrl()}/assets/does-not-exist.js`);
    expect(missingAsset.status).toBe(404);
  });
});
