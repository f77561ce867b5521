import { storedDate } from '@tandem/shared/actions/action-rules';
import { ragSortValue } from '@tandem/shared/core/rag-sort-value';
import type { RagStatus } from '@tandem/shared/core/rag';
import type { ListKey, ListingOptions } from '../entity-kit/list-keys';
import type { ProjectEntityItem } from '../entity-kit/store';

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const ownerName = (item: ProjectEntityItem) =>
  `${text(item.ownerFirstName)} ${text(item.ownerLastName)}`.trim();

/** A date as actions store it and clients see it (`…T00:00:00`, the sentinel for none): what filters compare. */
const storedDay = (key: string): ListKey => ({
  attributes: [key],
  value: (item) => storedDate(item[key] as string | undefined),
});

/** A review date as stored, or '' before the first review. */
const reviewDay = (key: string): ListKey => ({
  attributes: [key],
  value: (item) => (typeof item[key] === 'string' ? storedDate(item[key]) : ''),
});

/**
 * How the action list sorts and filters (`EntityOptions.listing` of the kit's action endpoints), as the
 * hand-written list did (`actionAccessors`, spec §4): RAG by its sort value (completed counts as 4),
 * dates in their stored form with the time, the owner by first and last name, the drill-down's owner or
 * assignee, the due date as the end date; the rest read as the kit reads its declared fields. Lists
 * read as the ref index reads: no sort is ref order, active rows that sort equal stay in ref order.
 */
export const actionListing: ListingOptions = {
  refOrder: true,
  keys: {
    ragStatus: {
      attributes: ['ragStatus', 'progressStatus'],
      value: (item) => ragSortValue(item.ragStatus as RagStatus, item.progressStatus as number),
    },
    startDate: storedDay('startDate'),
    endDate: storedDay('endDate'),
    actualEndDate: storedDay('endDate'),
    reviewedOn: reviewDay('reviewedOn'),
    nextReviewDue: reviewDay('nextReviewDue'),
    owner: { attributes: ['ownerFirstName', 'ownerLastName'], value: ownerName },
    // Both names on their own lines, so "contains" matches either person (spec §2 drill-down).
    ownerOrAssignedTo: {
      attributes: ['ownerFirstName', 'ownerLastName', 'assignedToName'],
      value: (item) => `${ownerName(item)}\n${text(item.assignedToName)}`,
    },
  },
};
