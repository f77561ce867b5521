import type { EntityItem } from 'electrodb';
import { refKeyOf } from '@tandem/shared/actions/action-rules';
import { batchGetAcross } from '../data/batch-get';
import { actionQueries, storedActionsOf } from '../data/entities/action';
import { counterEntity } from '../data/entities/counter';
import { ACTIVE_COUNTER, REF_COUNTER, type ActionItem, type ProjectScope } from './store';

type CounterItem = EntityItem<typeof counterEntity>;

/**
 * Ref numbers per segment. A Query call reads at most 1 MB; about 600 action items fit, so each
 * segment is usually one call and the segments run side by side: a 5,000-action project is read in
 * one round trip of ~9 parallel Queries instead of 8 Queries one after another.
 */
export const REFS_PER_SEGMENT = 600;
/** Parallel Queries at most, so a huge project does not open hundreds of connections at once. */
const MAX_PARALLEL_SEGMENTS = 16;

/** The counter items of the project named by `kinds`, with tags etc. read in the same BatchGetItem. */
export const counterGet = (scope: ProjectScope, kind: string) => counterEntity.get({ ...scope, kind });

/** A counter's value among batch-read counters (0 when it was never written). */
export const counterValue = (counters: { kind: string; value?: number }[], kind: string) =>
  Number(counters.find((counter) => counter.kind === kind)?.value ?? 0);

/** The highest ref number handed out and the number of active actions, in one BatchGetItem. */
export async function actionCounters(scope: ProjectScope) {
  const read = await batchGetAcross([counterGet(scope, REF_COUNTER), counterGet(scope, ACTIVE_COUNTER)]);
  const counters = read.of<CounterItem>(counterEntity);
  return {
    highestRef: counterValue(counters, REF_COUNTER),
    active: Math.max(0, counterValue(counters, ACTIVE_COUNTER)),
  };
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
  const index = actionQueries.byRef({ ...scope, lifecycleStatus: 'active' });
  const from = { refKey: refKeyOf(segment.from) };
  const range =
    segment.to === undefined ? index.gte(from) : index.between(from, { refKey: refKeyOf(segment.to) });
  return storedActionsOf(range, attributes);
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
