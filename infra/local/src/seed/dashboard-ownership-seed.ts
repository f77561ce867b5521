import { demoEntityItemId } from './benefit-seed';
import { demoOrganisations, demoProjects, demoUsers } from './demo-data';

/**
 * My Dashboard's impacts and stakeholders (issue 16): contributor@ owns a few of the seeded impacts
 * and stakeholder relationships in the projects they may view (Online Booking: edit; Patient Portal:
 * view), one person in both projects, so the stakeholder panel shows a project count. The owner is
 * set with the index key the kit derives, as the kit's writes do.
 */
export const dashboardOwnership = {
  impacts: [
    { project: 'Online Booking', ref: 2 },
    { project: 'Online Booking', ref: 4 },
    { project: 'Patient Portal', ref: 1 },
  ],
  stakeholders: [
    { project: 'Online Booking', ref: 1 },
    { project: 'Online Booking', ref: 2 },
    { project: 'Patient Portal', ref: 1 },
  ],
} as const;

export async function seedDashboardOwnership() {
  const { impactEntity } = await import('@tandem/functions/data/entities/impact');
  const { projectStakeholderItemEntity } =
    await import('@tandem/functions/data/entities/project-stakeholder-item');
  const contributor = demoUsers.find((user) => user.key === 'contributor')!;
  const owner = { owner: contributor.userId, ownerName: `${contributor.firstName} ${contributor.lastName}` };
  const { organisationId } = demoOrganisations.a;
  const projectId = (name: string) => demoProjects.find((project) => project.name === name)!.projectId;
  for (const { project, ref } of dashboardOwnership.impacts) {
    const itemId = demoEntityItemId('impact', projectId(project), ref);
    await impactEntity
      .patch({ organisationId, projectId: projectId(project), itemId })
      .set(owner as never)
      .go();
  }
  for (const { project, ref } of dashboardOwnership.stakeholders) {
    const itemId = demoEntityItemId('projectStakeholder', projectId(project), ref);
    await projectStakeholderItemEntity
      .patch({ organisationId, projectId: projectId(project), itemId })
      .set(owner as never)
      .go();
  }
  return dashboardOwnership.impacts.length + dashboardOwnership.stakeholders.length;
}
