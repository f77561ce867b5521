import { NativeSelect } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { callEntityEndpoint } from './entity-call';
import type { AnyItem, EntityFieldView, ProjectRef } from './entity-view';

/**
 * A `parent` field's choices: the parent entity's active items (its grid data, one call per parent
 * entity and project, shared by every cell and form that names one), as id and name.
 */
export function useParentChoices(field: EntityFieldView, project: ProjectRef) {
  const parent = field.parent;
  return useQuery({
    queryKey: [
      'organisations',
      project.organisationId,
      'projects',
      project.projectId,
      'parents',
      parent?.plural,
    ],
    queryFn: async ({ signal }) => {
      const items = (await callEntityEndpoint(`get${parent!.plural}GridData`, {
        params: { ...project },
        signal,
      })) as AnyItem[];
      return items.map((item) => ({ id: item.id, name: String(item[parent!.nameField] ?? '') }));
    },
    enabled: !!parent && !!project.projectId,
    staleTime: 30_000,
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
