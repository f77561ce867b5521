import { toIsoDate } from '../core/calendar-date';
import { isEmptyDate } from '../core/dates';
import type { ProjectEntityDeclaration } from './declaration';
import { answeredKey } from './api-shape-schemas';
import { memberNameKey } from './kept-names';

/**
 * A person from a member's id and its kept name: the first word is the first name, the rest the last
 * name (the kit keeps the name joined; docs/decisions.md, "An entity joining the kit keeps its API").
 */
export function personOf(id: unknown, name: unknown) {
  if (typeof id !== 'string' || id === '') return null;
  const [firstName = '', ...rest] = (typeof name === 'string' ? name.trim() : '').split(/\s+/);
  return { sub: id, firstName, lastName: rest.join(' ') };
}

/** `yyyy-mm-dd` (or a stored date-time) as `yyyy-mm-ddT00:00:00`; an empty date as the sentinel. */
export const dateTimeOf = (value: unknown, emptyDate: string) =>
  typeof value === 'string' && value !== '' && value !== emptyDate
    ? `${value.slice(0, 10)}T00:00:00`
    : emptyDate;

/**
 * How one kit key is answered: under which key, and read as a person (from the member id key it names),
 * a date, the tags (never absent), or as it is.
 */
interface KeyPlan {
  key: string;
  person?: string;
  date: boolean;
  tags: boolean;
}

/**
 * Each kit key's plan, worked out once per declaration and key: a page answers hundreds of items, and
 * finding the person field and the answered key of every key of every item was most of its CPU time.
 */
const keyPlans = new WeakMap<ProjectEntityDeclaration, Map<string, KeyPlan>>();
function planOf(declaration: ProjectEntityDeclaration, kitKey: string): KeyPlan {
  let known = keyPlans.get(declaration);
  if (!known) keyPlans.set(declaration, (known = new Map()));
  let plan = known.get(kitKey);
  if (!plan) {
    const shape = declaration.apiShape!.item!;
    plan = {
      key: answeredKey(declaration, kitKey),
      person: shape.persons?.find((field) => memberNameKey(field) === kitKey),
      date: declaration.fields[kitKey]?.kind === 'date' && shape.emptyDate !== undefined,
      tags: kitKey === 'tags',
    };
    known.set(kitKey, plan);
  }
  return plan;
}

/**
 * One kit answer (`toResponse`, with its tags) in the entity's `apiShape.item`: keys renamed, persons,
 * dates with the sentinel, the computed values added, in the declared order. Without a shape, the
 * answer as it is.
 */
export function toApiItem(
  declaration: ProjectEntityDeclaration,
  answer: Record<string, unknown>,
  computed: Record<string, unknown> = {},
): Record<string, unknown> {
  const shape = declaration.apiShape?.item;
  if (!shape) return answer;
  // A Map, not an object spread from `computed` and grown key by key: V8 gave every such object new
  // hidden classes, ~100 µs an item (a 500-item page: 50 ms).
  const values = new Map<string, unknown>(Object.entries(computed));
  for (const kitKey of Object.keys(answer)) {
    const value = answer[kitKey];
    const plan = planOf(declaration, kitKey);
    values.set(
      plan.key,
      plan.person
        ? personOf(answer[plan.person], value)
        : plan.date
          ? dateTimeOf(value, shape.emptyDate!)
          : plan.tags
            ? (value ?? [])
            : value,
    );
  }
  const item: Record<string, unknown> = {};
  for (const key of shape.order) item[key] = values.get(key);
  return item;
}

/**
 * A body's date where dates carry a time (`apiShape.item.emptyDate`) as the kit keeps it: the day
 * (`yyyy-mm-dd`), or null for the sentinel, a blank, or anything before 1900 (spec §9: no date).
 */
export function dayOf(value: unknown) {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || value.trim() === '' || isEmptyDate(value)) return null;
  return toIsoDate(value);
}

/**
 * A body (or one item of a list body) as the kit's services take it: fields back under their own keys
 * (`apiShape.item.keys`) and dates as days. Keys that are not fields (the version, the ids) stay.
 */
export function fromApiBody(
  declaration: ProjectEntityDeclaration,
  body: Record<string, unknown>,
): Record<string, unknown> {
  const shape = declaration.apiShape?.item;
  if (!shape) return body;
  const kitKeyOf = new Map(Object.entries(shape.keys ?? {}).map(([kitKey, key]) => [key, kitKey]));
  return Object.fromEntries(
    Object.entries(body).map(([key, value]) => {
      const kitKey = kitKeyOf.get(key) ?? key;
      const isDate = declaration.fields[kitKey]?.kind === 'date' && shape.emptyDate !== undefined;
      return [kitKey, isDate ? dayOf(value) : value];
    }),
  );
}
