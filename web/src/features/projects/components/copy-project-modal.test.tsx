import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoutes } from '@/testing/app-test-utils';
import { stubFetch } from '@/testing/fake-fetch';
import type { Project } from '../api/get-project';
import { CopyProjectModal } from './copy-project-modal';

afterEach(() => notifications.clean());

const project: Project = {
  id: 'proj-1',
  name: 'Patient Portal',
  description: '',
  programmeId: null,
  programmeName: null,
  lifecycleStatus: 'active',
  createdAt: '',
  createdBy: '',
  updatedAt: '',
  version: 1,
};

describe('copy project dialog', () => {
  it('sends the kinds ticked (settings lists by default, actions when ticked) and says what was copied', async () => {
    const fetchMock = stubFetch({
      status: 201,
      body: {
        isError: false,
        payload: {
          ...project,
          id: 'proj-2',
          name: 'Copy of Patient Portal',
          copied: [
            { kind: 'milestones', count: 2 },
            { kind: 'phases', count: 1 },
            { kind: 'actions', count: 1 },
          ],
        },
      },
    });
    renderRoutes(
      [
        {
          path: '/',
          Component: () => (
            <CopyProjectModal
              organisationId="org-a"
              project={project}
              programmes={[]}
              opened
              onClose={() => undefined}
            />
          ),
        },
        { path: '*', Component: () => <p>copy opened</p> },
      ],
      '/',
    );
    expect(await screen.findByRole('checkbox', { name: 'Milestones' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Actions' })).not.toBeChecked();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Actions' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Benefits' }));
    fireEvent.click(screen.getByRole('button', { name: 'Copy project' }));

    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [, init] = fetchMock.mock.calls[0]!;
    expect(JSON.parse(String(init?.body))).toMatchObject({ copy: ['milestones', 'phases', 'actions'] });
    expect(
      await screen.findByText(
        'Project Copy of Patient Portal has been created as a copy with 2 milestones, 1 phase and 1 action.',
      ),
    ).toBeInTheDocument();
  });
});
