import { useParams } from 'react-router-dom';
import { useReferenceChoices } from './entity-reference-choices';
import type { EntityFieldView } from './entity-view';

/**
 * Every item a `coreDataIds` field may hold: its `reference` list (the organisation's core data list
 * of the kind), one call shared by every cell, panel and form on the page, as id and name.
 */
export const useCoreDataChoices = (field: EntityFieldView, organisationId: string) =>
  useReferenceChoices(field, { organisationId, projectId: '' }, !!organisationId);

/** The names of the ids a field holds, comma-separated (read from the route's organisation). */
export function CoreDataNames({ field, ids }: { field: EntityFieldView; ids: readonly string[] }) {
  const { organisationId = '' } = useParams();
  const { data } = useCoreDataChoices(field, organisationId);
  const names = ids.map((id) => data?.find((choice) => choice.id === id)?.name).filter(Boolean);
  return <>{names.join(', ')}</>;
}
