import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '@/ui/page-loader';
import { useProgramme } from '../api/get-programme';
import { useUpdateProgramme } from '../api/update-programme';
import { notifySaved, notifySaveError } from '@/lib/form-support';
import { ProgrammeForm } from './programme-form';

/** Programme settings index: edit the name and description (sending the version seen). */
export function ProgrammeDetailsSettings({
  organisationId,
  programmeId,
}: {
  organisationId: string;
  programmeId: string;
}) {
  const { t } = useTranslation();
  const programme = useProgramme(organisationId, programmeId);
  const update = useUpdateProgramme();
  if (programme.isPending) return <PageLoader />;
  if (programme.isError)
    return (
      <Text c="red.8" role="alert">
        {t('errors.loadData')}
      </Text>
    );
  const { name, description, version } = programme.data;
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {t('programmes.details')}
      </Title>
      <ProgrammeForm
        // A new version (after a save or a reload) starts the form again from the stored values.
        key={version}
        initial={{ name, description }}
        submitLabel={t('forms.save')}
        pending={update.isPending}
        onSubmit={(values) =>
          update.mutate(
            { organisationId, programmeId, body: { ...values, version } },
            { onSuccess: () => notifySaved(t), onError: (error) => notifySaveError(error, t) },
          )
        }
      />
    </Stack>
  );
}
