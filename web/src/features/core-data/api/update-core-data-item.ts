import type { CoreDataKind } from '@tandem/shared/core-data/kinds';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MutationConfig } from '@/lib/react-query';
import { callCoreData, coreDataKeys, type CoreDataItem } from './core-data-call';

export type UpdateCoreDataItemInput = {
  kind: CoreDataKind;
  organisationId: string;
  itemId: string;
  /** Every field again (a full replacement) plus the `version` the user saw; a 409 if it moved on. */
  body: Record<string, unknown> & { version: number };
};

export const updateCoreDataItem = ({
  kind,
  organisationId,
  itemId,
  body,
}: UpdateCoreDataItemInput): Promise<CoreDataItem> =>
  callCoreData(kind, 'update', { params: { organisationId, itemId }, body }) as Promise<CoreDataItem>;

/** Saves; on success or a conflict (409) the kind's lists are reloaded. */
export const useUpdateCoreDataItem = ({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof updateCoreDataItem> } = {}) => {
  const queryClient = useQueryClient();
  const { onSettled, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    onSettled: async (...args) => {
      const [, , { kind, organisationId }] = args;
      await queryClient.invalidateQueries({ queryKey: coreDataKeys.kind(organisationId, kind) });
      return onSettled?.(...args);
    },
    mutationFn: updateCoreDataItem,
  });
};
