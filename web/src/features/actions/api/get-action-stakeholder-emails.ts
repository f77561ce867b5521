import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall, type ApiResult } from '@/lib/api-client';
import type { ProjectRef } from './keys';

/** E-mail addresses of the stakeholder owners of the given actions. */
export const getActionStakeholderEmails = ({
  actionIds,
  signal,
  ...params
}: ProjectRef & { actionIds: string[]; signal?: AbortSignal }): Promise<
  ApiResult<'getActionStakeholderEmails'>
> => apiCall('getActionStakeholderEmails', { params, query: { actionIds: actionIds.join(',') }, signal });

export const actionStakeholderEmailsQueryOptions = (project: ProjectRef, actionIds: string[]) =>
  queryOptions({
    // Under `actionKeys.all`, written out: the bulk dialogs' chunk must not import the grid's (keys.test.ts).
    queryKey: [
      'organisations',
      project.organisationId,
      'projects',
      project.projectId,
      'actions',
      'stakeholder-emails',
      actionIds,
    ],
    queryFn: ({ signal }) => getActionStakeholderEmails({ ...project, actionIds, signal }),
  });

export const useActionStakeholderEmails = (project: ProjectRef, actionIds: string[]) =>
  useQuery(actionStakeholderEmailsQueryOptions(project, actionIds));
