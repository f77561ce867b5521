import { strFromU8, unzipSync } from 'fflate';
import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { actionEndpoints } from '@tandem/shared/actions/contract';
import { END_DATE_NOT_AFTER_START_MESSAGE } from '@tandem/shared/actions/action-rules';
import { buildPath } from '@tandem/shared/contract/endpoints';
import { EMPTY_DATE } from '@tandem/shared/core/dates';
import { staleVersionConflictSchema } from '@tandem/shared/entity-kit/schemas';
import { HARMFUL_CONTENT_MESSAGE } from '@tandem/shared/core/rich-text';
import { demoActionId } from '@tandem/infra/local/src/seed/action-seed';
import { demoProjects, demoUsers } from '@tandem/infra/local/src/seed/demo-data';
import {
  callAction,
  freshAction,
  projectParams,
  seededStakeholderId,
  type ActionId,
  type ActionPayload,
} from './action-fixtures';
import type { ApiResponse } from './api';
import { actionProbes } from './matrix/action-probes';
import { demoFixtures as f, resolveProbe } from './matrix/probe';
import { bearer } from './sessions';
import { apiUrl } from './worker-stack';

const payload = <T = ActionPayload>(response: ApiResponse) => response.json.payload as T;
const projectNamed = (name: string) => demoProjects.find((project) => project.name === name)!.projectId;
type History = {
  field: string | null;
  newValue: unknown;
  oldValue: unknown;
  action: string;
  version: number;
}[];

const writeIds = (Object.keys(actionEndpoints) as ActionId[]).filter(
  (id) => actionEndpoints[id].method !== 'GET',
);

describe('actions: create and read', () => {
  it('creates with the next ref number and reads it back', async () => {
    const created = await freshAction({ name: 'Create and read' });
    expect(created.refNumber).toBeGreaterThan(12);
    expect(created.lifecycleStatus).toBe('active');
    const read = await callAction('getAction', { params: { actionId: created.id } });
    expect(read.status).toBe(200);
    expect(payload(read)).toMatchObject({
      name: 'Create and read',
      version: 1,
      refNumber: created.refNumber,
    });
  });

  it('gives unique ref numbers to concurrent creates', async () => {
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        callAction('createAction', { body: { name: `Race ${index}` } }),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(12).fill(201));
    const refs = responses.map((response) => payload(response).refNumber);
    expect(new Set(refs).size).toBe(12);
  });

  it('answers 404 for an action of another project', async () => {
    const other = demoActionId(projectNamed('Patient Portal'), 1);
    const response = await callAction('getAction', { params: { actionId: other } });
    expect(response.status).toBe(404);
  });

  it('lists active actions in ref order by default, paging on the index', async () => {
    const response = await callAction('listActions', { query: 'page=1&pageSize=5' });
    expect(response.status).toBe(200);
    const page = payload<{ items: ActionPayload[]; totalItems: number }>(response);
    expect(page.items.map((item) => item.refNumber)).toEqual([1, 2, 3, 4, 5]);
    expect(page.totalItems).toBeGreaterThanOrEqual(12);
    const sorted = await callAction('listActions', {
      query: `page=1&pageSize=500&sorts=-ragStatus&filters=${encodeURIComponent('name-ct-training')}`,
    });
    const items = payload<{ items: ActionPayload[] }>(sorted).items;
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => /training/i.test(item.name))).toBe(true);
    const values = items.map((item) => item.ragSortValue as number);
    expect(values).toEqual([...values].sort((a, b) => b - a));
  });

  it('counts completed actions as RAG 4 in filters', async () => {
    const completed = await freshAction({ name: 'Done already', ragStatus: 1, progressStatus: 3 });
    const response = await callAction('listActions', {
      query: `page=1&pageSize=500&filters=${encodeURIComponent('ragStatus-eq-4')}`,
    });
    const items = payload<{ items: ActionPayload[] }>(response).items;
    expect(items.map((item) => item.id)).toContain(completed.id);
    expect(items.every((item) => item.progressStatus === 3)).toBe(true);
  });
});

