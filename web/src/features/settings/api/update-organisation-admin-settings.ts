import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall, type ApiCallOptions, type ApiResult } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import { getOrganisationAdminSettingsQueryOptions } from './get-organisation-admin-settings';

export type OrganisationAdminSettingsUpdate = NonNullable<
  ApiCallOptions<'updateOrganisationAdminSettings'>['body']
>;

export const updateOrganisationAdminSettings = ({
  organisationId,
  body,
}: {
  organisationId: string;
  body: OrganisationAdminSettingsUpdate;
}): Promise<ApiResult<'updateOrganisationAdminSettings'>> =>
  apiCall('updateOrganisationAdminSettings', { params: { organisationId }, body });

type Options = {
  organisationId: string;
  mutationConfig?: MutationConfig<typeof updateOrganisationAdminSettings>;
};

/** Saves, then puts the answer in the cache (it carries the new version). */
export const useUpdateOrganisationAdminSettings = ({ organisationId, mutationConfig }: Options) => {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    onSuccess: (...args) => {
      queryClient.setQueryData(getOrganisationAdminSettingsQueryOptions(organisationId).queryKey, args[0]);
      return onSuccess?.(...args);
    },
    mutationFn: updateOrganisationAdminSettings,
  });
};
