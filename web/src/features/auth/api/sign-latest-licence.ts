import { useMutation } from '@tanstack/react-query';
import { apiCall, type ApiResult } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';

export type SignedLicence = ApiResult<'signLatestLicence'>;

export const signLatestLicence = (): Promise<SignedLicence> => apiCall('signLatestLicence');

type UseSignLatestLicenceOptions = { mutationConfig?: MutationConfig<typeof signLatestLicence> };

export const useSignLatestLicence = ({ mutationConfig }: UseSignLatestLicenceOptions = {}) =>
  useMutation({ ...mutationConfig, mutationFn: signLatestLicence });
