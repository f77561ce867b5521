import { counterEntity } from './entities/counter';

/**
 * The next reference number of a kind within a project: an atomic ADD on one item, so two concurrent
 * creates never get the same number.
 */
export async function nextRefNumbers(
  organisationId: string,
  projectId: string,
  kind: string,
  count = 1,
): Promise<number[]> {
  const { data } = await counterEntity
    .update({ organisationId, projectId, kind })
    .add({ value: count })
    .go({ response: 'updated_new' });
  const last = data.value ?? count;
  return Array.from({ length: count }, (_, index) => last - count + 1 + index);
}
