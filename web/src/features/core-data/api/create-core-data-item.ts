import type { CoreDataKind } from '@tandem/shared/core-data/kinds';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MutationConfig } from '@/lib/react-query';
import { callCoreData, coreDataKeys, type CoreDataItem } from './core-data-call';

export type CreateCoreDataItemInput = {
  kind: CoreDataKind;
  organisationId: string;
  body: Record<string, unknown>;
};

export const createCoreDataItem = ({
  kind,
  organisationId,
  body,
}: CreateCoreDataItemInput): Promise<CoreDataItem> =>
  callCoreData(kind, 'create', { params: { organisationId }, body }) as Promise<CoreDataItem>;

export const useCreateCoreDataItem = ({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof createCoreDataItem> } = {}) => {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    onSuccess: async (...args) => {
      const [, { kind, organisationId }] = args;
      await queryClient.invalidateQueries({ queryKey: coreDataKeys.kind(organisationId, kind) });
      return onSuccess?.(...args);
    },
    mutationFn: createCoreDataItem,
  });
};
