import {
  DEFAULT_REPORT_TIME_ZONE,
  DEFAULT_WORKING_DAYS,
  isReportDay,
  localDay,
  type IsoWeekday,
} from '@tandem/shared/notifications/report-schedule';
import { logger } from '../observability';
import { reportKinds, reportOrganisation, reportOrganisationIds, type ReportTally } from './action-reports';
import {
  organisationReportMessageSchema,
  type OrganisationReportMessage,
  type ReportQueue,
} from './report-queue';

export interface ReportSchedule {
  readonly timeZone: string;
  readonly workingDays: readonly IsoWeekday[];
}

/** The stage's schedule: its time zone (REPORT_TIME_ZONE, set by the jobs stack) and the default week. */
export const stageReportSchedule = (): ReportSchedule => ({
  timeZone: process.env.REPORT_TIME_ZONE || DEFAULT_REPORT_TIME_ZONE,
  workingDays: DEFAULT_WORKING_DAYS,
});

/**
 * The dispatcher: on a working day, one message per registered organisation (one registry Query),
 * so the work spreads over as many workers as the queue allows and one organisation's failure is
 * retried on its own. Nothing on other days.
 */
export async function dispatchReports(now: Date, queue: ReportQueue, schedule = stageReportSchedule()) {
  if (!isReportDay(now, schedule.timeZone, schedule.workingDays)) {
    return { day: localDay(now, schedule.timeZone).day, workingDay: false, organisations: 0 };
  }
  const { day } = localDay(now, schedule.timeZone);
  const organisationIds = await reportOrganisationIds();
  await queue.send(
    organisationIds.map((organisationId) => ({ organisationId, day, kinds: [...reportKinds] })),
  );
  return { day, workingDay: true, organisations: organisationIds.length };
}

/**
 * A worker's share: every kind of one organisation's reports for the message's day. Each kind runs
 * even when another fails; any failure is thrown afterwards so the message is retried (the kinds that
 * went out are not sent again: `reportOrganisation` claims each digest).
 */
export async function workReportMessage(body: unknown) {
  const message: OrganisationReportMessage = organisationReportMessageSchema.parse(body);
  const tallies: Partial<Record<string, ReportTally>> = {};
  const failures: unknown[] = [];
  for (const kind of message.kinds) {
    try {
      tallies[kind] = await reportOrganisation(message.organisationId, kind, message.day);
    } catch (error) {
      logger.error('Organisation report failed', {
        organisationId: message.organisationId,
        kind,
        error: error as Error,
      });
      failures.push(error);
    }
  }
  if (failures.length > 0) throw failures[0];
  return tallies;
}

/**
 * The queue in one process (local stack, tests): each message is worked at once; a failed one is
 * logged and left, as a dead-letter queue would keep it.
 */
export function inProcessReportQueue(): ReportQueue & { failed: OrganisationReportMessage[] } {
  const failed: OrganisationReportMessage[] = [];
  return {
    failed,
    async send(messages) {
      for (const message of messages) {
        try {
          await workReportMessage(message);
        } catch {
          failed.push(message);
        }
      }
    },
  };
}
