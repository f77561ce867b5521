import { Button, Group, Modal, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import '@/lib/i18n/en-gb-entity-kit';

/**
 * What every grid cell editor is (spec §2: a grid cell edits in a modal): a centred modal titled
 * with the field's name, holding a form whose submit (Enter, or Save) saves and whose Cancel,
 * close button or Escape cancels.
 */
export function CellDialogFrame({
  label,
  busy,
  onSubmit,
  onCancel,
  children,
}: {
  label: string;
  busy: boolean;
  onSubmit: () => void;
  onCancel: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened
      onClose={onCancel}
      title={label}
      centered
      closeButtonProps={{ 'aria-label': t('forms.close') }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <Stack gap="md">
          {children}
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              {t('entityKit.form.cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {t('entityKit.grid.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
