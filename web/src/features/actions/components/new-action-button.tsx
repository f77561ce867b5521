import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { usePermissions } from '@/lib/permissions-store';
import { canCall } from '@/lib/endpoint-permissions';

/** 'New action', for those who may create actions in the project (nothing otherwise). */
export function NewActionButton({ project }: { project: { organisationId: string; projectId: string } }) {
  const { t } = useTranslation();
  const permissions = usePermissions();
  if (!canCall(permissions, 'createAction', project)) return null;
  return (
    <Button
      component={Link}
      to={paths.actionCreate.getHref(project.organisationId, project.projectId)}
      leftSection={<IconPlus size={16} aria-hidden />}
    >
      {t('actionItems.newAction')}
    </Button>
  );
}
