import type { ProjectEntityItem } from './store';

/**
 * The stored item a list answer was built from, kept on the answer under a symbol (never serialised:
 * JSON and the API shape read string keys only) so that an entity's `computed` values can read what
 * its layout keeps beside the declared fields without reading the page's items a second time.
 */
export const answeredItem = Symbol('answered item');

/** The answer with the item it was built from. */
export const withAnsweredItem = <R extends object>(answer: R, item: ProjectEntityItem): R =>
  Object.assign(answer, { [answeredItem]: item });

/** The stored item an answer was built from, when it carries one. */
export const answeredItemOf = (answer: object): ProjectEntityItem | undefined =>
  (answer as { [answeredItem]?: ProjectEntityItem })[answeredItem];
