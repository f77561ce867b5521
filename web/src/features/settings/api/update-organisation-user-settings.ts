import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall, type ApiCallOptions, type ApiResult } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import { getOrganisationUserSettingsQueryOptions } from './get-organisation-user-settings';

export type OrganisationUserSettingsUpdate = NonNullable<
  ApiCallOptions<'updateOrganisationUserSettings'>['body']
>;

export const updateOrganisationUserSettings = ({
  organisationId,
  body,
}: {
  organisationId: string;
  body: OrganisationUserSettingsUpdate;
}): Promise<ApiResult<'updateOrganisationUserSettings'>> =>
  apiCall('updateOrganisationUserSettings', { params: { organisationId }, body });

type Options = {
  organisationId: string;
  mutationConfig?: MutationConfig<typeof updateOrganisationUserSettings>;
};

/** Saves, then puts the answer in the cache (it carries the new version). */
export const useUpdateOrganisationUserSettings = ({ organisationId, mutationConfig }: Options) => {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    onSuccess: (...args) => {
      queryClient.setQueryData(getOrganisationUserSettingsQueryOptions(organisationId).queryKey, args[0]);
      return onSuccess?.(...args);
    },
    mutationFn: updateOrganisationUserSettings,
  });
};
