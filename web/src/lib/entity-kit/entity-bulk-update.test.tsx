import { notifications } from '@mantine/notifications';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fetchCall, stubFetch } from '@/testing/fake-fetch';
import { renderWithProviders } from '@/testing/test-utils';
import { EntityBulkUpdate } from './entity-bulk-update';
import type { AnyItem, EntityView } from './entity-view';
import { entityViewOf } from './entity-view-of';

const project = { organisationId: 'org-1', projectId: 'p-1' };
const paths = { list: () => '', panel: () => '', detail: () => '', create: () => '', edit: () => '' };
// The impacts' declaration as emitted, with their progress offered in bulk (as the impacts' view does).
const impactView = entityViewOf<AnyItem>('impact', {
  phrases: 'impacts',
  listColumns: [],
  paths,
  fields: { progressStatus: { bulk: true } },
}) as EntityView;

/** Sets the impacts' progress to its first value on three impacts. */
async function updateThree() {
  let done = 0;
  renderWithProviders(
    <EntityBulkUpdate
      view={impactView}
      project={project}
      ids={['i-1', 'i-2', 'i-3']}
      onDone={() => (done += 1)}
    />,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Update' }));
  const value = screen.getByLabelText('New value');
  const first = within(value).getAllByRole('option')[1]!;
  fireEvent.change(value, { target: { value: (first as HTMLOptionElement).value } });
  fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
  return { done: () => done };
}

describe('the selection bar’s bulk update', () => {
  afterEach(() => act(() => notifications.clean()));

  it('counts the items the server updated, and says which it skipped and why', async () => {
    const fetchMock = stubFetch({
      body: {
        isError: false,
        payload: { updated: ['i-1', 'i-3'], skipped: [{ id: 'i-2', reason: 'Already has these values' }] },
      },
    });
    const { done } = await updateThree();
    expect(await screen.findByText('2 updated.')).toBeInTheDocument();
    expect(screen.getByText('1 skipped: Already has these values')).toBeInTheDocument();
    expect(screen.queryByText('3 updated.')).not.toBeInTheDocument();
    expect(JSON.parse(String(fetchCall(fetchMock).init.body))).toMatchObject({
      impactIds: ['i-1', 'i-2', 'i-3'],
    });
    expect(done()).toBe(1);
  });

  it('says nothing was skipped when nothing was', async () => {
    stubFetch({ body: { isError: false, payload: { updated: ['i-1', 'i-2', 'i-3'], skipped: [] } } });
    await updateThree();
    expect(await screen.findByText('3 updated.')).toBeInTheDocument();
    expect(screen.queryByText(/skipped/)).not.toBeInTheDocument();
  });
});
