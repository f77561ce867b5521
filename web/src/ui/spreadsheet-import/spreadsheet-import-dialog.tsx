import { Modal, Stepper } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { batchesOf, sendBatches, unfinishedBatches, type Batch, type BatchReport } from './batches';
import { autoMatchColumns, mappedRowsOf } from './column-matching';
import { FileStep } from './file-step';
import type { BatchOutcome, ColumnMapping, ImportField, MappedRow, RowConversion } from './import-types';
import { MappingStep } from './mapping-step';
import { goodRowsOf, previewCounts, previewRowsOf, type PreviewRow } from './preview-rows';
import { PreviewStep } from './preview-step';
import { IMPORT_MAX_ROWS, type SheetTable } from './sheet-table';
import { SubmitStep } from './submit-step';
// This page's phrases (lazy: not part of the first load).
import '@/lib/i18n/en-gb-upload';

export interface SpreadsheetImportProps<Row> {
  opened: boolean;
  onClose: () => void;
  /** Already translated, e.g. "Import actions". */
  title: string;
  /** The entity's fields, in the order the mapping step offers them. */
  fields: readonly ImportField[];
  /**
   * Converts and checks the mapped rows, one result per row in the same order. It may look things
   * up first (people, types, existing records); a rejection is shown with a retry.
   */
  convertRows: (rows: MappedRow[], signal: AbortSignal) => Promise<RowConversion<Row>[]>;
  /** Rows per request: the server's maximum for one call. */
  batchSize: number;
  /** JSON bytes per request, below the server's body limit. */
  maxBatchBytes?: number;
  /** Sends one batch; the entity reads the server's answer into an outcome. */
  submitBatch: (rows: Row[]) => Promise<BatchOutcome>;
  /** After a run that saved something, so the list behind can reload. */
  onImported: () => void;
  maxRows?: number;
}

type Step = 'file' | 'columns' | 'preview' | 'import';
const steps: Step[] = ['file', 'columns', 'preview', 'import'];

/**
 * The generic spreadsheet import (issue 5): choose an .xlsx or .csv file, map its columns to the
 * entity's fields, preview every row with its problems, confirm, then send the good rows in batches
 * with a progress bar. Nothing is written before the confirmation.
 */
export function SpreadsheetImportDialog<Row>({
  opened,
  onClose,
  title,
  fields,
  convertRows,
  batchSize,
  maxBatchBytes,
  submitBatch,
  onImported,
  maxRows = IMPORT_MAX_ROWS,
}: SpreadsheetImportProps<Row>) {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>('file');
  const [file, setFile] = useState<File | null>(null);
  const [table, setTable] = useState<SheetTable | null>(null);
  const [mapping, setMapping] = useState<ColumnMapping>({});
  const [autoMatched, setAutoMatched] = useState(0);
  const [checking, setChecking] = useState(false);
  const [checkError, setCheckError] = useState<string | null>(null);
  const [previewRows, setPreviewRows] = useState<PreviewRow<Row>[]>([]);
  const [batches, setBatches] = useState<Batch<Row>[]>([]);
  const [reports, setReports] = useState<BatchReport[]>([]);
  const [running, setRunning] = useState(false);
  const [stopping, setStopping] = useState(false);
  const stopRequested = useRef(false);
  const checkAbort = useRef<AbortController | null>(null);

  // A check still running when the dialog goes away has no one to answer to.
  useEffect(() => () => checkAbort.current?.abort(), []);

  const mappedFields = fields.filter((field) => (mapping[field.key] ?? null) !== null);

  const check = () => {
    if (!table) return;
    const rows = mappedRowsOf(table, fields, mapping);
    checkAbort.current?.abort();
    const controller = new AbortController();
    checkAbort.current = controller;
    setChecking(true);
    setCheckError(null);
    convertRows(rows, controller.signal)
      .then((conversions) => {
        if (controller.signal.aborted) return;
        setPreviewRows(previewRowsOf(rows, conversions));
        setStep('preview');
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setCheckError(error instanceof Error ? error.message : String(error));
      })
      .finally(() => {
        if (!controller.signal.aborted) setChecking(false);
      });
  };

  const run = async (all: Batch<Row>[], previous: BatchReport[], only?: number[]) => {
    stopRequested.current = false;
    setStopping(false);
    setRunning(true);
    let current = previous;
    const sent = await sendBatches(all, submitBatch, {
      only,
      onReport: (report) => {
        current = [...current.filter((item) => item.batch !== report.batch), report];
        setReports(current);
      },
      shouldStop: (report) => stopRequested.current || (report.status === 'failed' && report.fatal),
    });
    setRunning(false);
    setStopping(false);
    if (sent.some((report) => report.status === 'done')) onImported();
  };

  const confirm = () => {
    const all = batchesOf(goodRowsOf(previewRows), { size: batchSize, maxBytes: maxBatchBytes });
    setBatches(all);
    setReports([]);
    setStep('import');
    void run(all, []);
  };

  const retry = () => {
    const only = unfinishedBatches(batches.length, reports);
    const kept = reports.filter((report) => !only.includes(report.batch));
    setReports(kept);
    void run(batches, kept, only);
  };

  const stepIndex = steps.indexOf(step);
  return (
    <Modal
      opened={opened}
      onClose={() => {
        if (!running) onClose();
      }}
      title={title}
      size={1100}
      closeOnClickOutside={!running}
      closeOnEscape={!running}
      withCloseButton={!running}
      closeButtonProps={{ 'aria-label': t('upload.close') }}
    >
      <Stepper
        active={stepIndex}
        size="sm"
        mb="md"
        aria-label={t('upload.stepsLabel')}
        allowNextStepsSelect={false}
        styles={{ stepDescription: { color: 'var(--mantine-color-gray-7)' } }}
      >
        {steps.map((key) => (
          <Stepper.Step
            key={key}
            label={t(`upload.steps.${key}`)}
            description={t(`upload.steps.${key}Description`)}
          />
        ))}
      </Stepper>
      {step === 'file' && (
        <FileStep
          file={file}
          maxRows={maxRows}
          onRead={(chosen, read) => {
            const matched = autoMatchColumns(fields, read.headers);
            setFile(chosen);
            setTable(read);
            setMapping(matched);
            setAutoMatched(Object.values(matched).filter((column) => column !== null).length);
            setCheckError(null);
            setStep('columns');
          }}
        />
      )}
      {step === 'columns' && table && file && (
        <MappingStep
          fileName={file.name}
          table={table}
          fields={fields}
          mapping={mapping}
          autoMatched={autoMatched}
          checking={checking}
          checkError={checkError}
          onChange={setMapping}
          onBack={() => {
            checkAbort.current?.abort();
            setChecking(false);
            setStep('file');
          }}
          onCheck={check}
        />
      )}
      {step === 'preview' && (
        <PreviewStep
          rows={previewRows}
          fields={mappedFields}
          onBack={() => setStep('columns')}
          onConfirm={confirm}
        />
      )}
      {step === 'import' && (
        <SubmitStep
          fields={fields}
          batches={batches}
          reports={reports}
          running={running}
          stopping={stopping}
          skippedRows={previewCounts(previewRows).bad}
          onStop={() => {
            stopRequested.current = true;
            setStopping(true);
          }}
          onRetry={retry}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}
