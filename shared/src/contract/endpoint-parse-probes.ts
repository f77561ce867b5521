import * as z from 'zod';
import type { Endpoint } from './define-endpoint';

/**
 * What an endpoint's schemas do with a fixed set of good and faulty values, as plain text: the part of
 * a contract entry a JSON Schema cannot show (refinements, their messages, trimming, defaults,
 * coercion). Comparing two of these says whether swapping one contract entry for another changes a
 * 400 or what a handler receives (`actions/action-contract-parses.test.ts`, beside `endpoint-json.ts`).
 */

const id = '00000000-0000-4000-8000-000000000001';
const ids = (count: number) => Array.from({ length: count }, () => id);

/** Values tried under a key of that name (any key: missing, an unknown type, null). */
const valuesByKey: Record<string, readonly unknown[]> = {
  organisationId: [id, '', 'a b', 'x'.repeat(65)],
  projectId: [id, ''],
  fieldName: ['name', 'nope', 'x'.repeat(41)],
  fieldPath: ['endDate', 'nope', 'x'.repeat(41)],
  name: ['', '  ', ' a ', 'x'.repeat(200), 'x'.repeat(201), 'x'.repeat(401)],
  description: ['<p>x</p>', 'x'.repeat(10_000), 'x'.repeat(10_001)],
  ragStatus: [0, 1, 5, 6, -1, '1', 1.5],
  progressStatus: [0, 1, 5, 6, 100, '1'],
  startDate: ['2026-01-01', '2026-01-01T00:00:00', '2026-01-01 10:00', '0001-01-01T00:00:00', 'x', ''],
  endDate: ['2026-01-01', '2026-01-01T00:00:00.000Z', '26-01-01', 'x'.repeat(41)],
  ownerId: [id, '', 'a b'],
  businessAreaIds: [[], [id, id], ids(50), ids(51), ['']],
  audienceIds: [[id, id], ids(51)],
  tagIds: [[], [id], ids(51)],
  actionIds: [[], [id], ids(101), ids(501)],
  version: [1, 0, 1.5, '1', 1_000_000_001],
  comment: ['', '  ', ' x ', 'x'.repeat(2001), 'x'.repeat(4001)],
  text: ['', 'x'.repeat(201)],
  date: ['2026-01-01', 'x'],
  number: [-1000, -1001, 1001, 1.5],
  page: ['1', '0', 'x', '1.5'],
  pageSize: ['500', '501', 'x'],
  sorts: ['name', '-name', 'nope', 'name,,x', ''],
  filters: ['name-ct-a', 'name-xx-a', 'name', 'name-eq-a_b_c', 'nope-eq-a', 'name-eq-%ZZ'],
  columns: ['name,refNumber', 'nope', ' name ', ''],
  limit: ['1', '500', '501', '0', 'x'],
};
const anyKey = [undefined, null, 5, 'x', [], {}];

/** A short stable hash of a parsed value (FNV-1a), so the probes stay small. */
const hashOf = (text: string) => {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++)
    hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193) >>> 0;
  return hash.toString(16).padStart(8, '0');
};

const outcomeOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  if (!result.success)
    return result.error.issues
      .map(({ path, message, code }) => `${path.join('.')}: ${message} (${code})`)
      .join('; ');
  const data = JSON.stringify(result.data) ?? 'undefined';
  return `ok ${data.length > 60 ? hashOf(data) : data}`;
};

const labelOf = (value: unknown) =>
  Array.isArray(value) && value.length > 2
    ? `[${value.length} × ${JSON.stringify(value[0])}]`
    : typeof value === 'string' && value.length > 20
      ? `"${value.slice(0, 3)}…" (${value.length})`
      : value === undefined
        ? 'missing'
        : JSON.stringify(value);

/** One value with each key in turn set to each value tried for it (or left out). */
function probesOf(schema: z.ZodType, valid: Record<string, unknown>, at = '') {
  const keys = schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
  const probes: Record<string, string> = { [`${at}valid`]: outcomeOf(schema, valid) };
  for (const key of [...keys, 'unknownKey'])
    for (const value of [...anyKey, ...(valuesByKey[key] ?? [])]) {
      const probe = { ...valid, [key]: value };
      if (value === undefined) delete probe[key];
      probes[`${at}${key}=${labelOf(value)}`] = outcomeOf(schema, probe);
    }
  return probes;
}

/**
 * The probes of an endpoint's params, query and body, from a valid value of each (`valid`); an array of
 * objects in the body (`nested`: add-multiple's `actions`) is probed item by item too.
 */
export function endpointParseProbes(
  endpoint: Endpoint,
  valid: {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: Record<string, unknown>;
  },
  nested?: { key: string; item: Record<string, unknown> },
) {
  const probes: Record<string, Record<string, string>> = {};
  for (const part of ['params', 'query', 'body'] as const) {
    const schema = endpoint[part];
    if (!schema) continue;
    const partProbes = probesOf(schema, valid[part] ?? {});
    const list = nested && schema instanceof z.ZodObject ? schema.shape[nested.key] : undefined;
    if (part === 'body' && nested && list instanceof z.ZodArray)
      Object.assign(partProbes, probesOf(list.element as z.ZodType, nested.item, `${nested.key}[0].`));
    probes[part] = partProbes;
  }
  return probes;
}
