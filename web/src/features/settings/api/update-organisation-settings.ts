import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall, type ApiCallOptions, type ApiResult } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import { getOrganisationSettingsQueryOptions } from './get-organisation-settings';

export type OrganisationSettingsUpdate = NonNullable<ApiCallOptions<'updateOrganisationSettings'>['body']>;

export const updateOrganisationSettings = ({
  organisationId,
  body,
}: {
  organisationId: string;
  body: OrganisationSettingsUpdate;
}): Promise<ApiResult<'updateOrganisationSettings'>> =>
  apiCall('updateOrganisationSettings', { params: { organisationId }, body });

type Options = { organisationId: string; mutationConfig?: MutationConfig<typeof updateOrganisationSettings> };

/** Saves, then puts the answer in the cache (it carries the new version). */
export const useUpdateOrganisationSettings = ({ organisationId, mutationConfig }: Options) => {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    onSuccess: (...args) => {
      queryClient.setQueryData(getOrganisationSettingsQueryOptions(organisationId).queryKey, args[0]);
      return onSuccess?.(...args);
    },
    mutationFn: updateOrganisationSettings,
  });
};
