import { AudienceSize } from '@tandem/shared/audiences/audience-size';
import { MEMBER_NAMES_SEPARATOR } from '@tandem/shared/entity-kit/member-names';
import { demoEntityItemId } from './benefit-seed';
import { demoActionId } from './action-seed';
import { demoItemsOf } from './core-data-seed';
import { demoOrganisations, demoProjects, demoUsers } from './demo-data';

type OrganisationKey = keyof typeof demoOrganisations;

/** Profiles cycled over an organisation's people: influence, impact, sentiment, commitment, receptiveness. */
const profiles = [
  [9, 8, 8, 7, 8, true, false, 'Executive sponsor'],
  [7, 9, 4, 3, 5, true, true, 'Clinical lead'],
  [5, 6, 6, 5, 6, false, true, 'Change champion'],
  [3, 7, 2, 2, 3, false, false, 'Site representative'],
  [6, 4, 7, 6, -1, false, false, 'Budget holder'],
] as const;

const audienceSeeds: Record<OrganisationKey, readonly (readonly [string, string, number, number])[]> = {
  a: [
    ['Ward nurses', AudienceSize.LARGE, 6, 9],
    ['Outpatient receptionists', AudienceSize.MEDIUM, 3, 8],
    ['Consultants', AudienceSize.SMALL, 9, 5],
  ],
  b: [
    ['Train drivers', AudienceSize.EXTRA_LARGE, 7, 8],
    ['Station staff', AudienceSize.LARGE, 4, 7],
    ['Control room', AudienceSize.EXTRA_SMALL, 8, 6],
  ],
};

/** Monthly pulse dates; readiness climbs along the adoption curve, each audience at its own pace. */
const pulseDates = ['2026-08-01', '2026-09-01', '2026-10-01', '2026-11-01'];
const readinessAt = (audience: number, pulse: number) => {
  const start = 2 + audience;
  const step = (measure: number) => Math.min(10, Math.max(1, start + pulse * 2 - measure));
  return {
    awareness: step(0),
    understanding: step(1),
    commitment: step(2),
    capability: step(3),
    adoption: step(4),
    sentiment: Math.min(10, 4 + pulse + (audience === 1 ? -2 : 0)),
  };
};

/**
 * The people of an organisation seeded into every project: all but the last, who is in no project
 * yet, so a test may add them once (one person is one project stakeholder per project).
 */
const seededPeople = (organisation: OrganisationKey) => demoItemsOf(organisation, 'stakeholder').slice(0, -1);

/** The seeded project stakeholder of a person (by name) in a demo project. */
export function demoProjectStakeholderOf(organisation: OrganisationKey, projectId: string, person: string) {
  const index = seededPeople(organisation).findIndex((item) => item.name === person);
  if (index < 0) throw new Error(`${person} is not seeded into the projects`);
  return demoEntityItemId('projectStakeholder', projectId, index + 1);
}

/** Stakeholder owners of a few demo actions (ref → project stakeholder refs). */
const ownedActions: readonly (readonly [number, readonly number[]])[] = [
  [2, [1]],
  [3, [1, 2]],
  [5, [3]],
];

/**
 * Project stakeholders (the seeded people), three audiences with members, four monthly pulses per
 * audience and the stakeholder owners of a few actions, in every demo project; ids from
 * `demoEntityItemId`, refs 1..n.
 */
