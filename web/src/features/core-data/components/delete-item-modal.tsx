import { Button, Group, Modal, Text } from '@mantine/core';
import { coreDataKinds, type CoreDataKind } from '@tandem/shared/core-data/kinds';
import { useTranslation } from 'react-i18next';
import { toastSaved, toastSaveFailed } from '@/ui/data-list/save-toasts';
import type { CoreDataItem } from '../api/core-data-call';
import { useDeleteCoreDataItem } from '../api/delete-core-data-item';

type DeleteItemModalProps = {
  kind: CoreDataKind;
  organisationId: string;
  item: CoreDataItem | undefined;
  onClose: () => void;
};

/** The name-specific 'are you sure' prompt with Yes/No (spec §5 delete confirmation). */
export function DeleteItemModal({ kind, organisationId, item, onClose }: DeleteItemModalProps) {
  const { t } = useTranslation();
  const remove = useDeleteCoreDataItem();
  return (
    <Modal
      opened={item !== undefined}
      onClose={onClose}
      title={t('coreData.deleteTitle', { item: coreDataKinds[kind].label.toLowerCase() })}
    >
      {item && (
        <>
          <Text>{t('coreData.deleteConfirm', { name: item.name })}</Text>
          <Group justify="flex-end" mt="lg">
            <Button variant="default" onClick={onClose} disabled={remove.isPending}>
              {t('dataList.no')}
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() =>
                remove.mutate(
                  { kind, organisationId, itemId: item.id },
                  {
                    onSuccess: () => {
                      toastSaved(t, t('coreData.deleted', { name: item.name }));
                      onClose();
                    },
                    onError: (error) => {
                      toastSaveFailed(t, error);
                      onClose();
                    },
                  },
                )
              }
            >
              {t('dataList.yes')}
            </Button>
          </Group>
        </>
      )}
    </Modal>
  );
}
