import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/testing/app-test-utils';
import { stubFetch } from '@/testing/fake-fetch';
import { CoreDataNames } from './entity-core-data-ids';
import type { EntityFieldView } from './entity-view';

const field = {
  kind: 'coreDataIds',
  reference: {
    endpoint: 'listCoreDataNames',
    scope: 'organisation',
    nameKey: 'name',
    query: { kind: 'businessArea' },
  },
} as unknown as EntityFieldView;
const areas = [
  { id: 'ba-1', name: 'Finance' },
  { id: 'ba-2', name: 'Sales' },
];

/** One cell, and a second once "scroll" is pressed (a row scrolled into view mounts its cells). */
function Cells() {
  const [scrolled, setScrolled] = useState(false);
  return (
    <>
      <button onClick={() => setScrolled(true)}>scroll</button>
      <p>
        <CoreDataNames field={field} ids={['ba-1']} />
      </p>
      {scrolled && (
        <p>
          <CoreDataNames field={field} ids={['ba-2', 'ba-1']} />
        </p>
      )}
    </>
  );
}

describe('CoreDataNames', () => {
  it('asks for the names once: a cell mounted later (a row scrolled into view) uses the answer', async () => {
    const fetchMock = stubFetch({
      body: { payload: areas, isError: false },
    });
    const path = '/organisations/org-a/grid';
    renderRoutes([{ path: '/organisations/:organisationId/grid', Component: Cells }], path);
    expect(await screen.findByText('Finance')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'scroll' }));
    expect(await screen.findByText('Sales, Finance')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
