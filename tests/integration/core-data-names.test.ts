import { describe, expect, it } from 'vitest';
import { buildPath, endpoints } from '@tandem/shared/contract/endpoints';
import { projectEntities } from '@tandem/shared/contract/project-entities';
import { demoItemsOf } from '@tandem/infra/local/src/seed/core-data-seed';
import { api, type ApiResponse } from './api';
import { demoFixtures as f } from './matrix/probe';
import { bearer } from './sessions';

type Name = { id: string; name: string };
const namesPath = buildPath(endpoints.listCoreDataNames.path, { organisationId: f.organisationId });
const names = async (user: string, query: string) =>
  api('GET', `${namesPath}?${query}`, { headers: await bearer(user) });

/** Every `coreDataIds` field of every kit entity, with the call its names come from. */
const referencingFields = projectEntities.flatMap(({ declaration }) =>
  Object.entries(
    declaration.fields as Record<string, { kind: string; listEndpoint?: string; listKind?: string }>,
  )
    .filter(([, field]) => field.kind === 'coreDataIds')
    .map(([key, field]) => ({ entity: declaration.name, key, ...field })),
);

describe('the names of core data items (issue 28 item 4)', () => {
  it('a reader may read the names of what an impact references, though not the Core data lists', async () => {
    const areas = await names('reader', 'kind=businessArea');
    expect(areas.status, areas.json.message).toBe(200);
    // Other test files add areas to the same organisation: every seeded one is there, all sorted by name.
    const answered = areas.json.payload as Name[];
    expect(answered).toEqual(
      expect.arrayContaining(demoItemsOf('a', 'businessArea').map(({ id, name }) => ({ id, name }))),
    );
    expect(answered.map((one) => one.name)).toEqual(
      answered.map((one) => one.name).sort((a, b) => a.localeCompare(b, 'en-GB')),
    );
    const places = await names('reader', 'kind=location');
    expect((places.json.payload as Name[]).map((one) => one.id)).toEqual(
      expect.arrayContaining(demoItemsOf('a', 'location').map(({ id }) => id)),
    );
    // The Core data pages stay contributor and up (spec §6): the full list is still refused.
    const path = buildPath(endpoints.listBusinessAreas.path, { organisationId: f.organisationId });
    expect((await api('GET', path, { headers: await bearer('reader') })).status).toBe(403);
  });

  it('every kit field naming core data reads its names from a call the reader may make', async () => {
    expect(referencingFields.map(({ entity, key }) => `${entity}.${key}`)).toContain('impact.businessAreas');
    for (const field of referencingFields) {
      expect(field.listEndpoint, `${field.entity}.${field.key}`).toBe('listCoreDataNames');
      const response: ApiResponse = await names('reader', `kind=${field.listKind}`);
      expect(response.status, `${field.entity}.${field.key}`).toBe(200);
    }
  });

  it('an unknown kind is a 400 naming the field; an outsider gets 404, no token 401', async () => {
    const bad = await names('reader', 'kind=secrets');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.json)).toContain('kind');
    expect((await names('reader', '')).status).toBe(400);
    expect((await names('outsider', 'kind=businessArea')).status).toBe(404);
    expect((await api('GET', `${namesPath}?kind=businessArea`)).status).toBe(401);
  });
});
