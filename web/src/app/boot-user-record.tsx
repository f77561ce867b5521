import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router-dom';
import { AddedUserRecord, type UserRecordProps } from '@/features/auth/components/require-auth';
import { FullPageStatus } from '@/ui/full-page-status';
import { useBoot } from './boot';

/** The organisation in the address the app was opened at, if any (the deepest route's parameters). */
function useOrganisationInAddress(): string | undefined {
  const matches = useMatches();
  const [organisationId] = useState(() => matches.at(-1)?.params.organisationId);
  return organisationId;
}

/**
 * The first page's shell data in one call (`users/me/boot`, which also adds the user), its parts
 * seeded into the individual calls' caches; asked once per page load, for the organisation in the
 * address. Should it fail (an organisation the caller is not in answers 404), the user record comes
 * from `auth/add` as before and each screen asks for its own data, showing its own error.
 */
export function BootUserRecord({ subject, children }: UserRecordProps) {
  const { t } = useTranslation();
  const boot = useBoot(subject, useOrganisationInAddress());
  if (boot.isPending) return <FullPageStatus text={t('auth.loggingIn')} />;
  if (boot.isError) return <AddedUserRecord subject={subject}>{children}</AddedUserRecord>;
  return children;
}
