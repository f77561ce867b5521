import { describe, expect, it } from 'vitest';
import { buildPath, endpointEntries } from '@tandem/shared/contract/endpoints';
import { api } from './api';
import { bearer } from './sessions';
import { expectedStatus, matrixCallers } from './matrix/expected-status';
import { probes } from './matrix/probes';
import { cleanupProbe, resolveProbe } from './matrix/probe';

const queryString = (query: Record<string, string | string[]> = {}) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    for (const item of [value].flat()) search.append(key, item);
  return search.size ? `?${search}` : '';
};

// Authorised callers go last, so a destructive call cannot hide a missing refusal for another caller.
const order = (caller: (typeof matrixCallers)[number]) => (caller === 'admin' || caller === 'owner' ? 1 : 0);
const callers = [...matrixCallers].sort((a, b) => order(a) - order(b));

describe('permission matrix: every endpoint × every demo role gets exactly the status the rules give', () => {
  it.each(endpointEntries)('%s', async (id, endpoint) => {
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
