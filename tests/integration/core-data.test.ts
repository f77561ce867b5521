import { unzipSync, strFromU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { buildPath } from '@tandem/shared/contract/endpoints';
import { coreDataEndpointId, coreDataEndpoints } from '@tandem/shared/core-data/contract';
import { coreDataKindNames, type CoreDataKind } from '@tandem/shared/core-data/kinds';
import { demoOrganisations } from '@tandem/infra/local/src/seed/demo-data';
import { firstDemoItemId } from '@tandem/infra/local/src/seed/core-data-seed';
import { api, type ApiResponse } from './api';
import { createItem, sampleBody } from './core-data-fixtures';
import { bearer } from './sessions';
import { apiUrl } from './worker-stack';

const { readHistory } = await import('@tandem/functions/data/history');

const organisationId = demoOrganisations.a.organisationId;
const unknownId = '00000000-0000-4000-8000-0000000000ff';
type Verb = 'list' | 'get' | 'create' | 'update' | 'delete' | 'export';

async function call(
  kind: CoreDataKind,
  verb: Verb,
  options: { itemId?: string; query?: string; body?: unknown; user?: string } = {},
): Promise<ApiResponse> {
  const endpoint = coreDataEndpoints[coreDataEndpointId(kind, verb)];
  const path = buildPath(endpoint.path, { organisationId, itemId: options.itemId ?? unknownId });
  return api(endpoint.method, `${path}${options.query ? `?${options.query}` : ''}`, {
    headers: await bearer(options.user ?? 'admin'),
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
}

type Page = { items: ({ id: string; name: string } & Record<string, unknown>)[]; totalItems: number };
const page = (response: ApiResponse) => response.json.payload as Page;
const field = (response: ApiResponse) => (response.json.payload as { field?: string })?.field;
const countOf = async (kind: CoreDataKind) =>
  page(await call(kind, 'list', { query: 'pageSize=500' })).totalItems;

/** The header row of the first sheet of an .xlsx, read with fflate. */
function headerCells(base64: string) {
  const files = unzipSync(new Uint8Array(Buffer.from(base64, 'base64')));
  const shared = files['xl/sharedStrings.xml']
    ? [...strFromU8(files['xl/sharedStrings.xml']).matchAll(/<si>(.*?)<\/si>/gs)].map((match) =>
        [...match[1]!.matchAll(/<t[^>]*>(.*?)<\/t>/gs)].map((t) => t[1]).join(''),
      )
    : [];
  const sheet = strFromU8(files['xl/worksheets/sheet1.xml']!);
  const firstRow = /<row[^>]*>(.*?)<\/row>/s.exec(sheet)![1]!;
  return [...firstRow.matchAll(/<c ([^>]*)>(.*?)<\/c>/gs)].map(([, attributes, inner]) =>
    /t="s"/.test(attributes!)
      ? shared[Number(/<v>(\d+)<\/v>/.exec(inner!)![1])]
      : /<t[^>]*>(.*?)<\/t>/s.exec(inner!)?.[1],
  );
}

async function download(kind: CoreDataKind, query: string) {
  const endpoint = coreDataEndpoints[coreDataEndpointId(kind, 'export')];
  const { request } = await import('node:http');
  const url = new URL(`${buildPath(endpoint.path, { organisationId })}?${query}`, apiUrl());
  const headers = await bearer('contributor');
  return new Promise<{ status: number; contentType: string; body: Buffer }>((resolve, reject) => {
    request(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          contentType: String(response.headers['content-type']),
          body: Buffer.concat(chunks),
        }),
      );
    })
      .on('error', reject)
      .end();
  });
}

describe('core data: every kind round-trips create → get → list → update → delete', () => {
  it.each(coreDataKindNames)('%s', async (kind) => {
    const body = sampleBody[kind]();
    const created = await call(kind, 'create', { body });
    expect(created.status).toBe(201);
    const item = created.json.payload as { id: string; version: number; name: string };
    expect(item.version).toBe(1);
    expect((await call(kind, 'get', { itemId: item.id, user: 'contributor' })).json.payload).toEqual(item);
    const listed = page(await call(kind, 'list', { query: 'pageSize=500', user: 'contributor' }));
    expect(listed.items.map((row) => row.id)).toContain(item.id);
    const updated = await call(kind, 'update', {
      itemId: item.id,
      body: { ...sampleBody[kind](), version: 1 },
      user: 'owner',
    });
    expect(updated.status).toBe(200);
    expect((updated.json.payload as { version: number }).version).toBe(2);
    expect((await call(kind, 'delete', { itemId: item.id })).status).toBe(200);
    expect((await call(kind, 'get', { itemId: item.id })).status).toBe(404);
    const history = await readHistory({ organisationId, entityType: `coreData.${kind}`, entityId: item.id });
    expect(new Set(history.map((entry) => entry.action))).toEqual(new Set(['create', 'update', 'delete']));
  });
});