describe('actions: field rules', () => {
  it('refuses an end date before the start (400 naming the field) and saves nothing', async () => {
    const action = await freshAction({ startDate: '2026-03-10', endDate: '2026-04-01' });
    const response = await callAction('updateActionField', {
      as: 'contributor',
      params: { actionId: action.id, fieldName: 'endDate' },
      body: { date: '2026-03-01', version: action.version },
    });
    expect(response.status).toBe(400);
    expect(response.json.message).toBe(END_DATE_NOT_AFTER_START_MESSAGE);
    expect((response.json.payload as { field: string }).field).toBe('body.date');
    const read = payload(await callAction('getAction', { params: { actionId: action.id } }));
    expect(read.endDate).toBe('2026-04-01T00:00:00');
    expect(read.version).toBe(1);
  });

  it('refuses an end date equal to the start, accepts a later one', async () => {
    const action = await freshAction({ startDate: '2026-03-10', endDate: '2026-04-01' });
    const same = await callAction('updateActionField', {
      params: { actionId: action.id, fieldName: 'endDate' },
      body: { date: '2026-03-10', version: 1 },
    });
    expect(same.status).toBe(400);
    const later = await callAction('updateActionField', {
      params: { actionId: action.id, fieldName: 'endDate' },
      body: { date: '2026-05-01', version: 1 },
    });
    expect(later.status).toBe(200);
    expect(payload(later)).toMatchObject({ endDate: '2026-05-01T00:00:00', version: 2 });
  });

  it('clearing a date stores the sentinel', async () => {
    const action = await freshAction();
    const response = await callAction('clearActionField', {
      params: { actionId: action.id, fieldPath: 'endDate' },
      query: 'version=1',
    });
    expect(response.status).toBe(200);
    expect(payload(response).endDate).toBe(EMPTY_DATE);
  });

  it('ignores an empty RAG, owner or assigned-to edit', async () => {
    const action = await freshAction({ ragStatus: 2 });
    const response = await callAction('updateActionField', {
      params: { actionId: action.id, fieldName: 'ragStatus' },
      body: { number: null, version: 1 },
    });
    expect(response.status).toBe(200);
    expect(payload(response)).toMatchObject({ ragStatus: 2, version: 1 });
  });

  it('screens a harmful rich-text description', async () => {
    const action = await freshAction();
    const response = await callAction('updateAction', {
      as: 'contributor',
      params: { actionId: action.id },
      body: { description: '<img src=x onerror=alert(1)>', version: 1 },
    });
    expect(response.status).toBe(200);
    expect(payload(response).description).toBe(HARMFUL_CONTENT_MESSAGE);
  });

  it('keeps the safe text of a description that holds a script: only the script goes', async () => {
    const action = await freshAction();
    const response = await callAction('updateAction', {
      as: 'contributor',
      params: { actionId: action.id },
      body: {
        description: '<p>Brief the <b>leads</b></p><script>alert(1)</script><p onclick="x()">Then train</p>',
        version: 1,
      },
    });
    expect(response.status).toBe(200);
    expect(payload(response).description).toBe('<p>Brief the <b>leads</b></p><p>Then train</p>');
  });
});

describe('actions: the edit form saves in one change', () => {
  it('sets every field at once: one version, one history item per changed field', async () => {
    const action = await freshAction({ name: 'Form before', ragStatus: -1, progressStatus: 1 });
    const contributorId = demoUsers.find((user) => user.key === 'contributor')!.userId;
    const response = await callAction('updateAction', {
      params: { actionId: action.id },
      body: {
        name: 'Form after',
        ragStatus: 2,
        progressStatus: 2,
        startDate: '2026-05-01',
        endDate: '2026-06-01',
        ownerId: contributorId,
        assignedToId: contributorId,
        version: action.version,
      },
    });
    expect(response.status).toBe(200);
    expect(payload(response)).toMatchObject({
      name: 'Form after',
      ragStatus: 2,
      progressStatus: 2,
      startDate: '2026-05-01T00:00:00',
      endDate: '2026-06-01T00:00:00',
      assignedToId: contributorId,
      version: action.version + 1,
    });
    const history = payload<History>(
      await callAction('getActionHistory', { params: { actionId: action.id } }),
    );
    const fields = history
      .filter((entry) => entry.action === 'update')
      .map((entry) => entry.field)
      .sort();
    expect(fields).toEqual(
      ['assignedToId', 'endDate', 'name', 'ownerId', 'progressStatus', 'ragStatus', 'startDate'].sort(),
    );
  });

  it('refuses a date pair out of order (400 naming body.endDate) and changes nothing else', async () => {
    const action = await freshAction({ name: 'Form dates' });
    const response = await callAction('updateAction', {
      params: { actionId: action.id },
      body: { name: 'Should not stick', endDate: '2026-02-01', version: action.version },
    });
    expect(response.status).toBe(400);
    expect(response.json.payload).toMatchObject({ field: 'body.endDate' });
    const read = payload(await callAction('getAction', { params: { actionId: action.id } }));
    expect(read).toMatchObject({ name: 'Form dates', version: action.version });
  });
});

