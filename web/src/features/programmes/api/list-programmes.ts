import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall, type ApiCallOptions, type ApiResult } from '@/lib/api-client';

export type ProgrammesPage = ApiResult<'listProgrammes'>;
export type ProgrammeListQuery = NonNullable<ApiCallOptions<'listProgrammes'>['query']>;

export const listProgrammes = ({
  organisationId,
  query,
  signal,
}: {
  organisationId: string;
  query: ProgrammeListQuery;
  signal?: AbortSignal;
}): Promise<ProgrammesPage> => apiCall('listProgrammes', { params: { organisationId }, query, signal });

export const listProgrammesQueryOptions = (organisationId: string, query: ProgrammeListQuery) =>
  queryOptions({
    queryKey: ['programmes', organisationId, 'list', query],
    queryFn: ({ signal }) => listProgrammes({ organisationId, query, signal }),
    placeholderData: keepPreviousData,
  });

export const useProgrammes = (organisationId: string, query: ProgrammeListQuery, enabled = true) =>
  useQuery({ ...listProgrammesQueryOptions(organisationId, query), enabled });
