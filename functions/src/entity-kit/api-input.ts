import { dayOf, fromApiBody } from '@tandem/shared/entity-kit/api-item';
import type { EntityVerb } from '@tandem/shared/entity-kit/define-project-entity';
import type { EntityStore } from './store';

type Body = Record<string, unknown>;

/**
 * Wraps an implementation so a body sent in the entity's `apiShape.item` keys and dates reaches the
 * kit's services in the kit's own (renamed fields back, dates with a time as days, the sentinel as
 * null). An entity without a shape is served as it is.
 */
export function withApiInput<R extends { body: Body; params: Record<string, string> }>(
  verb: EntityVerb,
  store: EntityStore,
  implementation: (request: R) => Promise<unknown>,
) {
  const { declaration } = store;
  const shape = declaration.apiShape?.item;
  if (!shape) return implementation;
  const pluralKey = declaration.plural.charAt(0).toLowerCase() + declaration.plural.slice(1);
  const mapped = (request: R, body: Body) => implementation({ ...request, body });
  switch (verb) {
    case 'create':
    case 'update':
    case 'bulkUpdate':
      return (request: R) => mapped(request, fromApiBody(declaration, request.body));
    case 'addMultiple':
      return (request: R) =>
        mapped(request, {
          ...request.body,
          [pluralKey]: (request.body[pluralKey] as Body[]).map((item) => fromApiBody(declaration, item)),
        });
    case 'updateField':
      // The grid's date payload of a date field may carry a time, or be the sentinel (a clear).
      return (request: R) =>
        declaration.fields[request.params.fieldName!]?.kind === 'date' && shape.emptyDate !== undefined
          ? mapped(request, { ...request.body, date: dayOf(request.body.date) })
          : implementation(request);
    default:
      return implementation;
  }
}
