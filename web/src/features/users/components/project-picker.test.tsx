import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/testing/app-test-utils';
import { stubFetch } from '@/testing/fake-fetch';
import { ProjectPicker } from './project-picker';

const ok = (payload: unknown) => ({ body: { payload, isError: false } });
const programmes = [{ id: 'prog-1', name: 'Estates programme' }];

const open = async (canCreate: boolean) => {
  stubFetch(() => ok([]));
  renderRoutes(
    [
      {
        path: '/',
        Component: () => (
          <ProjectPicker organisationId="org-a" canCreate={canCreate} programmes={programmes} />
        ),
      },
    ],
    '/',
  );
  fireEvent.click(screen.getByRole('button', { name: 'Projects' }));
  return screen.findByRole('region', { name: 'Estates programme' });
};

describe('the project picker under a programme with no project to show', { timeout: 15_000 }, () => {
  it('tells a contributor there are none they can open, not that there are none', async () => {
    const column = await open(false);
    expect(column).toHaveTextContent('None you can open');
    expect(screen.queryByText('No projects yet')).toBeNull();
  });

  it('tells an owner, who sees every project, that there are none yet', async () => {
    const column = await open(true);
    expect(column).toHaveTextContent('No projects yet');
  });
});
