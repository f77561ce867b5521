import { ragSortValue } from '@tandem/shared/core/rag-sort-value';
import type { RagStatus } from '@tandem/shared/core/rag';
import { EMPTY_DATE } from '@tandem/shared/core/dates';
import { actionEntity } from '../data/entities/action';
import type { Tag } from '@tandem/shared/tags/schemas';
import type { ComputedValues } from '../entity-kit/api-answers';
import { actionKey, requireProjectContext, tagTexts, type ActionItem } from './store';

/**
 * The action values the kit's answer does not carry (`apiShape.item.computed`), for the endpoints the
 * kit serves (docs/architecture.md "Actions and the kit"): the project's names (cached per warm
 * Lambda), and from the stored items what the stored layout keeps beside the declared fields — the
 * initial end date, the audiences, the owner's first and last name, the review dates with their time
 * and the tags in the order the item keeps them — so an answer reads exactly as the hand-written
 * family's. An item the kit read for the answer (a get) is parsed as `actionEntity` reads it; only the
 * others (a write's answer) are read, in one BatchGet.
 */
export const actionComputedValues: ComputedValues = async (scope, answers, stored) => {
  if (answers.length === 0) return [];
  const unread = answers
    .filter((_, index) => !stored[index])
    .map((answer) => actionKey(scope.organisationId, scope.projectId, String(answer.id)));
  const [context, { data }] = await Promise.all([
    requireProjectContext(scope.organisationId, scope.projectId),
    unread.length > 0 ? actionEntity.get(unread).go({ consistent: true }) : { data: [] },
  ]);
  const items = [
    ...stored.flatMap((item) => (item ? [actionEntity.parse({ Item: item }).data] : [])),
    ...data,
  ] as ActionItem[];
  const byId = new Map(items.map((item) => [item.actionId, item]));
  // The texts of the tags the kit attached (the same tag items); only any others are read.
  const attached = new Map(
    answers.flatMap((answer) => (answer.tags as Tag[] | undefined) ?? []).map((tag) => [tag.id, tag.text]),
  );
  const ids = items.flatMap((item) => item.tagIds ?? []).filter((id) => !attached.has(id));
  const tags = new Map([...attached, ...(await tagTexts(scope.organisationId, ids))]);
  return answers.map((answer) => {
    const item = byId.get(String(answer.id));
    const ownerId = typeof answer.owner === 'string' && answer.owner !== '' ? answer.owner : null;
    return {
      ragSortValue: ragSortValue(answer.ragStatus as RagStatus, answer.progressStatus as number),
      initialEndDate: item?.initialEndDate ?? EMPTY_DATE,
      actualEndDate: item?.endDate ?? EMPTY_DATE,
      audienceIds: item?.audienceIds ?? [],
      projectName: context.projectName,
      programmeName: context.programmeName,
      owner: ownerId
        ? { sub: ownerId, firstName: item?.ownerFirstName ?? '', lastName: item?.ownerLastName ?? '' }
        : null,
      // Review dates as stored (with the time), where the kit's layout reads them as days.
      reviewedOn: item?.reviewedOn || null,
      nextReviewDue: item?.nextReviewDue || null,
      tags: (item?.tagIds ?? []).filter((id) => tags.has(id)).map((id) => ({ id, text: tags.get(id)! })),
    };
  });
};
