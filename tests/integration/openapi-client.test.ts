import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { strFromU8, unzipSync } from 'fflate';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { api } from './api';
import { demoFixtures as f } from './matrix/probe';
import { tokenFor } from './sessions';
import { apiUrl } from './worker-stack';

/**
 * What a customer's integration does (issue 32 item 7): generate types from the served document with
 * openapi-typescript, write a client on openapi-fetch against them, type-check it, and run it. The
 * driver is a real file so the same code is both compiled against the generated types and executed.
 */
const driverSource = `
import createClient from 'openapi-fetch';
import type { components, paths } from './tandem-api';

type Benefit = components['schemas']['Benefit'];
type Conflict = components['schemas']['ConflictEnvelope'];

export async function drive(baseUrl: string, token: string, ids: { organisationId: string; projectId: string }, name: string) {
  const client = createClient<paths>({ baseUrl, headers: { authorization: 'Bearer ' + token } });
  const base = '/api/v1/organisations/{organisationId}/projects/{projectId}/benefits';
  const one = '/api/v1/organisations/{organisationId}/projects/{projectId}/benefits/{benefitId}';
  const field = '/api/v1/organisations/{organisationId}/projects/{projectId}/benefits/{benefitId}/{fieldName}';
  const filters = 'name-sw-' + name;

  const created = await client.POST(base, { params: { path: ids }, body: { name: name + ' one', value: 5 } });
  if (!created.data) throw new Error('create: ' + created.response.status);
  const benefit: Benefit = created.data.payload;
  const path = { ...ids, benefitId: benefit.id };

  const listed = await client.GET(base, { params: { path: ids, query: { filters, sorts: 'name', pageSize: 10 } } });
  const listedNames: string[] = (listed.data?.payload.items ?? []).map((item: Benefit) => item.name);

  const renamed = await client.PUT(field, {
    params: { path: { ...path, fieldName: 'name' } },
    body: { text: name + ' renamed', version: benefit.version },
  });
  const stale = await client.PUT(field, {
    params: { path: { ...path, fieldName: 'value' } },
    body: { number: 7, version: benefit.version },
  });
  // openapi-fetch types 'error' as any declared error answer; the status says which one this is.
  const conflict = stale.response.status === 409 ? (stale.error as Conflict) : undefined;

  const exported = await client.GET('/api/v1/organisations/{organisationId}/projects/{projectId}/benefits/export', {
    params: { path: ids, query: { columns: 'name,value', filters } },
    parseAs: 'arrayBuffer',
  });

  const deleted = await client.DELETE(one, { params: { path } });
  const after = await client.GET(base, { params: { path: ids, query: { filters } } });

  return {
    created: { status: created.response.status, benefit },
    listed: { status: listed.response.status, names: listedNames },
    renamed: { status: renamed.response.status, version: renamed.data?.payload.version },
    stale: { status: stale.response.status, code: conflict?.code, payload: conflict?.payload },
    exported: { status: exported.response.status, type: exported.response.headers.get('content-type'), bytes: exported.data },
    deleted: { status: deleted.response.status, lifecycle: deleted.data?.payload.lifecycleStatus },
    afterDelete: after.data?.payload.totalItems,
  };
}
`;

// Under node_modules so the driver resolves openapi-fetch as any dependant would (and git ignores it).
const folder = join(import.meta.dirname, '../../node_modules/.cache', `openapi-client-${process.pid}`);
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function typeErrors(entry: string) {
  const program = ts.createProgram([entry], {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
    types: [],
    skipLibCheck: true,
  });
  return ts
    .getPreEmitDiagnostics(program)
    .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
}

describe('a typed client generated from the served document (issue 32)', () => {
  it('type-checks and drives list, create, a stale field edit (409), export and delete on the local stack', async () => {
    const response = await api('GET', '/api/openapi.json');
    expect(response.status).toBe(200);
    const types = astToString(await openapiTS(response.json as never));
    // Named types, not anonymous ones: the kit item and the 409's shape are components.
    expect(types).toMatch(/^\s+Benefit: \{$/m);
    expect(types).toMatch(/^\s+StaleVersionConflict: \{$/m);

    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, 'tandem-api.ts'), types);
    writeFileSync(join(folder, 'driver.ts'), driverSource);
    expect(typeErrors(join(folder, 'driver.ts'))).toEqual([]);

    const { outputText } = ts.transpileModule(driverSource, {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    });
    writeFileSync(join(folder, 'driver.mjs'), outputText);
    const { drive } = (await import(/* @vite-ignore */ pathToFileURL(join(folder, 'driver.mjs')).href)) as {
      drive: (...args: unknown[]) => Promise<Record<string, Record<string, unknown> & { status?: number }>>;
    };
    const name = `oac${Date.now().toString(36)}`;
    const result = await drive(
      apiUrl(),
      await tokenFor('admin'),
      {
        organisationId: f.organisationId,
        projectId: f.projectId,
      },
      name,
    );

    expect(result.created).toMatchObject({
      status: 201,
      benefit: { name: `${name} one`, value: 5, version: 1 },
    });
    expect(result.listed).toEqual({ status: 200, names: [`${name} one`] });
    expect(result.renamed).toEqual({ status: 200, version: 2 });
    expect(result.stale).toMatchObject({
      status: 409,
      code: 9,
      payload: { reason: 'stale-version', latest: { field: 'name', version: 2 } },
    });
    expect(result.exported).toMatchObject({ status: 200, type: expect.stringContaining('spreadsheetml') });
    const files = unzipSync(new Uint8Array(result.exported!.bytes as ArrayBuffer));
    const cells = strFromU8(files['xl/sharedStrings.xml']!);
    expect(cells).toContain(`${name} renamed`);
    expect(result.deleted).toEqual({ status: 200, lifecycle: 'deleted' });
    expect(result.afterDelete).toBe(0);
  }, 120_000);
});
