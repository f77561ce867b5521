import type { CoreDataKind } from '@tandem/shared/core-data/kinds';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { coreDataKeys } from './core-data-call';

/** How many items use one core data item, asked when its delete dialog opens (never cached). */
export const useCoreDataUsage = (kind: CoreDataKind, organisationId: string, itemId: string | undefined) =>
  useQuery({
    queryKey: [...coreDataKeys.kind(organisationId, kind), 'usage', itemId],
    queryFn: ({ signal }) =>
      apiCall('getCoreDataUsage', { params: { organisationId }, query: { kind, itemId: itemId! }, signal }),
    enabled: itemId !== undefined,
    gcTime: 0,
    staleTime: 0,
    retry: false,
  });
