import { describe, expect, it } from 'vitest';
import { demoTagId } from '@tandem/infra/local/src/seed/action-seed';
import { demoUsers } from '@tandem/infra/local/src/seed/demo-data';
import { HARMFUL_CONTENT_MESSAGE } from '@tandem/shared/core/rich-text';
import { actionRagCounts } from '@tandem/shared/actions/action-dashboard-counts';
import { callAction, freshAction, projectParams, type ActionPayload } from './action-fixtures';

const { activeActionsToCount } = await import('@tandem/functions/groups/actions/active-actions');

/**
 * The action reads the project-entity kit serves (issue 9 item 6: get, short history, comments, total
 * count) answer exactly as the hand-written family does: the same keys in the same order, the owner
 * with first and last name, dates and review dates with their time, tags in the item's order. The
 * hand-written answers here come from the writes still hand-written (create, update, review).
 */
const contributorId = demoUsers.find((user) => user.key === 'contributor')!.userId;
const payload = <T = ActionPayload>(response: { json: { payload: unknown } }) => response.json.payload as T;

describe('actions served by the kit answer as the hand-written family did', () => {
  it('answers get key for key, in order, as the hand-written update answers the stored action', async () => {
    // Tags given out of text order: the item keeps them as given.
    const tagIds = [demoTagId('a', 'Quick win'), demoTagId('a', 'Board visibility')];
    const created = await freshAction({ name: 'Kit answer', ownerId: contributorId, tagIds });
    // An update with nothing changed answers the stored action as the hand-written family reads it
    // (the create answers the item it wrote, whose updatedAt ElectroDB sets again on the put).
    const handWritten = async (version: number) =>
      payload(await callAction('updateAction', { params: { actionId: created.id }, body: { version } }));
    const kit = async () => payload(await callAction('getAction', { params: { actionId: created.id } }));

    const read = await kit();
    expect(JSON.stringify(read)).toBe(JSON.stringify(await handWritten(1)));
    expect(read.owner).toMatchObject({ firstName: 'Cara', lastName: 'Contributor' });
    expect((read.tags as { id: string }[]).map((tag) => tag.id)).toEqual(tagIds);

    const reviewed = await callAction('reviewActionRange', {
      body: { actionIds: [created.id], comment: 'Looked at' },
    });
    expect(reviewed.status).toBe(200);
    const afterReview = await kit();
    expect(afterReview.reviewedOn).toMatch(/T00:00:00$/);
    expect(JSON.stringify(afterReview)).toBe(JSON.stringify(await handWritten(2)));
  });

  it('answers the whole short history without ?limit= and the newest ones with it', async () => {
    const created = await freshAction({ name: 'History' });
    // More entries than the kit's default short history (5) of an entity that has a full one too.
    for (const version of [1, 2, 3, 4, 5, 6])
      await callAction('updateAction', {
        params: { actionId: created.id },
        body: { name: `History ${version + 1}`, version },
      });
    const all = payload<unknown[]>(
      await callAction('getActionHistory', { params: { actionId: created.id } }),
    );
    const one = payload<unknown[]>(
      await callAction('getActionHistory', { params: { actionId: created.id }, query: 'limit=1' }),
    );
    expect(all.length).toBeGreaterThanOrEqual(7);
    expect(one).toEqual(all.slice(0, 1));
  });

  it('keeps the safe text of a partly harmful comment, as the served comments always did', async () => {
    const created = await freshAction({ name: 'Comment cleaning' });
    const added = await callAction('addActionComment', {
      params: { actionId: created.id },
      body: { comment: '<p>Safe <b>text</b></p><img src="x" onerror="alert(1)">' },
    });
    expect(added.status).toBe(201);
    const comment = payload<{ comment: string; actionId: string; kind: string }>(added);
    expect(comment).toMatchObject({ actionId: created.id, kind: 'comment' });
    expect(comment.comment).not.toBe(HARMFUL_CONTENT_MESSAGE);
    expect(comment.comment).toContain('Safe <b>text</b>');
    const listed = payload<{ comment: string }[]>(
      await callAction('listActionComments', { params: { actionId: created.id } }),
    );
    expect(listed.map((entry) => entry.comment)).toEqual([comment.comment]);
  });

  it('answers the summary the hand-written count of the active ref ranges gives, deleted ones left out', async () => {
    // The hand-written summary was exactly this: the active actions read by ref range, then counted.
    const handWritten = async () => actionRagCounts(await activeActionsToCount(projectParams));
    const kit = async () => payload(await callAction('getActionsSummary'));
    await freshAction({ name: 'Summary done', ragStatus: 1, progressStatus: 3 });
    await freshAction({ name: 'Summary red', ragStatus: 1, progressStatus: 2 });
    const gone = await freshAction({ name: 'Summary gone', ragStatus: 3 });
    const before = await kit();
    expect(JSON.stringify(before)).toBe(JSON.stringify(await handWritten()));

    expect((await callAction('deleteAction', { params: { actionId: gone.id } })).status).toBe(200);
    const after = await kit();
    expect(after.total).toBe(Number(before.total) - 1);
    expect(after.green).toBe(Number(before.green) - 1);
    expect(JSON.stringify(after)).toBe(JSON.stringify(await handWritten()));
  });
});
