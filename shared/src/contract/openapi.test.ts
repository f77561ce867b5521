import { describe, expect, it } from 'vitest';
import { endpointEntries } from './endpoints';
import { buildOpenApiDocument, documentedPath } from './openapi';

type Operation = {
  operationId: string;
  description?: string;
  tags: string[];
  parameters: { $ref?: string; name?: string; in?: string }[];
};
const document = buildOpenApiDocument({ version: 'test' }) as unknown as {
  paths: Record<string, Record<string, Operation>>;
  tags: { name: string; description: string }[];
  components: { parameters: Record<string, { name: string; in: string }> };
};
const shape = (path: string) => path.replace(/\{\w+\}/g, '{}');

describe('the OpenAPI document (issue 32)', () => {
  it('documents no two equivalent templates: one parameter name per position', () => {
    const shapes = Object.keys(document.paths).map(shape);
    expect(shapes.length).toBe(new Set(shapes).size);
    // The kit's field clear is served at `{fieldPath}` and documented at its field edit's `{fieldName}`.
    const clear = endpointEntries.find(([id]) => id === 'clearBenefitField')![1];
    expect(clear.path).toMatch(/\{fieldPath\}$/);
    expect(documentedPath(clear.path)).toMatch(/\{fieldName\}$/);
  });

  it('names each path parameter as its documented template does', () => {
    for (const [path, item] of Object.entries(document.paths)) {
      const inPath = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
      for (const operation of Object.values(item)) {
        const declared = operation.parameters
          .map((parameter) =>
            parameter.$ref ? document.components.parameters[parameter.$ref.split('/').pop()!]! : parameter,
          )
          .filter((parameter) => parameter.in === 'path')
          .map((parameter) => parameter.name)
          .sort();
        expect(declared, operation.operationId).toEqual(inPath);
      }
    }
  });

  it('describes every operation and declares every tag it uses', () => {
    const declared = document.tags.map((tag) => tag.name);
    for (const item of Object.values(document.paths))
      for (const operation of Object.values(item)) {
        expect(operation.description, operation.operationId).toMatch(/^Permission: /);
        expect(declared).toContain(operation.tags[0]);
      }
  });
});
