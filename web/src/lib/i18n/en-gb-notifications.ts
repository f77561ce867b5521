import { addPhrases } from './add-phrases';

/** The notifications popover (loaded with it, not with the shell). */
export const enGbNotifications = {
  title: 'Notifications',
  markAllRead: 'Mark all read',
  loadMore: 'Load more',
  empty:
    'You have no notifications yet. You will hear here when someone assigns you an action or impact, comments on one of yours, or when one of yours is overdue.',
  loadFailed: 'Your notifications could not be loaded. Try again in a moment.',
  unread: 'Unread',
  someone: 'Someone',
  kinds: {
    assignedOwner: '{{actor}} made you the owner of {{item}}',
    assignedAssignee: '{{actor}} assigned {{item}} to you',
    commentOnYourItem: '{{actor}} commented on {{item}}',
    itemOverdue: '{{item}} is overdue',
    // Without a count (and for the kinds table): the plural forms below are what a count picks.
    digestSent: 'We sent you an e-mail digest of your actions',
    digestSent_one: 'We sent you an e-mail digest of {{count}} action',
    digestSent_other: 'We sent you an e-mail digest of {{count}} actions',
  },
  digest: {
    title: 'E-mail digest',
    label: 'How often should we e-mail you your overdue and upcoming actions?',
    help: 'The digest lists actions you own or are assigned that are overdue or due within a week.',
    never: 'Never',
    daily: 'Daily',
    weekly: 'Weekly',
  },
  entityTypes: {
    action: 'action',
    impact: 'impact',
  },
};

addPhrases('notifications', enGbNotifications);
