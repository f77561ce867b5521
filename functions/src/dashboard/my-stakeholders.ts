import { DASHBOARD_LIST_PAGE_SIZE } from '@tandem/shared/dashboard/limits';
import { pageOf } from './page-of';
import type {
  DashboardStakeholder,
  DashboardStakeholdersQuery,
} from '@tandem/shared/dashboard/people-schemas';
import { can } from '@tandem/shared/permissions/can';
import type { ProjectEntityItem } from '../data/entities/project-entity';
import { projectStakeholderItemEntity } from '../data/entities/project-stakeholder-item';
import { memberItems } from '../entity-kit/member-items';
import type { Caller } from '../http/caller';
import { projectDirectory } from './project-directory';

const viewStakeholders = { kind: 'project', area: 'stakeholder', access: 'view' } as const;

interface OwnedRelationship extends ProjectEntityItem {
  stakeholder: string;
  stakeholderName?: string;
  influence?: number;
  impact?: number;
  sentiment?: number;
  commitment?: number;
  receptiveness?: number;
}

const scale = (value: number | undefined) => value ?? -1;

/**
 * My Stakeholders (spec §2): the stakeholders whose relationship the caller owns in projects they may
 * view, one row per person with each project's relationship; sorted by first then last name (spec §9:
 * the name is kept as "first last"). ONE Query of the project stakeholders' member index (gsi1
 * `ORG#<org>#PROJECTSTAKEHOLDER#MEMBER#<user>`) beside the project directory.
 */
export async function listMyStakeholders(
  caller: Caller,
  organisationId: string,
  query: DashboardStakeholdersQuery,
) {
  const [relationships, directory] = await Promise.all([
    memberItems(projectStakeholderItemEntity, organisationId, caller.userId, [
      'stakeholder',
      'stakeholderName',
      'influence',
      'impact',
      'sentiment',
      'commitment',
      'receptiveness',
    ]) as Promise<OwnedRelationship[]>,
    projectDirectory(organisationId),
  ]);
  const people = new Map<string, DashboardStakeholder>();
  for (const relationship of relationships) {
    const project = directory.projects.get(relationship.projectId);
    if (!project) continue;
    if (!can(caller.permissions, viewStakeholders, { organisationId, projectId: relationship.projectId }))
      continue;
    const person = people.get(relationship.stakeholder) ?? {
      stakeholderId: relationship.stakeholder,
      name: relationship.stakeholderName ?? '',
      projects: [],
    };
    person.projects.push({
      id: relationship.itemId,
      projectId: relationship.projectId,
      projectName: project.projectName,
      influence: scale(relationship.influence),
      impact: scale(relationship.impact),
      sentiment: scale(relationship.sentiment),
      commitment: scale(relationship.commitment),
      receptiveness: scale(relationship.receptiveness),
    });
    people.set(relationship.stakeholder, person);
  }
  const wanted = query.name?.toLocaleLowerCase('en-GB');
  const rows = [...people.values()]
    .filter((person) => !wanted || person.name.toLocaleLowerCase('en-GB').includes(wanted))
    .map((person) => ({
      ...person,
      projects: person.projects.sort((a, b) => a.projectName.localeCompare(b.projectName, 'en-GB')),
    }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en-GB') || a.stakeholderId.localeCompare(b.stakeholderId));
  return pageOf(rows, query, DASHBOARD_LIST_PAGE_SIZE);
}
