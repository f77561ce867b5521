import { BatchGetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { refKeyOf } from '@tandem/shared/actions/action-rules';
import { config } from '../config';
import { documentClient } from '../data/client';
import { counterEntity } from '../data/entities/counter';
import { ACTIVE_COUNTER, REF_COUNTER, type ActionItem, type ProjectScope } from './store';

/**
 * Ref numbers per segment. A Query call reads at most 1 MB; about 600 action items fit, so each
 * segment is usually one call and the segments run side by side: a 5,000-action project is read in
 * one round trip of ~9 parallel Queries instead of 8 Queries one after another.
 */
export const REFS_PER_SEGMENT = 600;
/** Parallel Queries at most, so a huge project does not open hundreds of connections at once. */
const MAX_PARALLEL_SEGMENTS = 16;

/** The key of one of the project's counter items (for BatchGets that fetch it beside other items). */
export const counterKey = (scope: ProjectScope, kind: string) =>
  (counterEntity.get({ ...scope, kind }).params() as { Key: Record<string, string> }).Key;

/** The highest ref number handed out and the number of active actions, in one BatchGetItem. */
export async function actionCounters(scope: ProjectScope) {
  const result = await documentClient.send(
    new BatchGetCommand({
      RequestItems: {
        [config.tableName]: { Keys: [counterKey(scope, REF_COUNTER), counterKey(scope, ACTIVE_COUNTER)] },
      },
    }),
  );
  const rows = (result.Responses?.[config.tableName] ?? []) as { sk?: string; value?: number }[];
  const valueOf = (kind: string) => Number(rows.find((row) => row.sk === `COUNTER#${kind}`)?.value ?? 0);
  return { highestRef: valueOf(REF_COUNTER), active: Math.max(0, valueOf(ACTIVE_COUNTER)) };
}

/** `[from, to]` ref ranges covering 1..highestRef; the last one is open-ended, so no action is missed. */
export function refSegments(highestRef: number, perSegment = REFS_PER_SEGMENT) {
  const count = Math.max(1, Math.ceil(highestRef / perSegment));
  return Array.from({ length: count }, (_, index) => ({
    from: index * perSegment + 1,
    to: index === count - 1 ? undefined : (index + 1) * perSegment,
  }));
}

async function readSegment(
  scope: ProjectScope,
  segment: { from: number; to: number | undefined },
  attributes: readonly string[] | undefined,
) {
  const items: ActionItem[] = [];
  let startKey: Record<string, unknown> | undefined;
  const names = attributes && Object.fromEntries(attributes.map((name, index) => [`#a${index}`, name]));
  do {
    const result = await documentClient.send(
      new QueryCommand({
        TableName: config.tableName,
        IndexName: 'gsi3',
        KeyConditionExpression:
          segment.to === undefined
            ? 'gsi3pk = :pk AND gsi3sk >= :from'
            : 'gsi3pk = :pk AND gsi3sk BETWEEN :from AND :to',
        ExpressionAttributeValues: {
          ':pk': `ORG#${scope.organisationId}#PROJECT#${scope.projectId}#ACTIONS#active`,
          ':from': `REF#${refKeyOf(segment.from)}`,
          ...(segment.to === undefined ? {} : { ':to': `REF#${refKeyOf(segment.to)}` }),
        },
        ...(names && {
          ProjectionExpression: Object.keys(names).join(', '),
          ExpressionAttributeNames: names,
        }),
        ExclusiveStartKey: startKey,
      }),
    );
    items.push(...((result.Items ?? []) as ActionItem[]));
    startKey = result.LastEvaluatedKey;
  } while (startKey);
  return items;
}

/**
 * Every active action of a project with the given attributes (all when none are named), in ref order: the ref counter says how
 * far refs go, then ref ranges of the list index are read in parallel (spec §4: lists default to
 * active actions, so this serves every list sort and filter on top of the default).
 */
export async function activeActionRows(
  scope: ProjectScope,
  attributes?: readonly string[],
  refsPerSegment = REFS_PER_SEGMENT,
) {
  const { highestRef } = await actionCounters(scope);
  const segments = refSegments(highestRef, refsPerSegment);
  const results: ActionItem[][] = [];
  for (let start = 0; start < segments.length; start += MAX_PARALLEL_SEGMENTS) {
    const wave = segments.slice(start, start + MAX_PARALLEL_SEGMENTS);
    results.push(...(await Promise.all(wave.map((segment) => readSegment(scope, segment, attributes)))));
  }
  return results.flat();
}
