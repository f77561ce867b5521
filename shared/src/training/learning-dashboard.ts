import * as z from 'zod';
import { progressStatuses, ProgressStatus } from '../core/progress-status';

/**
 * The learning dashboard (spec §2 `projects/{projectId}/learning-dashboard`, issue 14): completion by
 * course and by audience, what is overdue and what is upcoming. One pure function over the project's
 * active training items, so the server answers it and tests can check its numbers by hand.
 *
 * - Completion counts modules: a course is as complete as its completed modules over its modules
 *   (cancelled ones do not count at all); a course without modules counts itself.
 * - The audience is a module's job roles (comma-separated, case-insensitive, most used spelling kept),
 *   and separately its project audience.
 * - Overdue: a course, module or component whose end date is before today and that is not completed
 *   or cancelled (or whose progress says Overdue), soonest end first.
 * - Upcoming: not started and starting within `UPCOMING_DAYS` from today, soonest start first.
 */
export const UPCOMING_DAYS = 30;

export interface TrainingRow {
  id: string;
  name: string;
  progressStatus: number;
  startDate: string | null;
  endDate: string | null;
  jobRoles: string;
  /** The project audience it trains (its name, kept beside the reference), if any. */
  audienceName?: string | null;
}
export interface LearningInput {
  courses: (TrainingRow & { courseGroupId: string | null })[];
  modules: (TrainingRow & { courseId: string | null })[];
  components: (TrainingRow & { moduleId: string | null })[];
  /** `yyyy-mm-dd` (the server's UTC date). */
  today: string;
}

const completionSchema = z.object({
  total: z.number().int(),
  completed: z.number().int(),
  percentComplete: z.number().int(),
});
const datedSchema = z.object({
  kind: z.enum(['course', 'module', 'component']),
  id: z.string(),
  name: z.string(),
  date: z.string(),
  progressStatus: z.number().int(),
});
export const learningDashboardSchema = z.object({
  totals: completionSchema,
  byCourse: z.array(completionSchema.extend({ courseId: z.string(), name: z.string() })),
  /** Per job role (the modules' `jobRoles`). */
  byAudience: z.array(completionSchema.extend({ audience: z.string() })),
  /** Per project audience (the modules' `audience` reference), by name. */
  byProjectAudience: z.array(completionSchema.extend({ audience: z.string() })),
  /** Modules per progress status (every status, in the enum's order; zero counts kept for the table). */
  byStatus: z.array(z.object({ progressStatus: z.number().int(), count: z.number().int() })),
  overdue: z.array(datedSchema),
  upcoming: z.array(datedSchema),
});
export type LearningDashboard = z.infer<typeof learningDashboardSchema>;

/**
 * The progress the dashboard counts: the status of the item's training progress (core data, spec §3
 * "Training progress: name, trainingProgressStatus") when it names one the organisation has,
 * otherwise the item's own progress status.
 */
export function withTrainingProgress<R extends TrainingRow & { trainingProgress?: string | null }>(
  rows: R[],
  statuses: ReadonlyMap<string, number>,
): R[] {
  return rows.map((row) => {
    const status = row.trainingProgress ? statuses.get(row.trainingProgress) : undefined;
    return status === undefined ? row : { ...row, progressStatus: status };
  });
}

const done = (row: TrainingRow) => row.progressStatus === ProgressStatus.COMPLETED;
const counted = (row: TrainingRow) => row.progressStatus !== ProgressStatus.CANCELLED;
const completion = (rows: TrainingRow[]) => {
  const total = rows.filter(counted).length;
  const completed = rows.filter(done).length;
  return { total, completed, percentComplete: total === 0 ? 0 : Math.round((completed / total) * 100) };
};

const addDays = (date: string, days: number) => {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
};

/**
 * Completion per group a row names, case-insensitively, alphabetical. A group reads as its most used
 * spelling (ties: the first in alphabetical order), so the answer never depends on storage order.
 */
function groupBy(rows: TrainingRow[], groupsOf: (row: TrainingRow) => string[]) {
  const groups = new Map<string, { spellings: Map<string, number>; rows: TrainingRow[] }>();
  for (const row of rows)
    for (const name of groupsOf(row).map((text) => text.trim())) {
      if (!name) continue;
      const key = name.toLowerCase();
      const entry = groups.get(key) ?? { spellings: new Map<string, number>(), rows: [] };
      entry.spellings.set(name, (entry.spellings.get(name) ?? 0) + 1);
      if (!entry.rows.includes(row)) entry.rows.push(row);
      groups.set(key, entry);
    }
  const spellingOf = (spellings: Map<string, number>) =>
    [...spellings].sort(([a, countA], [b, countB]) => countB - countA || a.localeCompare(b))[0]![0];
  return [...groups.values()]
    .map(({ spellings, rows: own }) => ({ audience: spellingOf(spellings), ...completion(own) }))
    .sort((a, b) => a.audience.localeCompare(b.audience));
}

export function learningDashboard(input: LearningInput): LearningDashboard {
  const { courses, modules, components, today } = input;
  const byCourse = courses.map((course) => {
    const own = modules.filter((module) => module.courseId === course.id);
    return { courseId: course.id, name: course.name, ...completion(own.length > 0 ? own : [course]) };
  });
  const all = [
    ...courses.map((row) => ({ kind: 'course' as const, row })),
    ...modules.map((row) => ({ kind: 'module' as const, row })),
    ...components.map((row) => ({ kind: 'component' as const, row })),
  ];
  const open = (row: TrainingRow) => !done(row) && counted(row);
  const overdue = all
    .filter(
      ({ row }) =>
        open(row) &&
        ((row.endDate !== null && row.endDate < today) || row.progressStatus === ProgressStatus.OVERDUE),
    )
    .map(({ kind, row }) => ({
      kind,
      id: row.id,
      name: row.name,
      date: row.endDate ?? '',
      progressStatus: row.progressStatus,
    }))
    .sort((a, b) => a.date.localeCompare(b.date));
  const horizon = addDays(today, UPCOMING_DAYS);
  const upcoming = all
    .filter(
      ({ row }) =>
        row.progressStatus === ProgressStatus.NOT_STARTED &&
        row.startDate !== null &&
        row.startDate >= today &&
        row.startDate <= horizon,
    )
    .map(({ kind, row }) => ({
      kind,
      id: row.id,
      name: row.name,
      date: row.startDate!,
      progressStatus: row.progressStatus,
    }))
    .sort((a, b) => a.date.localeCompare(b.date));
  return {
    totals: completion(modules.length > 0 ? modules : courses),
    byCourse,
    byAudience: groupBy(modules, (module) => module.jobRoles.split(',')),
    byProjectAudience: groupBy(modules, (module) => (module.audienceName ? [module.audienceName] : [])),
    byStatus: progressStatuses.map((progressStatus) => ({
      progressStatus,
      count: modules.filter((module) => module.progressStatus === progressStatus).length,
    })),
    overdue,
    upcoming,
  };
}