describe('core data: seeded locations list', () => {
  it('is sorted by name, pages, filters and sorts by coordinates', async () => {
    const first = page(await call('location', 'list', { query: 'page=1&pageSize=5', user: 'contributor' }));
    expect(first.items).toHaveLength(5);
    expect(first.totalItems).toBeGreaterThanOrEqual(12);
    const names = first.items.map((item) => item.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en-GB')));
    const london = page(await call('location', 'list', { query: 'filters=city-eq-London' }));
    expect(london.items.map((item) => item.name).sort()).toEqual([
      'Royal London Hospital',
      "St Thomas' Hospital",
    ]);
    const north = page(await call('location', 'list', { query: 'sorts=-latitude&pageSize=1' }));
    expect(north.items[0]).toMatchObject({ name: 'Royal Victoria Infirmary', latitude: 54.9799 });
  });

  it('refuses an unknown sort key naming query.sorts', async () => {
    const response = await call('location', 'list', { query: 'sorts=secret' });
    expect(response.status).toBe(400);
    expect(field(response)).toBe('query.sorts');
  });
});

describe('core data: bad input is refused naming the field, nothing half-written', () => {
  const cases: [string, CoreDataKind, Record<string, unknown>, string][] = [
    ['latitude above 90', 'location', { name: 'Too far north', latitude: 90.5 }, 'body.latitude'],
    ['longitude below -180', 'location', { name: 'Too far west', longitude: -181 }, 'body.longitude'],
    ['latitude as text', 'location', { name: 'Wrong type', latitude: 'north' }, 'body.latitude'],
    ['missing name', 'location', { city: 'York' }, 'body.name'],
    ['blank name', 'role', { name: '   ' }, 'body.name'],
    ['over-long name', 'role', { name: 'x'.repeat(201) }, 'body.name'],
    ['over-long description', 'role', { name: 'Fine', description: 'x'.repeat(1001) }, 'body.description'],
    ['invalid email', 'stakeholder', { firstName: 'A', lastName: 'B', email: 'not-an-email' }, 'body.email'],
    ['missing process identifier', 'process', { name: 'No id' }, 'body.uniqueIdentifier'],
    [
      'status outside the enumeration',
      'trainingProgress',
      { name: 'X', trainingProgressStatus: 99 },
      'body.trainingProgressStatus',
    ],
    ['bad colour', 'label', { name: 'X', colour: 'red' }, 'body.colour'],
    ['unknown field', 'businessArea', { name: 'X', surprise: 1 }, 'body.surprise'],
    [
      'unknown business area id',
      'stakeholder',
      { firstName: 'A', lastName: 'B', email: 'a.b@example.com', businessAreaId: unknownId },
      'body.businessAreaId',
    ],
    [
      'unknown place group id',
      'location',
      { name: 'Orphan site', placeGroupId: unknownId },
      'body.placeGroupId',
    ],
  ];
  it.each(cases)('%s', async (_, kind, body, expected) => {
    const before = await countOf(kind);
    const response = await call(kind, 'create', { body });
    expect(response.status).toBe(400);
    expect(field(response)).toBe(expected);
    expect(await countOf(kind)).toBe(before);
  });

  it('unknown ids answer 404 for get, update and delete', async () => {
    expect((await call('location', 'get')).status).toBe(404);
    expect(
      (await call('location', 'update', { body: { ...sampleBody.location(), version: 1 } })).status,
    ).toBe(404);
    expect((await call('location', 'delete')).status).toBe(404);
  });

  it('an item of another kind is not found under this kind', async () => {
    expect((await call('role', 'get', { itemId: firstDemoItemId('a', 'location') })).status).toBe(404);
  });
});

describe('core data: uniqueness and concurrency', () => {
  it('refuses a duplicate name ignoring case with 409 naming body.name', async () => {
    const before = await countOf('location');
    const response = await call('location', 'create', { body: { name: 'leeds general INFIRMARY' } });
    expect(response.status).toBe(409);
    expect(field(response)).toBe('body.name');
    expect(response.json.message).toContain('name');
    expect(await countOf('location')).toBe(before);
  });

  it('processes are unique by identifier, not by name', async () => {
    const one = await createItem('process');
    const again = await call('process', 'create', {
      body: { name: one.name, uniqueIdentifier: (one.uniqueIdentifier as string).toLowerCase() },
    });
    expect(again.status).toBe(409);
    expect(field(again)).toBe('body.uniqueIdentifier');
    expect((await call('process', 'create', { body: sampleBody.process() })).status).toBe(201);
  });

  it('stakeholders are unique by email; same names are fine', async () => {
    const one = await createItem('stakeholder');
    const duplicate = await call('stakeholder', 'create', {
      body: { ...sampleBody.stakeholder(), email: (one.email as string).toUpperCase() },
    });
    expect(duplicate.status).toBe(409);
    expect(field(duplicate)).toBe('body.email');
  });

  it('a rename frees the old name and takes the new one', async () => {
    const first = await createItem('role');
    const newName = `${first.name} renamed`;
    const renamed = await call('role', 'update', { itemId: first.id, body: { name: newName, version: 1 } });
    expect(renamed.status).toBe(200);
    expect((await call('role', 'create', { body: { name: first.name } })).status).toBe(201);
    expect((await call('role', 'create', { body: { name: newName.toUpperCase() } })).status).toBe(409);
  });

  it('a stale version answers 409 and keeps the first change', async () => {
    const item = await createItem('location');
    const first = await call('location', 'update', {
      itemId: item.id,
      body: { name: item.name, city: 'First', version: 1 },
    });
    expect(first.status).toBe(200);
    const second = await call('location', 'update', {
      itemId: item.id,
      body: { name: item.name, city: 'Second', version: 1 },
      user: 'owner',
    });
    expect(second.status).toBe(409);
    const stored = (await call('location', 'get', { itemId: item.id })).json.payload as Record<
      string,
      unknown
    >;
    expect(stored).toMatchObject({ city: 'First', version: 2 });
  });

  it('writes one history entry per changed field with old and new values', async () => {
    const item = await createItem('location');
    await call('location', 'update', {
      itemId: item.id,
      body: { name: item.name, city: 'Leeds', latitude: 53.8, version: 1 },
    });
    const history = await readHistory({ organisationId, entityType: 'coreData.location', entityId: item.id });
    const updates = history.filter((entry) => entry.action === 'update');
    expect(updates.map((entry) => entry.field).sort()).toEqual([
      'city',
      'country',
      'latitude',
      'longitude',
      'streetAddress',
    ]);
    expect(updates.find((entry) => entry.field === 'city')).toMatchObject({
      oldValue: '"York"',
      newValue: '"Leeds"',
      version: 2,
    });
  });
});

describe('core data: export', () => {
  it('answers an .xlsx with the requested columns in the requested order', async () => {
    const response = await download('location', 'columns=city,name,latitude');
    expect(response.status, response.body.toString('utf8').slice(0, 300)).toBe(200);
    expect(response.contentType).toContain('spreadsheetml');
    expect(headerCells(response.body.toString('base64'))).toEqual(['City', 'Name', 'Latitude']);
  });

  it('shows the referenced business area by name', async () => {
    const response = await download(
      'stakeholder',
      'columns=firstName,businessAreaId&filters=lastName-eq-Hart',
    );
    const files = unzipSync(new Uint8Array(response.body));
    const text = Object.entries(files)
      .filter(([name]) => name.endsWith('.xml'))
      .map(([, content]) => strFromU8(content))
      .join('');
    expect(headerCells(response.body.toString('base64'))).toEqual(['First name', 'Business area']);
    expect(text).toContain('Nursing');
    expect(text).not.toContain(firstDemoItemId('a', 'businessArea'));
  });

  it('refuses an unknown column naming query.columns', async () => {
    const response = await call('location', 'export', { query: 'columns=name,secret' });
    expect(response.status).toBe(400);
    expect(field(response)).toBe('query.columns');
  });
});

describe('industries', () => {
  it('any signed-in member reads the fixed list', async () => {
    const response = await api('GET', coreDataEndpoints.listIndustries.path, {
      headers: await bearer('reader'),
    });
    expect(response.status).toBe(200);
    expect(response.json.payload).toContainEqual({ id: 'healthcare', name: 'Health and social care' });
  });
});
