import { Container } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { SignInPanel } from '@/features/auth/components/sign-in-panel';
import { HealthStatus } from '@/features/platform/components/health-status';

export default function LoginRoute() {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${t('auth.signIn')} – ${t('app.name')}`;
  }, [t]);
  return (
    <Container size="sm" py={64} component="main" id="main-content">
      <SignInPanel>
        <HealthStatus />
      </SignInPanel>
    </Container>
  );
}
