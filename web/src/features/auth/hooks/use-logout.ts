import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { signOutEverywhere, useUserManager } from '@/lib/auth';
import { organisationSettingsStore, permissionsStore } from '@/lib/permissions-store';
import { useRuntimeConfig } from '@/lib/runtime-config';
import { logout } from '../api/logout';

/**
 * Logs out: tells the API (it drops the claims cache and names the end-session URL), forgets every
 * cached answer and right, then ends the session at the identity provider.
 */
export function useLogout() {
  const userManager = useUserManager();
  const config = useRuntimeConfig();
  const queryClient = useQueryClient();
  const [isPending, setPending] = useState(false);

  const run = useCallback(async () => {
    setPending(true);
    let endSessionUrl: string | null = null;
    try {
      endSessionUrl = (await logout()).endSessionUrl;
    } catch (error) {
      // The provider session must still end even if the API could not be told.
      console.warn('Logout call failed', error);
    }
    queryClient.clear();
    permissionsStore.clear();
    organisationSettingsStore.clear();
    await signOutEverywhere(userManager, config, endSessionUrl);
  }, [config, queryClient, userManager]);

  return { logout: run, isPending };
}
