import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPath, endpoints, type endpointEntries } from '@tandem/shared/contract/endpoints';
import { api } from '../api';
import { probes } from '../matrix/probes';
import { cleanupProbe, demoFixtures, resolveProbe } from '../matrix/probe';
import { headersFor } from '../hierarchy-helpers';
import { freshMember, sweepProbeLeftovers } from '../matrix/organisation-probes';
import { holdsArea, linkCalls, oneSideFlags } from '../matrix/link-calls';
import type { ProjectArea } from '@tandem/shared/contract/permission';
import { OrgScope } from '@tandem/shared/permissions/org-scope';
import { queryString } from './matrix-shard';

describe('permission matrix: every link call from both sides, by a caller with rights on one side only', () => {
  const sides = new Map<ProjectArea, { flags: number; headers: { authorization: string } }>();
  beforeAll(async () => {
    for (const area of ['project', 'impact', 'action', 'stakeholder'] as const) {
      const flags = oneSideFlags(area);
      const member = await freshMember({
        scope: OrgScope.CONTRIBUTOR,
        projectFlags: { [demoFixtures.projectId]: flags },
      });
      sides.set(area, { flags, headers: await headersFor(member.email) });
    }
  });
  afterAll(sweepProbeLeftovers);

  it.each(linkCalls)('%s', async (id, areas) => {
    const endpoint = endpoints[id] as (typeof endpointEntries)[number][1];
    const outcomes: string[] = [];
    // A process or milestone side goes with the project right, so that side's caller is the project's.
    for (const area of new Set(areas.map((side) => (side === 'process' ? 'project' : side)))) {
      const side = sides.get(area)!;
      const input = await resolveProbe(probes[id]);
      const expected = areas.every((other) => holdsArea(side.flags, other)) ? endpoint.successStatus : 403;
      const response = await api(
        endpoint.method,
        `${buildPath(endpoint.path, input.params ?? {})}${queryString(input.query)}`,
        {
          headers: side.headers,
          ...(input.body === undefined ? {} : { body: JSON.stringify(input.body) }),
        },
      );
      await cleanupProbe(probes[id]);
      outcomes.push(
        `${area} only: ${response.status}${response.status === expected ? '' : ` (expected ${expected}: ${response.json?.message ?? ''})`}`,
      );
    }
    expect(outcomes.filter((line) => line.includes('expected'))).toEqual([]);
  });

  it('probes both sides of every link: a one-sided caller is refused by each two-area call', () => {
    const twoSided = linkCalls.filter(([, [a, b]]) => a !== b);
    expect(twoSided.length).toBeGreaterThan(50);
  });
});
