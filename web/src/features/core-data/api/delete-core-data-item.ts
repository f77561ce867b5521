import type { CoreDataKind } from '@tandem/shared/core-data/kinds';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MutationConfig } from '@/lib/react-query';
import { callCoreData, coreDataKeys } from './core-data-call';

export type DeleteCoreDataItemInput = {
  kind: CoreDataKind;
  organisationId: string;
  itemId: string;
  /** Another item of the kind that takes over every use of this one (needed while it is in use). */
  mergeInto?: string;
};

export const deleteCoreDataItem = ({ kind, organisationId, itemId, mergeInto }: DeleteCoreDataItemInput) =>
  callCoreData(kind, 'delete', {
    params: { organisationId, itemId },
    ...(mergeInto ? { query: { mergeInto } } : {}),
  }) as Promise<{ id: string; moved?: number }>;

export const useDeleteCoreDataItem = ({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof deleteCoreDataItem> } = {}) => {
  const queryClient = useQueryClient();
  const { onSettled, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    onSettled: async (...args) => {
      const [, , { kind, organisationId }] = args;
      await queryClient.invalidateQueries({ queryKey: coreDataKeys.kind(organisationId, kind) });
      return onSettled?.(...args);
    },
    mutationFn: deleteCoreDataItem,
  });
};
