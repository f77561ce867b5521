import { Alert, Badge, Button, Group, List, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPagination } from '@/ui/data-list/list-pagination';
import type { ImportField } from './import-types';
import { badRowsTable, pageOf, previewCounts, problemText, type PreviewRow } from './preview-rows';
// This page's phrases (lazy: not part of the first load).
import '@/lib/i18n/en-gb-upload';

/** Rows per preview page: enough to scan, few enough that a 5,000-row file renders at once. */
export const PREVIEW_PAGE_SIZE = 25;
const CELL_MAX_CHARS = 60;
const shortText = (text: string) =>
  text.length > CELL_MAX_CHARS ? `${text.slice(0, CELL_MAX_CHARS - 1)}…` : text;

/** Saves the bad rows as a .csv (the CSV writer loads on first use). */
async function downloadCsv(table: string[][], fileName: string) {
  const { default: Papa } = await import('papaparse');
  const blob = new Blob([`\uFEFF${Papa.unparse(table)}`], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * Step 3: the rows as they will be imported, each bad row with its problems named by field, the
 * counts, and the confirmation. Nothing has been written when this shows.
 */
export function PreviewStep<Row>({
  rows,
  fields,
  onBack,
  onConfirm,
}: {
  rows: readonly PreviewRow<Row>[];
  /** The mapped fields, in the order of the mapping step. */
  fields: readonly ImportField[];
  onBack: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  const counts = previewCounts(rows);
  // A long file opens on its bad rows, which could otherwise hide on page 40; a short one shows all.
  const [show, setShow] = useState<'all' | 'errors'>(
    counts.bad > 0 && counts.total > PREVIEW_PAGE_SIZE ? 'errors' : 'all',
  );
  const [page, setPage] = useState(1);
  const shown = show === 'errors' ? rows.filter((row) => row.problems.length > 0) : rows;
  const pages = Math.max(1, Math.ceil(shown.length / PREVIEW_PAGE_SIZE));
  const visible = pageOf(shown, Math.min(page, pages), PREVIEW_PAGE_SIZE);

  return (
    <Stack>
      <Group justify="space-between" align="center">
        <Text size="sm" aria-live="polite" data-testid="import-preview-counts">
          {t('upload.preview.counts', { count: counts.total, good: counts.good, bad: counts.bad })}
        </Text>
        {counts.bad > 0 && (
          <SegmentedControl
            aria-label={t('upload.preview.show')}
            size="xs"
            value={show}
            onChange={(value) => {
              setShow(value === 'errors' ? 'errors' : 'all');
              setPage(1);
            }}
            data={[
              { value: 'errors', label: t('upload.preview.showErrors') },
              { value: 'all', label: t('upload.preview.showAll') },
            ]}
          />
        )}
      </Group>
      <Table.ScrollContainer minWidth={Math.max(640, 160 * (fields.length + 2))} maxHeight="50vh">
        <Table striped withTableBorder stickyHeader verticalSpacing={4} fz="sm">
          <Table.Caption>{t('upload.preview.caption')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('upload.preview.row')}</Table.Th>
              <Table.Th scope="col">{t('upload.preview.status')}</Table.Th>
              <Table.Th scope="col">{t('upload.preview.problems')}</Table.Th>
              {fields.map((field) => (
                <Table.Th scope="col" key={field.key}>
                  {field.label}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {visible.map((row) => {
              const bad = row.problems.length > 0;
              return (
                <Table.Tr
                  key={row.line}
                  data-testid={`import-row-${row.line}`}
                  data-status={bad ? 'error' : 'ready'}
                >
                  <Table.Th scope="row">{row.line}</Table.Th>
                  <Table.Td>
                    {/* Never narrower than its word: a wide sheet squeezed it to "REA…". */}
                    <Badge color={bad ? 'red.9' : 'teal.9'} variant="filled" miw="max-content">
                      {bad ? t('upload.preview.hasErrors') : t('upload.preview.ready')}
                    </Badge>
                  </Table.Td>
                  <Table.Td miw={220}>
                    {bad && (
                      <List size="sm" c="red.9" spacing={2}>
                        {row.problems.map((problem, index) => (
                          <List.Item key={index}>{problemText(problem, fields)}</List.Item>
                        ))}
                      </List>
                    )}
                    {!bad && row.notes && (
                      <List size="sm" spacing={2} data-testid={`import-row-${row.line}-notes`}>
                        {row.notes.map((note, index) => (
                          <List.Item key={index}>{problemText(note, fields)}</List.Item>
                        ))}
                      </List>
                    )}
                  </Table.Td>
                  {fields.map((field) => {
                    const text = row.cells[field.key] ?? '';
                    // Each problem also shows at its own cell, where the user will fix it.
                    const here = row.problems.filter((problem) => problem.field === field.key);
                    return (
                      <Table.Td
                        key={field.key}
                        title={text.length > CELL_MAX_CHARS ? text : undefined}
                        data-problem={here.length > 0 ? 'true' : undefined}
                        bg={here.length > 0 ? 'red.0' : undefined}
                      >
                        {shortText(text)}
                        {here.map((problem, index) => (
                          <Text key={index} size="xs" c="red.9">
                            {problem.message}
                          </Text>
                        ))}
                      </Table.Td>
                    );
                  })}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {pages > 1 && <ListPagination page={Math.min(page, pages)} totalPages={pages} onPageChange={setPage} />}
      <Alert color={counts.bad > 0 ? 'yellow' : 'blue'} data-testid="import-confirmation">
        <Text size="sm">
          {t('upload.preview.notSaved')}{' '}
          {counts.good === 0
            ? t('upload.preview.noGoodRows')
            : counts.bad > 0
              ? t('upload.preview.skipped', { count: counts.bad })
              : ''}
        </Text>
      </Alert>
      <Group justify="space-between">
        <Group>
          <Button variant="default" onClick={onBack}>
            {t('upload.back')}
          </Button>
          {counts.bad > 0 && (
            <Button
              variant="default"
              onClick={() =>
                void downloadCsv(
                  badRowsTable(rows, fields, {
                    row: t('upload.preview.row'),
                    problems: t('upload.preview.problemsColumn'),
                  }),
                  'rows-with-errors.csv',
                )
              }
            >
              {t('upload.preview.downloadBad')}
            </Button>
          )}
        </Group>
        <Button onClick={onConfirm} disabled={counts.good === 0}>
          {t('upload.preview.confirm', { count: counts.good })}
        </Button>
      </Group>
    </Stack>
  );
}
