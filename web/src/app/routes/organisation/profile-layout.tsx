import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet, useParams } from 'react-router-dom';
import { ProfileTabs } from '@/features/profile/components/profile-tabs';

/** The user's own pages (profile, password, organisations) under one heading and tabs. */
export default function ProfileLayoutRoute() {
  const { t } = useTranslation();
  const { organisationId = '' } = useParams();
  return (
    <Stack gap="lg">
      <Title order={1}>{t('pages.profileSettings')}</Title>
      <ProfileTabs organisationId={organisationId} />
      <Outlet />
    </Stack>
  );
}
