import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The name-specific 'are you sure' prompt with Yes/No (spec §5 delete confirmation). */
export function ConfirmModal({
  opened,
  title,
  message,
  pending,
  onYes,
  onNo,
}: {
  opened: boolean;
  title: string;
  message: string;
  pending?: boolean;
  onYes: () => void;
  onNo: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('forms.close') }}
      opened={opened}
      onClose={onNo}
      title={title}
      centered
    >
      <Text mb="md">{message}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onNo}>
          {t('forms.no')}
        </Button>
        <Button color="red" onClick={onYes} loading={pending}>
          {t('forms.yes')}
        </Button>
      </Group>
    </Modal>
  );
}
