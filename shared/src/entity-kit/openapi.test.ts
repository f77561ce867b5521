import { describe, expect, it } from 'vitest';
import { benefits } from '../benefits/benefit';
import { buildOpenApiDocument, documentedPath } from '../contract/openapi';

describe('generated endpoints in OpenAPI', () => {
  it('describes every generated benefit endpoint', () => {
    const document = buildOpenApiDocument({ version: 'test' }) as { paths: Record<string, object> };
    for (const endpoint of Object.values(benefits.endpoints)) {
      // The clear-field call is documented under the field edit's equivalent template (issue 32).
      const entry = document.paths[documentedPath(endpoint.path)] as Record<string, unknown>;
      expect(entry?.[endpoint.method.toLowerCase()], `${endpoint.method} ${endpoint.path}`).toBeDefined();
    }
  });
});
