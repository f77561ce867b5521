import { Alert, Container } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { ErrorMessage } from '@tandem/shared/core/error-messages';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The access-denied screen (spec §2, §6, §8): the 'phrases.noViewAccess' phrase, nothing else of the page. */
export function NoViewAccess({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Container size="sm" py="xl" data-testid="no-view-access">
      <Alert color="gray" variant="light" icon={<IconLock aria-hidden />} role="alert">
        {t(ErrorMessage.NO_VIEW_ACCESS)}
        {children}
      </Alert>
    </Container>
  );
}
