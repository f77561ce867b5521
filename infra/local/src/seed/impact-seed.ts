import { ProgressStatus } from '@tandem/shared/core/progress-status';
import { ImpactType } from '@tandem/shared/impacts/impact-type';
import { demoOrganisations, demoProjects, demoUsers } from './demo-data';
import { demoActionId, DEMO_ACTIONS_PER_PROJECT } from './action-seed';
import { demoEntityItemId } from './benefit-seed';
import { demoItemsOf } from './core-data-seed';

const { PEOPLE, PROCESS, TECHNOLOGY } = ImpactType;
/** name, level (1-10), mitigation confidence (-1 none), types, progress, people impacted, action refs. */
const impactSeeds = [
  [
    'Reception staff book appointments in the new system',
    8,
    6,
    [PEOPLE, PROCESS],
    ProgressStatus.IN_PROGRESS,
    45,
    [1, 2],
  ],
  [
    'Patients receive reminders by text message',
    6,
    8,
    [PEOPLE, TECHNOLOGY],
    ProgressStatus.NOT_STARTED,
    12_000,
    [3],
  ],
  ['Paper appointment diaries are retired', 9, 3, [PROCESS], ProgressStatus.NOT_STARTED, 60, [2, 4]],
  ['Clinic letters are generated from templates', 4, -1, [PROCESS, TECHNOLOGY], ProgressStatus.DRAFT, -1, []],
  ['Call centre handles fewer rebooking calls', 5, 7, [PEOPLE], ProgressStatus.COMPLETED, 30, [5]],
] as const;
export const DEMO_IMPACTS_PER_PROJECT = impactSeeds.length;

/** Milestones of every demo project (its settings list), the first linked to impacts 1 and 3. */
const milestoneSeeds = [
  ['Pilot clinic goes live', '2026-08-01', [1, 3]],
  ['All clinics live', '2026-10-01', []],
  ['Old system switched off', '2026-12-01', []],
] as const;

/** The audiences (stakeholder groups, refs of `stakeholder-seed.ts`) each seeded impact lands on. */
export const demoImpactAudienceRefs = [[2], [1, 2], [2, 3], [3], [1]] as const;

const groupSeeds = [
  ['Front desk and booking', [1, 3, 5]],
  ['Patient communication', [2, 4]],
] as const;

/**
 * Writes impacts as the kit leaves them: each with its chart item (`impactChartItem`, the
 * visualisations' read), which every kit write keeps in the impact's transaction. The seed and the
 * bench fixtures write through this, so their charts read what their impacts say.
 */
export async function putImpacts(impacts: readonly ImpactToPut[]) {
  const { impactEntity } = await import('@tandem/functions/data/entities/impact');
  const { impactChartEntity, impactChartItem } = await import('@tandem/functions/data/entities/impact-chart');
  const charts = impacts.flatMap((impact) => {
    const chart = impactChartItem({ lifecycleStatus: 'active', ...impact });
    return chart ? [chart] : [];
  });
  await Promise.all([
    impactEntity.put(impacts as never[]).go({ concurrent: 4 }),
    impactChartEntity.put(charts).go({ concurrent: 4 }),
  ]);
}

/** An impact to write: its keys and ref, and any of its declared fields. */
export interface ImpactToPut extends Record<string, unknown> {
  organisationId: string;
  projectId: string;
  itemId: string;
  refNumber: number;
  lifecycleStatus?: string;
}

/**
 * A few impacts and impact groups in every demo project (ref numbers 1..n, ids from
 * `demoEntityItemId`), each impact linked to some of the project's seeded actions, groups and
 * audiences (`stakeholder-seed.ts` writes those), both directions of each link written (as the link
 * endpoints write them).
 */
