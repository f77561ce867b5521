import { Alert, Anchor, Button, Container, Text } from '@mantine/core';
import { mustSignLicence } from '@tandem/shared/licence/licence-agreement';
import { ClaimKey } from '@tandem/shared/permissions/claim-keys';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useClaims } from '@/features/auth/api/get-claims';
import { isApiError } from '@/lib/api-client';
import { saveCurrentOrganisationId } from '@/lib/storage';
import { FullPageStatus } from '@/ui/full-page-status';
import { NoViewAccess } from '@/ui/no-view-access';
import { LicenceRequired } from '../../licence-required';
import { AppLayout } from '../../shell/app-layout';

/** Claim loading failed: the error in place of the app (spec §8), with a retry. */
function ClaimsError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Container size="sm" py="xl" component="main" data-testid="claims-error">
      <Alert color="red" variant="light" role="alert" title={t('organisations.claimsFailed')}>
        <Text size="sm">{message}</Text>
        <Button size="xs" color="red" mt="sm" onClick={onRetry}>
          {t('app.tryAgain')}
        </Button>
      </Alert>
    </Container>
  );
}

/**
 * `/organisations/:organisationId`: loads the caller's claims there. Not a member: the access-denied
 * text, never the organisation's data. Licence unsigned: the licence screen instead of everything.
 * Otherwise the shell around the page, and the organisation becomes the saved current one.
 */
export default function OrganisationLayoutRoute() {
  const { t } = useTranslation();
  const { organisationId = '' } = useParams();
  const claims = useClaims({ organisationId });
  const signed = claims.isSuccess && !mustSignLicence(claims.data[ClaimKey.IS_EULA_SIGNED]);

  useEffect(() => {
    if (signed) saveCurrentOrganisationId(organisationId);
  }, [signed, organisationId]);

  if (claims.isPending) return <FullPageStatus text={t('organisations.resolving')} />;
  if (claims.isError) {
    const status = isApiError(claims.error) ? claims.error.status : undefined;
    if (status === 404 || status === 403) {
      return (
        <main id="main-content">
          <NoViewAccess>
            <Anchor component={Link} to={paths.currentOrganisation.getHref()} display="block" mt="sm">
              {t('pages.goHome')}
            </Anchor>
          </NoViewAccess>
        </main>
      );
    }
    return <ClaimsError message={claims.error.message} onRetry={() => void claims.refetch()} />;
  }
  if (!signed) return <LicenceRequired />;
  return <AppLayout organisationId={organisationId} claims={claims.data} />;
}
