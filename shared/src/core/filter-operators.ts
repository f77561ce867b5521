/**
 * List filter operators (spec §3, §7) with the short tokens they take in the `filters` query string
 * (`key-token-values`). Tokens are lowercase letters only, so they never contain the `-`, `,`, `|`,
 * `_` or `+` separators. Text comparisons are case-insensitive unless the token ends in `cs`.
 *
 *   eq equals · neq not equals · ct contains · gt greater than · lt less than
 *   sw starts with · nsw does not start with · eqcs, neqcs, ctcs, swcs, nswcs: case-sensitive variants
 */
export const FilterOperator = {
  EQUALS: 'eq',
  NOT_EQUALS: 'neq',
  CONTAINS: 'ct',
  GREATER: 'gt',
  LESS: 'lt',
  STARTS_WITH: 'sw',
  NOT_STARTS_WITH: 'nsw',
  EQUALS_CASE_SENSITIVE: 'eqcs',
  NOT_EQUALS_CASE_SENSITIVE: 'neqcs',
  CONTAINS_CASE_SENSITIVE: 'ctcs',
  STARTS_WITH_CASE_SENSITIVE: 'swcs',
  NOT_STARTS_WITH_CASE_SENSITIVE: 'nswcs',
} as const;
export type FilterOperator = (typeof FilterOperator)[keyof typeof FilterOperator];

export const filterOperators = Object.values(FilterOperator);

export function isFilterOperator(token: string): token is FilterOperator {
  return filterOperators.includes(token as FilterOperator);
}

/** How a filter's values combine; each has its own separator in the query string (spec §9). */
export const FilterValueJoin = {
  OR: 'or',
  AND: 'and',
  BETWEEN: 'between',
} as const;
export type FilterValueJoin = (typeof FilterValueJoin)[keyof typeof FilterValueJoin];

export const filterValueSeparator: Record<FilterValueJoin, string> = {
  [FilterValueJoin.OR]: '|',
  [FilterValueJoin.AND]: '+',
  [FilterValueJoin.BETWEEN]: '_',
};

/** The two conditions a user picks in the filter panel (spec §3). */
export const FilterCondition = {
  CONTAINS_EITHER: FilterValueJoin.OR,
  CONTAINS_ALL: FilterValueJoin.AND,
} as const;
export type FilterCondition = (typeof FilterCondition)[keyof typeof FilterCondition];

export const filterConditionLabel: Record<FilterCondition, string> = {
  [FilterCondition.CONTAINS_EITHER]: 'contains either',
  [FilterCondition.CONTAINS_ALL]: 'contains all',
};
