import { addCalendarDays, toIsoDate } from '@tandem/shared/core/calendar-date';
import { actionQueries, storedActionsOf } from '../data/entities/action';
import { actionOrganisationEntity } from '../data/entities/action-organisation';
import { membershipEntity } from '../data/entities/membership';
import { claimDigest, digestsDueToday, recordDigestSent, releaseDigest } from '../notifications/digests';
import { mailer } from './mailer';

/** Days ahead the "upcoming" report looks. */
export const UPCOMING_DAYS = 7;

export interface DigestAction {
  actionId: string;
  projectId: string;
  refNumber: number;
  name: string;
  endDate: string;
}

/** The actions one person should hear about in one organisation. */
export interface Digest {
  organisationId: string;
  userId: string;
  email: string;
  name: string;
  actions: DigestAction[];
}

type Kind = 'overdue' | 'upcoming';

/**
 * Open actions of one organisation whose due date falls in the window: ONE Query of gsi2
 * (`ORG#<org>#ACTIONS#open`, `DUE#<from>` .. `DUE#<to>`) — never a Scan.
 */
export async function openActionsDue(organisationId: string, kind: Kind, today: string) {
  const from = kind === 'overdue' ? '0000-00-00' : today;
  const to =
    kind === 'overdue'
      ? (addCalendarDays(today, -1) ?? today)
      : (addCalendarDays(today, UPCOMING_DAYS) ?? today);
  const data = await storedActionsOf(
    actionQueries
      .byOpenState({ organisationId, openState: 'open' })
      .between({ dueKey: from }, { dueKey: `${to}~` }),
  );
  return data.filter((action) => action.dueKey !== 'none' && action.dueKey >= from && action.dueKey <= to);
}

/**
 * Per-user digests: each open action goes to its assignee and its owner (once if they are the same
 * person); people who are no longer members are skipped. Sorted by due date, latest first (spec §9).
 */
export async function buildDigests(organisationId: string, kind: Kind, today: string): Promise<Digest[]> {
  const actions = await openActionsDue(organisationId, kind, today);
  if (actions.length === 0) return [];
  const { data: members } = await membershipEntity.query
    .byOrganisation({ organisationId })
    .go({ pages: 'all' });
  const byUser = new Map(members.map((member) => [member.userId, member]));
  const digests = new Map<string, Digest>();
  for (const action of actions) {
    for (const userId of new Set([action.assignedToId, action.ownerId].filter(Boolean) as string[])) {
      const member = byUser.get(userId);
      if (!member) continue;
      const digest = digests.get(userId) ?? {
        organisationId,
        userId,
        email: member.email,
        name: `${member.firstName} ${member.lastName}`.trim(),
        actions: [],
      };
      digest.actions.push({
        actionId: action.actionId,
        projectId: action.projectId,
        refNumber: action.refNumber,
        name: action.name,
        endDate: action.endDate,
      });
      digests.set(userId, digest);
    }
  }
  for (const digest of digests.values()) digest.actions.sort((a, b) => b.endDate.localeCompare(a.endDate));
  return [...digests.values()];
}

export function digestMessage(digest: Digest, kind: Kind) {
  const heading =
    kind === 'overdue' ? 'Actions past their due date' : `Actions due in the next ${UPCOMING_DAYS} days`;
  return {
    to: digest.email,
    subject: `Tandem: ${digest.actions.length} ${kind === 'overdue' ? 'overdue' : 'upcoming'} action(s)`,
    text: [
      `Hello ${digest.name},`,
      '',
      `${heading}:`,
      ...digest.actions.map(
        (action) => `- #${action.refNumber} ${action.name} (due ${action.endDate.slice(0, 10)})`,
      ),
    ].join('\n'),
  };
}

export type ReportKind = Kind;
export const reportKinds: readonly ReportKind[] = ['overdue', 'upcoming'];

export interface ReportTally {
  digests: number;
  actions: number;
  overdueNotices: number;
  /** Digests another run had already taken today (a redelivered message): not sent again. */
  alreadySent: number;
}

/**
 * One organisation's report of one kind: its digests, one e-mail per person whose digest is due (their
 * frequency), with its notifications (`notifications/digests.ts`). Safe to run twice for the same day:
 * each digest is claimed before it is sent, so a retry never sends one twice; a send that fails gives
 * its claim back and throws, so the retry sends what is missing.
 */
export async function reportOrganisation(
  organisationId: string,
  kind: Kind,
  today: string,
): Promise<ReportTally> {
  const tally: ReportTally = { digests: 0, actions: 0, overdueNotices: 0, alreadySent: 0 };
  const all = await buildDigests(organisationId, kind, today);
  for (const { digest, lastOn } of await digestsDueToday(organisationId, kind, today, all)) {
    if (!(await claimDigest(kind, today, digest, lastOn))) {
      tally.alreadySent++;
      continue;
    }
    try {
      await mailer().send(digestMessage(digest, kind));
    } catch (error) {
      await releaseDigest(kind, today, digest, lastOn);
      throw error;
    }
    tally.overdueNotices += await recordDigestSent(kind, digest, lastOn);
    tally.digests++;
    tally.actions += digest.actions.length;
  }
  return tally;
}

/** The organisations the reports start from: one small registry partition, never a Scan. */
export async function reportOrganisationIds() {
  const { data } = await actionOrganisationEntity.query.byRegistry({}).go({ pages: 'all' });
  return data.map(({ organisationId }) => organisationId);
}

/** One report kind over every registered organisation, in this process (tests and the local stack). */
export async function runActionReport(kind: Kind, now = new Date()) {
  const today = toIsoDate(now)!;
  const organisations = await reportOrganisationIds();
  let digests = 0;
  let actions = 0;
  let notices = 0;
  for (const organisationId of organisations) {
    const tally = await reportOrganisation(organisationId, kind, today);
    digests += tally.digests;
    actions += tally.actions;
    notices += tally.overdueNotices;
  }
  return { organisations: organisations.length, digests, actions, overdueNotices: notices };
}
