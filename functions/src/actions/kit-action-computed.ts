import { ragSortValue } from '@tandem/shared/core/rag-sort-value';
import type { RagStatus } from '@tandem/shared/core/rag';
import { EMPTY_DATE } from '@tandem/shared/core/dates';
import { actionEntity } from '../data/entities/action';
import type { ComputedValues } from '../entity-kit/api-answers';
import { actionKey, requireProjectContext, tagTexts, type ActionItem } from './store';

/** The tags the kit attached to the answers (same item, same tag reads), by id. */
const attachedTagTexts = (answers: Record<string, unknown>[]) =>
  new Map(
    answers
      .flatMap((answer) =>
        Array.isArray(answer.tags) ? (answer.tags as { id: string; text: string }[]) : [],
      )
      .map((tag) => [tag.id, tag.text]),
  );

/**
 * The action values the kit's answer does not carry (`apiShape.item.computed`), for the endpoints the
 * kit serves (docs/architecture.md "Actions and the kit"): the project's names (cached per warm
 * Lambda), and from the stored items what the stored layout keeps beside the declared fields — the
 * initial end date, the audiences, the owner's first and last name, the review dates with their time
 * and the tags in the order the item keeps them — so an answer reads exactly as the hand-written
 * family's. The items the kit read for the answer (a get) are parsed as `actionEntity` reads them;
 * only the others (a write's answer) are read, in one BatchGet. Tag texts the kit already attached are
 * taken from the answer; only the rest are read.
 */
export const actionComputedValues: ComputedValues = async (scope, answers, stored = []) => {
  if (answers.length === 0) return [];
  const given = stored.flatMap((item) =>
    item ? [actionEntity.parse({ Item: item }).data as ActionItem | null] : [],
  );
  const unread = answers.filter((_, index) => !stored[index]);
  const [context, { data }] = await Promise.all([
    requireProjectContext(scope.organisationId, scope.projectId),
    unread.length > 0
      ? actionEntity
          .get(unread.map((answer) => actionKey(scope.organisationId, scope.projectId, String(answer.id))))
          .go({ consistent: true })
      : { data: [] },
  ]);
  const byId = new Map(
    [...given.filter((item) => item !== null), ...(data as ActionItem[])].map((item) => [
      item.actionId,
      item,
    ]),
  );
  const attached = attachedTagTexts(answers);
  const tags = new Map([
    ...attached,
    ...(await tagTexts(
      scope.organisationId,
      [...byId.values()].flatMap((item) => item.tagIds ?? []).filter((id) => !attached.has(id)),
    )),
  ]);
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
