import { MAX_PAGE_SIZE } from '@tandem/shared/core/limits';
import type { Paged } from '@tandem/shared/lists/paged';
import type { ModelProcess } from '@tandem/shared/processes/process-tree';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

/**
 * The organisation's whole process model (core data `processes`), every page read in turn: a tree
 * needs every process. Keyed under the core data kind's key, so the core data page's writes
 * (which invalidate the kind) refresh the tree too.
 */
export const processModelKey = (organisationId: string) =>
  ['organisations', organisationId, 'core-data', 'process', 'model'] as const;

export function useProcessModel(organisationId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: processModelKey(organisationId),
    enabled,
    queryFn: async ({ signal }) => {
      const processes: ModelProcess[] = [];
      for (let page = 1; ; page += 1) {
        const answer = (await apiCall('listProcesses', {
          params: { organisationId },
          query: { page, pageSize: MAX_PAGE_SIZE, sorts: 'uniqueIdentifier' },
          signal,
        })) as Paged<ModelProcess>;
        processes.push(...answer.items);
        if (page >= answer.totalPages) return processes;
      }
    },
  });
}
