import { Stack, Text, Title } from '@mantine/core';
import { requireOrganisationId } from '@tandem/shared/organisations/required-ids';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { usePermissions } from '@/lib/permissions-store';
import { NoViewAccess } from '@/ui/no-view-access';
import { useCreateProgramme } from '../api/create-programme';
import { canCall } from '@/lib/endpoint-permissions';
import { notifySaved, notifySaveError } from '@/lib/form-support';
import { ProgrammeForm } from './programme-form';

/** `create/programme` (owners+): the form, then the new programme's page. */
export function CreateProgramme({ organisationId }: { organisationId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const permissions = usePermissions();
  const create = useCreateProgramme();
  const id = requireOrganisationId(organisationId);

  if (!canCall(permissions, 'createProgramme', { organisationId: id })) return <NoViewAccess />;
  return (
    <Stack gap="md">
      <Title order={1}>{t('pages.createProgramme')}</Title>
      <Text c="gray.7">{t('programmes.createIntro')}</Text>
      <ProgrammeForm
        submitLabel={t('programmes.create')}
        pending={create.isPending}
        onSubmit={(values) =>
          create.mutate(
            { organisationId: id, body: values },
            {
              onSuccess: (programme) => {
                notifySaved(t, t('programmes.created', { name: programme.name }));
                void navigate(paths.programme.getHref(id, programme.id));
              },
              onError: (error) => notifySaveError(error, t),
            },
          )
        }
      />
    </Stack>
  );
}
