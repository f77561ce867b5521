import { createHash } from 'node:crypto';
import { EMPTY_DATE } from '@tandem/shared/core/dates';
import { ProgressStatus } from '@tandem/shared/core/progress-status';
import { RagStatus } from '@tandem/shared/core/rag';
import { addCalendarDays } from '@tandem/shared/core/calendar-date';
import { demoCoreDataId } from './core-data-seed';
import { demoOrganisations, demoProjects, demoUsers } from './demo-data';

type OrganisationKey = keyof typeof demoOrganisations;

/** A fixed id per seed name, so tests and bookmarks can name demo actions, tags and stakeholders. */
export const demoActionSeedId = (name: string) => {
  const hex = createHash('sha256').update(`action-seed:${name}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};

/** Organisation tags (spec §3 Tag: id, text). */
export const demoTags: Record<OrganisationKey, string[]> = {
  a: ['Quick win', 'Board visibility', 'Patient facing', 'Needs funding'],
  b: ['Safety critical', 'Customer facing', 'Quick win'],
};
export const demoTagId = (organisation: OrganisationKey, text: string) =>
  demoActionSeedId(`tag:${organisation}:${text}`);

const actionNames = [
  'Brief ward managers on the new process',
  'Run super-user training sessions',
  'Publish FAQ on the intranet',
  'Agree go-live communications plan',
  'Update standard operating procedures',
  'Hold drop-in sessions for staff',
  'Collect feedback after the pilot',
  'Confirm support rota for go-live week',
  'Sign off training materials',
  'Share progress at the programme board',
  'Review accessibility of patient letters',
  'Plan hypercare handover',
];
export const DEMO_ACTIONS_PER_PROJECT = actionNames.length;
export const demoActionId = (projectId: string, refNumber: number) =>
  demoActionSeedId(`action:${projectId}:${refNumber}`);

const day = (offset: number) => `${addCalendarDays('2026-06-01', offset)}T00:00:00`;

/** The demo actions of one project (also the bench fixture's generator, with more names). */
export function demoActionsOf(
  organisation: OrganisationKey,
  projectId: string,
  count = DEMO_ACTIONS_PER_PROJECT,
  createdBy = 'system:seed',
) {
  const organisationId = demoOrganisations[organisation].organisationId;
  const members = demoUsers.filter((user) => user.memberships.some((m) => m.organisation === organisation));
  const actionTypes = ['Communication', 'Training', 'Workshop', 'Process change', 'Coaching'];
  const areas =
    organisation === 'a'
      ? ['Clinical Services', 'Nursing', 'Estates', 'Finance', 'Digital', 'HR']
      : ['Operations', 'Engineering', 'Customer Service', 'Safety'];
  const rags = [RagStatus.GREEN, RagStatus.AMBER, RagStatus.RED, RagStatus.UNKNOWN];
  const statuses = [
    ProgressStatus.NOT_STARTED,
    ProgressStatus.IN_PROGRESS,
    ProgressStatus.COMPLETED,
    ProgressStatus.IN_PROGRESS,
  ];
  return Array.from({ length: count }, (_, index) => {
    const refNumber = index + 1;
    const owner = members[index % members.length]!;
    const assignee = members[(index + 1) % members.length]!;
    const hasDates = index % 5 !== 4;
    const startDate = hasDates ? day((index * 7) % 120) : EMPTY_DATE;
    const endDate = hasDates ? day(((index * 7) % 120) + 14 + (index % 30)) : EMPTY_DATE;
    const tags = demoTags[organisation];
    const actionType = actionTypes[index % actionTypes.length]!;
    const progressStatus = statuses[index % statuses.length]!;
    return {
      organisationId,
      projectId,
      actionId: demoActionId(projectId, refNumber),
      refNumber,
      name: actionNames[index % actionNames.length]! + (index >= actionNames.length ? ` (${refNumber})` : ''),
      description: `<p>${actionNames[index % actionNames.length]!} so that people are ready for the change.</p>`,
      ragStatus: rags[index % rags.length]!,
      progressStatus,
      lifecycleStatus: 'active' as const,
      startDate,
      endDate,
      initialEndDate: endDate,
      actionTypeId: demoCoreDataId(organisation, 'actionType', actionType),
      actionTypeName: actionType,
      ownerId: owner.userId,
      ownerFirstName: owner.firstName,
      ownerLastName: owner.lastName,
      assignedToId: assignee.userId,
      assignedToName: `${assignee.firstName} ${assignee.lastName}`,
      businessAreaIds: [demoCoreDataId(organisation, 'businessArea', areas[index % areas.length]!)],
      audienceIds: [],
      tagIds: index % 3 === 0 ? [demoTagId(organisation, tags[index % tags.length]!)] : [],
      noteCount: 0,
      createdBy,
    };
  });
}

/**
 * Writes a project's actions with their index attributes, tag associations and the two counters
 * (ref numbers, active actions), through the same entities and derivations as the API.
 */
export async function writeProjectActions(
  organisation: OrganisationKey,
  projectId: string,
  count = DEMO_ACTIONS_PER_PROJECT,
  createdBy = 'system:seed',
) {
  const { putStoredActions } = await import('@tandem/functions/data/entities/action');
  const { counterEntity } = await import('@tandem/functions/data/entities/counter');
  const { tagAssociationEntity } = await import('@tandem/functions/data/entities/tag-association');
  const { indexAttributes } = await import('@tandem/functions/actions/store');
  const actions = demoActionsOf(organisation, projectId, count, createdBy).map((action) => ({
    ...action,
    ...indexAttributes(action),
  }));
  const organisationId = demoOrganisations[organisation].organisationId;
  await putStoredActions(actions);
  const associations = actions.flatMap((action) =>
    action.tagIds.map((tagId) => ({
      organisationId,
      projectId,
      kind: 'actionTags',
      entityId: action.actionId,
      tagId,
      createdBy,
    })),
  );
  if (associations.length) await tagAssociationEntity.put(associations).go();
  await counterEntity
    .put([
      { organisationId, projectId, kind: 'action', value: count },
      { organisationId, projectId, kind: 'activeActions', value: count },
    ])
    .go();
  return actions.length;
}

/** Tags and realistic actions for every demo project (their stakeholder owners: stakeholder-seed.ts). */
export async function seedActions(createdBy = 'system:seed') {
  const { tagEntity } = await import('@tandem/functions/data/entities/tag');
  const { actionOrganisationEntity } = await import('@tandem/functions/data/entities/action-organisation');
  let actions = 0;
  for (const organisation of Object.keys(demoOrganisations) as OrganisationKey[]) {
    const { organisationId } = demoOrganisations[organisation];
    await tagEntity
      .put(
        demoTags[organisation].map((text) => ({
          organisationId,
          tagId: demoTagId(organisation, text),
          text,
          createdBy,
        })),
      )
      .go();
    await actionOrganisationEntity.put({ organisationId }).go();
  }
  for (const project of demoProjects) {
    const organisation = project.organisation as OrganisationKey;
    actions += await writeProjectActions(
      organisation,
      project.projectId,
      DEMO_ACTIONS_PER_PROJECT,
      createdBy,
    );
  }
  return { actions };
}
