import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/testing/fake-fetch';
import { renderWithProviders } from '@/testing/test-utils';
import BulkDialog from './bulk-dialogs';

const project = { organisationId: 'org-a', projectId: 'proj-1' };
const ok = (payload: unknown) => ({ body: { payload, isError: false } });
const choices = { ragStatus: [], progressStatus: [] };

describe('the actions grid’s Add tags dialog', () => {
  it(
    'adds a tag typed there and then, as impacts do, not only tags already in use',
    { timeout: 15_000 },
    async () => {
      const fetchMock = stubFetch((url, init) => {
        if (init.method === 'POST' && url.endsWith('/organisations/org-a/tags'))
          return ok({ id: 'tag-new', text: 'Brand new' });
        if (init.method === 'POST') return ok({ updated: ['a-1'], skipped: [] });
        return ok([]);
      });
      const onDone = vi.fn();
      renderWithProviders(
        <BulkDialog
          kind="tags"
          choices={choices}
          project={project}
          selected={[{ id: 'a-1' } as never]}
          onClose={() => {}}
          onDone={onDone}
        />,
      );
      const input = await screen.findByPlaceholderText('Type to search; Enter creates a new tag');
      fireEvent.change(input, { target: { value: 'Brand new' } });
      fireEvent.keyDown(input, { key: 'Enter' });
      expect(await screen.findByRole('listitem')).toHaveTextContent('Brand new');
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(onDone).toHaveBeenCalled());
      const writes = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
      expect(JSON.parse(String(writes[0]?.[1]?.body))).toEqual({ text: 'Brand new' });
      expect(JSON.parse(String(writes[1]?.[1]?.body))).toEqual({ actionIds: ['a-1'], tagIds: ['tag-new'] });
    },
  );
});