describe('actions: concurrent edits', () => {
  it('answers the second editor 409 naming who changed what, keeps the first value, history exact', async () => {
    const action = await freshAction({ name: 'Before' });
    const first = await callAction('updateActionField', {
      as: 'admin',
      params: { actionId: action.id, fieldName: 'name' },
      body: { text: 'First editor', version: 1 },
    });
    expect(first.status).toBe(200);
    const second = await callAction('updateActionField', {
      as: 'contributor',
      params: { actionId: action.id, fieldName: 'name' },
      body: { text: 'Second editor', version: 1 },
    });
    expect(second.status).toBe(409);
    expect(second.json.message).toContain('Ada Admin');
    expect(second.json.message).toContain('name');
    const read = payload(await callAction('getAction', { params: { actionId: action.id } }));
    expect(read).toMatchObject({ name: 'First editor', version: 2 });
    const history = payload<History>(
      await callAction('getActionHistory', { params: { actionId: action.id } }),
    );
    const updates = history.filter((entry) => entry.action === 'update');
    expect(updates).toEqual([
      expect.objectContaining({
        field: 'name',
        oldValue: 'Before',
        newValue: 'First editor',
        version: 2,
        userName: 'Ada Admin',
      }),
    ]);
  });

  it('lets only one of two simultaneous saves win', async () => {
    const action = await freshAction();
    const [a, b] = await Promise.all(
      ['One', 'Two'].map((text) =>
        callAction('updateActionField', {
          params: { actionId: action.id, fieldName: 'name' },
          body: { text, version: 1 },
        }),
      ),
    );
    expect([a!.status, b!.status].sort()).toEqual([200, 409]);
  });

  it('answers every stale write, seen before or lost in the transaction, with the one declared 409 shape', async () => {
    const action = await freshAction({ name: 'Shape' });
    const [a, b] = await Promise.all(
      ['One', 'Two'].map((text) =>
        callAction('updateActionField', {
          params: { actionId: action.id, fieldName: 'name' },
          body: { text, version: 1 },
        }),
      ),
    );
    const late = await callAction('updateActionField', {
      params: { actionId: action.id, fieldName: 'name' },
      body: { text: 'Late', version: 1 },
    });
    for (const refused of [[a!, b!].find((response) => response.status === 409)!, late]) {
      expect(refused.status).toBe(409);
      const conflict = staleVersionConflictSchema.strict().parse(refused.json.payload);
      expect(conflict.latest).toMatchObject({ userId: f.userId('admin'), field: 'name', version: 2 });
    }
  });
});

