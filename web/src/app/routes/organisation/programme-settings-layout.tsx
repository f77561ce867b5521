import { Stack, Title } from '@mantine/core';
import { requireProgrammeId } from '@tandem/shared/organisations/required-ids';
import { useTranslation } from 'react-i18next';
import { Outlet, useParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { canCall } from '@/lib/endpoint-permissions';
import { SettingsTabs } from '@/features/projects/components/settings-tabs';
import { usePermissions } from '@/lib/permissions-store';
import { NoViewAccess } from '@/ui/no-view-access';

/** `programmes/{programmeId}/settings` (programme edit or owner claim): details and milestones. */
export default function ProgrammeSettingsLayoutRoute() {
  const { t } = useTranslation();
  const { organisationId = '', programmeId } = useParams();
  const id = requireProgrammeId(programmeId);
  const permissions = usePermissions();
  if (!canCall(permissions, 'updateProgramme', { organisationId, programmeId: id })) return <NoViewAccess />;
  return (
    <Stack gap="lg">
      <Title order={1}>{t('pages.programmeSettings')}</Title>
      <SettingsTabs
        label={t('pages.programmeSettings')}
        tabs={[
          {
            key: 'index',
            label: t('settingsLists.details'),
            href: paths.programmeSettings.getHref(organisationId, id),
          },
          {
            key: 'milestones',
            label: t('settingsLists.milestones'),
            href: paths.programmeMilestones.getHref(organisationId, id),
          },
        ]}
      />
      <Outlet />
    </Stack>
  );
}
