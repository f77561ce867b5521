import { useQueries, useQuery } from '@tanstack/react-query';
import { callEntityEndpoint } from './entity-call';
import { parentChoicesQuery } from './entity-parents';
import type { EntityFieldView, ProjectRef } from './entity-view';

export type ReferenceChoice = { id: string; name: string };

/** A list answer (a page or an array) as id and name choices, sorted by name. */
export function referenceChoicesOf(answer: unknown, nameKey: string): ReferenceChoice[] {
  const items = (Array.isArray(answer) ? answer : ((answer as { items?: unknown[] })?.items ?? [])) as Record<
    string,
    unknown
  >[];
  return items
    .map((item) => ({ id: String(item.id), name: String(item[nameKey] ?? '') }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * The choices of a reference field: what it may point at, from the list endpoint its view names
 * (organisation core data, or another entity's grid data in the project). Loaded only for editors.
 */
export function useReferenceChoices(
  field: EntityFieldView,
  project: ProjectRef,
  enabled: boolean,
  /** How long an answer serves without a refetch: 0 (fresh) for a form's choices. */
  staleTime = 0,
) {
  const reference = field.reference;
  const params =
    reference?.scope === 'organisation' ? { organisationId: project.organisationId } : { ...project };
  return useQuery({
    queryKey: [
      'organisations',
      project.organisationId,
      'reference-choices',
      reference?.endpoint,
      params,
      reference?.query,
    ],
    queryFn: async ({ signal }) =>
      referenceChoicesOf(
        await callEntityEndpoint(reference!.endpoint, { params, query: reference!.query, signal }),
        reference!.nameKey,
      ),
    // Fresh on every form: an audience created a moment ago must be a choice for its first pulse.
    staleTime,
    enabled: enabled && !!reference,
  });
}

/**
 * The choices of every `coreDataIds` and `parent` field of a view by key (the filter panel's
 * 'has any of' lists), sharing each list's cache with the cells and forms that name the same ids.
 * Asked for only when `enabled` (the panel open).
 */
export function useFilterChoices(
  fields: Readonly<Record<string, EntityFieldView | undefined>>,
  project: ProjectRef,
  enabled: boolean,
): Record<string, ReferenceChoice[]> {
  const listed = Object.entries(fields).filter(
    (entry): entry is [string, EntityFieldView] =>
      !!entry[1]?.filterable &&
      ((entry[1].kind === 'coreDataIds' && !!entry[1].reference) ||
        (entry[1].kind === 'parent' && !!entry[1].parent)),
  );
  const answers = useQueries({
    queries: listed.map(([, field]) => {
      if (field.kind === 'parent')
        return { ...parentChoicesQuery(field, project), enabled: enabled && !!project.projectId };
      const reference = field.reference!;
      const params = { organisationId: project.organisationId };
      return {
        queryKey: [
          'organisations',
          project.organisationId,
          'reference-choices',
          reference.endpoint,
          params,
          reference.query,
        ],
        queryFn: async ({ signal }: { signal: AbortSignal }) =>
          referenceChoicesOf(
            await callEntityEndpoint(reference.endpoint, { params, query: reference.query, signal }),
            reference.nameKey,
          ),
        staleTime: 60_000,
        enabled: enabled && !!project.organisationId,
      };
    }),
  });
  return Object.fromEntries(listed.map(([key], index) => [key, answers[index]?.data ?? []]));
}