export async function seedImpacts(createdBy = 'system:seed') {
  const { impactGroupEntity } = await import('@tandem/functions/data/entities/impact');
  const { counterEntity } = await import('@tandem/functions/data/entities/counter');
  const { projectLinkEntity, LinkType } = await import('@tandem/functions/data/entities/project-link');
  const { settingsListEntity } = await import('@tandem/functions/data/entities/settings-list');
  for (const [projectIndex, project] of demoProjects.entries()) {
    const organisation = project.organisation as keyof typeof demoOrganisations;
    const areas = demoItemsOf(organisation, 'businessArea').map((item) => item.id);
    const places = demoItemsOf(organisation, 'location').map((item) => item.id);
    // Each impact lands in one or two business areas and locations, varied by project (the heatmap's rows).
    const some = (ids: string[], index: number) => [
      ...new Set([
        ids[(projectIndex + index) % ids.length]!,
        ...(index % 2 ? [] : [ids[(projectIndex + index + 2) % ids.length]!]),
      ]),
    ];
    const { organisationId } = demoOrganisations[organisation];
    const scope = { organisationId, projectId: project.projectId };
    const owner = demoUsers.find((user) =>
      user.memberships.some((membership) => membership.organisation === organisation),
    )!;
    const impactId = (ref: number) => demoEntityItemId('impact', project.projectId, ref);
    const groupId = (ref: number) => demoEntityItemId('impactGroup', project.projectId, ref);
    const milestoneId = (ref: number) => demoEntityItemId('milestone', project.projectId, ref);
    await settingsListEntity
      .put({
        organisationId,
        ownerType: 'PROJECT',
        ownerId: project.projectId,
        listName: 'milestones',
        items: milestoneSeeds.map(([name, deadline], index) => ({
          id: milestoneId(index + 1),
          name,
          description: '',
          deadline,
          milestoneType: 0,
        })),
        createdBy,
      })
      .go();
    await putImpacts(
      impactSeeds.map(([name, impactLevel, mitigationConfidence, types, progressStatus, people], index) => ({
        ...scope,
        itemId: impactId(index + 1),
        refNumber: index + 1,
        name,
        description: '',
        impactLevel,
        mitigationConfidence,
        impactTypes: [...types],
        owner: owner.userId,
        ownerName: `${owner.firstName} ${owner.lastName}`,
        progressStatus,
        startDate: '2026-06-01',
        endDate: `2026-0${7 + (index % 3)}-15`,
        totalPeopleImpacted: people,
        businessAreas: some(areas, index),
        locations: some(places, index),
        createdBy,
      })),
    );
    await impactGroupEntity
      .put(
        groupSeeds.map(([name], index) => ({
          ...scope,
          itemId: groupId(index + 1),
          refNumber: index + 1,
          name,
          description: '',
          createdBy,
        })),
      )
      .go();
    const pair = (fromType: string, fromId: string, toType: string, toId: string) => [
      { ...scope, fromType, fromId, toType, toId, createdBy },
      { ...scope, fromType: toType, fromId: toId, toType: fromType, toId: fromId, createdBy },
    ];
    const links = [
      ...impactSeeds.flatMap(([, , , , , , actionRefs], index) =>
        actionRefs
          .filter((ref) => ref <= DEMO_ACTIONS_PER_PROJECT)
          .flatMap((ref) =>
            pair(LinkType.IMPACT, impactId(index + 1), LinkType.ACTION, demoActionId(project.projectId, ref)),
          ),
      ),
      ...groupSeeds.flatMap(([, impactRefs], index) =>
        impactRefs.flatMap((ref) => pair(LinkType.IMPACT, impactId(ref), 'IMPACTGROUP', groupId(index + 1))),
      ),
      // The stakeholder heatmap's load: impact ↔ audience, as the kit's link family writes it.
      ...demoImpactAudienceRefs.flatMap((refs, index) =>
        refs.flatMap((ref) =>
          pair(
            LinkType.IMPACT,
            impactId(index + 1),
            'AUDIENCE',
            demoEntityItemId('audience', project.projectId, ref),
          ),
        ),
      ),
      ...milestoneSeeds.flatMap(([, , impactRefs], index) =>
        impactRefs.flatMap((ref) =>
          pair(LinkType.IMPACT, impactId(ref), 'MILESTONE', milestoneId(index + 1)),
        ),
      ),
    ];
    await projectLinkEntity.put(links).go();
    await counterEntity
      .put([
        { ...scope, kind: 'impact', value: impactSeeds.length },
        { ...scope, kind: 'impactGroup', value: groupSeeds.length },
      ])
      .go();
  }
}
