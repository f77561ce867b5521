import { useQuery } from '@tanstack/react-query';
import { apiCall, type ApiResult } from '@/lib/api-client';

export type CustomField = ApiResult<'listCustomFields'>[number];

export const customFieldKeys = {
  all: (organisationId: string) => ['organisations', organisationId, 'custom-fields'] as const,
};

/** The organisation's custom fields (settings, and the columns of every kit entity that opted in). */
export const useCustomFields = (organisationId: string, enabled = true) =>
  useQuery({
    queryKey: customFieldKeys.all(organisationId),
    queryFn: ({ signal }) => apiCall('listCustomFields', { params: { organisationId }, signal }),
    enabled,
    staleTime: 30_000,
  });

export const createCustomField = (
  organisationId: string,
  body: { name: string; type: 1 | 2 | 3; entityKinds: string[] },
) => apiCall('createCustomField', { params: { organisationId }, body });

export const deleteCustomField = (organisationId: string, fieldId: string) =>
  apiCall('deleteCustomField', { params: { organisationId, fieldId } });
