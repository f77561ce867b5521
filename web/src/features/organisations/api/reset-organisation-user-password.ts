import { useMutation } from '@tanstack/react-query';
import { apiCall, type ApiResult } from '@/lib/api-client';

export type ResetOrganisationUserPasswordInput = { organisationId: string; userId: string };

export const resetOrganisationUserPassword = (
  params: ResetOrganisationUserPasswordInput,
): Promise<ApiResult<'resetOrganisationUserPassword'>> =>
  apiCall('resetOrganisationUserPassword', { params });

/** Resets a member's password (admins); locally the answer carries a temporary password. */
export const useResetOrganisationUserPassword = () =>
  useMutation({ mutationFn: resetOrganisationUserPassword });