describe('actions: bulk, upload, review, tags, owners', () => {
  it('bulk-updates three actions, each change in history', async () => {
    const actions = await Promise.all([1, 2, 3].map((n) => freshAction({ name: `Bulk ${n}` })));
    const response = await callAction('bulkUpdateActions', {
      as: 'contributor',
      body: { actionIds: actions.map((action) => action.id), ragStatus: 3, progressStatus: 2 },
    });
    expect(response.status).toBe(200);
    expect(payload<{ updated: string[] }>(response).updated.sort()).toEqual(actions.map((a) => a.id).sort());
    for (const action of actions) {
      const read = payload(await callAction('getAction', { params: { actionId: action.id } }));
      expect(read).toMatchObject({ ragStatus: 3, progressStatus: 2, version: 2 });
    }
  });

  it('writes nothing from an upload with one bad row', async () => {
    const before = payload<{ totalCount: number }>(await callAction('getActionsTotalCount')).totalCount;
    const response = await callAction('createActionsFromUpload', {
      body: {
        newActions: [
          { name: 'Good row one' },
          { name: 'Bad dates', startDate: '2026-05-01', endDate: '2026-04-01' },
          { name: 'Good row two' },
        ],
        actionsToReplace: [],
      },
    });
    expect(response.status).toBe(400);
    const rows = (response.json.payload as { rows: { row: number; field: string }[] }).rows;
    expect(rows).toEqual([expect.objectContaining({ row: 1, field: 'endDate' })]);
    const after = payload<{ totalCount: number }>(await callAction('getActionsTotalCount')).totalCount;
    expect(after).toBe(before);
    const good = await callAction('createActionsFromUpload', {
      body: { newActions: [{ name: 'Good row one' }, { name: 'Good row two' }], actionsToReplace: [] },
    });
    expect(good.status).toBe(200);
    expect(payload<{ created: number }>(good).created).toBe(2);
  });

  it('review sets reviewer, date and next review six weeks later, keeping the comment', async () => {
    const action = await freshAction();
    const response = await callAction('reviewActionRange', {
      body: { actionIds: [action.id], comment: 'Looked at it' },
    });
    expect(response.status).toBe(200);
    const read = payload(await callAction('getAction', { params: { actionId: action.id } }));
    const reviewedOn = new Date(String(read.reviewedOn).slice(0, 10));
    const next = new Date(String(read.nextReviewDue).slice(0, 10));
    expect((next.getTime() - reviewedOn.getTime()) / 86_400_000).toBe(42);
    expect(read.noteCount).toBe(1);
    const comments = payload<{ comment: string; kind: string }[]>(
      await callAction('listActionComments', { params: { actionId: action.id } }),
    );
    expect(comments).toEqual([expect.objectContaining({ comment: 'Looked at it', kind: 'review' })]);
  });

  it('keeps comments and review comments as generic entityComment items of entity type action', async () => {
    const { readEntityComments } = await import('@tandem/functions/data/comments');
    const action = await freshAction();
    await callAction('addActionComment', { params: { actionId: action.id }, body: { comment: 'Plain' } });
    await callAction('reviewActionRange', { body: { actionIds: [action.id], comment: 'Reviewed' } });
    const stored = await readEntityComments(projectParams.organisationId, 'action', action.id);
    expect(stored.map(({ comment, kind, createdByName }) => ({ comment, kind, createdByName }))).toEqual([
      { comment: 'Reviewed', kind: 'review', createdByName: 'Ada Admin' },
      { comment: 'Plain', kind: 'comment', createdByName: 'Ada Admin' },
    ]);
  });

  it('soft-deletes a range: gone from the default list, still listed as deleted', async () => {
    const action = await freshAction({ name: 'To be deleted' });
    const response = await callAction('deleteActionRange', { body: { actionIds: [action.id] } });
    expect(response.status).toBe(200);
    const deleted = payload<{ items: ActionPayload[] }>(
      await callAction('listActions', {
        query: `pageSize=500&filters=${encodeURIComponent('lifecycleStatus-eq-deleted')}`,
      }),
    );
    expect(deleted.items.map((item) => item.id)).toContain(action.id);
  });

  it('links stakeholder owners both ways and returns their e-mails', async () => {
    const action = await freshAction();
    const add = await callAction('addActionStakeholderOwners', {
      body: { actionIds: [action.id], projectStakeholderIds: [seededStakeholderId] },
    });
    expect(payload<{ linked: number }>(add).linked).toBe(1);
    const owners = payload<{ id: string }[]>(
      await callAction('listActionStakeholderOwners', { params: { actionId: action.id } }),
    );
    expect(owners.map((owner) => owner.id)).toEqual([seededStakeholderId]);
    const owned = payload<ActionPayload[]>(
      await callAction('listActionsOfStakeholderOwner', {
        params: { projectStakeholderId: seededStakeholderId },
      }),
    );
    expect(owned.map((item) => item.id)).toContain(action.id);
    const emails = await callAction('getActionStakeholderEmails', { query: `actionIds=${action.id}` });
    expect(payload<string[]>(emails)).toEqual(['priya.shah@northwind.example']);
  });
});

