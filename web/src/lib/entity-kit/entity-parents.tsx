import { NativeSelect } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { callEntityEndpoint } from './entity-call';
import type { AnyItem, EntityFieldView, ProjectRef } from './entity-view';

/**
 * A `parent` field's choices query: the parent entity's active items (its grid data, one call per
 * parent entity and project, shared by every cell, form and filter that names one), as id and name,
 * sorted by name as every picker lists them (issue 28: the training pickers came in store order).
 */
export const parentChoicesQuery = (field: EntityFieldView, project: ProjectRef) => {
  const parent = field.parent;
  return {
    queryKey: [
      'organisations',
      project.organisationId,
      'projects',
      project.projectId,
      'parents',
      parent?.plural,
    ],
    queryFn: async ({ signal }: { signal: AbortSignal }) => {
      const items = (await callEntityEndpoint(`get${parent!.plural}GridData`, {
        params: { ...project },
        signal,
      })) as AnyItem[];
      return sortedChoices(
        items.map((item) => ({ id: item.id, name: String(item[parent!.nameField] ?? '') })),
      );
    },
    staleTime: 30_000,
  };
};

/** Choices by name, as a person looks for one ("Course 2" before "Course 10"). */
export const sortedChoices = <C extends { name: string }>(choices: C[]) =>
  [...choices].sort((a, b) => a.name.localeCompare(b.name, 'en-GB', { numeric: true }));

/** A `parent` field's choices (see `parentChoicesQuery`). */
export function useParentChoices(field: EntityFieldView, project: ProjectRef) {
  return useQuery({
    ...parentChoicesQuery(field, project),
    enabled: !!field.parent && !!project.projectId,
  });
}

/** The name of the parent a field holds (read from the route's project), or nothing while loading. */
export function ParentName({ field, id }: { field: EntityFieldView; id: string }) {
  const { organisationId = '', projectId = '' } = useParams();
  const { data } = useParentChoices(field, { organisationId, projectId });
  return <>{data?.find((choice) => choice.id === id)?.name ?? ''}</>;
}

/** The form's input of a parent field: a select of the parent entity's items. */
export function ParentSelect({
  field,
  project,
  ...common
}: {
  field: EntityFieldView;
  project: ProjectRef;
  label: string;
  required: boolean;
  value: string;
  error?: string;
  name: string;
  onChange: (event: { currentTarget: { value: string } }) => void;
}) {
  const { t } = useTranslation();
  const { data, isError } = useParentChoices(field, project);
  return (
    <NativeSelect
      {...common}
      disabled={!data && !isError}
      data={[
        { value: '', label: data || isError ? t('entityKit.form.noParent') : t('entityKit.loading') },
        ...(data ?? []).map((choice) => ({ value: choice.id, label: choice.name })),
      ]}
    />
  );
}
