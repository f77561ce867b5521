import { Container, Stack, Text, Title } from '@mantine/core';
import { resolveCurrentOrganisationId } from '@tandem/shared/organisations/current-organisation';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useMyOrganisations } from '@/features/users/api/get-my-organisations';
import { isApiError } from '@/lib/api-client';
import { readCurrentOrganisationId } from '@/lib/storage';
import { ErrorFallback } from '@/ui/error-fallback';
import { FullPageStatus } from '@/ui/full-page-status';
import { useLicenceUnsignedAtBoot } from '../boot';
import { LicenceRequired } from '../licence-required';

export function NoOrganisations() {
  const { t } = useTranslation();
  return (
    <Container size="sm" py={64} component="main" id="main-content" data-testid="no-organisations">
      <Stack gap="md">
        <Title order={1}>{t('organisations.noOrganisationsTitle')}</Title>
        <Text>{t('organisations.noOrganisations')}</Text>
      </Stack>
    </Container>
  );
}

/**
 * `/` and `/takemeto/current-organisation` (spec §2, §4): the organisation saved locally while the
 * user still belongs to it, else the first, then its dashboard route.
 */
export default function CurrentOrganisationRoute() {
  const { t } = useTranslation();
  // The boot answer already says the licence is unsigned: the gate, without a call it would refuse.
  const unsigned = useLicenceUnsignedAtBoot();
  const organisations = useMyOrganisations(!unsigned);

  if (unsigned) return <LicenceRequired />;
  if (organisations.isPending) return <FullPageStatus text={t('organisations.resolving')} />;
  if (organisations.isError) {
    // The API refuses product endpoints (403) only to a user who has not signed the licence yet.
    if (isApiError(organisations.error) && organisations.error.status === 403) return <LicenceRequired />;
    return <ErrorFallback error={organisations.error} onRetry={() => void organisations.refetch()} />;
  }
  const organisationId = resolveCurrentOrganisationId(
    null,
    readCurrentOrganisationId(),
    organisations.data.map((organisation) => organisation.id),
  );
  if (organisationId === null) return <NoOrganisations />;
  return <Navigate to={paths.organisation.getHref(organisationId)} replace />;
}
