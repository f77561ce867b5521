import { Alert, Button, Container, Stack, Text, Title } from '@mantine/core';
import { ErrorMessage } from '@tandem/shared/core/error-messages';
import { useTranslation } from 'react-i18next';

/** The auth error screen (spec §2, §8): 'Oops' plus the error, and a way to sign in again. */
export function AuthError({ message, onSignIn }: { message: string; onSignIn?: () => void }) {
  const { t } = useTranslation();
  return (
    <Container size="sm" py="xl" component="main">
      <Alert color="red" variant="light" role="alert">
        <Stack gap="xs">
          <Title order={1} size="h3">
            {ErrorMessage.AUTH_ERROR_HEADING}
          </Title>
          <Text size="sm">{message}</Text>
          {onSignIn && (
            <Button size="xs" color="red" onClick={onSignIn} w="fit-content">
              {t('auth.signIn')}
            </Button>
          )}
        </Stack>
      </Alert>
    </Container>
  );
}
