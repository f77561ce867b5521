import { describe, expect, it } from 'vitest';
import { buildPath, endpointEntries } from '@tandem/shared/contract/endpoints';
import { api } from '../api';
import { bearer } from '../sessions';
import { expectedStatus, matrixCallers } from '../matrix/expected-status';
import { probes } from '../matrix/probes';
import { cleanupProbe, resolveProbe } from '../matrix/probe';

/** A probe's query as the URL carries it (repeated keys for lists). */
export const queryString = (query: Record<string, string | string[]> = {}) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    for (const item of [value].flat()) search.append(key, item);
  return search.size ? `?${search}` : '';
};

// Authorised callers go last, so a destructive call cannot hide a missing refusal for another caller.
const order = (caller: (typeof matrixCallers)[number]) => (caller === 'admin' || caller === 'owner' ? 1 : 0);
const callers = [...matrixCallers].sort((a, b) => order(a) - order(b));

/**
 * One shard of the matrix: every `count`-th endpoint from `index`. The whole matrix is some 4,000 calls;
 * as one file it ran on one integration worker for two minutes while the others sat idle, and as
 * shards it spreads over all of them.
 */
export function describeMatrixShard(index: number, count: number) {
  const shard = endpointEntries.filter((_, position) => position % count === index);
  describe(`permission matrix (part ${index + 1} of ${count}): every endpoint × every demo role gets exactly the status the rules give`, () => {
    it.each(shard)('%s', async (id, endpoint) => {
      const outcomes: string[] = [];
      for (const caller of callers) {
        const input = await resolveProbe(probes[id]);
        const expected = expectedStatus(endpoint, caller, input);
        const response = await api(
          endpoint.method,
          `${buildPath(endpoint.path, input.params ?? {})}${queryString(input.query)}`,
          {
            headers: caller === 'anonymous' ? {} : await bearer(caller),
            ...(input.body === undefined ? {} : { body: JSON.stringify(input.body) }),
          },
        );
        await cleanupProbe(probes[id]);
        outcomes.push(
          `${caller}: ${response.status}${response.status === expected ? '' : ` (expected ${expected}: ${response.json?.message ?? ''})`}`,
        );
      }
      expect(outcomes.filter((line) => line.includes('expected'))).toEqual([]);
    });
  });
}
