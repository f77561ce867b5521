import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ApiCallOptions } from '@/lib/api-client';
import { usePermissions } from '@/lib/permissions-store';
import { PageLoader } from '@/ui/page-loader';
import { useProjectMilestones } from '../api/get-project-milestones';
import { useProjectPhases } from '../api/get-project-phases';
import { useUpdateProjectMilestones } from '../api/update-project-milestones';
import { useUpdateProjectPhases } from '../api/update-project-phases';
import { canCall } from '@/lib/endpoint-permissions';
import { notifySaved, notifySaveError } from '@/lib/form-support';
import { SettingsListEditor, type ListField, type ListItem } from './settings-list-editor';
import { milestoneFields, phaseFields } from './settings-list-fields';

type ListProps = { organisationId: string; projectId: string };

/**
 * The editor hands back items carrying the list's fields (converted from the inputs); the server
 * validates them again, so they are passed on as the body's items.
 */
type ListEndpoint = 'updateProjectMilestones' | 'updateProjectPhases' | 'updateProgrammeMilestones';
export type ItemsOf<K extends ListEndpoint> =
  NonNullable<ApiCallOptions<K>['body']> extends { items: infer I } ? I : never;
export const asItems = <T,>(items: ListItem[]) => items as T;

type Loaded = { isPending: boolean; isError: boolean; data?: { items: ListItem[]; version: number } };

/** A loaded list in the editor; saving reports success, or a conflict (then the list reloads). */
export function SettingsList({
  query,
  title,
  itemNoun,
  fields,
  canEdit,
  saving,
  save,
}: {
  query: Loaded;
  title: string;
  itemNoun: string;
  fields: ListField[];
  canEdit: boolean;
  saving: boolean;
  save: (items: ListItem[], version: number) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  if (query.isPending) return <PageLoader />;
  if (query.isError || !query.data)
    return (
      <Text c="red.8" role="alert">
        {t('errors.loadData')}
      </Text>
    );
  return (
    <SettingsListEditor
      title={title}
      itemNoun={itemNoun}
      fields={fields}
      items={query.data.items}
      version={query.data.version}
      canEdit={canEdit}
      saving={saving}
      onSave={(items, version) =>
        save(items, version).then(
          () => notifySaved(t),
          (error: unknown) => {
            notifySaveError(error, t);
            throw error;
          },
        )
      }
    />
  );
}

export function ProjectMilestones({ organisationId, projectId }: ListProps) {
  const { t } = useTranslation();
  const permissions = usePermissions();
  const query = useProjectMilestones(organisationId, projectId);
  const update = useUpdateProjectMilestones();
  return (
    <SettingsList
      query={query}
      title={t('settingsLists.milestones')}
      itemNoun={t('settingsLists.milestone')}
      fields={milestoneFields(t)}
      canEdit={canCall(permissions, 'updateProjectMilestones', { organisationId, projectId })}
      saving={update.isPending}
      save={(items, version) =>
        update.mutateAsync({
          organisationId,
          projectId,
          body: { items: asItems<ItemsOf<'updateProjectMilestones'>>(items), version },
        })
      }
    />
  );
}

export function ProjectPhases({ organisationId, projectId }: ListProps) {
  const { t } = useTranslation();
  const permissions = usePermissions();
  const query = useProjectPhases(organisationId, projectId);
  const update = useUpdateProjectPhases();
  return (
    <SettingsList
      query={query}
      title={t('settingsLists.phases')}
      itemNoun={t('settingsLists.phase')}
      fields={phaseFields(t)}
      canEdit={canCall(permissions, 'updateProjectPhases', { organisationId, projectId })}
      saving={update.isPending}
      save={(items, version) =>
        update.mutateAsync({
          organisationId,
          projectId,
          body: { items: asItems<ItemsOf<'updateProjectPhases'>>(items), version },
        })
      }
    />
  );
}
