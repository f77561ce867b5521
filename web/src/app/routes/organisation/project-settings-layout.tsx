import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet, useParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { SettingsTabs } from '@/features/projects/components/settings-tabs';
import { canCall } from '@/lib/endpoint-permissions';
import { usePermissions } from '@/lib/permissions-store';
import { NoViewAccess } from '@/ui/no-view-access';

/**
 * `projects/{projectId}/settings` (project edit): details, milestones, benefits, phases, and
 * permissions for those who may manage them.
 */
export default function ProjectSettingsLayoutRoute() {
  const { t } = useTranslation();
  const { organisationId = '', projectId = '' } = useParams();
  const permissions = usePermissions();
  const target = { organisationId, projectId };
  if (!canCall(permissions, 'updateProject', target)) return <NoViewAccess />;
  const mayManage = canCall(permissions, 'listProjectPermissions', target);
  const tabs = [
    {
      key: 'index',
      label: t('settingsLists.details'),
      href: paths.projectSettings.getHref(organisationId, projectId),
    },
    {
      key: 'milestones',
      label: t('settingsLists.milestones'),
      href: paths.projectMilestones.getHref(organisationId, projectId),
    },
    {
      key: 'benefits',
      label: t('settingsLists.benefits'),
      href: paths.projectBenefits.getHref(organisationId, projectId),
    },
    {
      key: 'phases',
      label: t('settingsLists.phases'),
      href: paths.projectPhases.getHref(organisationId, projectId),
    },
    ...(mayManage
      ? [
          {
            key: 'permissions',
            label: t('projectPermissions.title'),
            href: paths.projectPermissions.getHref(organisationId, projectId),
          },
        ]
      : []),
  ];
  return (
    <Stack gap="lg">
      <Title order={1}>{t('pages.projectSettings')}</Title>
      <SettingsTabs label={t('pages.projectSettings')} tabs={tabs} />
      <Outlet />
    </Stack>
  );
}
