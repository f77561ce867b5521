import { addCalendarDays, toIsoDate } from '@tandem/shared/core/calendar-date';
import { ProgressStatus } from '@tandem/shared/core/progress-status';
import { RagStatus } from '@tandem/shared/core/rag';
import { demoCoreDataId } from './core-data-seed';
import { DEMO_ACTIONS_PER_PROJECT, demoActionId } from './action-seed';
import { demoOrganisations, demoProjects, demoUsers } from './demo-data';

/**
 * My Dashboard's demo (issue 16): the project actions seeded by `action-seed.ts` have fixed 2026
 * dates, so nothing is ever upcoming. These actions, assigned to contributor@ in two projects whose
 * actions contributor@ may view, are dated relative to the day of seeding: some overdue, some due in
 * the next days, one completed. Their ref numbers follow the project's seeded ones.
 */
export const dashboardActionSeeds = [
  {
    project: 'Online Booking',
    name: 'Check booking confirmations reach patients',
    due: -2,
    rag: RagStatus.RED,
    progress: ProgressStatus.IN_PROGRESS,
  },
  {
    project: 'Online Booking',
    name: 'Confirm kiosk signage with estates',
    due: 3,
    rag: RagStatus.AMBER,
    progress: ProgressStatus.IN_PROGRESS,
  },
  {
    project: 'Online Booking',
    name: 'Send reminder letters to the first cohort',
    due: 6,
    rag: RagStatus.GREEN,
    progress: ProgressStatus.NOT_STARTED,
  },
  {
    project: 'Finance System Upgrade',
    name: 'Reconcile the supplier ledger',
    due: -5,
    rag: RagStatus.AMBER,
    progress: ProgressStatus.NOT_STARTED,
  },
  {
    project: 'Finance System Upgrade',
    name: 'Train the finance champions',
    due: 1,
    rag: RagStatus.GREEN,
    progress: ProgressStatus.IN_PROGRESS,
  },
  {
    project: 'Finance System Upgrade',
    name: 'Archive the legacy month-end reports',
    due: -20,
    rag: RagStatus.GREEN,
    progress: ProgressStatus.COMPLETED,
  },
] as const;

/** The dashboard actions of one project, their ref numbers and ids (tests name them by these). */
export function dashboardSeedActionsOf(projectName: string) {
  const project = demoProjects.find((candidate) => candidate.name === projectName)!;
  return dashboardActionSeeds
    .filter((seed) => seed.project === projectName)
    .map((seed, index) => ({
      ...seed,
      projectId: project.projectId,
      refNumber: DEMO_ACTIONS_PER_PROJECT + index + 1,
      actionId: demoActionId(project.projectId, DEMO_ACTIONS_PER_PROJECT + index + 1),
    }));
}

export async function seedDashboardActions(createdBy = 'system:seed', today = toIsoDate(new Date())!) {
  const { putStoredActions } = await import('@tandem/functions/data/entities/action');
  const { counterEntity } = await import('@tandem/functions/data/entities/counter');
  const { indexAttributes } = await import('@tandem/functions/actions/store');
  const { organisationId } = demoOrganisations.a;
  const assignee = demoUsers.find((user) => user.key === 'contributor')!;
  const owner = demoUsers.find((user) => user.key === 'owner')!;
  const projectNames = [...new Set(dashboardActionSeeds.map((seed) => seed.project))];
  for (const projectName of projectNames) {
    const seeds = dashboardSeedActionsOf(projectName);
    const actions = seeds.map((seed) => {
      const endDate = `${addCalendarDays(today, seed.due)}T00:00:00`;
      const action = {
        organisationId,
        projectId: seed.projectId,
        actionId: seed.actionId,
        refNumber: seed.refNumber,
        name: seed.name,
        description: `<p>${seed.name}.</p>`,
        ragStatus: seed.rag,
        progressStatus: seed.progress,
        lifecycleStatus: 'active' as const,
        startDate: `${addCalendarDays(today, seed.due - 21)}T00:00:00`,
        endDate,
        initialEndDate: endDate,
        actionTypeId: demoCoreDataId('a', 'actionType', 'Communication'),
        actionTypeName: 'Communication',
        ownerId: owner.userId,
        ownerFirstName: owner.firstName,
        ownerLastName: owner.lastName,
        assignedToId: assignee.userId,
        assignedToName: `${assignee.firstName} ${assignee.lastName}`,
        businessAreaIds: [demoCoreDataId('a', 'businessArea', 'Digital')],
        audienceIds: [],
        tagIds: [],
        noteCount: 0,
        createdBy,
      };
      return { ...action, ...indexAttributes(action) };
    });
    await putStoredActions(actions);
    const count = DEMO_ACTIONS_PER_PROJECT + actions.length;
    await counterEntity
      .put([
        { organisationId, projectId: seeds[0]!.projectId, kind: 'action', value: count },
        { organisationId, projectId: seeds[0]!.projectId, kind: 'activeActions', value: count },
      ])
      .go();
  }
  return dashboardActionSeeds.length;
}