describe('actions: permissions', () => {
  it.each(writeIds)('%s answers 403 to reader@', async (id) => {
    const input = await resolveProbe(actionProbes[id]);
    const search = new URLSearchParams(input.query as Record<string, string>).toString();
    const response = await callAction(id, {
      as: 'reader',
      params: input.params,
      query: search,
      body: input.body,
    });
    expect(response.status).toBe(403);
  });

  it('contributor@ edits where granted, views Patient Portal only, and on Finance System Upgrade follows can()', async () => {
    const booking = await callAction('createAction', { as: 'contributor', body: { name: 'Granted' } });
    expect(booking.status).toBe(201);
    const portal = { projectId: projectNamed('Patient Portal') };
    expect((await callAction('listActions', { as: 'contributor', params: portal })).status).toBe(200);
    expect(
      (await callAction('createAction', { as: 'contributor', params: portal, body: { name: 'No' } })).status,
    ).toBe(403);
    // Action view + edit without the project-level edit flag: spec §6 "for the areas they also need
    // the project-level flag", so can() allows viewing and refuses editing there.
    const finance = { projectId: projectNamed('Finance System Upgrade') };
    expect((await callAction('listActions', { as: 'contributor', params: finance })).status).toBe(200);
    expect(
      (await callAction('createAction', { as: 'contributor', params: finance, body: { name: 'No' } })).status,
    ).toBe(403);
  });
});

describe('actions: export', () => {
  it('answers an .xlsx with the chosen columns in order', async () => {
    const endpoint = actionEndpoints.exportActions;
    const url = new URL(
      `${buildPath(endpoint.path, projectParams)}?columns=name,refNumber,ragStatus`,
      apiUrl(),
    );
    const headers = await bearer('reader');
    const body = await new Promise<Buffer>((resolve, reject) => {
      request(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve(Buffer.concat(chunks)));
      })
        .on('error', reject)
        .end();
    });
    const files = unzipSync(new Uint8Array(body));
    const shared = [...strFromU8(files['xl/sharedStrings.xml']!).matchAll(/<t[^>]*>(.*?)<\/t>/gs)].map(
      (m) => m[1],
    );
    const sheet = strFromU8(files['xl/worksheets/sheet1.xml']!);
    const firstRow = /<row[^>]*>(.*?)<\/row>/s.exec(sheet)![1]!;
    const headerCells = [...firstRow.matchAll(/<v>(\d+)<\/v>/g)].map((match) => shared[Number(match[1])]);
    expect(headerCells).toEqual(['Name', 'Ref', 'RAG']);
  });
});

describe('actions: sorted listings', () => {
  it('reads every active action through parallel ref ranges, the same set as the whole partition', async () => {
    const { activeActionRows } = await import('@tandem/functions/actions/active-action-rows');
    const { projectActions } = await import('./served-action-list');
    // Three refs per range: the seeded project needs many ranges, so range edges are exercised.
    const ranged = await activeActionRows(projectParams, ['actionId', 'refNumber', 'lifecycleStatus'], 3);
    const whole = (await projectActions(projectParams)).filter((row) => row.lifecycleStatus === 'active');
    expect(ranged.length).toBeGreaterThan(6);
    expect(ranged.map((row) => row.actionId).sort()).toEqual(whole.map((row) => row.actionId).sort());
    const refs = ranged.map((row) => row.refNumber);
    expect(refs).toEqual([...refs].sort((a, b) => a - b));
  });

  it('pages a name-sorted listing without gaps or repeats', async () => {
    const all = payload<{ items: ActionPayload[]; totalItems: number }>(
      await callAction('listActions', { query: 'page=1&pageSize=500&sorts=name' }),
    );
    const paged: string[] = [];
    for (let page = 1; page <= Math.ceil(all.totalItems / 4); page += 1) {
      const response = await callAction('listActions', { query: `page=${page}&pageSize=4&sorts=name` });
      expect(response.status).toBe(200);
      paged.push(...payload<{ items: ActionPayload[] }>(response).items.map((item) => item.id));
    }
    expect(paged).toEqual(all.items.map((item) => item.id));
    const names = all.items.map((item) => item.name.toLocaleLowerCase('en-GB'));
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en-GB')));
  });
});
