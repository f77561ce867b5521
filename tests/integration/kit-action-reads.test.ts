import { describe, expect, it } from 'vitest';
import { demoTagId } from '@tandem/infra/local/src/seed/action-seed';
import { callAction, freshAction, projectParams } from './action-fixtures';
import { kitActionTable } from './kit-action-fixture';

// Imported after setup-env has pointed the data layer at this run's DynamoDB Local.
const { dynamoDb } = await import('@tandem/functions/data/client');
const { DynamoDbCallCounter } = await import('../bench/dynamodb-calls');

/**
 * The cost of one kit-served action answer (issue 9, bench): the kit's get reads the item (the project
 * check is cached per warm Lambda for reads, `requireProjectToRead`), and the answer's computed values (`apiShape.item.computed`) take what they need from that very
 * item — no second read of it, and no tag association Query where the item keeps its `tagIds`. The
 * answer stays the served one (kit-action-answers.test.ts compares it with the hand-written family's).
 */
const counter = new DynamoDbCallCounter(dynamoDb);
// The actions group's own table, built as its handler builds it, in this process so its calls count.
const kit = kitActionTable();
const caller = { userId: 'system:test' } as never;

async function countedGet(actionId: string) {
  const request = { params: { ...projectParams, actionId }, query: {}, body: {}, caller };
  // The project's names are cached per warm Lambda: a first call warms the cache as a served one would.
  await kit.getAction(request as never);
  counter.reset();
  counter.active = true;
  try {
    return { answer: await kit.getAction(request as never), calls: counter.perRequest(1) };
  } finally {
    counter.active = false;
  }
}

const served = async (actionId: string) =>
  (await callAction('getAction', { params: { actionId } })).json.payload;

describe('a kit-served action answer reads the item once', () => {
  it('answers a tagged action from the item and its tags: two reads', async () => {
    const tagIds = [demoTagId('a', 'Quick win'), demoTagId('a', 'Board visibility')];
    const created = await freshAction({ name: 'Counted get', tagIds });
    const { answer, calls } = await countedGet(created.id);
    // The item (GetItem), the tags' texts (one BatchGet); was also the project's GetItem, a BatchGet
    // of the item again, a tag association Query and a second BatchGet of the same tags.
    expect(calls).toEqual({ GetItem: 1, BatchGetItem: 1 });
    expect(JSON.stringify(answer)).toBe(JSON.stringify(await served(created.id)));
    expect((answer as { tags: { id: string }[] }).tags.map((tag) => tag.id)).toEqual(tagIds);
  });

  it('answers an untagged action from the item alone', async () => {
    const created = await freshAction({ name: 'Counted untagged get' });
    const { answer, calls } = await countedGet(created.id);
    expect(calls).toEqual({ GetItem: 1 });
    expect(JSON.stringify(answer)).toBe(JSON.stringify(await served(created.id)));
  });
});
