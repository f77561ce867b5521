import { useMutation } from '@tanstack/react-query';
import { apiCall, type ApiResult } from '@/lib/api-client';

export type SearchUserByEmailInput = { organisationId: string; email: string };

export const searchUserByEmail = (body: SearchUserByEmailInput): Promise<ApiResult<'searchUserByEmail'>> =>
  apiCall('searchUserByEmail', { body });

/** Looks a person up by exact email before adding them (fills in their names when known). */
export const useSearchUserByEmail = () => useMutation({ mutationFn: searchUserByEmail });
