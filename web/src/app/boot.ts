import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { bootProgrammesQuery } from '@tandem/shared/users/boot-programmes-query';
import { apiCall, type ApiResult } from '@/lib/api-client';
import { unreadCountQueryOptions } from '@/features/notifications/api/unread-count';
import { listProgrammesQueryOptions } from '@/features/programmes/api/list-programmes';
import { getMeQueryOptions } from '@/features/users/api/get-me';
import { getMyOrganisationsQueryOptions } from '@/features/users/api/get-my-organisations';
import { getMyProjectsQueryOptions } from '@/features/users/api/get-my-projects';
import { getRecentProjectsQueryOptions } from '@/features/users/api/get-recent-projects';
import { addUserQueryOptions } from '@/features/auth/api/add-user';
import { getClaimsQueryOptions } from '@/features/auth/api/get-claims';

export type Boot = ApiResult<'getBoot'>;

/**
 * The shell's start-up data in one call (the user, added if missing; organisations; claims, picker
 * and unread count of the organisation in the address). One round trip to one function instead of a
 * chain of three over five functions: on a cold morning each step is a cold start.
 */
export const bootQueryOptions = (
  queryClient: QueryClient,
  subject: string,
  organisationId: string | undefined,
) =>
  queryOptions({
    queryKey: ['auth', 'boot', subject, organisationId ?? null],
    // Seeded before the answer resolves: the screens shown on it find their data already there.
    queryFn: async ({ signal }) => {
      const boot = await apiCall('getBoot', { query: organisationId ? { organisationId } : {}, signal });
      seedBootCaches(queryClient, subject, boot);
      return boot;
    },
    staleTime: Infinity,
    // A 404 (not a member) is final; the individual calls then answer for themselves.
    retry: false,
  });

/**
 * Whether this page load's boot answer said the licence is still to be signed: the screens then show
 * the licence gate without asking for what the gate refuses (issue 37 item 7). Unknown (no boot
 * answer) is not unsigned: the calls then answer for themselves.
 */
export const useLicenceUnsignedAtBoot = () =>
  useQueryClient()
    .getQueriesData<Boot>({ queryKey: ['auth', 'boot'] })
    .some(([, boot]) => boot?.eulaSigned === false);

export const useBoot = (subject: string, organisationId: string | undefined) =>
  useQuery(bootQueryOptions(useQueryClient(), subject, organisationId));

/**
 * Fills the caches of the calls the boot answer stands for, so the screens that use them (the shell,
 * the switcher, the picker, the bell, the profile) find their data without asking again. A part that
 * is null (not yet allowed, or no organisation asked for) is left for its own call.
 */
export function seedBootCaches(queryClient: QueryClient, subject: string, boot: Boot) {
  const set = <T>(options: { queryKey: readonly unknown[] }, value: T | null) => {
    if (value !== null && queryClient.getQueryData(options.queryKey) === undefined)
      queryClient.setQueryData(options.queryKey, value);
  };
  set(addUserQueryOptions(subject), boot.user);
  if (boot.eulaSigned) set(getMeQueryOptions(), boot.user);
  set(getMyOrganisationsQueryOptions(), boot.organisations);
  const organisationId = boot.organisationId;
  if (organisationId === null) return;
  // An empty claims answer is retried by its own fetcher (spec §8): leave that case to it.
  if (boot.claims && Object.keys(boot.claims).length > 0)
    set(getClaimsQueryOptions(organisationId), boot.claims);
  set(getMyProjectsQueryOptions(organisationId), boot.projects);
  set(getRecentProjectsQueryOptions(organisationId), boot.recentProjects);
  set(listProgrammesQueryOptions(organisationId, bootProgrammesQuery), boot.programmes);
  set(
    unreadCountQueryOptions(organisationId),
    boot.unreadCount === null ? null : { unreadCount: boot.unreadCount },
  );
}
