import { notifications } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { useGridWrite, type GridEditCheck } from './entity-grid-write';

type Row = { id: string; name: string };

/** A one-row grid: its row, whether its editor is open, and a Save running the given write. */
function OneRowGrid({
  write,
  check,
  refusals,
}: {
  write: () => Promise<Row>;
  check?: GridEditCheck;
  refusals: unknown[];
}) {
  const [row, setRow] = useState<Row>({ id: 'a', name: 'Old name' });
  const [editing, setEditing] = useState(true);
  const { busy, run } = useGridWrite<Row>({
    replaceRow: (_id, fresh) => setRow(fresh),
    reloadRow: async () => setRow((kept) => ({ ...kept, name: `${kept.name} (reloaded)` })),
    onRefused: (error) => refusals.push(error),
    onSettled: () => setEditing(false),
  });
  return (
    <div>
      <p data-testid="row">{row.name}</p>
      <p>{editing ? 'editor open' : 'editor closed'}</p>
      <p>{busy ? 'busy' : 'idle'}</p>
      <button onClick={() => void run(row, write, 'Name was saved.', check)}>Save</button>
    </div>
  );
}

function setUp(write: () => Promise<Row>, check?: GridEditCheck) {
  const refusals: unknown[] = [];
  let sent = 0;
  const counted = () => {
    sent += 1;
    return write();
  };
  renderWithProviders(<OneRowGrid write={counted} check={check} refusals={refusals} />);
  return { refusals, sent: () => sent };
}

describe('a grid cell write', () => {
  afterEach(() => act(() => notifications.clean()));

  it('puts the write’s answer in the row, toasts the save and closes the editor', async () => {
    const { sent } = setUp(() => Promise.resolve({ id: 'a', name: 'New name' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name was saved.')).toBeInTheDocument();
    expect(screen.getByTestId('row')).toHaveTextContent(/^New name$/);
    expect(screen.getByText('editor closed')).toBeInTheDocument();
    expect(screen.getByText('idle')).toBeInTheDocument();
    expect(sent()).toBe(1);
  });

  it('hands a refused write to the grid, reloads the row and closes the editor', async () => {
    const refused = new Error('Someone else changed it.');
    const { refusals } = setUp(() => Promise.reject(refused));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByText('editor closed')).toBeInTheDocument());
    expect(refusals).toEqual([refused]);
    expect(screen.getByTestId('row')).toHaveTextContent('Old name (reloaded)');
    expect(screen.queryByText('Name was saved.')).not.toBeInTheDocument();
  });

  it('sends nothing when the pre-send rule refuses, says why and keeps the editor open', async () => {
    const { sent } = setUp(() => Promise.resolve({ id: 'a', name: 'New name' }), {
      kind: 'refused',
      message: 'The end date must be after the start date.',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The end date must be after the start date.')).toBeInTheDocument();
    expect(sent()).toBe(0);
    expect(screen.getByText('editor open')).toBeInTheDocument();
    expect(screen.getByTestId('row')).toHaveTextContent(/^Old name$/);
  });

  it('sends nothing for an edit the rule ignores, and closes the editor', async () => {
    const { sent } = setUp(() => Promise.resolve({ id: 'a', name: 'New name' }), { kind: 'ignored' });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByText('editor closed')).toBeInTheDocument());
    expect(sent()).toBe(0);
    expect(screen.getByTestId('row')).toHaveTextContent(/^Old name$/);
  });
});
