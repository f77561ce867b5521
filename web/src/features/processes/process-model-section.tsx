import { Alert, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '@/ui/page-loader';
import { useProcessModel } from './api/use-process-model';
import { ProcessModelTree } from './process-model-tree';
import '@/lib/i18n/en-gb-processes';

/** Core data › Processes: the whole model as a tree beside the paged list (read-only). */
export function ProcessModelSection({ organisationId }: { organisationId: string }) {
  const { t } = useTranslation();
  const model = useProcessModel(organisationId);
  return (
    <Stack gap="sm" component="section" aria-labelledby="process-model-title">
      <Title order={2} id="process-model-title">
        {t('processModel.title')}
      </Title>
      <Text size="sm" c="gray.7">
        {t('processModel.intro')}
      </Text>
      {model.isPending ? (
        <PageLoader />
      ) : model.isError ? (
        <Alert color="red">{t('processModel.loadFailed')}</Alert>
      ) : (
        <ProcessModelTree processes={model.data} label={t('processModel.title')} />
      )}
    </Stack>
  );
}
