import { useMutation } from '@tanstack/react-query';
import { apiCall, type ApiResult } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';

export type LogoutResult = ApiResult<'logout'>;

export const logout = (): Promise<LogoutResult> => apiCall('logout');

type UseLogoutOptions = { mutationConfig?: MutationConfig<typeof logout> };

export const useLogoutCall = ({ mutationConfig }: UseLogoutOptions = {}) =>
  useMutation({ ...mutationConfig, mutationFn: logout });
