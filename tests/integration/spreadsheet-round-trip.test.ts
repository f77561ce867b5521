import readXlsxFile from 'read-excel-file/node';
import { describe, expect, it } from 'vitest';
import { buildPath } from '@tandem/shared/contract/endpoints';
import { CustomFieldType } from '@tandem/shared/core/custom-field-types';
import { customFieldEndpoints } from '@tandem/shared/custom-fields/contract';
import { impactEndpoints } from '@tandem/shared/impacts/contract';
import { impacts } from '@tandem/shared/impacts/impact';
import { restoredCell } from '@tandem/shared/spreadsheet/formula-cell';
import { tagEndpoints } from '@tandem/shared/tags/contract';
import { demoCoreDataId } from '@tandem/infra/local/src/seed/core-data-seed';
import { api, type ApiResponse } from './api';
import { demoFixtures as f } from './matrix/probe';
import { bearer } from './sessions';

// Issue 28 items 1 and 3: the app imports its own export unchanged, every field kind filled.
const endpoints = { ...impactEndpoints, ...tagEndpoints, ...customFieldEndpoints };
type Id = keyof typeof endpoints;
type Item = { id: string; version: number } & Record<string, unknown>;
const projectParams = { organisationId: f.organisationId, projectId: f.projectId };
const run = `rt${Date.now().toString(36)}`;

