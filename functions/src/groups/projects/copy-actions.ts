import type { ActionItem } from '../../data/entities/action';
import { nextRefNumbers } from '../../data/counter';
import type { Caller } from '../../http/caller';
import { activeActionRows } from '../../actions/active-action-rows';
import { indexAttributes, REF_COUNTER } from '../../actions/store';
import { newActionItem, writeNewActions } from '../../actions/writes';

/**
 * The fields a copied action carries over: its plan (texts, statuses, dates, type, people, business
 * areas, tags). Not copied: identity and ref, comments (count 0), review records, the original's
 * history, and what belongs to the source project: links to its stakeholders and its audiences
 * (audiences are not copied, and an action's audiences are its own project's; issue 36).
 */
const copiedFields = [
  'refNumber',
  'name',
  'description',
  'ragStatus',
  'progressStatus',
  'startDate',
  'endDate',
  'initialEndDate',
  'actionTypeId',
  'actionTypeName',
  'ownerId',
  'ownerFirstName',
  'ownerLastName',
  'assignedToId',
  'assignedToName',
  'businessAreaIds',
  'tagIds',
] as const satisfies readonly (keyof ActionItem)[];

/**
 * Copies the source project's active actions into the new project, in ref order, with new refs from
 * the new project's own counter, written in transactions of 25 (each with its "create" history).
 * Answers how many were copied.
 */
export async function copyActiveActions(
  caller: Caller,
  organisationId: string,
  sourceProjectId: string,
  copyProjectId: string,
) {
  const sources = await activeActionRows({ organisationId, projectId: sourceProjectId }, copiedFields);
  if (sources.length === 0) return 0;
  sources.sort((a, b) => a.refNumber - b.refNumber);
  const refs = await nextRefNumbers(organisationId, copyProjectId, REF_COUNTER, sources.length);
  const copies = sources.map((source, index) => {
    const fields = Object.fromEntries(
      copiedFields.filter((field) => source[field] !== undefined).map((field) => [field, source[field]]),
    ) as Partial<ActionItem>;
    const refNumber = refs[index]!;
    const item = newActionItem(
      caller,
      organisationId,
      copyProjectId,
      refNumber,
      { name: source.name },
      {
        ...fields,
        refNumber,
      },
    );
    // Fields are copied as stored (already screened and normalised); the index keys follow them.
    return { ...item, ...indexAttributes(item) };
  });
  await writeNewActions(caller, copies);
  return copies.length;
}
