import type { ProjectEntityItem } from './store';

/**
 * The stored item a list answer was built from, kept on the answer under a symbol (never serialised:
 * JSON and the API shape read string keys only) so that an entity's `computed` values can read what
 * its layout keeps beside the declared fields without reading the page's items a second time.
 */
export const answeredItem = Symbol('answered item');

/**
 * The answers with the items they were built from, in order: not enumerable, so no copy, comparison or
 * serialisation of an answer sees it (set after any step that copies the answers).
 */
export function withAnsweredItems<R extends object>(answers: R[], items: readonly ProjectEntityItem[]): R[] {
  answers.forEach((answer, index) =>
    Object.defineProperty(answer, answeredItem, { value: items[index], enumerable: false }),
  );
  return answers;
}

/** The stored item an answer was built from, when it carries one. */
export const answeredItemOf = (answer: object): ProjectEntityItem | undefined =>
  (answer as { [answeredItem]?: ProjectEntityItem })[answeredItem];
