import { ScanCommand } from '@aws-sdk/client-dynamodb';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildPath, endpointEntries } from '@tandem/shared/contract/endpoints';
import { api } from './api';
import { bearer } from './sessions';
import { cleanupProbe, demoFixtures, resolveProbe } from './matrix/probe';
import { probes } from './matrix/probes';
import { tableName } from './worker-stack';

const { dynamoDb } = await import('@tandem/functions/data/client');

/** A fingerprint of every item organisation A owns (test-only Scan; never in a request path). */
async function organisationFingerprint(organisationId: string) {
  const items: string[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await dynamoDb.send(
      new ScanCommand({ TableName: tableName(), ExclusiveStartKey: start as never }),
    );
    for (const item of page.Items ?? []) {
      if (item.pk?.S?.startsWith(`ORG#${organisationId}`)) items.push(JSON.stringify(item));
    }
    start = page.LastEvaluatedKey;
  } while (start);
  return { count: items.length, hash: createHash('sha256').update(items.sort().join('\n')).digest('hex') };
}

const names = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
const scoped = endpointEntries.filter(([, endpoint]) => {
  const ids = [...names(endpoint.path), ...Object.keys((endpoint.query as { shape?: object }).shape ?? {})];
  return ids.includes('organisationId') || ids.includes('projectId');
});

describe('cross-tenant isolation: outsider@ (admin of B) using organisation A’s ids', () => {
  it('covers the endpoints that take an organisation or project id', () => {
    expect(scoped.length).toBeGreaterThan(0);
  });

  it.each(scoped)('%s answers 404 and leaves A unchanged', async (id, endpoint) => {
    const input = await resolveProbe(probes[id]);
    const before = await organisationFingerprint(demoFixtures.organisationId);
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(input.query ?? {}))
      for (const item of [value].flat()) search.append(key, item);
    const response = await api(
      endpoint.method,
      `${buildPath(endpoint.path, input.params ?? {})}${search.size ? `?${search}` : ''}`,
      {
        headers: await bearer('outsider'),
        ...(input.body === undefined ? {} : { body: JSON.stringify(input.body) }),
      },
    );
    await cleanupProbe(probes[id]);
    expect(response.status).toBe(404);
    expect(JSON.stringify(response.json)).not.toMatch(/Northwind|Online Booking/);
    expect(await organisationFingerprint(demoFixtures.organisationId)).toEqual(before);
  });
});
