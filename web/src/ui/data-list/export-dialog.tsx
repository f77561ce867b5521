import { Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type ExportDialogProps = {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** Every column that can be exported, in default order. */
  columns: { key: string; label: string }[];
  /** Exports the chosen keys, in the columns' order; the dialog closes when it resolves. */
  onExport: (keys: string[]) => Promise<void>;
};

function ExportForm({ columns, onExport, onClose }: Omit<ExportDialogProps, 'opened' | 'title'>) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<string[]>(() => columns.map((column) => column.key));
  const [busy, setBusy] = useState(false);
  const ordered = columns.map((column) => column.key).filter((key) => chosen.includes(key));
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setBusy(true);
        onExport(ordered)
          .then(onClose)
          .catch(() => undefined)
          .finally(() => setBusy(false));
      }}
    >
      <Stack>
        <Checkbox.Group label={t('export.columns')} value={chosen} onChange={setChosen}>
          <Stack gap="xs" mt="xs">
            {columns.map((column) => (
              <Checkbox key={column.key} value={column.key} label={column.label} />
            ))}
          </Stack>
        </Checkbox.Group>
        <Group gap="xs">
          <Button size="xs" variant="subtle" onClick={() => setChosen(columns.map((column) => column.key))}>
            {t('export.selectAll')}
          </Button>
          <Button size="xs" variant="subtle" onClick={() => setChosen([])}>
            {t('export.selectNone')}
          </Button>
        </Group>
        {ordered.length === 0 && (
          <Text size="sm" c="red.8" role="alert">
            {t('export.chooseOne')}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('dataList.cancel')}
          </Button>
          <Button type="submit" loading={busy} disabled={ordered.length === 0}>
            {t('export.download')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Export to .xlsx: the user chooses the columns (all by default), then the file downloads. */
export function ExportDialog({ opened, title, ...props }: ExportDialogProps) {
  return (
    <Modal opened={opened} onClose={props.onClose} title={title}>
      {opened && <ExportForm {...props} />}
    </Modal>
  );
}
