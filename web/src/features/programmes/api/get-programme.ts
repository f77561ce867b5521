import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall, type ApiResult } from '@/lib/api-client';

export type ProgrammeDetail = ApiResult<'getProgramme'>;

export const getProgramme = ({
  organisationId,
  programmeId,
  signal,
}: {
  organisationId: string;
  programmeId: string;
  signal?: AbortSignal;
}): Promise<ProgrammeDetail> => apiCall('getProgramme', { params: { organisationId, programmeId }, signal });

export const getProgrammeQueryOptions = (organisationId: string, programmeId: string) =>
  queryOptions({
    queryKey: ['programmes', organisationId, programmeId],
    queryFn: ({ signal }) => getProgramme({ organisationId, programmeId, signal }),
  });

export const useProgramme = (organisationId: string, programmeId: string) =>
  useQuery(getProgrammeQueryOptions(organisationId, programmeId));
