import { ragSortValue } from '@tandem/shared/core/rag-sort-value';
import type { RagStatus } from '@tandem/shared/core/rag';
import { EMPTY_DATE } from '@tandem/shared/core/dates';
import { storedActionsById } from '../data/entities/action';
import type { ComputedValues } from '../entity-kit/api-answers';
import type { ProjectEntityItem, ProjectScope } from '../entity-kit/store';
import { requireProjectContext, tagTexts, type ActionItem } from './store';

type Stored = Pick<
  ActionItem,
  | 'actionId'
  | 'initialEndDate'
  | 'endDate'
  | 'audienceIds'
  | 'ownerFirstName'
  | 'ownerLastName'
  | 'reviewedOn'
  | 'nextReviewDue'
  | 'tagIds'
>;

/**
 * A day as the kit's action layout reads it (`yyyy-mm-dd`, a real day from 1900: its `get` kept only
 * those) in its stored form: what `storedDate` answers for it, without parsing the day again (a page
 * of 500 items did that 2,000 times).
 */
const storedDay = (day: unknown) => (typeof day === 'string' ? `${day}T00:00:00` : undefined);

/** What the computed values read of an item the kit read (its dates as days) in the stored form. */
function storedFormOf(item: ProjectEntityItem): Stored {
  const day = (key: string) => storedDay(item[key]);
  return {
    actionId: item.itemId,
    initialEndDate: storedDay(item.initialEndDate) ?? EMPTY_DATE,
    endDate: storedDay(item.endDate) ?? EMPTY_DATE,
    audienceIds: item.audienceIds as string[] | undefined,
    ownerFirstName: item.ownerFirstName as string | undefined,
    ownerLastName: item.ownerLastName as string | undefined,
    reviewedOn: day('reviewedOn'),
    nextReviewDue: day('nextReviewDue'),
    tagIds: item.tagIds as string[] | undefined,
  };
}

/**
 * The stored items of the answers, read by the same request where it can (`read`): the item a get kept
 * as stored, in its stored form; the one a list page answered from, in its stored form;
 * the others (a write's answer) in one consistent BatchGet, so an item just written is answered as
 * written.
 */
async function storedItemsOf(
  scope: ProjectScope,
  answers: Record<string, unknown>[],
  read: Parameters<ComputedValues>[2],
): Promise<Stored[]> {
  const given = read.map((one): Stored | undefined => {
    // Action attributes are stored under their own names and forms: the stored item is its stored form.
    if (one?.stored) return one.stored as unknown as ActionItem;
    return one && storedFormOf(one.item);
  });
  const unread = answers.filter((_, index) => !given[index]);
  if (unread.length === 0) return given as Stored[];
  const data = await storedActionsById(
    scope.organisationId,
    scope.projectId,
    unread.map((answer) => String(answer.id)),
  );
  return [...given.filter((item): item is Stored => item !== undefined), ...data];
}

/**
 * The texts of the items' tags: those the kit's answers already carry (it attached the tags it keeps
 * with their texts), and one read of any others (a tag deleted since, or an answer without tags).
 */
async function textsOfTags(organisationId: string, answers: Record<string, unknown>[], items: Stored[]) {
  const answered = new Map(
    answers
      .flatMap((answer) => (answer.tags as { id: string; text: string }[] | undefined) ?? [])
      .map((tag) => [tag.id, tag.text]),
  );
  const unread = items.flatMap((item) => item.tagIds ?? []).filter((id) => !answered.has(id));
  return new Map([...answered, ...(await tagTexts(organisationId, unread))]);
}

/**
 * The action values the kit's answer does not carry (`apiShape.item.computed`), for the endpoints the
 * kit serves (docs/architecture.md "Actions and the kit"): the project's names (cached per warm
 * Lambda), and from the stored items what the stored layout keeps beside the declared fields — the
 * initial end date, the audiences, the owner's first and last name, the review dates with their time
 * and the tags in the order the item keeps them — so an answer reads exactly as the hand-written
 * family's. An item the kit read for the answer (a get) is in its stored form; only the
 * others (a write's answer) are read, in one BatchGet.
 */
export const actionComputedValues: ComputedValues = async (scope, answers, read) => {
  if (answers.length === 0) return [];
  const [context, items] = await Promise.all([
    requireProjectContext(scope.organisationId, scope.projectId),
    storedItemsOf(scope, answers, read),
  ]);
  const byId = new Map(items.map((item) => [item.actionId, item]));
  const tags = await textsOfTags(scope.organisationId, answers, [...byId.values()]);
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
