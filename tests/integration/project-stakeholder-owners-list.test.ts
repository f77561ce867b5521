import { randomUUID } from 'node:crypto';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { buildPath } from '@tandem/shared/contract/endpoints';
import { projectStakeholders } from '@tandem/shared/stakeholders/project-stakeholder';
import { api, type ApiResponse } from './api';
import { demoFixtures as f } from './matrix/probe';
import { bearer } from './sessions';
import { newPerson } from './stakeholder-fixtures';

const { projectStakeholderItemEntity } =
  await import('@tandem/functions/data/entities/project-stakeholder-item');

// Issue 13: a project stakeholder's owners are several members of the organisation (the kit's
// `memberListField`): checked on the server, named joined, filtered by name, exported and imported.
type Stakeholder = { id: string; version: number; owners: string[]; ownersName: string | null };
const endpoints = projectStakeholders.endpoints;
const [ada, olu, cara] = ['admin', 'owner', 'contributor'].map(f.userId) as [string, string, string];
const outsider = f.userId('outsider');

async function call(
  id: keyof typeof endpoints,
  options: { params?: object; query?: string; body?: unknown },
) {
  const endpoint = endpoints[id];
  const path = buildPath(endpoint.path, {
    organisationId: f.organisationId,
    projectId: f.projectId,
    ...(options.params as Record<string, string>),
  });
  return api(endpoint.method, `${path}${options.query ? `?${options.query}` : ''}`, {
    headers: await bearer('admin'),
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
}
const ok = <T = Stakeholder>(response: ApiResponse, status = 200) => {
  expect(response.status, response.json.message).toBe(status);
  return response.json.payload as T;
};
const create = async (owners: string[]) =>
  ok(await call('createProjectStakeholder', { body: { stakeholder: (await newPerson()).id, owners } }), 201);

describe('a project stakeholder’s owners (several members)', () => {
  it('are kept with their names joined, changed as a whole, filtered by name and exported', async () => {
    const item = await create([ada, olu]);
    expect(item.owners).toEqual([ada, olu]);
    expect(item.ownersName).toBe('Ada Admin, Olu Owner');
    const changed = ok(
      await call('updateProjectStakeholder', {
        params: { projectStakeholderId: item.id },
        body: { owners: [cara], version: item.version },
      }),
    );
    expect([changed.owners, changed.ownersName]).toEqual([[cara], 'Cara Contributor']);
    const history = ok<{ field?: string; oldValue: unknown; newValue: unknown }[]>(
      await call('getProjectStakeholderHistory', { params: { projectStakeholderId: item.id } }),
    );
    expect(history.find((entry) => entry.field === 'owners')).toMatchObject({
      oldValue: [ada, olu],
      newValue: [cara],
    });

    const other = await create([olu]);
    const filtered = ok<Stakeholder[]>(
      await call('getProjectStakeholdersGridData', {
        query: `filters=${encodeURIComponent('owners-ct-contributor')}`,
      }),
    ).map((row) => row.id);
    expect(filtered).toContain(item.id);
    expect(filtered).not.toContain(other.id);

    const exported = await call('exportProjectStakeholders', { query: 'columns=refNumber,owners' });
    expect(exported.status).toBe(200);
    const sheet = strFromU8(unzipSync(new Uint8Array(exported.raw))['xl/sharedStrings.xml']!);
    expect(sheet).toContain('Cara Contributor');

    const cleared = ok(
      await call('clearProjectStakeholderField', {
        params: { projectStakeholderId: other.id, fieldPath: 'owners' },
        query: `version=${other.version}`,
      }),
    );
    expect([cleared.owners, cleared.ownersName]).toEqual([[], null]);
  });

  it('refuses an id that is no member of the organisation, naming the field', async () => {
    const person = await newPerson();
    for (const [owners, field] of [
      [[ada, randomUUID()], 'body.owners.1'],
      [[outsider], 'body.owners.0'],
    ] as const) {
      const response = await call('createProjectStakeholder', { body: { stakeholder: person.id, owners } });
      expect(response.status).toBe(400);
      expect(response.json.message).toMatch(new RegExp(`^${field.replace(/\./g, '\\.')}: not a member`));
    }
    const repeated = await call('createProjectStakeholder', {
      body: { stakeholder: person.id, owners: [ada, ada] },
    });
    expect(repeated.status).toBe(400);
    expect(repeated.json.message).toMatch(/^body\.owners/);
    const tooMany = await call('createProjectStakeholder', {
      body: { stakeholder: person.id, owners: Array.from({ length: 11 }, () => randomUUID()) },
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.json.message).toMatch(/^body\.owners/);
  });

  it('an upload reads the names joined as the export writes them, and names an unknown one', async () => {
    const [good, bad] = [await newPerson(), await newPerson()];
    const upload = (owners: string, stakeholder: string) =>
      call('createProjectStakeholdersFromUpload', {
        body: { newProjectStakeholders: [{ stakeholder, owners }], projectStakeholdersToReplace: [] },
      });
    const refused = await upload('Ada Admin, Nobody Known', bad.id);
    expect(refused.status).toBe(400);
    const rows = (refused.json.payload as { rows: { field: string; message: string }[] }).rows;
    expect(rows).toEqual([
      expect.objectContaining({ field: 'owners', message: expect.stringMatching(/Nobody Known/) }),
    ]);
    const created = ok<{ ids: string[] }>(await upload('olu owner, Ada Admin', good.id));
    const item = ok(
      await call('getProjectStakeholder', { params: { projectStakeholderId: created.ids[0] } }),
    );
    expect([item.owners, item.ownersName]).toEqual([[olu, ada], 'Olu Owner, Ada Admin']);
  });

  it('an item stored before the list existed reads its single owner as the list', async () => {
    const itemId = randomUUID();
    await projectStakeholderItemEntity
      .put({
        organisationId: f.organisationId,
        projectId: f.projectId,
        itemId,
        refNumber: 900_000 + Math.floor(Math.random() * 99_999),
        stakeholder: (await newPerson()).id,
        stakeholderName: 'Legacy Person',
        owner: olu,
        ownerName: 'Olu Owner',
        createdBy: 'test',
      } as never)
      .go();
    const item = ok(await call('getProjectStakeholder', { params: { projectStakeholderId: itemId } }));
    expect([item.owners, item.ownersName]).toEqual([[olu], 'Olu Owner']);
  });
});
