import { describe, expect, it } from 'vitest';
import { buildPath } from '@tandem/shared/contract/endpoints';
import { processEndpoints } from '@tandem/shared/processes/contract';
import { demoProjects } from '@tandem/infra/local/src/seed/demo-data';
import { api, type ApiResponse } from './api';
import { demoFixtures as f } from './matrix/probe';
import { bearer } from './sessions';

type Id = keyof typeof processEndpoints;
type Item = { id: string; version: number; name: string } & Record<string, unknown>;
const projectId = demoProjects.find((project) => project.name === 'E-Prescribing')!.projectId;
const run = `pr${Date.now().toString(36)}`;

async function call(id: Id, options: { query?: string; body?: unknown } = {}): Promise<ApiResponse> {
  const endpoint = processEndpoints[id];
  const path = buildPath(endpoint.path, { organisationId: f.organisationId, projectId });
  return api(endpoint.method, `${path}${options.query ? `?${options.query}` : ''}`, {
    headers: await bearer('admin'),
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
}

describe('project processes and role mapping on the kit', () => {
  it('filters processes by scope, and a role mapping names a process of this project', async () => {
    const made = await call('addMultipleProjectProcesses', {
      body: {
        projectProcesses: [
          { name: `${run} Prescribe`, uniqueIdentifier: 'EP-1', level1: 'Clinical', isInScope: true },
          { name: `${run} Dispense`, uniqueIdentifier: 'EP-2', level1: 'Pharmacy', isInScope: false },
        ],
      },
    });
    expect(made.status, made.json.message).toBe(201);
    const [inScope] = made.json.payload as Item[];
    const filters = encodeURIComponent(`isInScope-eq-true,name-sw-${run}`);
    const listed = (await call('listProjectProcesses', { query: `page=1&pageSize=10&filters=${filters}` }))
      .json.payload as { items: Item[] };
    expect(listed.items.map((item) => item.name)).toEqual([`${run} Prescribe`]);

    const mapping = await call('createRoleMapping', {
      body: {
        currentJobRole: 'Pharmacist',
        futureProcessRole: 'Prescribing pharmacist',
        projectProcessId: inScope!.id,
      },
    });
    expect(mapping.status, mapping.json.message).toBe(201);
    const unknown = await call('createRoleMapping', {
      body: { currentJobRole: 'Porter', projectProcessId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknown.status).toBe(400);
    expect((unknown.json.payload as { field: string }).field).toBe('body.projectProcessId');
  });
});
