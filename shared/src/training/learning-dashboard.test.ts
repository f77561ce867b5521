import { describe, expect, it } from 'vitest';
import { ProgressStatus } from '../core/progress-status';
import { learningDashboard, withTrainingProgress, type TrainingRow } from './learning-dashboard';

const row = (id: string, progressStatus: number, extra: Partial<TrainingRow> = {}): TrainingRow => ({
  id,
  name: id,
  progressStatus,
  startDate: null,
  endDate: null,
  jobRoles: '',
  ...extra,
});
const today = '2026-03-10';

describe('learningDashboard', () => {
  const dashboard = learningDashboard({
    today,
    courses: [
      { ...row('c1', ProgressStatus.IN_PROGRESS), courseGroupId: 'g' },
      { ...row('c2', ProgressStatus.NOT_STARTED, { startDate: '2026-03-20' }), courseGroupId: 'g' },
    ],
    modules: [
      {
        ...row('m1', ProgressStatus.COMPLETED, { jobRoles: 'Nurse, Porter', audienceName: 'Ward staff' }),
        courseId: 'c1',
      },
      {
        ...row('m2', ProgressStatus.IN_PROGRESS, { jobRoles: 'nurse', endDate: '2026-03-01' }),
        courseId: 'c1',
      },
      { ...row('m3', ProgressStatus.CANCELLED, { jobRoles: 'Porter' }), courseId: 'c1' },
    ],
    components: [{ ...row('x1', ProgressStatus.NOT_STARTED, { startDate: '2026-05-01' }), moduleId: 'm1' }],
  });

  it('counts completion per course over its modules (cancelled ones nowhere) and a course without modules as itself', () => {
    expect(dashboard.byCourse).toEqual([
      { courseId: 'c1', name: 'c1', total: 2, completed: 1, percentComplete: 50 },
      { courseId: 'c2', name: 'c2', total: 1, completed: 0, percentComplete: 0 },
    ]);
    expect(dashboard.totals).toEqual({ total: 2, completed: 1, percentComplete: 50 });
  });

  it('counts completion per job role, case-insensitively (a tie of spellings: the first alphabetically)', () => {
    expect(dashboard.byAudience).toEqual([
      { audience: 'nurse', total: 2, completed: 1, percentComplete: 50 },
      { audience: 'Porter', total: 1, completed: 1, percentComplete: 100 },
    ]);
  });

  it('names a job role by its most used spelling, whatever order the rows come in', () => {
    const modules = ['NURSE', 'Nurse', 'Nurse'].map((jobRoles, index) => ({
      ...row(`m${index}`, ProgressStatus.NOT_STARTED, { jobRoles }),
      courseId: 'c',
    }));
    for (const ordered of [modules, [...modules].reverse()])
      expect(learningDashboard({ today, courses: [], modules: ordered, components: [] }).byAudience).toEqual([
        { audience: 'Nurse', total: 3, completed: 0, percentComplete: 0 },
      ]);
  });

  it('counts completion per project audience, modules without one left out', () => {
    expect(dashboard.byProjectAudience).toEqual([
      { audience: 'Ward staff', total: 1, completed: 1, percentComplete: 100 },
    ]);
  });

  it('counts modules per progress status, every status listed', () => {
    const counts = Object.fromEntries(dashboard.byStatus.map((entry) => [entry.progressStatus, entry.count]));
    expect(counts[ProgressStatus.COMPLETED]).toBe(1);
    expect(counts[ProgressStatus.IN_PROGRESS]).toBe(1);
    expect(counts[ProgressStatus.CANCELLED]).toBe(1);
    expect(counts[ProgressStatus.NOT_STARTED]).toBe(0);
    expect(dashboard.byStatus).toHaveLength(7);
  });

  it('lists what is overdue (open, ended before today) and what starts within 30 days', () => {
    expect(dashboard.overdue.map((item) => [item.kind, item.id, item.date])).toEqual([
      ['module', 'm2', '2026-03-01'],
    ]);
    expect(dashboard.upcoming.map((item) => [item.kind, item.id])).toEqual([['course', 'c2']]);
  });
});

describe('withTrainingProgress', () => {
  it("takes the status of the item's training progress when the organisation has it, else the item's own", () => {
    const statuses = new Map([['attended', ProgressStatus.COMPLETED]]);
    const rows = [
      { ...row('a', ProgressStatus.IN_PROGRESS), trainingProgress: 'attended' },
      { ...row('b', ProgressStatus.IN_PROGRESS), trainingProgress: 'deleted-item' },
      { ...row('c', ProgressStatus.NOT_STARTED), trainingProgress: null },
    ];
    expect(withTrainingProgress(rows, statuses).map((item) => item.progressStatus)).toEqual([
      ProgressStatus.COMPLETED,
      ProgressStatus.IN_PROGRESS,
      ProgressStatus.NOT_STARTED,
    ]);
  });
});