async function call(
  id: Id,
  options: { as?: string; params?: Record<string, string>; query?: string; body?: unknown } = {},
): Promise<ApiResponse> {
  const endpoint = endpoints[id];
  const path = buildPath(endpoint.path, { ...projectParams, ...options.params });
  return api(endpoint.method, `${path}${options.query ? `?${options.query}` : ''}`, {
    headers: await bearer((options.as ?? 'admin') as never),
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
}
async function ok<T>(id: Id, options: Parameters<typeof call>[1] = {}, status = 200) {
  const response = await call(id, options);
  expect(response.status, response.json.message).toBe(status);
  return response.json.payload as T;
}

/** The sheet's rows as the web import reads them: text cells, formula-like text restored. */
async function sheetRows(raw: Buffer) {
  const sheets = (await readXlsxFile(raw)) as unknown as { data: unknown[][] }[] | unknown[][];
  const data = (Array.isArray(sheets[0]) ? sheets : (sheets[0] as { data: unknown[][] }).data) as unknown[][];
  const [header, ...rows] = data;
  return rows.map((row) =>
    Object.fromEntries(
      header!.map((name, index) => {
        const cell = row[index];
        return [String(name), typeof cell === 'string' ? restoredCell(cell) : cell];
      }),
    ),
  );
}

describe('impacts: export, then import the same file', () => {
  it('creates impacts equal to the exported ones in every field, tags and custom values included', async () => {
    const fields = [
      await ok<{ id: string }>(
        'createCustomField',
        {
          as: 'owner',
          body: { name: `${run} Notes`, type: CustomFieldType.RICH_TEXT, entityKinds: ['impact'] },
        },
        201,
      ),
      await ok<{ id: string }>(
        'createCustomField',
        { as: 'owner', body: { name: `${run} Cost`, type: CustomFieldType.INT, entityKinds: ['impact'] } },
        201,
      ),
      await ok<{ id: string }>(
        'createCustomField',
        { as: 'owner', body: { name: `${run} Code`, type: CustomFieldType.STRING, entityKinds: ['impact'] } },
        201,
      ),
    ];
    const tag = await ok<{ id: string; text: string }>('createTag', { body: { text: `${run} pilot` } }, 201);
    const original = await ok<Item>(
      'createImpact',
      {
        body: {
          name: `=${run} original`,
          description: '<p>First <i>italic</i> and <strong>bold</strong>.</p><p>Second paragraph.</p>',
          impactLevel: 7,
          mitigationConfidence: 0,
          impactTypes: [1, 3],
          owner: f.userId('admin'),
          progressStatus: 2,
          startDate: '2026-09-01',
          endDate: '2026-12-31',
          totalPeopleImpacted: 250,
          businessAreas: [
            demoCoreDataId('a', 'businessArea', 'Finance'),
            demoCoreDataId('a', 'businessArea', 'HR'),
          ],
          locations: [],
        },
      },
      201,
    );
    const empty = await ok<Item>('createImpact', { body: { name: `=${run} empty` } }, 201);
    await ok('addImpactTag', { params: { impactId: original.id }, body: { tagId: tag.id } });
    let version = original.version;
    for (const [field, value] of [
      [fields[0]!, { valueString: '<p>Note <i>one</i></p><p>two</p>' }],
      [fields[1]!, { valueInt: -12 }],
      [fields[2]!, { valueString: '-A7' }],
    ] as const)
      version = (
        await ok<Item>('updateImpactCustomField', {
          params: { impactId: original.id, fieldId: field.id },
          body: { ...value, version },
        })
      ).version;

    const exported = await call('exportImpacts', {
      query: `filters=${encodeURIComponent(`name-ct-${run}`)}&sorts=refNumber`,
    });
    expect(exported.status).toBe(200);
    const rows = await sheetRows(exported.raw);
    expect(rows).toHaveLength(2);
    // No raw HTML, no -1 for "not given", no ISO timestamps.
    const text = JSON.stringify(rows);
    expect(text).not.toMatch(/<\/?(p|i|strong)>/);
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
    expect(rows[1]!['Impact level']).toBeNull();
    expect(rows[0]!['Start date']).toBe('01/09/2026');
    expect(rows[0]!['Business areas']).toBe('Finance, HR');

    // As the web import sends the mapped cells: fields by key, custom values by field id.
    const headerKey = new Map<string, string>([
      ...Object.entries(impacts.declaration.fields).map(([key, field]) => [field.label, key] as const),
      ['Tags', 'tags'],
    ]);
    const upload = rows.map((row) => {
      const out: Record<string, unknown> = {};
      for (const [header, cell] of Object.entries(row)) {
        if (cell === null || cell === undefined || cell === '') continue;
        const custom = fields.find(
          (field, index) => header === [`${run} Notes`, `${run} Cost`, `${run} Code`][index],
        );
        if (custom) out.customFields = { ...(out.customFields as object), [custom.id]: cell };
        else if (headerKey.has(header)) out[headerKey.get(header)!] = cell;
      }
      out.name = `${String(out.name)} again`;
      return out;
    });
    const imported = await ok<{ ids: string[] }>('createImpactsFromUpload', {
      body: { newImpacts: upload, impactsToReplace: [] },
    });
    const [copy, emptyCopy] = await Promise.all(
      imported.ids.map((id) => ok<Item>('getImpact', { params: { impactId: id } })),
    );
    const before = await ok<Item>('getImpact', { params: { impactId: original.id } });
    const compared = (item: Item) => ({
      ...Object.fromEntries(Object.keys(impacts.declaration.fields).map((key) => [key, item[key]])),
      ownerName: item.ownerName,
      name: undefined,
      customFields: item.customFields,
      tags: (item.tags as { text: string }[] | undefined)?.map((one) => one.text),
    });
    expect(compared(copy!)).toEqual(compared(before));
    expect(copy!.name).toBe(`=${run} original again`);
    expect(compared(emptyCopy!)).toEqual(compared(empty));
  });

  it('says in plain words which cell of which row does not read, naming nobody’s field as an id', async () => {
    const bad = await call('createImpactsFromUpload', {
      body: {
        newImpacts: [
          {
            name: 'x',
            impactLevel: 15,
            startDate: '2027-13-45',
            owner: 'Nobody Known',
            progressStatus: 'Sideways',
            totalPeopleImpacted: 'abc',
          },
        ],
        impactsToReplace: [],
      },
    });
    expect(bad.status).toBe(400);
    const problems = (bad.json.payload as { rows: { field: string; message: string }[] }).rows;
    expect(Object.fromEntries(problems.map((problem) => [problem.field, problem.message]))).toEqual({
      impactLevel: '“15” is out of range: use a whole number from 1 to 10, or leave it empty.',
      startDate: '“2027-13-45” is not a date: write it as dd/mm/yyyy.',
      owner: 'No one called “Nobody Known” is a member of the organisation.',
      progressStatus: expect.stringMatching(/^“Sideways” is not a progress status/),
      totalPeopleImpacted: '“abc” is not a number.',
    });
  });
});
