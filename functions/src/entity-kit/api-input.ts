import { dayOf, fromApiBody } from '@tandem/shared/entity-kit/api-item';
import type { EntityVerb } from '@tandem/shared/entity-kit/define-project-entity';
import type { ProjectEntityDeclaration } from '@tandem/shared/entity-kit/declaration';
import { HttpError } from '../http/http-error';
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
  // A 400 names the field as the body did (`body.actionTypeId`), not under the kit's key.
  const mapped = (request: R, body: Body) =>
    implementation({ ...request, body }).catch((error: unknown) => {
      throw withApiFieldName(declaration, error);
    });
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

/**
 * A refusal naming a renamed field by its kit key (`body.actions.1.owner`) as the body names it
 * (`body.actions.1.ownerId`), in the field and the message that starts with it; anything else as it is.
 */
function withApiFieldName(declaration: ProjectEntityDeclaration, error: unknown) {
  const field = error instanceof HttpError ? error.details?.field : undefined;
  if (!(error instanceof HttpError) || error.statusCode !== 400 || typeof field !== 'string') return error;
  const keys = declaration.apiShape?.item?.keys ?? {};
  const named = field
    .split('.')
    .map((part, index) => (index > 0 && Object.hasOwn(keys, part) ? keys[part]! : part))
    .join('.');
  if (named === field) return error;
  const message = error.message.startsWith(`${field}:`)
    ? `${named}${error.message.slice(field.length)}`
    : error.message;
  return new HttpError(error.statusCode, message, error.code, { ...error.details, field: named });
}
