import type { impactCallEndpoints } from '@tandem/shared/impacts/impact-calls';
import { impactGroups } from '@tandem/shared/impacts/impact-group';
import { impactTypeLabel, type ImpactType } from '@tandem/shared/impacts/impact-type';
import { impacts } from '@tandem/shared/impacts/impact';
import { linkSideOf, type LinkSide } from '@tandem/shared/entity-kit/links';
import { can } from '@tandem/shared/permissions/can';
import { coreDataItemEntity } from '../../data/entities/core-data-item';
import { impactGroupEntity } from '../../data/entities/impact';
import { membershipEntity } from '../../data/entities/membership';
import { impactLinkTargets } from '../../entity-kit/impact-link-targets';
import { kitLinkTarget, linkedIds, type LinkedItem, type LinkTarget } from '../../entity-kit/links';
import { getItem } from '../../entity-kit/service';
import { projectItems, requireItem, requireProject, type ProjectScope } from '../../entity-kit/store';
import type { GroupImplementations } from '../../http/group-handler';
import { actionLinkTarget } from './action-link-target';
import { impactStore as store } from './impact-stores';

type CallIds = keyof typeof impactCallEndpoints;
const impactSide = linkSideOf(impacts.declaration);
const { projectStakeholder, audience, projectProcess, milestone } = impactLinkTargets;
const groupTarget = kitLinkTarget(impactGroups, impactGroupEntity, linkSideOf(impactGroups.declaration));

/** The items of one family linked to an impact, in ref order. */
async function linkedOf(scope: ProjectScope, impactId: string, target: LinkTarget): Promise<LinkedItem[]> {
  const ids = await linkedIds(scope, impactSide, impactId, target.side);
  return [...(await target.find(scope, ids)).values()].sort((a, b) => a.refNumber - b.refNumber);
}

const scopeOf = (params: ProjectScope): ProjectScope => ({
  organisationId: params.organisationId,
  projectId: params.projectId,
});

/** Names of organisation members by user id (one BatchGet); ids of non-members are left out. */
async function memberNames(organisationId: string, userIds: string[]) {
  if (userIds.length === 0) return new Map<string, string>();
  const { data } = await membershipEntity.get(userIds.map((userId) => ({ organisationId, userId }))).go();
  return new Map(data.map((member) => [member.userId, `${member.firstName} ${member.lastName}`.trim()]));
}

/** E-mail addresses of the people behind the project stakeholders linked to the impacts. */
async function stakeholderEmails(scope: ProjectScope, impactIds: string[]) {
  await requireProject(scope);
  const side: LinkSide = projectStakeholder.side;
  const stakeholderIds = (
    await Promise.all(impactIds.map((impactId) => linkedIds(scope, impactSide, impactId, side)))
  ).flat();
  const stakeholders = [...(await projectStakeholder.find(scope, stakeholderIds)).values()];
  const personIds = [...new Set(stakeholders.map((item) => item.stakeholder as string).filter(Boolean))];
  if (personIds.length === 0) return [];
  const { data } = await coreDataItemEntity
    .get(personIds.map((itemId) => ({ organisationId: scope.organisationId, kind: 'stakeholder', itemId })))
    .go();
  const emails = data.map((person) => (person.fields as { email?: string }).email ?? '').filter(Boolean);
  return [...new Set(emails)].sort();
}

/** The hand-written impacts calls (spec §7) beside the kit's. */
export const impactCallImplementations: Pick<GroupImplementations<'impacts'>, CallIds> = {
  getImpactDetailed: async ({ params, caller }) => {
    const scope = scopeOf(params);
    const item = await getItem(store, scope, params.impactId);
    // Each linked family only when the caller may view its side (issue 36: links need both rights).
    const visible = (target: LinkTarget) =>
      can(caller.permissions, { kind: 'project', area: target.side.area, access: 'view' }, scope)
        ? linkedOf(scope, params.impactId, target)
        : [];
    const [actions, groups, stakeholders, audiences, processes, milestones] = await Promise.all(
      [actionLinkTarget, groupTarget, projectStakeholder, audience, projectProcess, milestone].map(visible),
    );
    return {
      ...item,
      actions: actions!,
      impactGroups: groups!,
      projectStakeholders: stakeholders!,
      audiences: audiences!,
      projectProcesses: processes!,
      milestones: milestones!,
    } as never;
  },
  getImpactImpactTypes: async ({ params }) => {
    const item = await requireItem(store, scopeOf(params), params.impactId);
    return ((item.impactTypes as ImpactType[] | undefined) ?? []).map((value) => ({
      value,
      label: impactTypeLabel[value],
    }));
  },
  listProjectImpactCreators: async ({ params }) => {
    const scope = scopeOf(params);
    await requireProject(scope);
    const active = (await projectItems(store, scope)).filter((item) => item.lifecycleStatus === 'active');
    const names = await memberNames(scope.organisationId, [...new Set(active.map((item) => item.createdBy))]);
    return [...names]
      .map(([userId, name]) => ({ userId, name }))
      .sort((a, b) => a.name.localeCompare(b.name, 'en-GB'));
  },
  getImpactStakeholderEmails: ({ params, query }) =>
    stakeholderEmails(scopeOf(params), [...new Set(query.impactIds.split(',').map((id) => id.trim()))]),
};
