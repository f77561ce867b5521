import { Alert, Button, Group, NativeSelect, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { readableDescription } from '@/ui/data-list/readable-styles';
import { unmappedRequiredFields } from './column-matching';
import type { ColumnMapping, ImportField } from './import-types';
import { readableAlertTitle } from './readable-alert';
import type { SheetTable } from './sheet-table';
// This page's phrases (lazy: not part of the first load).
import '@/lib/i18n/en-gb-upload';

const SAMPLE_MAX_CHARS = 40;
const sampleOf = (text: string) =>
  text.length > SAMPLE_MAX_CHARS ? `${text.slice(0, SAMPLE_MAX_CHARS - 1)}…` : text;

/**
 * Step 2: one select of the file's columns per field, pre-filled by header name; required fields
 * must have a column before the rows are checked.
 */
export function MappingStep({
  fileName,
  table,
  fields,
  mapping,
  autoMatched,
  checking,
  checkError,
  onChange,
  onBack,
  onCheck,
}: {
  fileName: string;
  table: SheetTable;
  fields: readonly ImportField[];
  mapping: ColumnMapping;
  /** How many fields the header names matched, to say so. */
  autoMatched: number;
  checking: boolean;
  checkError: string | null;
  onChange: (mapping: ColumnMapping) => void;
  onBack: () => void;
  onCheck: () => void;
}) {
  const { t } = useTranslation();
  const missing = unmappedRequiredFields(fields, mapping);
  const firstRow = table.rows[0]?.cells ?? [];
  const options = [
    { value: '', label: t('upload.mapping.notImported') },
    ...table.headers.map((header, index) => ({ value: String(index), label: header })),
  ];
  return (
    <Stack>
      <Text size="sm">
        {t('upload.mapping.fileSummary', {
          name: fileName,
          rows: t('upload.mapping.fileRows', {
            count: table.rows.length,
            rows: table.rows.length.toLocaleString('en-GB'),
          }),
          columns: t('upload.mapping.fileColumns', { count: table.headers.length }),
        })}{' '}
        {t('upload.mapping.matched', { matched: autoMatched, count: fields.length })}
      </Text>
      <Text size="sm" c="gray.7">
        {t('upload.mapping.intro')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        {fields.map((field) => {
          const column = mapping[field.key] ?? null;
          const sample = column === null ? null : (firstRow[column] ?? '');
          const example =
            sample === null
              ? undefined
              : sample
                ? t('upload.mapping.example', { value: sampleOf(sample) })
                : t('upload.mapping.exampleEmpty');
          return (
            <NativeSelect
              key={field.key}
              label={field.label}
              withAsterisk={field.required}
              required={field.required}
              description={[field.hint, example].filter(Boolean).join(' ')}
              data={options}
              styles={readableDescription}
              value={column === null ? '' : String(column)}
              error={field.required && column === null}
              onChange={(event) => {
                const value = event.currentTarget.value;
                onChange({ ...mapping, [field.key]: value === '' ? null : Number(value) });
              }}
            />
          );
        })}
      </SimpleGrid>
      {missing.length > 0 && (
        <Text size="sm" c="red.8" role="alert">
          {t('upload.mapping.missingRequired', { fields: missing.map((field) => field.label).join(', ') })}
        </Text>
      )}
      {checkError && (
        <Alert
          color="red"
          role="alert"
          title={t('upload.mapping.checkFailed', { message: checkError })}
          styles={readableAlertTitle}
        />
      )}
      <Group justify="space-between">
        <Button variant="default" onClick={onBack} disabled={checking}>
          {t('upload.back')}
        </Button>
        <Button onClick={onCheck} loading={checking} disabled={missing.length > 0}>
          {checkError ? t('upload.mapping.retry') : t('upload.mapping.check')}
        </Button>
      </Group>
    </Stack>
  );
}
