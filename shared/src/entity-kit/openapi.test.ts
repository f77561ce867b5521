import { describe, expect, it } from 'vitest';
import { benefits } from '../benefits/benefit';
import { buildOpenApiDocument } from '../contract/openapi';

describe('generated endpoints in OpenAPI', () => {
  it('describes every generated benefit endpoint', () => {
    const document = buildOpenApiDocument({ version: 'test' }) as { paths: Record<string, object> };
    for (const endpoint of Object.values(benefits.endpoints)) {
      const path = endpoint.path.replace('/api', '');
      const entry = (document.paths[endpoint.path] ?? document.paths[path]) as Record<string, unknown>;
      expect(entry?.[endpoint.method.toLowerCase()], `${endpoint.method} ${endpoint.path}`).toBeDefined();
    }
  });
});
