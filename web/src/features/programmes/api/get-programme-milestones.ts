import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall, type ApiResult } from '@/lib/api-client';

export type ProgrammeMilestones = ApiResult<'getProgrammeMilestones'>;

export const getProgrammeMilestones = ({
  organisationId,
  programmeId,
  signal,
}: {
  organisationId: string;
  programmeId: string;
  signal?: AbortSignal;
}): Promise<ProgrammeMilestones> =>
  apiCall('getProgrammeMilestones', { params: { organisationId, programmeId }, signal });

export const getProgrammeMilestonesQueryOptions = (organisationId: string, programmeId: string) =>
  queryOptions({
    queryKey: ['programmes', organisationId, programmeId, 'milestones'],
    queryFn: ({ signal }) => getProgrammeMilestones({ organisationId, programmeId, signal }),
  });

export const useProgrammeMilestones = (organisationId: string, programmeId: string) =>
  useQuery(getProgrammeMilestonesQueryOptions(organisationId, programmeId));
