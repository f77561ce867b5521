import * as z from 'zod';
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './limits';
import { ListQueryError, decodeListQuery, parseFilters, parseSorts, type ListQuery } from './list-query';

type AllowedKeys = {
  sortKeys?: readonly string[];
  filterKeys?: readonly string[];
  /** Keys that start with one of these are allowed too (an organisation's custom fields: `custom.`). */
  keyPrefixes?: readonly string[];
};

// The parsed values stay strings so the schema still describes itself in JSON Schema / OpenAPI;
// handlers turn them into structure with toListQuery().
function checkedString(
  parse: (text: string) => { key: string }[],
  allowed: readonly string[] | undefined,
  what: string,
  prefixes: readonly string[] = [],
) {
  const isAllowed = (key: string) =>
    !allowed || allowed.includes(key) || prefixes.some((prefix) => key.startsWith(prefix));
  return z
    .string()
    .superRefine((text, ctx) => {
      try {
        const keys = parse(text).map(({ key }) => key);
        const unknownKey = keys.find((key) => !isAllowed(key));
        if (unknownKey) ctx.addIssue({ code: 'custom', message: `Cannot ${what} by '${unknownKey}'` });
      } catch (error) {
        if (!(error instanceof ListQueryError)) throw error;
        ctx.addIssue({ code: 'custom', message: error.message });
      }
    })
    .optional();
}

/**
 * Fields of the `?page=&pageSize=&sorts=&filters=` query (spec §7), to spread into an endpoint's
 * query schema next to its own parameters. Given allowed keys, sorting or filtering by anything else
 * is a validation error rather than silently ignored.
 */
export function listQueryShape({ sortKeys, filterKeys, keyPrefixes }: AllowedKeys = {}) {
  return {
    page: z.coerce.number().int().min(1).default(DEFAULT_PAGE),
    pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
    sorts: checkedString(parseSorts, sortKeys, 'sort', keyPrefixes),
    filters: checkedString(parseFilters, filterKeys, 'filter', keyPrefixes),
  };
}

/** The list query alone, refusing unknown parameters. */
export const listQuerySchema = z.strictObject(listQueryShape());

/** An export's `columns=name,refNumber`: comma-separated known column keys, in the order wanted. */
export const columnsQuery = (keys: readonly string[]) =>
  z
    .string()
    .max(1000)
    .refine(
      (text) => text.split(',').every((key) => keys.includes(key.trim())),
      `must be a comma-separated list of: ${keys.join(', ')}`,
    )
    .optional();
export type ListQueryInput = z.infer<typeof listQuerySchema>;

/** The structured query from parameters the schema has already accepted. */
export function toListQuery(params: ListQueryInput): ListQuery {
  return decodeListQuery(params);
}
