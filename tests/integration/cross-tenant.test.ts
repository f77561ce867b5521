import { ScanCommand } from '@aws-sdk/client-dynamodb';
import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
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

type Scoped = (typeof scoped)[number];
type Outcome = { status: number; body: string; leftAUnchanged: boolean };

/** One outsider call with its probe's valid organisation-A input. */
async function callAsOutsider([id, endpoint]: Scoped, input: Awaited<ReturnType<typeof resolveProbe>>) {
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
  return { status: response.status, body: JSON.stringify(response.json) };
}

/** One call between two fingerprints of A: what a batch falls back to when A changed under it. */
async function probeAlone(entry: Scoped): Promise<Outcome> {
  const input = await resolveProbe(probes[entry[0]]);
  const before = await organisationFingerprint(demoFixtures.organisationId);
  const answer = await callAsOutsider(entry, input);
  const after = await organisationFingerprint(demoFixtures.organisationId);
  return { ...answer, leftAUnchanged: after.hash === before.hash && after.count === before.count };
}

/**
 * Calls in batches between two fingerprints of A (two Scans per batch, not per call: the Scans of a
 * growing table made this the run's longest file). A batch that changed A is probed again one call at
 * a time, so the outcome still names the endpoint that wrote.
 */
const batchSize = 25;
async function probeAll(): Promise<Map<string, Outcome>> {
  const outcomes = new Map<string, Outcome>();
  for (let start = 0; start < scoped.length; start += batchSize) {
    const batch = scoped.slice(start, start + batchSize);
    const inputs = [];
    for (const [id] of batch) inputs.push(await resolveProbe(probes[id]));
    const before = await organisationFingerprint(demoFixtures.organisationId);
    const answers = [];
    for (const [index, entry] of batch.entries()) answers.push(await callAsOutsider(entry, inputs[index]!));
    const after = await organisationFingerprint(demoFixtures.organisationId);
    const unchanged = after.hash === before.hash && after.count === before.count;
    for (const [index, [id]] of batch.entries())
      outcomes.set(
        id,
        unchanged ? { ...answers[index]!, leftAUnchanged: true } : await probeAlone(batch[index]!),
      );
  }
  return outcomes;
}

describe('cross-tenant isolation: outsider@ (admin of B) using organisation A’s ids', () => {
  let outcomes = new Map<string, Outcome>();
  beforeAll(async () => {
    outcomes = await probeAll();
  }, 30 * 60_000);

  it('covers the endpoints that take an organisation or project id', () => {
    expect(scoped.length).toBeGreaterThan(0);
    expect(outcomes.size).toBe(scoped.length);
  });

  it.each(scoped)('%s answers 404 and leaves A unchanged', (id) => {
    const outcome = outcomes.get(id);
    expect(outcome?.status).toBe(404);
    expect(outcome?.body).not.toMatch(/Northwind|Online Booking/);
    expect(outcome?.leftAUnchanged).toBe(true);
  });
});
