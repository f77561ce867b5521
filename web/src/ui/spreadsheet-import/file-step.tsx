import { FileInput, Group, Loader, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readSpreadsheet, SPREADSHEET_ACCEPT } from './read-spreadsheet';
import type { SheetTable } from './sheet-table';
import { readableDescription } from '@/ui/data-list/readable-styles';
import { isSpreadsheetReadError } from './spreadsheet-read-error';
// This page's phrases (lazy: not part of the first load).
import '@/lib/i18n/en-gb-upload';

/** Counts in the phrases as people write them: 5,000 rather than 5000. */
const readableValues = (values: Record<string, number | string>) =>
  Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      typeof value === 'number' ? value.toLocaleString('en-GB') : value,
    ]),
  );

/** Step 1: choose a file; it is read at once and a file that cannot be used says why. */
export function FileStep({
  file,
  maxRows,
  onRead,
}: {
  file: File | null;
  maxRows: number;
  onRead: (file: File, table: SheetTable) => void;
}) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<File | null>(file);
  const [reading, setReading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const choose = (next: File | null) => {
    setChosen(next);
    setError(null);
    if (!next) return;
    setReading(true);
    readSpreadsheet(next, { maxRows })
      .then((table) => onRead(next, table))
      .catch((failure: unknown) => {
        setError(
          isSpreadsheetReadError(failure)
            ? t(`upload.readErrors.${failure.code}`, readableValues(failure.values))
            : t('upload.readErrors.unreadable'),
        );
      })
      .finally(() => setReading(false));
  };

  return (
    <Stack>
      <FileInput
        label={t('upload.file.label')}
        placeholder={t('upload.file.placeholder')}
        description={t('upload.file.description', { maxRows: maxRows.toLocaleString('en-GB') })}
        accept={SPREADSHEET_ACCEPT}
        value={chosen}
        onChange={choose}
        clearable
        clearButtonProps={{ 'aria-label': t('upload.file.clear') }}
        error={error}
        disabled={reading}
        data-autofocus
        styles={{ ...readableDescription, placeholder: { color: 'var(--mantine-color-gray-7)' } }}
      />
      {reading && (
        <Group gap="xs" role="status">
          <Loader size="sm" />
          <Text size="sm">{t('upload.file.reading')}</Text>
        </Group>
      )}
    </Stack>
  );
}
