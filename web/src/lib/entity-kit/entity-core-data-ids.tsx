import { useParams } from 'react-router-dom';
import { useReferenceChoices } from './entity-reference-choices';
import type { EntityFieldView } from './entity-view';

/**
 * Every item a `coreDataIds` field may hold: its `reference` list (the organisation's core data list
 * of the kind), one call shared by every cell, panel and form on the page, as id and name.
 */
export const useCoreDataChoices = (field: EntityFieldView, organisationId: string, staleTime = 0) =>
  useReferenceChoices(field, { organisationId, projectId: '' }, !!organisationId, staleTime);

/**
 * How long the names a cell or panel shows serve without a refetch. With `staleTime: 0` every cell
 * the grid mounted (each row scrolled into view) asked for the whole list again; a form's choices
 * stay fresh (they refetch on open and this cache shares their answer).
 */
const NAMES_STALE_MS = 60_000;

/** The names of the ids a field holds, comma-separated (read from the route's organisation). */
export function CoreDataNames({ field, ids }: { field: EntityFieldView; ids: readonly string[] }) {
  const { organisationId = '' } = useParams();
  const { data } = useCoreDataChoices(field, organisationId, NAMES_STALE_MS);
  const names = ids.map((id) => data?.find((choice) => choice.id === id)?.name).filter(Boolean);
  return <>{names.join(', ')}</>;
}
