import type { Notification } from '@tandem/shared/notifications/notification';
import { paths } from '@/config/paths';

type DetailPages = { detail: { getHref: (organisationId: string, projectId: string, id: string) => string } };

/**
 * Where a notification's item opens: an action's detail page, or a kit entity's (`<name>Pages`, the
 * entity's `entityPagePaths` entry), so any kit entity that notifies links without a change here.
 */
export function notificationHref(notification: Notification): string | undefined {
  const { item, organisationId } = notification;
  if (!item) return undefined;
  if (item.entityType === 'action')
    return paths.actionDetail.getHref(organisationId, item.projectId, item.id);
  const pages = (paths as unknown as Record<string, DetailPages | undefined>)[`${item.entityType}Pages`];
  return pages?.detail.getHref(organisationId, item.projectId, item.id);
}
