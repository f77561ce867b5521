import { describe, expect, it } from 'vitest';
import { notificationKinds } from '@tandem/shared/notifications/notification-kinds';
import type { Notification } from '@tandem/shared/notifications/notification';
import { enGbNotifications } from '@/lib/i18n/en-gb-notifications';
import { notificationHref } from './notification-href';

const base: Notification = {
  id: '20261124T091500123Z-1a2b3c4d',
  organisationId: 'org-1',
  kind: 'assignedOwner',
  item: { entityType: 'action', id: 'act-1', projectId: 'proj-1', name: 'Brief the wards', refNumber: 4 },
  actor: { id: 'u-1', name: 'Ada Admin' },
  count: null,
  createdAt: '2026-11-24T09:15:00.123Z',
  readAt: null,
};

describe('where a notification opens', () => {
  it('an action: its detail page', () => {
    expect(notificationHref(base)).toBe('/organisations/org-1/projects/proj-1/actions/act-1');
  });
  it('a kit entity: its detail page from the entity’s page paths', () => {
    const impact = { ...base, item: { ...base.item!, entityType: 'impact', id: 'imp-1' } };
    expect(notificationHref(impact)).toBe('/organisations/org-1/projects/proj-1/impacts/imp-1');
  });
  it('a digest, or an unknown kind of item: nowhere', () => {
    expect(notificationHref({ ...base, kind: 'digestSent', item: null })).toBeUndefined();
    expect(notificationHref({ ...base, item: { ...base.item!, entityType: 'nothing' } })).toBeUndefined();
  });
  it('every kind has its phrase', () => {
    for (const kind of notificationKinds) expect(enGbNotifications.kinds[kind]).toBeTruthy();
  });
});
