import { can } from '@tandem/shared/permissions/can';
import type { StakeholderProject } from '@tandem/shared/stakeholders/stakeholder-projects-contract';
import { coreDataItemEntity } from '../../data/entities/core-data-item';
import { projectEntity } from '../../data/entities/project';
import { projectStakeholderItemEntity } from '../../data/entities/project-stakeholder-item';
import { referencingItems } from '../../entity-kit/referencing-items';
import type { Caller } from '../../http/caller';
import { notFound } from '../../http/http-error';

const viewStakeholders = { kind: 'project', area: 'stakeholder', access: 'view' } as const;

/**
 * The projects one person of the organisation is an active stakeholder in (spec §2 organisation page
 * `stakeholders/{stakeholderId}`): one Query of the indexed reference, then the projects by BatchGet;
 * only live projects whose stakeholders the caller may view, by project name.
 */
export async function listStakeholderProjects(
  caller: Caller,
  organisationId: string,
  stakeholderId: string,
): Promise<StakeholderProject[]> {
  const [{ data: person }, items] = await Promise.all([
    coreDataItemEntity.get({ organisationId, kind: 'stakeholder', itemId: stakeholderId }).go(),
    referencingItems(projectStakeholderItemEntity, 'stakeholder', organisationId, stakeholderId),
  ]);
  if (!person) throw notFound('The stakeholder (params.stakeholderId)');
  const visible = items.filter(
    (item) =>
      item.lifecycleStatus === 'active' &&
      can(caller.permissions, viewStakeholders, { organisationId, projectId: item.projectId }),
  );
  if (visible.length === 0) return [];
  const projectIds = [...new Set(visible.map((item) => item.projectId))];
  const { data: projects } = await projectEntity
    .get(projectIds.map((projectId) => ({ organisationId, projectId })))
    .go();
  const names = new Map(
    projects
      .filter((project) => project.lifecycleStatus !== 'deleted')
      .map((project) => [project.projectId, project.name]),
  );
  const score = (value: unknown) => (typeof value === 'number' ? value : -1);
  return visible
    .filter((item) => names.has(item.projectId))
    .map((item) => ({
      projectId: item.projectId,
      projectName: names.get(item.projectId)!,
      projectStakeholderId: item.itemId,
      role: String(item.role ?? ''),
      influence: score(item.influence),
      impact: score(item.impact),
      sentiment: score(item.sentiment),
      commitment: score(item.commitment),
      receptiveness: score(item.receptiveness),
      isKeyStakeholder: item.isKeyStakeholder === true,
      isChangeNetwork: item.isChangeNetwork === true,
    }))
    .sort((a, b) => a.projectName.localeCompare(b.projectName, 'en-GB'));
}
