import { Button, Group, Loader, Modal, Select, Stack, Text } from '@mantine/core';
import { coreDataKinds, type CoreDataKind } from '@tandem/shared/core-data/kinds';
import { usesInWords } from '@tandem/shared/core-data/usage';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSaved, toastSaveFailed } from '@/ui/data-list/save-toasts';
import type { CoreDataItem } from '../api/core-data-call';
import { useCoreDataUsage } from '../api/core-data-usage';
import { useDeleteCoreDataItem } from '../api/delete-core-data-item';
import { useReferenceOptions } from './use-reference-options';

type DeleteItemModalProps = {
  kind: CoreDataKind;
  organisationId: string;
  item: CoreDataItem | undefined;
  onClose: () => void;
};

/**
 * The name-specific 'are you sure' prompt with Yes/No (spec §5 delete confirmation). An item in use
 * says how many items use it and offers only a merge into another item of the kind, or Cancel: the
 * server refuses to leave those items pointing at nothing (issue 37 item 3).
 */
export function DeleteItemModal({ kind, organisationId, item, onClose }: DeleteItemModalProps) {
  const { t } = useTranslation();
  const label = coreDataKinds[kind].label.toLowerCase();
  return (
    <Modal opened={item !== undefined} onClose={onClose} title={t('coreData.deleteTitle', { item: label })}>
      {item && (
        <DeleteItemBody
          key={item.id}
          kind={kind}
          organisationId={organisationId}
          item={item}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}

function DeleteItemBody({
  kind,
  organisationId,
  item,
  onClose,
}: DeleteItemModalProps & { item: CoreDataItem }) {
  const { t } = useTranslation();
  const label = coreDataKinds[kind].label.toLowerCase();
  const remove = useDeleteCoreDataItem();
  const usage = useCoreDataUsage(kind, organisationId, item.id);
  const inUse = (usage.data?.usageCount ?? 0) > 0;
  const options = useReferenceOptions(organisationId, inUse ? kind : undefined).filter(
    (option) => option.value !== item.id,
  );
  const [mergeInto, setMergeInto] = useState<string | null>(null);

  const submit = () =>
    remove.mutate(
      { kind, organisationId, itemId: item.id, ...(inUse && mergeInto ? { mergeInto } : {}) },
      {
        onSuccess: () => {
          const into = options.find((option) => option.value === mergeInto)?.label;
          toastSaved(
            t,
            inUse && into
              ? t('coreData.merged', { name: item.name, into })
              : t('coreData.deleted', { name: item.name }),
          );
          onClose();
        },
        // The dialog stays open: the person sees why and may pick a merge target.
        onError: (error) => toastSaveFailed(t, error),
      },
    );

  if (usage.isPending) return <Loader size="sm" aria-label={t('coreData.countingUses')} />;
  return (
    <>
      {inUse ? (
        <Stack gap="sm">
          <Text>{t('coreData.inUse', { name: item.name, uses: usesInWords(usage.data!.uses) })}</Text>
          <Select
            label={t('coreData.mergeInto', { item: label })}
            placeholder={t('coreData.mergePlaceholder', { item: label })}
            data={options}
            value={mergeInto}
            onChange={setMergeInto}
            searchable
            nothingFoundMessage={t('coreData.none')}
            comboboxProps={{ withinPortal: false }}
          />
        </Stack>
      ) : (
        <Text>{t('coreData.deleteConfirm', { name: item.name })}</Text>
      )}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={remove.isPending}>
          {inUse ? t('coreData.cancel') : t('dataList.no')}
        </Button>
        <Button color="red" loading={remove.isPending} disabled={inUse && !mergeInto} onClick={submit}>
          {inUse ? t('coreData.mergeAndDelete') : t('dataList.yes')}
        </Button>
      </Group>
    </>
  );
}
