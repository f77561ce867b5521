import { Alert, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-client';
import '@/lib/i18n/en-gb-entity-kit';

export function EntityLoading() {
  return (
    <Stack gap="sm" data-testid="entity-loading">
      <Skeleton height={24} />
      <Skeleton height={16} />
      <Skeleton height={16} />
    </Stack>
  );
}

/** A failed load: 'not found' for 403 and 404 (nothing to tell apart), otherwise try again. */
export function EntityLoadProblem({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const missing = isApiError(error) && [403, 404].includes(error.status);
  return (
    <Alert color={missing ? 'gray' : 'red'} role="alert">
      {missing ? t('entityKit.notFound') : t('entityKit.loadFailed')}
    </Alert>
  );
}
