import { Alert, Button, Checkbox, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { canProceedWithLicence } from '@tandem/shared/licence/licence-agreement';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/dates';
import { ErrorFallback } from '@/ui/error-fallback';
import { FullPageStatus } from '@/ui/full-page-status';
import { useLatestLicence } from '../api/get-latest-licence';
import { useSignLatestLicence } from '../api/sign-latest-licence';
import { sanitiseLicenceContent } from './licence-content';

type LicenceScreenProps = {
  onLogOut: () => void;
  loggingOut?: boolean;
  /** After signing; the page reloads (spec §2) unless a test says otherwise. */
  onSigned?: () => void;
};

/**
 * The licence agreement screen (spec §2, §4, §5). It replaces all content while the agreement is
 * unsigned: title, version, date, content, 'I accept the above', Proceed (enabled only once ticked;
 * signs, then reloads) and Log out (always available).
 */
export default function LicenceScreen({
  onLogOut,
  loggingOut = false,
  onSigned = () => window.location.reload(),
}: LicenceScreenProps) {
  const { t } = useTranslation();
  const licence = useLatestLicence();
  const sign = useSignLatestLicence({ mutationConfig: { onSuccess: () => onSigned() } });
  const [accepted, setAccepted] = useState(false);
  const content = useMemo(
    () => (licence.data ? sanitiseLicenceContent(licence.data.content) : ''),
    [licence.data],
  );

  if (licence.isPending) return <FullPageStatus text={t('app.loading')} />;
  if (licence.isError) return <ErrorFallback error={licence.error} onRetry={() => void licence.refetch()} />;

  return (
    <Container size="md" py="xl" component="main" id="main-content">
      <Stack gap="md">
        <Text c="gray.7">{t('licence.intro')}</Text>
        <Title order={1}>{licence.data.title}</Title>
        <Group gap="lg">
          <Text size="sm" c="gray.7">
            {t('licence.version', { version: licence.data.version })}
          </Text>
          <Text size="sm" c="gray.7">
            {t('licence.date', { date: formatDate(licence.data.createdAt) })}
          </Text>
        </Group>
        <Paper
          withBorder
          p="md"
          mah="50vh"
          style={{ overflowY: 'auto' }}
          tabIndex={0}
          aria-label={licence.data.title}
          data-testid="licence-content"
          dangerouslySetInnerHTML={{ __html: content }}
        />
        <Checkbox
          label={t('licence.accept')}
          checked={accepted}
          onChange={(event) => setAccepted(event.currentTarget.checked)}
        />
        {sign.isError && (
          <Alert color="red" variant="light" role="alert">
            {t('licence.signFailed')} {sign.error.message}
          </Alert>
        )}
        <Group>
          <Button
            disabled={!canProceedWithLicence(accepted)}
            loading={sign.isPending}
            onClick={() => sign.mutate(undefined)}
          >
            {t('licence.proceed')}
          </Button>
          <Button variant="default" onClick={onLogOut} loading={loggingOut}>
            {t('auth.logOut')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
