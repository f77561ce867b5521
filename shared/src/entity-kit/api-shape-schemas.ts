import * as z from 'zod';
import { tagSchema } from '../tags/schemas';
import type { ProjectEntityDeclaration } from './declaration';
import { keepsName, memberNameKey } from './kept-names';

/**
 * The schemas of an entity's `apiShape` (`api-shape.ts`): its answered item and the date its bodies
 * take. `schemas.ts` builds the kit's own shapes and hands them here when the entity declares another.
 */

/**
 * A body's date where dates are answered with a time (`apiShape.item.emptyDate`): `yyyy-mm-dd`,
 * optionally with a time, or the sentinel; the server keeps the day (`api-input.ts`).
 */
export const DATE_TIME_INPUT_PATTERN = /^\d{4}-\d{2}-\d{2}([T ][\d:.]+Z?)?$/;
export const dateTimeInput = z.string().max(40).regex(DATE_TIME_INPUT_PATTERN, 'must be a yyyy-mm-dd date');

/** A declared field by key, or a declaration mistake (an `apiShape` list naming no field). */
export function fieldNamed(declaration: ProjectEntityDeclaration, key: string) {
  const field = declaration.fields[key];
  if (!field) throw new Error(`${declaration.name}: apiShape names ${key}, which is not a field`);
  return field;
}

/** A member answered as a person (`apiShape.item.persons`): id and name in two parts. */
export const personSchema = z.object({ sub: z.string(), firstName: z.string(), lastName: z.string() });

/**
 * The key a kit item key is answered under (`apiShape.item`): a field's own key or its rename, a kept
 * name's key or its own; any other key as it is.
 */
export function answeredKey(declaration: ProjectEntityDeclaration, kitKey: string) {
  const shape = declaration.apiShape?.item;
  if (!shape) return kitKey;
  if (kitKey in declaration.fields) return shape.keys?.[kitKey] ?? kitKey;
  const named = Object.entries(declaration.fields).find(
    ([key, field]) => keepsName(field) && memberNameKey(key) === kitKey,
  );
  return named ? (shape.nameKeys?.[named[0]] ?? kitKey) : kitKey;
}

/** The item schema: the kit's shape, or mapped from it key by key by the entity's `apiShape.item`. */
export function apiItemOf(declaration: ProjectEntityDeclaration, kitShape: Record<string, z.ZodType>) {
  const shape = declaration.apiShape?.item;
  if (!shape) return z.object(kitShape);
  const { fields } = declaration;
  const schemas: Record<string, z.ZodType> = {};
  for (const [kitKey, schema] of Object.entries(kitShape)) {
    const key = answeredKey(declaration, kitKey);
    if (key in schemas) throw new Error(`${declaration.name}: apiShape.item answers ${key} twice`);
    const person = shape.persons?.find((field) => memberNameKey(field) === kitKey);
    schemas[key] = person
      ? personSchema.nullable()
      : fields[kitKey]?.kind === 'date' && shape.emptyDate
        ? z.string()
        : // Every answer carries its tags (`attachTags`); with a declared shape the schema says so.
          kitKey === 'tags'
          ? z.array(tagSchema)
          : schema;
  }
  Object.assign(schemas, shape.computed);
  const missing = shape.order.find((key) => !(key in schemas));
  if (missing) throw new Error(`${declaration.name}: apiShape.item orders ${missing}, which is not answered`);
  return z.object(Object.fromEntries(shape.order.map((key) => [key, schemas[key]!])));
}
