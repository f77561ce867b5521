import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { stubFetch } from '@/testing/fake-fetch';
import { ProjectDetailsSettings } from './project-details-settings';

// Issue 37 item 14: archiving a project asks first.

const project = {
  id: 'proj-1',
  name: 'Online Booking',
  description: '',
  programmeId: null,
  version: 4,
  lifecycleStatus: 'active',
  createdAt: '2026-01-01T00:00:00.000Z',
  createdBy: 'u',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('archiving a project', () => {
  it('asks with the project’s name; No sends nothing, Yes archives', async () => {
    const fetchMock = stubFetch((url, init) => ({
      body: {
        payload: String(url).includes('tags')
          ? []
          : init.method === 'PUT'
            ? { ...project, lifecycleStatus: 'archived', version: 5 }
            : project,
        isError: false,
      },
    }));
    renderWithProviders(<ProjectDetailsSettings organisationId="org-a" projectId="proj-1" programmes={[]} />);
    const puts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');

    fireEvent.click(await screen.findByRole('button', { name: 'Archive project' }, { timeout: 5000 }));
    let dialog = await screen.findByRole('dialog', { name: 'Archive project' });
    expect(within(dialog).getByText(/^Archive Online Booking\?/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(puts()).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Archive project' }));
    dialog = await screen.findByRole('dialog', { name: 'Archive project' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(JSON.parse(String(puts()[0]![1]!.body))).toEqual({ lifecycleStatus: 'archived', version: 4 });
  }, 20_000);
});
