import { Alert, Button, Group, List, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { importTotals, type Batch, type BatchReport } from './batches';
import type { ImportField } from './import-types';
import { problemText } from './preview-rows';
import { readableAlertTitle } from './readable-alert';
// This page's phrases (lazy: not part of the first load).
import '@/lib/i18n/en-gb-upload';

/** Problems listed per failed batch; the rest are summed up (the message already counts them). */
const PROBLEMS_SHOWN = 20;

/**
 * Step 4: a progress bar while batches are sent one by one, then the result: rows created and
 * updated, rows skipped in the preview, and each failed batch with the rows the server named.
 */
export function SubmitStep<Row>({
  fields,
  batches,
  reports,
  running,
  stopping,
  skippedRows,
  onStop,
  onRetry,
  onClose,
}: {
  fields: readonly ImportField[];
  batches: readonly Batch<Row>[];
  reports: readonly BatchReport[];
  running: boolean;
  stopping: boolean;
  /** Bad rows left out in the preview. */
  skippedRows: number;
  onStop: () => void;
  onRetry: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const totals = importTotals(batches, reports);
  const percent = totals.totalRows === 0 ? 100 : Math.round((totals.sentRows / totals.totalRows) * 100);
  const failed = reports.filter((report) => report.status === 'failed');
  const notSent = totals.totalRows - totals.sentRows;
  const imported = totals.sentRows - totals.failedRows;

  return (
    <Stack>
      <Progress
        value={percent}
        size="lg"
        animated={running}
        color={failed.length > 0 ? 'orange' : 'teal'}
        aria-label={t('upload.submit.progressLabel')}
        data-testid="import-progress"
      />
      <Text size="sm" aria-live="polite" data-testid="import-progress-text">
        {t('upload.submit.progress', {
          count: totals.totalRows,
          sent: totals.sentRows.toLocaleString('en-GB'),
          total: totals.totalRows.toLocaleString('en-GB'),
          batch: Math.min(reports.length + (running ? 1 : 0), batches.length),
          batches: batches.length,
        })}
      </Text>
      {!running && (
        <Alert
          color={failed.length > 0 || notSent > 0 ? 'orange' : 'teal'}
          title={failed.length > 0 ? t('upload.submit.finishedWithErrors') : t('upload.submit.finished')}
          data-testid="import-result"
          styles={readableAlertTitle}
        >
          <Stack gap={4}>
            <Text size="sm">
              {t('upload.submit.imported', {
                count: imported,
                created: totals.created,
                replaced: totals.replaced,
              })}
            </Text>
            {skippedRows > 0 && <Text size="sm">{t('upload.submit.skipped', { count: skippedRows })}</Text>}
            {notSent > 0 && <Text size="sm">{t('upload.submit.notSent', { count: notSent })}</Text>}
          </Stack>
        </Alert>
      )}
      {failed.map((report) => {
        if (report.status !== 'failed') return null;
        const lines = batches[report.batch]?.lines ?? [];
        return (
          <Alert key={report.batch} color="red" role="alert" data-testid="import-batch-error">
            <Text size="sm">
              {t('upload.submit.batchFailed', {
                batch: report.batch + 1,
                from: lines[0] ?? '',
                to: lines.at(-1) ?? '',
                message: report.message,
              })}
            </Text>
            {report.problems.length > 0 && (
              <List size="sm" mt={4}>
                {report.problems.slice(0, PROBLEMS_SHOWN).map((problem, index) => (
                  <List.Item key={index}>
                    {problem.line === null
                      ? problemText(problem, fields)
                      : t('upload.submit.rowProblem', {
                          line: problem.line,
                          problem: problemText(problem, fields),
                        })}
                  </List.Item>
                ))}
              </List>
            )}
          </Alert>
        );
      })}
      <Group justify="flex-end">
        {running ? (
          <Button variant="default" onClick={onStop} disabled={stopping}>
            {stopping ? t('upload.submit.stopping') : t('upload.submit.stop')}
          </Button>
        ) : (
          <>
            {(failed.length > 0 || notSent > 0) && (
              <Button variant="default" onClick={onRetry}>
                {t('upload.submit.retry')}
              </Button>
            )}
            <Button onClick={onClose}>{t('upload.close')}</Button>
          </>
        )}
      </Group>
    </Stack>
  );
}
