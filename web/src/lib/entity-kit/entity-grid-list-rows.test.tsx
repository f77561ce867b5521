import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestQueryClient } from '@/testing/test-utils';
import { callEntityEndpoint } from './entity-call';
import { useEntityListGridRows } from './entity-grid-list-rows';
import type { EntityCalls } from './entity-view';

vi.mock('./entity-call', () => ({ callEntityEndpoint: vi.fn(), oneParams: vi.fn() }));
const call = vi.mocked(callEntityEndpoint);

const project = { organisationId: 'org-1', projectId: 'p-1' };
const row = (ref: number) => ({ id: `a-${ref}`, refNumber: ref, lifecycleStatus: 'active', version: 1 });
const calls: EntityCalls = { name: 'action', singular: 'Action', plural: 'Actions', keyName: 'actions' };

/** A list endpoint over 150 rows and a grid-data endpoint, recording each call's id and query. */
function answering() {
  const asked: { id: string; query: unknown }[] = [];
  const stored = Array.from({ length: 150 }, (_, i) => row(i + 1));
  call.mockImplementation(async (id, options) => {
    // Calls outside the rows (none expected here) answer nothing and are not recorded.
    if (id === undefined || options === undefined) return undefined;
    asked.push({ id, query: options.query });
    if (id.startsWith('list')) {
      const { page, pageSize } = options.query as { page: number; pageSize: number };
      const items = stored.slice((page - 1) * pageSize, page * pageSize);
      return { items, page, pageSize, totalItems: stored.length, totalPages: Math.ceil(150 / pageSize) };
    }
    return stored.slice(0, 3);
  });
  return asked;
}

function render() {
  const client = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => useEntityListGridRows(calls, project, '-endDate', true, 'name-ct-x'), {
    wrapper,
  });
  return { client, ...hook };
}

beforeEach(() => call.mockReset());

describe('a grid’s rows from the list endpoint, paged', () => {
  it('pages the list endpoint under the list key, never asking grid-data', async () => {
    const asked = answering();
    const { result, client } = render();
    await waitFor(() => expect(result.current.rows).toHaveLength(150));
    expect(asked).toEqual([
      { id: 'listActions', query: { page: 1, pageSize: 100, sorts: '-endDate', filters: 'name-ct-x' } },
      { id: 'listActions', query: { page: 1, pageSize: 500, sorts: '-endDate', filters: 'name-ct-x' } },
    ]);
    expect(result.current.total).toBe(150);
    // The key the actions grid always used: reloads of the project's actions reach it.
    const key = ['organisations', 'org-1', 'projects', 'p-1', 'actions', 'list'];
    const cached = client.getQueryCache().findAll({ queryKey: key });
    expect(cached.map((entry) => entry.queryKey[6])).toEqual([
      { grid: true, sorts: '-endDate', filters: 'name-ct-x' },
    ]);
  });
});
