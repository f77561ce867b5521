import { createHash } from 'node:crypto';
import { ProgressStatus } from '@tandem/shared/core/progress-status';
import { RagStatus } from '@tandem/shared/core/rag';
import { demoOrganisations, demoProjects, demoUsers } from './demo-data';

/**
 * A fixed id per seeded item of a kit entity (`benefit`, ...), so tests and bookmarks can name one;
 * the derived probes find their seeded target with it, for any entity.
 */
export const demoEntityItemId = (entityName: string, projectId: string, refNumber: number) => {
  const hex = createHash('sha256').update(`${entityName}-seed:${projectId}:${refNumber}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};

const benefitSeeds = [
  ['Fewer missed appointments', 'Financial', 120_000, ProgressStatus.IN_PROGRESS, RagStatus.GREEN],
  ['Shorter waiting times', 'Operational', 15, ProgressStatus.NOT_STARTED, RagStatus.AMBER],
  ['Higher staff satisfaction', 'People', null, ProgressStatus.NOT_STARTED, RagStatus.UNKNOWN],
] as const;
export const DEMO_BENEFITS_PER_PROJECT = benefitSeeds.length;

/** A few benefits in every demo project, owned by the organisation's first member; ref numbers 1..n. */
export async function seedBenefits(createdBy = 'system:seed') {
  const { benefitEntity } = await import('@tandem/functions/data/entities/benefit');
  const { counterEntity } = await import('@tandem/functions/data/entities/counter');
  for (const project of demoProjects) {
    const organisation = project.organisation as keyof typeof demoOrganisations;
    const { organisationId } = demoOrganisations[organisation];
    const owner = demoUsers.find((user) =>
      user.memberships.some((membership) => membership.organisation === organisation),
    )!;
    await benefitEntity
      .put(
        benefitSeeds.map(([name, type, value, progressStatus, ragStatus], index) => ({
          organisationId,
          projectId: project.projectId,
          itemId: demoEntityItemId('benefit', project.projectId, index + 1),
          refNumber: index + 1,
          name,
          description: '',
          owner: owner.userId,
          ownerName: `${owner.firstName} ${owner.lastName}`,
          type,
          ...(value === null ? {} : { value }),
          progressStatus,
          ragStatus,
          measurmentDate: '2026-12-31',
          createdBy,
        })),
      )
      .go();
    await counterEntity
      .put({ organisationId, projectId: project.projectId, kind: 'benefit', value: benefitSeeds.length })
      .go();
  }
}
