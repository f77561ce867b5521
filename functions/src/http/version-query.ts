import { badRequest } from './http-error';

/**
 * `?version=N` of a field clear (read as text by the contract so a bad value is named here): the
 * version the editor saw, an integer of 1 or more, else 400 naming `query.version`.
 */
export function seenVersionOf(versionText: string) {
  const version = Number(versionText);
  if (!/^\d{1,10}$/.test(versionText) || version < 1)
    throw badRequest('query.version', 'query.version: the version seen, an integer of 1 or more.');
  return version;
}
