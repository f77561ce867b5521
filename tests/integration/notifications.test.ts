import { describe, expect, it } from 'vitest';
import { buildPath } from '@tandem/shared/contract/endpoints';
import { impactEndpoints } from '@tandem/shared/impacts/contract';
import { notificationEndpoints } from '@tandem/shared/notifications/contract';
import type { Notification, NotificationPage } from '@tandem/shared/notifications/notification';
import { api, type ApiResponse } from './api';
import { callAction, freshAction, projectParams } from './action-fixtures';
import { demoFixtures as f } from './matrix/probe';
import { bearer } from './sessions';

const { runActionReport } = await import('@tandem/functions/jobs/action-reports');
const { LogMailer, useMailer } = await import('@tandem/functions/jobs/mailer');

// multi@ is a member of organisation A (contributor) and B (reader); no other test assigns them
// anything, so the counts asserted here move only by this file's doing.
const multi = f.userId('multi');
const admin = f.userId('admin');
const orgA = f.organisationId;
const orgB = f.otherOrganisationId;

async function call(
  id: keyof typeof notificationEndpoints,
  options: { as?: string; params?: Record<string, string>; query?: string; body?: unknown } = {},
): Promise<ApiResponse> {
  const endpoint = notificationEndpoints[id];
  const path = buildPath(endpoint.path, options.params ?? {});
  return api(endpoint.method, `${path}${options.query ? `?${options.query}` : ''}`, {
    headers: await bearer((options.as ?? 'multi') as never),
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
}

async function listOf(as: string, query = `organisationId=${orgA}&pageSize=50`) {
  const response = await call('listMyNotifications', { as, query });
  expect(response.status, response.json.message).toBe(200);
  return response.json.payload as NotificationPage;
}
const about = (page: NotificationPage, itemId: string) =>
  page.items.filter((notification) => notification.item?.id === itemId);
const unreadOf = async (as = 'multi', organisationId = orgA) =>
  (
    (await call('getMyUnreadNotificationCount', { as, query: `organisationId=${organisationId}` })).json
      .payload as { unreadCount: number }
  ).unreadCount;

describe('notifications', () => {
  it('a new assignee hears of an action assigned to them, the person who assigned it does not', async () => {
    const before = await unreadOf();
    const action = await freshAction({ name: 'Notify the assignee', assignedToId: multi, ownerId: admin });
    const page = await listOf('multi');
    const [notice] = about(page, action.id);
    expect(notice).toMatchObject({
      kind: 'assignedAssignee',
      organisationId: orgA,
      item: { entityType: 'action', id: action.id, projectId: f.projectId, name: 'Notify the assignee' },
      actor: { id: admin },
      readAt: null,
    });
    expect(page.unreadCount).toBe(before + 1);
    // admin made themselves owner: never told of their own change.
    expect(about(await listOf('admin'), action.id)).toEqual([]);
  });

  it('an update and a per-field update that hand over the owner tell the new owner only', async () => {
    const action = await freshAction({ name: 'Owner handed over' });
    const update = await callAction('updateActionField', {
      params: { actionId: action.id, fieldName: 'owner' },
      body: { id: multi, version: action.version },
    });
    expect(update.status, JSON.stringify(update.json)).toBe(200);
    expect(about(await listOf('multi'), action.id).map((notice) => notice.kind)).toEqual(['assignedOwner']);
    // Same owner again (only the name changes): no second notice.
    const rename = await callAction('updateAction', {
      params: { actionId: action.id },
      body: { name: 'Owner handed over, renamed', version: action.version + 1 },
    });
    expect(rename.status, rename.json.message).toBe(200);
    expect(about(await listOf('multi'), action.id)).toHaveLength(1);
  });

  it('a comment on an item you own tells you, unless you wrote it', async () => {
    const action = await freshAction({ name: 'Commented on', ownerId: multi });
    await callAction('addActionComment', {
      as: 'contributor',
      params: { actionId: action.id },
      body: { comment: 'Looks good' },
    });
    const kinds = about(await listOf('multi'), action.id).map((notice) => notice.kind);
    expect(kinds).toEqual(['commentOnYourItem', 'assignedOwner']);
    expect(about(await listOf('contributor'), action.id)).toEqual([]);
    const comments = await listOf('multi', `organisationId=${orgA}&filters=kind-eq-commentOnYourItem`);
    expect(about(comments, action.id)).toHaveLength(1);
    expect(comments.items.every((notice) => notice.kind === 'commentOnYourItem')).toBe(true);
  });

  it('a new impact owner is told (kit entity, memberField notify)', async () => {
    const endpoint = impactEndpoints.createImpact;
    const created = await api('POST', buildPath(endpoint.path, projectParams), {
      headers: await bearer('admin'),
      body: JSON.stringify({ name: 'Impact for multi', owner: multi }),
    });
    expect(created.status, created.json.message).toBe(201);
    const impactId = (created.json.payload as { id: string }).id;
    expect(about(await listOf('multi'), impactId)).toMatchObject([
      { kind: 'assignedOwner', item: { entityType: 'impact', id: impactId, name: 'Impact for multi' } },
    ]);
  });

  it('marks one read (the count drops once), filters unread, and marks all read', async () => {
    const action = await freshAction({ name: 'To be read', assignedToId: multi });
    const [notice] = about(await listOf('multi'), action.id) as [Notification];
    const before = await unreadOf();
    const read = await call('markNotificationRead', {
      params: { notificationId: notice.id },
      body: { organisationId: orgA },
    });
    expect(read.status, read.json.message).toBe(200);
    expect((read.json.payload as Notification).readAt).not.toBeNull();
    expect(await unreadOf()).toBe(before - 1);
    // Reading it again changes nothing.
    await call('markNotificationRead', {
      params: { notificationId: notice.id },
      body: { organisationId: orgA },
    });
    expect(await unreadOf()).toBe(before - 1);
    const unread = await listOf('multi', `organisationId=${orgA}&pageSize=50&filters=readState-eq-unread`);
    expect(unread.items.some((item) => item.id === notice.id)).toBe(false);
    expect(unread.items.every((item) => item.readAt === null)).toBe(true);
    const all = await call('markAllNotificationsRead', { body: { organisationId: orgA } });
    expect(all.status).toBe(200);
    expect(all.json.payload).toMatchObject({ unreadCount: 0 });
    expect(await unreadOf()).toBe(0);
  });

  it('pages newest first, and oldest first on sorts=createdAt', async () => {
    for (const name of ['Page one', 'Page two', 'Page three'])
      await freshAction({ name, assignedToId: multi });
    const first = await listOf('multi', `organisationId=${orgA}&page=1&pageSize=2`);
    const second = await listOf('multi', `organisationId=${orgA}&page=2&pageSize=2`);
    expect(first.items).toHaveLength(2);
    expect(first.hasMore).toBe(true);
    const ids = [...first.items, ...second.items].map((item) => item.id);
    expect(ids).toEqual([...ids].sort().reverse());
    expect(new Set(ids).size).toBe(ids.length);
    const oldest = await listOf('multi', `organisationId=${orgA}&pageSize=2&sorts=createdAt`);
    expect(oldest.items[0]!.id < first.items[0]!.id).toBe(true);
  });

  it('nobody reaches another person’s notifications, nor another organisation’s', async () => {
    const action = await freshAction({ name: 'Private notice', assignedToId: multi });
    const [notice] = about(await listOf('multi'), action.id) as [Notification];
    // contributor@ names multi@'s notification: keyed on the caller, so it is not found.
    const other = await call('markNotificationRead', {
      as: 'contributor',
      params: { notificationId: notice.id },
      body: { organisationId: orgA },
    });
    expect(other.status).toBe(404);
    expect(about(await listOf('contributor'), action.id)).toEqual([]);
    // multi@ in organisation B sees none of organisation A's notices.
    expect(about(await listOf('multi', `organisationId=${orgB}&pageSize=50`), action.id)).toEqual([]);
    // outsider@ is not a member of organisation A at all.
    const outsider = await call('listMyNotifications', { as: 'outsider', query: `organisationId=${orgA}` });
    expect(outsider.status).toBe(404);
    const outsiderRead = await call('markAllNotificationsRead', {
      as: 'outsider',
      body: { organisationId: orgA },
    });
    expect(outsiderRead.status).toBe(404);
    expect((await listOf('multi')).items.find((item) => item.id === notice.id)?.readAt).toBeNull();
  });

  it('bad input is a 400 naming the field', async () => {
    const cases: [Parameters<typeof call>, string][] = [
      [['listMyNotifications', { query: `organisationId=${orgA}&pageSize=0` }], 'pageSize'],
      [['listMyNotifications', { query: '' }], 'organisationId'],
      [
        ['listMyNotifications', { query: `organisationId=${orgA}&filters=readState-eq-maybe` }],
        'query.filters',
      ],
      [
        ['listMyNotifications', { query: `organisationId=${orgA}&filters=kind-eq-nonsense` }],
        'query.filters',
      ],
      [['listMyNotifications', { query: `organisationId=${orgA}&sorts=kind` }], 'sorts'],
      [['listMyNotifications', { query: `organisationId=${orgA}&page=30&pageSize=10` }], 'query.page'],
      [
        ['markNotificationRead', { params: { notificationId: 'no.such' }, body: { organisationId: orgA } }],
        'notificationId',
      ],
      [
        ['markNotificationRead', { params: { notificationId: '20261124T090000000Z-00000000' }, body: {} }],
        'organisationId',
      ],
      [['markAllNotificationsRead', { body: { organisationId: orgA, extra: 1 } }], 'extra'],
      [['updateMyNotificationSettings', { body: { digestFrequency: 'hourly' } }], 'digestFrequency'],
    ];
    for (const [args, field] of cases) {
      const response = await call(...args);
      expect(response.status, `${args[0]} ${JSON.stringify(args[1])}`).toBe(400);
      expect(response.json.message).toContain(field);
    }
  });

  it('the scheduled report honours a weekly digest and writes its notices', async () => {
    const late = await freshAction({
      name: 'Late for multi',
      startDate: '2029-12-01',
      endDate: '2029-12-20',
      assignedToId: multi,
    });
    const set = await call('updateMyNotificationSettings', { body: { digestFrequency: 'weekly' } });
    expect(set.status, set.json.message).toBe(200);
    expect((await call('getMyNotificationSettings')).json.payload).toEqual({ digestFrequency: 'weekly' });
    const mailTo = async (day: string) => {
      const recorder = new LogMailer();
      useMailer(recorder);
      await runActionReport('overdue', new Date(`${day}T06:00:00Z`));
      return recorder.sent.filter((message) => message.to === 'multi@demo.test');
    };
    // multi@ is in two organisations: one digest from each that has actions of theirs due.
    const first = (await mailTo('2030-01-10')).length;
    expect(first).toBeGreaterThan(0);
    const page = await listOf('multi');
    expect(about(page, late.id).map((notice) => notice.kind)).toContain('itemOverdue');
    expect(page.items.some((notice) => notice.kind === 'digestSent' && (notice.count ?? 0) > 0)).toBe(true);
    // Weekly: nothing the next day, again a week later.
    expect(await mailTo('2030-01-11')).toHaveLength(0);
    expect(await mailTo('2030-01-17')).toHaveLength(first);
    // The overdue notice is not repeated by the next digest (it fell due before the last one).
    expect(
      about(await listOf('multi'), late.id).filter((notice) => notice.kind === 'itemOverdue'),
    ).toHaveLength(1);
    await call('updateMyNotificationSettings', { body: { digestFrequency: 'never' } });
    expect(await mailTo('2030-02-20')).toHaveLength(0);
    await call('updateMyNotificationSettings', { body: { digestFrequency: 'daily' } });
  });
});
