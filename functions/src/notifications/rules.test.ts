import { describe, expect, it } from 'vitest';
import { NotificationKind } from '@tandem/shared/notifications/notification';
import { assignmentRecipients, commentRecipients, digestDue, newlyOverdue } from './rules';

const owner = (before: string | null | undefined, after: string | null | undefined) => ({
  kind: NotificationKind.ASSIGNED_OWNER,
  before,
  after,
});
const assignee = (before: string | null | undefined, after: string | null | undefined) => ({
  kind: NotificationKind.ASSIGNED_ASSIGNEE,
  before,
  after,
});

describe('assignment notices', () => {
  it('tells the new owner and the new assignee on a create', () => {
    expect(assignmentRecipients('ada', [owner(undefined, 'bea'), assignee(undefined, 'cy')])).toEqual([
      { userId: 'bea', kind: 'assignedOwner' },
      { userId: 'cy', kind: 'assignedAssignee' },
    ]);
  });

  it('never tells people about their own change', () => {
    expect(assignmentRecipients('ada', [owner(undefined, 'ada'), assignee('bea', 'ada')])).toEqual([]);
  });

  it('tells nobody when a role keeps its holder or is cleared', () => {
    expect(assignmentRecipients('ada', [owner('bea', 'bea'), assignee('cy', null), owner('cy', '')])).toEqual(
      [],
    );
  });

  it('tells only the holder of the role that changed', () => {
    expect(assignmentRecipients('ada', [owner('bea', 'bea'), assignee('bea', 'cy')])).toEqual([
      { userId: 'cy', kind: 'assignedAssignee' },
    ]);
  });

  it('one notice per person when they take both roles (as owner)', () => {
    expect(assignmentRecipients('ada', [owner(null, 'bea'), assignee(null, 'bea')])).toEqual([
      { userId: 'bea', kind: 'assignedOwner' },
    ]);
  });
});

describe('comment notices', () => {
  it('tells owner and assignee once each, never the commenter', () => {
    expect(commentRecipients('ada', ['bea', 'bea', null, 'ada', 'cy'])).toEqual([
      { userId: 'bea', kind: 'commentOnYourItem' },
      { userId: 'cy', kind: 'commentOnYourItem' },
    ]);
    expect(commentRecipients('ada', ['ada', undefined])).toEqual([]);
  });
});

describe('digest schedule', () => {
  it('never: no digest at all', () => {
    expect(digestDue('never', '2026-06-15', undefined)).toBe(false);
  });
  it('daily: once a day', () => {
    expect(digestDue('daily', '2026-06-15', undefined)).toBe(true);
    expect(digestDue('daily', '2026-06-15', '2026-06-15')).toBe(false);
    expect(digestDue('daily', '2026-06-15', '2026-06-14')).toBe(true);
  });
  it('weekly: once in seven days', () => {
    expect(digestDue('weekly', '2026-06-15', '2026-06-09')).toBe(false);
    expect(digestDue('weekly', '2026-06-15', '2026-06-08')).toBe(true);
    expect(digestDue('weekly', '2026-06-15', undefined)).toBe(true);
  });
  it('a record later than today does not silence a person', () => {
    expect(digestDue('daily', '2026-06-15', '2026-11-24')).toBe(true);
  });
});

describe('overdue notices', () => {
  const actions = [{ endDate: '2026-06-01' }, { endDate: '2026-06-10T00:00:00.000Z' }];
  it('all overdue actions on the first digest, then only those due since the last one', () => {
    expect(newlyOverdue(actions)).toHaveLength(2);
    expect(newlyOverdue(actions, '2026-06-08')).toEqual([{ endDate: '2026-06-10T00:00:00.000Z' }]);
  });
});
