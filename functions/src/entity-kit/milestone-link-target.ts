import { milestoneLinkSide } from '@tandem/shared/impacts/impact-links';
import { settingsListEntity } from '../data/entities/settings-list';
import type { LinkedItem, LinkTarget } from './links';

type Milestone = { id: string; name: string; deadline: string | null; milestoneType: number };

/** A project's milestones (one settings list item), numbered by their place in the list. */
async function milestonesOf(scope: { organisationId: string; projectId: string }): Promise<LinkedItem[]> {
  const { data } = await settingsListEntity
    .get({
      organisationId: scope.organisationId,
      ownerType: 'PROJECT',
      ownerId: scope.projectId,
      listName: 'milestones',
    })
    .go({ consistent: true });
  return ((data?.items ?? []) as Milestone[]).map((milestone, index) => ({
    id: milestone.id,
    refNumber: index + 1,
    name: milestone.name,
    deadline: milestone.deadline ?? null,
    milestoneType: milestone.milestoneType ?? 0,
  }));
}

/** Milestones as the far side of impact ↔ milestone: the project's list read by key. */
export const milestoneLinkTarget: LinkTarget = {
  side: milestoneLinkSide,
  async find(scope, ids) {
    const wanted = new Set(ids);
    const found = (await milestonesOf(scope)).filter((milestone) => wanted.has(milestone.id));
    return new Map(found.map((milestone) => [milestone.id, milestone]));
  },
  all: milestonesOf,
};
