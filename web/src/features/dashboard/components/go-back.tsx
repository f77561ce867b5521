import { Anchor, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

/** The 'Go back' link of My Dashboard's sub-pages (spec §2): back to the dashboard. */
export function GoBack({ organisationId }: { organisationId: string }) {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to={paths.myDashboard.getHref(organisationId)} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden />
        {t('myDashboard.goBack')}
      </Group>
    </Anchor>
  );
}