export async function seedStakeholders(createdBy = 'system:seed') {
  const entities = await import('@tandem/functions/data/entities/stakeholder-entities');
  const { counterEntity } = await import('@tandem/functions/data/entities/counter');
  for (const [projectIndex, project] of demoProjects.entries()) {
    const organisation = project.organisation as OrganisationKey;
    const { organisationId } = demoOrganisations[organisation];
    const scope = { organisationId, projectId: project.projectId };
    const organisationMembers = demoUsers.filter((user) =>
      user.memberships.some((membership) => membership.organisation === organisation),
    );
    const owner = organisationMembers[0]!;
    // Several owners (issue 13): the relationship owner and, on every other stakeholder, a second member.
    const ownersOf = (index: number) =>
      index % 2 === 0 && organisationMembers[1] ? [owner, organisationMembers[1]] : [owner];
    const nameOf = (user: { firstName: string; lastName: string }) => `${user.firstName} ${user.lastName}`;
    const people = seededPeople(organisation);
    const stakeholderId = (index: number) =>
      demoEntityItemId('projectStakeholder', project.projectId, index + 1);
    await entities.projectStakeholderItemEntity
      .put(
        people.map((person, index) => {
          const [influence, impact, sentiment, commitment, receptiveness, key, network, role] =
            profiles[(index + projectIndex) % profiles.length]!;
          return {
            ...scope,
            itemId: stakeholderId(index),
            refNumber: index + 1,
            stakeholder: person.id,
            stakeholderName: person.name,
            role,
            influence,
            impact,
            sentiment,
            commitment,
            receptiveness,
            isKeyStakeholder: key,
            isChangeNetwork: network,
            owner: owner.userId,
            ownerName: nameOf(owner),
            owners: ownersOf(index).map((user) => user.userId),
            ownersName: ownersOf(index).map(nameOf).join(MEMBER_NAMES_SEPARATOR),
            createdBy,
          };
        }),
      )
      .go();
    const audiences = audienceSeeds[organisation];
    const audienceId = (index: number) => demoEntityItemId('audience', project.projectId, index + 1);
    await entities.audienceEntity
      .put(
        audiences.map(([name, size, influence, impact], index) => ({
          ...scope,
          itemId: audienceId(index),
          refNumber: index + 1,
          name,
          size,
          influence,
          impact,
          createdBy,
        })),
      )
      .go();
    // Each person belongs to one audience (round robin), the first also to the second audience.
    const members = people.map((person, index) => ({ person, index, audience: index % audiences.length }));
    members.push({ person: people[0]!, index: 0, audience: 1 });
    await entities.audienceStakeholderEntity
      .put(
        members.map(({ person, index, audience }, ref) => ({
          ...scope,
          itemId: demoEntityItemId('audienceStakeholder', project.projectId, ref + 1),
          refNumber: ref + 1,
          audience: audienceId(audience),
          audienceName: audiences[audience]![0],
          projectStakeholder: stakeholderId(index),
          projectStakeholderName: person.name,
          createdBy,
        })),
      )
      .go();
    const pulses = audiences.flatMap(([name], audience) =>
      pulseDates.map((pulseDate, pulse) => ({ name, audience, pulseDate, pulse })),
    );
    await entities.pulseEntity
      .put(
        pulses.map(({ name, audience, pulseDate, pulse }, ref) => ({
          ...scope,
          itemId: demoEntityItemId('pulse', project.projectId, ref + 1),
          refNumber: ref + 1,
          audience: audienceId(audience),
          audienceName: name,
          pulseDate,
          ...readinessAt(audience, pulse),
          createdBy,
        })),
      )
      .go();
    const { projectLinkEntity, LinkType } = await import('@tandem/functions/data/entities/project-link');
    await projectLinkEntity
      .put(
        ownedActions.flatMap(([ref, owners]) =>
          owners.flatMap((owner) => {
            const [actionId, ownerId] = [demoActionId(project.projectId, ref), stakeholderId(owner - 1)];
            return [
              {
                ...scope,
                fromType: LinkType.ACTION,
                fromId: actionId,
                toType: LinkType.PROJECT_STAKEHOLDER_OWNER,
              },
              {
                ...scope,
                fromType: LinkType.PROJECT_STAKEHOLDER_OWNER,
                fromId: ownerId,
                toType: LinkType.ACTION,
              },
            ].map((link, side) => ({ ...link, toId: side === 0 ? ownerId : actionId, createdBy }));
          }),
        ),
      )
      .go();
    const counts = {
      projectStakeholder: people.length,
      audience: audiences.length,
      audienceStakeholder: members.length,
      pulse: pulses.length,
    };
    await counterEntity.put(Object.entries(counts).map(([kind, value]) => ({ ...scope, kind, value }))).go();
  }
}
