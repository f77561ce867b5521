import { ErrorMessage } from '../core/error-messages';

const isBlank = (id: string | number | null | undefined) =>
  id === null || id === undefined || String(id).trim() === '';

/** The organisation id, or throws 'Organisation id cannot be empty' (spec §5, §8). */
export function requireOrganisationId<T extends string | number>(id: T | null | undefined): T {
  if (isBlank(id)) throw new Error(ErrorMessage.ORGANISATION_ID_REQUIRED);
  return id as T;
}

/** The programme id, or throws 'Programme id cannot be empty' (spec §5, §8). */
export function requireProgrammeId<T extends string | number>(id: T | null | undefined): T {
  if (isBlank(id)) throw new Error(ErrorMessage.PROGRAMME_ID_REQUIRED);
  return id as T;
}
