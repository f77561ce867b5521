import { useQuery } from '@tanstack/react-query';
import { callEntityEndpoint } from './entity-call';
import { entityEndpointIds, type EntityView, type ProjectRef } from './entity-view';

/** The targets a `unique` reference field's other live items already hold (from the entity's grid data). */
export function takenTargetsOf(answer: unknown, key: string, own: string | undefined): Set<string> {
  const items = (Array.isArray(answer) ? answer : []) as Record<string, unknown>[];
  return new Set(
    items
      .filter((item) => item.lifecycleStatus !== 'deleted')
      .map((item) => String(item[key] ?? ''))
      .filter((target) => target && target !== own),
  );
}

/**
 * For a `unique` reference (a person is one stakeholder of a project): the targets the project's
 * items already hold, so the form offers only the others (the server refuses a repeat with a 409).
 */
export function useTakenReferences(
  view: EntityView,
  key: string,
  project: ProjectRef,
  own: string | undefined,
  enabled: boolean,
) {
  const endpoint = entityEndpointIds(view).gridData;
  return useQuery({
    queryKey: ['organisations', project.organisationId, 'taken-references', endpoint, project.projectId, key],
    queryFn: async ({ signal }) => await callEntityEndpoint(endpoint, { params: { ...project }, signal }),
    select: (answer: unknown) => takenTargetsOf(answer, key, own),
    staleTime: 0,
    enabled,
  });
}
