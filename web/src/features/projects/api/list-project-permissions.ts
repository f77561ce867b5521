import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall, type ApiResult } from '@/lib/api-client';

export type ProjectPermissions = ApiResult<'listProjectPermissions'>;
export type ProjectPermission = ProjectPermissions[number];

export const listProjectPermissions = ({
  organisationId,
  projectId,
  signal,
}: {
  organisationId: string;
  projectId: string;
  signal?: AbortSignal;
}): Promise<ProjectPermissions> =>
  apiCall('listProjectPermissions', { params: { organisationId, projectId }, signal });

export const listProjectPermissionsQueryOptions = (organisationId: string, projectId: string) =>
  queryOptions({
    queryKey: ['projects', organisationId, projectId, 'permissions'],
    queryFn: ({ signal }) => listProjectPermissions({ organisationId, projectId, signal }),
  });

export const useProjectPermissions = (organisationId: string, projectId: string) =>
  useQuery(listProjectPermissionsQueryOptions(organisationId, projectId));
