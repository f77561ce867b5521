import { Alert, Button, Container, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { isChunkLoadError } from '@/lib/lazy-import';
import { ErrorFallback } from './error-fallback';

/** A part of the app did not download, even after a retry (spec §8: ChunkLoadError, 120 s). */
export function ChunkLoadFailure() {
  const { t } = useTranslation();
  return (
    <Container size="sm" py="xl" component="main" data-testid="chunk-load-error">
      <Alert color="red" variant="light" role="alert" title={t('errors.chunkLoadHeading')}>
        <Text size="sm">{t('errors.chunkLoad')}</Text>
        <Button size="xs" color="red" mt="md" onClick={() => window.location.reload()}>
          {t('app.reload')}
        </Button>
      </Alert>
    </Container>
  );
}

/** The router's error element: a loader or a route component threw. */
export function RouteError() {
  const error = useRouteError();
  if (isChunkLoadError(error)) return <ChunkLoadFailure />;
  const shown = isRouteErrorResponse(error) ? new Error(`${error.status} ${error.statusText}`) : error;
  return <ErrorFallback error={shown} />;
}
