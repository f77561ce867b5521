import { describe, expect, it } from 'vitest';
import { buildPath } from '@tandem/shared/contract/endpoints';
import { projectEndpoints } from '@tandem/shared/projects/contract';
import { projectTagEndpoints } from '@tandem/shared/projects/project-tags-contract';
import { tagEndpoints } from '@tandem/shared/tags/contract';
import { demoTagId } from '@tandem/infra/local/src/seed/action-seed';
import { api, type ApiResponse } from './api';
import { demoFixtures as f } from './matrix/probe';
import { bearer } from './sessions';

const endpoints = { ...projectEndpoints, ...projectTagEndpoints, ...tagEndpoints };
type Id = keyof typeof endpoints;
type Tag = { id: string; text: string };
const run = `pt${Date.now().toString(36)}`;

async function call(
  id: Id,
  options: { as?: string; params?: Record<string, string>; body?: unknown } = {},
): Promise<ApiResponse> {
  const endpoint = endpoints[id];
  const path = buildPath(endpoint.path, { organisationId: f.organisationId, ...options.params });
  return api(endpoint.method, path, {
    headers: await bearer((options.as ?? 'admin') as never),
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
}
async function ok<T>(id: Id, options: Parameters<typeof call>[1] = {}, status = 200): Promise<T> {
  const response = await call(id, options);
  expect(response.status, `${id}: ${response.json.message}`).toBe(status);
  return response.json.payload as T;
}
const newTag = (text: string) => ok<Tag>('createTag', { body: { text: `${run} ${text}` } }, 201);
const newProject = async (name: string) =>
  (await ok<{ id: string }>('createProject', { body: { name: `${run} ${name}` } }, 201)).id;
const texts = (tags: Tag[]) => tags.map((tag) => tag.text);
const usage = (tag: Tag) =>
  ok<{ usageCount: number; byKind: Record<string, number> }>('getTagUsageCount', {
    params: { tagId: tag.id },
  });

async function setTags(value: '0' | '1') {
  const path = `/api/v1/organisations/${f.organisationId}/settings`;
  const headers = await bearer('admin');
  const { version } = (await api('GET', path, { headers })).json.payload as { version: number };
  const response = await api('PUT', path, { headers, body: JSON.stringify({ tagsEnabled: value, version }) });
  expect(response.status).toBe(200);
}

describe('project tags (spec §3 tag associations projectTags)', () => {
  it('a project admin adds and removes tags; each change is in the project history; usage counts projects', async () => {
    const projectId = await newProject('tagged');
    const [red, blue] = [await newTag('red'), await newTag('blue')];
    const add = (tag: Tag) => ok<Tag[]>('addProjectTag', { params: { projectId }, body: { tagId: tag.id } });
    expect(texts(await add(red))).toEqual([red.text]);
    expect(texts(await add(blue))).toEqual([blue.text, red.text].sort());
    // Adding a tag it has changes nothing.
    expect(texts(await add(red))).toEqual([blue.text, red.text].sort());
    expect(await usage(red)).toMatchObject({ usageCount: 1, byKind: { projectTags: 1 } });

    const after = await ok<Tag[]>('removeProjectTag', { params: { projectId, tagId: red.id } });
    expect(texts(after)).toEqual([blue.text]);
    expect(texts(await ok<Tag[]>('listProjectTags', { params: { projectId } }))).toEqual([blue.text]);
    expect(await usage(red)).toMatchObject({ usageCount: 0 });

    type Entry = { field?: string; oldValue: unknown; newValue: unknown };
    const history = await ok<Entry[]>('getProjectHistory', {
      params: { projectId, kind: 'project', entityId: projectId },
    });
    expect(
      history.filter((entry) => entry.field === 'tags').map(({ oldValue, newValue }) => [oldValue, newValue]),
    ).toEqual([
      [[blue.text, red.text].sort(), [blue.text]],
      [[red.text], [blue.text, red.text].sort()],
      [[], [red.text]],
    ]);
  });

  it('rename, merge and delete of a tag carry the project along', async () => {
    const projectId = await newProject('merged');
    const [from, into] = [await newTag('from'), await newTag('into')];
    await ok('addProjectTag', { params: { projectId }, body: { tagId: from.id } });
    await ok('renameTag', { params: { tagId: from.id }, body: { text: `${run} renamed` } });
    expect(texts(await ok<Tag[]>('listProjectTags', { params: { projectId } }))).toEqual([`${run} renamed`]);
    await ok('mergeTag', { params: { tagId: from.id }, body: { intoTagId: into.id } });
    expect(texts(await ok<Tag[]>('listProjectTags', { params: { projectId } }))).toEqual([into.text]);
    expect(await usage(into)).toMatchObject({ usageCount: 1, byKind: { projectTags: 1 } });
    expect(await ok('deleteTag', { params: { tagId: into.id } })).toMatchObject({ usageCount: 1 });
    expect(await ok<Tag[]>('listProjectTags', { params: { projectId } })).toEqual([]);
  });

  it('permission rows: the reader may read but not tag, an outsider is refused, bad input names the field', async () => {
    const tag = await newTag('rights');
    const seeded = { projectId: f.projectId };
    expect((await call('listProjectTags', { as: 'reader', params: seeded })).status).toBe(200);
    const byReader = await call('addProjectTag', { as: 'reader', params: seeded, body: { tagId: tag.id } });
    expect(byReader.status).toBe(403);
    const removeByReader = await call('removeProjectTag', {
      as: 'reader',
      params: { ...seeded, tagId: tag.id },
    });
    expect(removeByReader.status).toBe(403);
    const byOutsider = await call('addProjectTag', {
      as: 'outsider',
      params: seeded,
      body: { tagId: tag.id },
    });
    expect(byOutsider.status).toBe(404);
    expect((await call('listProjectTags', { as: 'outsider', params: seeded })).status).toBe(404);

    const projectId = await newProject('bad input');
    const notAnId = await call('addProjectTag', { params: { projectId }, body: { tagId: 'x' } });
    expect(notAnId.status).toBe(400);
    expect(notAnId.json.message).toMatch(/^body\.tagId/);
    const missing = await call('addProjectTag', { params: { projectId }, body: {} });
    expect(missing.status).toBe(400);
    expect(missing.json.message).toMatch(/^body\.tagId/);
    // Another organisation's tag is no tag here.
    const theirs = await call('addProjectTag', {
      params: { projectId },
      body: { tagId: demoTagId('b', 'Safety critical') },
    });
    expect(theirs.status).toBe(400);
    expect(theirs.json.message).toMatch(/^body\.tagId/);
    expect(await ok<Tag[]>('listProjectTags', { params: { projectId } })).toEqual([]);
  });

  it('while tags are off, project tag writes are refused with the clear message; reads still answer', async () => {
    const projectId = await newProject('switched');
    const tag = await newTag('switched');
    await ok('addProjectTag', { params: { projectId }, body: { tagId: tag.id } });
    await setTags('0');
    try {
      for (const response of [
        await call('addProjectTag', { params: { projectId }, body: { tagId: tag.id } }),
        await call('removeProjectTag', { params: { projectId, tagId: tag.id } }),
      ]) {
        expect(response.status).toBe(403);
        expect(response.json.message).toMatch(/Tags are switched off/);
      }
      expect((await call('listProjectTags', { params: { projectId } })).status).toBe(200);
    } finally {
      await setTags('1');
    }
    expect(texts(await ok<Tag[]>('listProjectTags', { params: { projectId } }))).toEqual([tag.text]);
  });
});
