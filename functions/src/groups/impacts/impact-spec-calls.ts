import type { impactSpecCallEndpoints } from '@tandem/shared/impacts/impact-spec-calls';
import { impactGroups } from '@tandem/shared/impacts/impact-group';
import { impacts } from '@tandem/shared/impacts/impact';
import { projectLinkEntity } from '../../data/entities/project-link';
import { attachTags } from '../../entity-kit/tags';
import {
  projectItems,
  requireItems,
  requireProjectToRead,
  toResponse,
  type ProjectScope,
} from '../../entity-kit/store';
import type { GroupImplementations } from '../../http/group-handler';
import { impactGroupStore as groupStore, impactStore } from './impact-stores';

type CallIds = keyof typeof impactSpecCallEndpoints;
// Link items are typed by their side's name in capitals (entity-kit/links.ts).
const GROUP_TYPE = impactGroups.declaration.name.toUpperCase();
const IMPACT_TYPE = impacts.declaration.name.toUpperCase();

const scopeOf = (params: ProjectScope): ProjectScope => ({
  organisationId: params.organisationId,
  projectId: params.projectId,
});

/** The grid rows of the named impacts (one BatchGet, tags by one Query); a deleted or unknown one is 404. */
async function gridRows(scope: ProjectScope, impactIds: string[]) {
  const items = await requireItems(impactStore, scope, impactIds, 'body.impactIds');
  return attachTags(
    impactStore,
    scope,
    items.map((item) => toResponse(impactStore, item)),
  );
}

/**
 * Active impacts per active impact group: three Queries side by side (the groups, the impacts, and
 * the groups' link items, `begins_with(sk, LINK#IMPACTGROUP#)`). An impact in two groups counts in
 * each, once in `grouped`.
 */
async function countByGroup(scope: ProjectScope) {
  const [, groups, impactItems, links] = await Promise.all([
    requireProjectToRead(scope),
    projectItems(groupStore, scope),
    projectItems(impactStore, scope),
    projectLinkEntity.query.byFrom({ ...scope, fromType: GROUP_TYPE }).go({ pages: 'all' }),
  ]);
  const active = new Set(
    impactItems.filter((item) => item.lifecycleStatus === 'active').map((item) => item.itemId),
  );
  const perGroup = new Map<string, Set<string>>();
  for (const link of links.data) {
    if (link.fromType !== GROUP_TYPE || link.toType !== IMPACT_TYPE || !active.has(link.toId)) continue;
    perGroup.set(link.fromId, (perGroup.get(link.fromId) ?? new Set()).add(link.toId));
  }
  const activeGroups = groups
    .filter((group) => group.lifecycleStatus === 'active')
    .sort((a, b) => a.refNumber - b.refNumber);
  const grouped = new Set(activeGroups.flatMap((group) => [...(perGroup.get(group.itemId) ?? [])]));
  return {
    impactGroups: activeGroups.map((group) => ({
      impactGroupId: group.itemId,
      refNumber: group.refNumber,
      name: String(group.name ?? ''),
      count: perGroup.get(group.itemId)?.size ?? 0,
    })),
    grouped: grouped.size,
    ungrouped: active.size - grouped.size,
  };
}

/** Impacts' spec §7 calls beside the kit's (`impact-spec-calls.ts` in shared). */
export const impactSpecCallImplementations: Pick<GroupImplementations<'impacts'>, CallIds> = {
  getImpactsGridDataByIds: ({ params, body }) =>
    gridRows(scopeOf(params), [...new Set(body.impactIds)]) as never,
  countImpactsByImpactGroup: ({ params }) => countByGroup(scopeOf(params)),
};
