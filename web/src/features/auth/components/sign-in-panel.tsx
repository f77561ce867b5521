import { Button, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from 'react-oidc-context';
import { useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { AuthError } from './auth-error';

const errorOf = (state: unknown): string | undefined =>
  typeof state === 'object' && state !== null && 'error' in state && typeof state.error === 'string'
    ? state.error
    : undefined;

/** The /login page: the product name, a Sign in button, and 'Oops' plus the error after a failed sign-in. */
export function SignInPanel({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const auth = useAuth();
  const location = useLocation();
  const error = errorOf(location.state) ?? auth.error?.message;
  const signIn = () => void auth.signinRedirect({ state: paths.home.getHref() });

  return (
    <Stack gap="lg">
      <Title order={1}>{t('app.name')}</Title>
      <Text size="lg">{t('app.tagline')}</Text>
      {error && <AuthError message={error} />}
      <Text>{t('auth.signInPrompt')}</Text>
      <Button onClick={signIn} w="fit-content" loading={auth.activeNavigator === 'signinRedirect'}>
        {t('auth.signIn')}
      </Button>
      {children}
    </Stack>
  );
}
