import type { DefaultOptions, UseMutationOptions } from '@tanstack/react-query';
import { isApiError } from './api-client';

/** A failure worth retrying: no answer, a time-out or a server error; never a 4xx. */
const isRetryable = (error: unknown) => !isApiError(error) || error.status === 0 || error.status >= 500;

export const queryConfig = {
  queries: {
    // Data changes through this app; a window refocus should not refetch every list.
    refetchOnWindowFocus: false,
    staleTime: 60_000,
    retry: (failureCount, error) => failureCount < 1 && isRetryable(error),
  },
  mutations: {
    retry: false,
  },
} satisfies DefaultOptions;

/** The result type of a fetcher, for `queryOptions` helpers (bulletproof-react style). */
export type ApiFnReturnType<FnType extends (...args: never[]) => Promise<unknown>> = Awaited<
  ReturnType<FnType>
>;

/** What a feature hook lets its caller override, without the keys it sets itself. */
export type QueryConfig<T extends (...args: never[]) => unknown> = Omit<
  ReturnType<T>,
  'queryKey' | 'queryFn'
>;

export type MutationConfig<MutationFnType extends (...args: never[]) => Promise<unknown>> =
  UseMutationOptions<ApiFnReturnType<MutationFnType>, Error, Parameters<MutationFnType>[0]>;
