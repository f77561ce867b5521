import type { EntityEndpointFlags } from './declaration';

/**
 * The endpoint family most entities declare: the paged list and grid data, get and every write,
 * per-field update and clear, history, comments and the range/bulk actions. Opt-ins beyond it (summary,
 * upload, review, shift dates, tags, custom fields) and opt-outs are the overrides.
 */
const standard = {
  list: true,
  gridData: true,
  totalCount: true,
  export: true,
  get: true,
  create: true,
  addMultiple: true,
  update: true,
  delete: true,
  updateField: true,
  clearField: true,
  history: true,
  shortHistory: true,
  comments: true,
  deleteRange: true,
  duplicate: true,
  bulkUpdate: true,
} as const;

/** The standard flags with the overrides on top, keeping literal `true`/`false` for the derived types. */
export type StandardEndpoints<O extends EntityEndpointFlags> = {
  readonly [K in keyof typeof standard | keyof O]: K extends keyof O
    ? O[K]
    : K extends keyof typeof standard
      ? (typeof standard)[K]
      : never;
};

/** `standardEndpoints({ summary: true, duplicate: false })`: the declaration's `endpoints`. */
export function standardEndpoints(): typeof standard;
export function standardEndpoints<const O extends EntityEndpointFlags>(overrides: O): StandardEndpoints<O>;
export function standardEndpoints(overrides: EntityEndpointFlags = {}): EntityEndpointFlags {
  return { ...standard, ...overrides };
}
