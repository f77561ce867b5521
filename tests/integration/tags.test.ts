import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { benefits } from '@tandem/shared/benefits/benefit';
import { buildPath } from '@tandem/shared/contract/endpoints';
import { CustomFieldType } from '@tandem/shared/core/custom-field-types';
import { customFieldEndpoints } from '@tandem/shared/custom-fields/contract';
import { tagEndpoints } from '@tandem/shared/tags/contract';
import { demoTagId } from '@tandem/infra/local/src/seed/action-seed';
import { api, type ApiResponse } from './api';
import { demoFixtures as f } from './matrix/probe';
import { bearer } from './sessions';

const endpoints = { ...benefits.endpoints, ...tagEndpoints, ...customFieldEndpoints };
type Id = keyof typeof endpoints;
type Tag = { id: string; text: string };
type Benefit = {
  id: string;
  name: string;
  version: number;
  tags: Tag[];
  customFields: Record<string, string | number>;
};
const run = `t${Date.now().toString(36)}`;

async function call(
  id: Id,
  options: { as?: string; params?: Record<string, string>; query?: string; body?: unknown } = {},
): Promise<ApiResponse> {
  const endpoint = endpoints[id];
  const path = buildPath(endpoint.path, {
    organisationId: f.organisationId,
    projectId: f.projectId,
    ...options.params,
  });
  return api(endpoint.method, `${path}${options.query ? `?${options.query}` : ''}`, {
    headers: await bearer((options.as ?? 'admin') as never),
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
}
const payload = <T>(response: ApiResponse) => response.json.payload as T;

async function ok<T>(id: Id, options: Parameters<typeof call>[1] = {}, status = 200): Promise<T> {
  const response = await call(id, options);
  expect(response.status, `${id}: ${response.json.message}`).toBe(status);
  return payload<T>(response);
}
const newTag = (text: string) => ok<Tag>('createTag', { body: { text } }, 201);
const newBenefit = (name: string) => ok<Benefit>('createBenefit', { body: { name: `${run} ${name}` } }, 201);
const usage = (tag: Tag) =>
  ok<{ usageCount: number; byKind: Record<string, number> }>('getTagUsageCount', {
    params: { tagId: tag.id },
  });
const tagsOf = async (benefit: Benefit) =>
  (await ok<Benefit>('getBenefit', { params: { benefitId: benefit.id } })).tags.map((tag) => tag.text);

async function setFlag(flag: 'tagsEnabled' | 'customPropertiesEnabled', value: '0' | '1') {
  const path = `/api/v1/organisations/${f.organisationId}/settings`;
  const headers = await bearer('admin');
  const { version } = payload<{ version: number }>(await api('GET', path, { headers }));
  const response = await api('PUT', path, { headers, body: JSON.stringify({ [flag]: value, version }) });
  expect(response.status).toBe(200);
}

describe('organisation tags', () => {
  it('typing creates a tag once (same text in any case answers the same tag) and search finds it', async () => {
    const tag = await newTag(`${run} Board ready`);
    expect((await newTag(`  ${run.toUpperCase()} board READY `)).id).toBe(tag.id);
    const found = await ok<Tag[]>('searchTags', { params: { text: `${run} board` } });
    expect(found).toEqual([tag]);
    expect(await ok<Tag>('getTag', { params: { tagId: tag.id } })).toEqual(tag);
    expect((await ok<Tag[]>('listTags')).map((one) => one.id)).toContain(tag.id);
    // Starts-with matches come before contains matches.
    const [first] = await ok<Tag[]>('searchTags', { params: { text: 'quick' } });
    expect(first!.text).toBe('Quick win');
  });

  it('adds and removes one tag, adds in bulk, counts usage per kind, and lists filters contains either / all', async () => {
    const [red, blue] = [await newTag(`${run} red`), await newTag(`${run} blue`)];
    const [one, two, three] = [await newBenefit('one'), await newBenefit('two'), await newBenefit('three')];
    expect(
      (await ok<Tag[]>('addBenefitTag', { params: { benefitId: one.id }, body: { tagId: red.id } })).map(
        (tag) => tag.text,
      ),
    ).toEqual([red.text]);
    const bulk = await ok<{ updated: string[]; skipped: { id: string }[] }>('addBenefitsTags', {
      body: { benefitIds: [one.id, two.id, three.id], tagIds: [red.id] },
    });
    expect(bulk.updated.sort()).toEqual([two.id, three.id].sort());
    expect(bulk.skipped.map((skip) => skip.id)).toEqual([one.id]);
    await ok('addBenefitsTags', { body: { benefitIds: [one.id], tagIds: [blue.id] } });
    expect(await tagsOf(one)).toEqual([blue.text, red.text].sort());
    expect(await usage(red)).toMatchObject({ usageCount: 3, byKind: { benefits: 3 } });

    const ids = async (filter: string) =>
      (await ok<Benefit[]>('getBenefitsGridData', { query: `filters=${encodeURIComponent(filter)}` }))
        .map((item) => item.id)
        .filter((id) => [one.id, two.id, three.id].includes(id))
        .sort();
    expect(await ids(`tags-ct-${red.id}|${blue.id}`)).toEqual([one.id, two.id, three.id].sort());
    expect(await ids(`tags-ct-${red.id}+${blue.id}`)).toEqual([one.id]);

    const after = await ok<Tag[]>('removeBenefitTag', { params: { benefitId: one.id, tagId: red.id } });
    expect(after.map((tag) => tag.text)).toEqual([blue.text]);
    expect(await usage(red)).toMatchObject({ usageCount: 2 });
    const inUse = await ok<{ id: string; count: number }[]>('getBenefitsTags');
    expect(inUse.find((tag) => tag.id === red.id)?.count).toBe(2);
  });

  it('keeps every tag change of an item in its history (the texts before and after), the version unmoved', async () => {
    const [red, blue] = [await newTag(`${run} hist red`), await newTag(`${run} hist blue`)];
    const item = await newBenefit('history');
    await ok('addBenefitTag', { params: { benefitId: item.id }, body: { tagId: red.id } });
    await ok('addBenefitsTags', { body: { benefitIds: [item.id], tagIds: [blue.id, red.id] } });
    await ok('removeBenefitTag', { params: { benefitId: item.id, tagId: red.id } });
    // Adding a tag it has, or removing one it has not, changes nothing and writes no history.
    await ok('addBenefitTag', { params: { benefitId: item.id }, body: { tagId: blue.id } });
    await ok('removeBenefitTag', { params: { benefitId: item.id, tagId: red.id } });
    type Entry = { field?: string; oldValue: unknown; newValue: unknown; version: number };
    const history = await ok<Entry[]>('getBenefitHistory', { params: { benefitId: item.id } });
    const tagChanges = history
      .filter((entry) => entry.field === 'tags')
      .map(({ oldValue, newValue, version }) => ({ oldValue, newValue, version }));
    expect(tagChanges).toEqual([
      { oldValue: [blue.text, red.text].sort(), newValue: [blue.text], version: item.version },
      { oldValue: [red.text], newValue: [blue.text, red.text].sort(), version: item.version },
      { oldValue: [], newValue: [red.text], version: item.version },
    ]);
    expect((await ok<Benefit>('getBenefit', { params: { benefitId: item.id } })).version).toBe(item.version);
  });

  it('renames (items show the new text), refuses a clash, merges and deletes with the usage it had', async () => {
    const [a, b] = [await newTag(`${run} alpha`), await newTag(`${run} beta`)];
    const [x, y] = [await newBenefit('x'), await newBenefit('y')];
    await ok('addBenefitsTags', { body: { benefitIds: [x.id, y.id], tagIds: [a.id] } });
    await ok('addBenefitsTags', { body: { benefitIds: [y.id], tagIds: [b.id] } });

    await ok('renameTag', { params: { tagId: a.id }, body: { text: `${run} gamma` } });
    expect(await tagsOf(x)).toEqual([`${run} gamma`]);
    const clash = await call('renameTag', { params: { tagId: a.id }, body: { text: b.text.toUpperCase() } });
    expect(clash.status).toBe(400);
    expect(clash.json.message).toMatch(/^body\.text: .*merge/);
    expect((await call('mergeTag', { params: { tagId: a.id }, body: { intoTagId: a.id } })).status).toBe(400);

    const merged = await ok<{ tag: Tag; moved: number }>('mergeTag', {
      params: { tagId: a.id },
      body: { intoTagId: b.id },
    });
    expect(merged).toEqual({ tag: b, moved: 2 });
    expect(await usage(b)).toMatchObject({ usageCount: 2 });
    expect((await call('getTag', { params: { tagId: a.id } })).status).toBe(404);
    expect(await tagsOf(y)).toEqual([b.text]);

    expect(await ok('deleteTag', { params: { tagId: b.id } })).toMatchObject({ usageCount: 2 });
    expect(await tagsOf(x)).toEqual([]);
    expect((await call('getTagUsageCount', { params: { tagId: b.id } })).status).toBe(404);
  });

  it('a merge mends the tag ids actions keep on the item', async () => {
    const source = await newTag(`${run} action source`);
    const target = await newTag(`${run} action target`);
    const actionsBase = `/api/v1/organisations/${f.organisationId}/projects/${f.projectId}/actions`;
    const headers = await bearer('admin');
    const list = await api('GET', `${actionsBase}?page=1&pageSize=1`, { headers });
    const action = payload<{ items: { id: string }[] }>(list).items[0]!;
    const add = await api('POST', `${actionsBase}/tags`, {
      headers,
      body: JSON.stringify({ actionIds: [action.id], tagIds: [source.id] }),
    });
    expect(add.status).toBe(200);
    await ok('mergeTag', { params: { tagId: source.id }, body: { intoTagId: target.id } });
    const after = payload<{ tags: Tag[] }>(await api('GET', `${actionsBase}/${action.id}`, { headers }));
    expect(after.tags.map((tag) => tag.id)).toContain(target.id);
    expect(after.tags.map((tag) => tag.id)).not.toContain(source.id);
  });

  it('never reaches another organisation’s tags', async () => {
    const benefit = await newBenefit('tenant');
    const theirs = demoTagId('b', 'Safety critical');
    const add = await call('addBenefitTag', { params: { benefitId: benefit.id }, body: { tagId: theirs } });
    expect(add.status).toBe(400);
    expect(add.json.message).toMatch(/^body\.tagId/);
    expect((await call('getTag', { params: { tagId: theirs } })).status).toBe(404);
    const mine = await newTag(`${run} mine`);
    const merge = await call('mergeTag', { params: { tagId: mine.id }, body: { intoTagId: theirs } });
    expect(merge.status).toBe(404);
    expect((await call('deleteTag', { as: 'outsider', params: { tagId: mine.id } })).status).toBe(404);
  });

  it('while tags are off, every tag write is refused with a clear message; reads still answer', async () => {
    const tag = await newTag(`${run} switched`);
    const benefit = await newBenefit('switched');
    await setFlag('tagsEnabled', '0');
    try {
      for (const response of [
        await call('createTag', { body: { text: `${run} refused` } }),
        await call('addBenefitTag', { params: { benefitId: benefit.id }, body: { tagId: tag.id } }),
        await call('addBenefitsTags', { body: { benefitIds: [benefit.id], tagIds: [tag.id] } }),
        await call('renameTag', { params: { tagId: tag.id }, body: { text: `${run} other` } }),
        await call('deleteTag', { params: { tagId: tag.id } }),
      ]) {
        expect(response.status).toBe(403);
        expect(response.json.message).toMatch(/Tags are switched off/);
      }
      expect((await call('listTags')).status).toBe(200);
    } finally {
      await setFlag('tagsEnabled', '1');
    }
    expect(
      (await call('addBenefitTag', { params: { benefitId: benefit.id }, body: { tagId: tag.id } })).status,
    ).toBe(200);
  });
});

describe('custom fields', () => {
  it('an owner defines an Int field for benefits; values are set, kept in history, sorted, filtered and exported', async () => {
    const field = await ok<{ id: string; version: number }>(
      'createCustomField',
      { as: 'owner', body: { name: `${run} Savings`, type: CustomFieldType.INT, entityKinds: ['benefit'] } },
      201,
    );
    expect(field.id).toMatch(/^[A-Za-z][A-Za-z0-9]+$/);
    const [low, high] = [await newBenefit('low'), await newBenefit('high')];
    const set = (benefit: Benefit, value: unknown) =>
      call('updateBenefitCustomField', {
        params: { benefitId: benefit.id, fieldId: field.id },
        body: { ...(value as object), version: benefit.version },
      });
    const saved = payload<Benefit>(await set(low, { valueInt: 5 }));
    expect(saved.customFields[field.id]).toBe(5);
    expect(saved.version).toBe(low.version + 1);
    await set(high, { valueInt: 900 });
    const wrong = await set(high, { valueString: 'nine hundred' });
    expect(wrong.status).toBe(400);
    expect(wrong.json.message).toMatch(/^body\.valueString/);
    expect((await set(low, { valueInt: 6 })).status).toBe(409);

    const history = await ok<{ field: string | null; oldValue: unknown; newValue: unknown }[]>(
      'getBenefitHistory',
      { params: { benefitId: low.id } },
    );
    expect(history[0]).toMatchObject({ field: `custom.${field.id}` });

    const key = `custom.${field.id}`;
    const sorted = await ok<Benefit[]>('getBenefitsGridData', {
      query: `sorts=-${key}&filters=${encodeURIComponent(`${key}-gt-1`)}`,
    });
    expect(sorted.map((item) => item.id)).toEqual([high.id, low.id]);

    const exported = await call('exportBenefits', { query: `columns=refNumber,name,${key}` });
    expect(exported.status).toBe(200);
    const sheet = strFromU8(unzipSync(new Uint8Array(exported.raw))['xl/sharedStrings.xml']!);
    expect(sheet).toContain(`${run} Savings`);
  });

  it('takes custom values in create-from-upload, by field id, naming each bad cell; replacing keeps the others', async () => {
    const field = await ok<{ id: string }>(
      'createCustomField',
      {
        as: 'owner',
        body: { name: `${run} Upload Int`, type: CustomFieldType.INT, entityKinds: ['benefit'] },
      },
      201,
    );
    const note = await ok<{ id: string }>(
      'createCustomField',
      {
        as: 'owner',
        body: { name: `${run} Upload note`, type: CustomFieldType.STRING, entityKinds: ['benefit'] },
      },
      201,
    );
    const upload = (body: unknown) => call('createBenefitsFromUpload', { body });
    const bad = await upload({
      newBenefits: [
        { name: `${run} up ok`, customFields: { [field.id]: '12' } },
        { name: `${run} up bad`, customFields: { [field.id]: 'twelve', ['Zz' + field.id.slice(2)]: 'x' } },
      ],
      benefitsToReplace: [],
    });
    expect(bad.status).toBe(400);
    const rows = (bad.json.payload as { rows: { row: number; field: string }[] }).rows;
    expect(rows.map(({ row, field: at }) => [row, at])).toEqual([
      [1, `custom.${field.id}`],
      [1, `custom.Zz${field.id.slice(2)}`],
    ]);

    const created = await ok<{ ids: string[] }>('createBenefitsFromUpload', {
      body: {
        newBenefits: [{ name: `${run} up ok`, customFields: { [field.id]: '12', [note.id]: ' kept ' } }],
        benefitsToReplace: [],
      },
    });
    const id = created.ids[0]!;
    const item = await ok<Benefit>('getBenefit', { params: { benefitId: id } });
    expect(item.customFields).toEqual({ [field.id]: 12, [note.id]: 'kept' });
    await ok('createBenefitsFromUpload', {
      body: {
        newBenefits: [],
        benefitsToReplace: [{ id, name: item.name, customFields: { [field.id]: 13 } }],
      },
    });
    const replaced = await ok<Benefit>('getBenefit', { params: { benefitId: id } });
    expect(replaced.customFields).toEqual({ [field.id]: 13, [note.id]: 'kept' });
    const history = await ok<{ field?: string; newValue: unknown }[]>('getBenefitHistory', {
      params: { benefitId: id },
    });
    expect(history.find((entry) => entry.field === `custom.${field.id}`)?.newValue).toBe(13);
  });

  it('refuses a field for an unknown kind, and every custom field write while custom fields are off', async () => {
    const unknown = await call('createCustomField', {
      body: { name: 'x', type: CustomFieldType.STRING, entityKinds: ['benefit', 'spaceship'] },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.json.message).toMatch(/^body\.entityKinds\.1/);
    const benefit = await newBenefit('custom off');
    await setFlag('customPropertiesEnabled', '0');
    try {
      const refused = await call('createCustomField', {
        body: { name: 'x', type: CustomFieldType.STRING, entityKinds: ['benefit'] },
      });
      expect(refused.status).toBe(403);
      expect(refused.json.message).toMatch(/Custom fields are switched off/);
      const fields = await ok<{ id: string }[]>('listCustomFields');
      const value = await call('updateBenefitCustomField', {
        params: { benefitId: benefit.id, fieldId: fields[0]!.id },
        body: { valueInt: 1, version: benefit.version },
      });
      expect(value.status).toBe(403);
    } finally {
      await setFlag('customPropertiesEnabled', '1');
    }
  });
});

describe('issue 28 item 20: a create takes tags and custom values', () => {
  it('creates a benefit with its tags and custom values in one call; a bad custom value is a 400 naming it', async () => {
    const field = await ok<{ id: string }>(
      'createCustomField',
      {
        as: 'owner',
        body: { name: `${run} On create`, type: CustomFieldType.INT, entityKinds: ['benefit'] },
      },
      201,
    );
    const tag = await newTag(`${run} on create`);
    const created = await ok<Benefit>(
      'createBenefit',
      { body: { name: `${run} created whole`, tagIds: [tag.id], customFields: { [field.id]: 42 } } },
      201,
    );
    expect(created.tags.map((one) => one.id)).toEqual([tag.id]);
    expect(created.customFields[field.id]).toBe(42);
    const read = await ok<Benefit>('getBenefit', { params: { benefitId: created.id } });
    expect([read.tags.map((one) => one.id), read.customFields[field.id]]).toEqual([[tag.id], 42]);
    const bad = await call('createBenefit', {
      body: { name: `${run} bad custom`, customFields: { [field.id]: 'forty-two' } },
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.json)).toContain(`body.customFields.${field.id}`);
    const unknownTag = await call('createBenefit', {
      body: { name: `${run} bad tag`, tagIds: ['00000000-0000-4000-8000-000000000000'] },
    });
    expect([unknownTag.status, JSON.stringify(unknownTag.json)]).toEqual([
      expect.any(Number),
      expect.stringContaining('body.tagIds'),
    ]);
  });
});

describe('issue 28 item 8: a duplicate is named a copy and keeps its tags and custom values', () => {
  it('copies the name with " (copy)", the tags and every custom value', async () => {
    const [count, note] = await Promise.all([
      ok<{ id: string }>(
        'createCustomField',
        {
          as: 'owner',
          body: { name: `${run} Copied n`, type: CustomFieldType.INT, entityKinds: ['benefit'] },
        },
        201,
      ),
      ok<{ id: string }>(
        'createCustomField',
        {
          as: 'owner',
          body: { name: `${run} Copied t`, type: CustomFieldType.RICH_TEXT, entityKinds: ['benefit'] },
        },
        201,
      ),
    ]);
    const tag = await newTag(`${run} copied`);
    const original = await ok<Benefit>(
      'createBenefit',
      {
        body: {
          name: `${run} to copy`,
          tagIds: [tag.id],
          customFields: { [count.id]: 7, [note.id]: '<p>Kept <i>too</i></p>' },
        },
      },
      201,
    );
    const [copy] = await ok<Benefit[]>('duplicateBenefits', { body: { benefitIds: [original.id] } }, 201);
    expect(copy!.name).toBe(`${run} to copy (copy)`);
    const read = await ok<Benefit>('getBenefit', { params: { benefitId: copy!.id } });
    expect(read.tags.map((one) => one.id)).toEqual([tag.id]);
    expect(read.customFields).toEqual({ [count.id]: 7, [note.id]: '<p>Kept <i>too</i></p>' });
    // The original is untouched.
    expect((await ok<Benefit>('getBenefit', { params: { benefitId: original.id } })).name).toBe(
      `${run} to copy`,
    );
  });

  it('shortens a name at the longest so the copy still fits', async () => {
    const long = `${run} ${'n'.repeat(200)}`.slice(0, 200);
    const original = await ok<Benefit>('createBenefit', { body: { name: long } }, 201);
    const [copy] = await ok<Benefit[]>('duplicateBenefits', { body: { benefitIds: [original.id] } }, 201);
    expect(copy!.name).toHaveLength(200);
    expect(copy!.name.endsWith('n (copy)')).toBe(true);
  });
});
