import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import type { BatchOutcome, MappedRow } from './import-types';
import { SpreadsheetImportDialog } from './spreadsheet-import-dialog';

const fields = [
  { key: 'name', label: 'Name', required: true },
  { key: 'startDate', label: 'Start date', aliases: ['Start'] },
];

/** A toy entity: a row needs a name. */
const convertRows = (rows: MappedRow[]) =>
  Promise.resolve(
    rows.map(({ cells }) =>
      cells.name
        ? { row: { name: cells.name }, problems: [] }
        : { row: null, problems: [{ field: 'name', message: 'The name is required.' }] },
    ),
  );

function chooseFile(file: File) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  fireEvent.change(input, { target: { files: [file] } });
}

describe('SpreadsheetImportDialog', () => {
  it('maps by header, shows the bad row in the preview, writes nothing until confirmed, then sends batches', async () => {
    const submitBatch = vi.fn((rows: { name: string }[]) =>
      Promise.resolve<BatchOutcome>({ ok: true, created: rows.length, replaced: 0 }),
    );
    const onImported = vi.fn();
    renderWithProviders(
      <SpreadsheetImportDialog
        opened
        onClose={() => undefined}
        title="Import things"
        fields={fields}
        convertRows={convertRows}
        batchSize={2}
        submitBatch={submitBatch}
        onImported={onImported}
      />,
    );
    chooseFile(new File(['Name,Start\nOne,2026-01-01\n,2026-01-02\nThree,\nFour,\n'], 'things.csv'));

    expect(await screen.findByText(/2 of 2 fields were matched/)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Name/ })).toHaveValue('0');
    fireEvent.click(screen.getByRole('button', { name: 'Check rows' }));

    expect(await screen.findByText('4 rows: 3 ready to import, 1 with errors.')).toBeInTheDocument();
    expect(screen.getByText('Name: The name is required.')).toBeInTheDocument();
    expect(screen.getByText(/1 row with errors will be skipped/)).toBeInTheDocument();
    expect(submitBatch).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Import 3 good rows' }));
    expect(await screen.findByText('3 rows were imported: 3 created, 0 updated.')).toBeInTheDocument();
    expect(screen.getByText('1 row with errors was skipped.')).toBeInTheDocument();
    expect(submitBatch.mock.calls.map(([rows]) => rows)).toEqual([
      [{ name: 'One' }, { name: 'Three' }],
      [{ name: 'Four' }],
    ]);
    expect(onImported).toHaveBeenCalledTimes(1);
  });

  it('says what is wrong with a file it cannot use', async () => {
    renderWithProviders(
      <SpreadsheetImportDialog
        opened
        onClose={() => undefined}
        title="Import things"
        fields={fields}
        convertRows={convertRows}
        batchSize={2}
        submitBatch={() => Promise.resolve({ ok: true, created: 0, replaced: 0 })}
        onImported={() => undefined}
      />,
    );
    chooseFile(new File(['x'], 'notes.txt'));
    expect(await screen.findByText(/“notes.txt” is not an .xlsx or .csv file/)).toBeInTheDocument();
  });

  it('shows the rows a failed batch names, by file line', async () => {
    const submitBatch = vi.fn(() =>
      Promise.resolve<BatchOutcome>({
        ok: false,
        message: '1 problem(s) in the upload; nothing was saved.',
        rowProblems: [{ index: 1, field: 'name', message: 'Taken.' }],
      }),
    );
    renderWithProviders(
      <SpreadsheetImportDialog
        opened
        onClose={() => undefined}
        title="Import things"
        fields={fields}
        convertRows={convertRows}
        batchSize={500}
        submitBatch={submitBatch}
        onImported={() => undefined}
      />,
    );
    chooseFile(new File(['Name\nOne\nTwo\n'], 'things.csv'));
    fireEvent.click(await screen.findByRole('button', { name: 'Check rows' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Import 2 good rows' }));
    expect(
      await screen.findByText(/Batch 1 \(rows 2 to 3 of the file\) was not imported/),
    ).toBeInTheDocument();
    expect(screen.getByText('Row 3: Name: Taken.')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Try the rows that were not imported again' }),
    ).toBeInTheDocument();
  });
});
