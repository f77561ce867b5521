import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createTestQueryClient } from '@/testing/test-utils';
import type { GridPage } from './entity-grid-paging';
import { usePagedGridRows, type GridRowsPage } from './entity-grid-paged-rows';

type Row = { id: string; name: string; lifecycleStatus: string };
const rowOf = (n: number): Row => ({ id: `r-${n}`, name: `Row ${n}`, lifecycleStatus: 'active' });

/** A list endpoint over `stored`, recording the pages asked for; it answers a task later, as a network would. */
function pagedSource(stored: Row[]) {
  const asked: GridPage[] = [];
  const fetchPage = async (page: GridPage): Promise<GridRowsPage<Row>> => {
    asked.push(page);
    await new Promise((resolve) => setTimeout(resolve, 1));
    const start = (page.page - 1) * page.pageSize;
    return {
      items: stored.slice(start, start + page.pageSize),
      page: page.page,
      pageSize: page.pageSize,
      totalItems: stored.length,
      totalPages: Math.ceil(stored.length / page.pageSize),
    };
  };
  return { asked, fetchPage };
}

function render(stored: Row[], fetchRow: (id: string) => Promise<Row>) {
  const source = pagedSource(stored);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={createTestQueryClient()}>{children}</QueryClientProvider>
  );
  const queryKey = ['things', 'list', { grid: true }] as const;
  const reloadKey = ['things'] as const;
  const hook = renderHook(
    () =>
      usePagedGridRows<Row>({ queryKey, reloadKey, fetchPage: source.fetchPage, fetchRow, enabled: true }),
    { wrapper },
  );
  return { ...hook, asked: source.asked };
}

const never = () => Promise.reject(new Error('not asked'));

describe('the grid’s paged rows source', () => {
  it('paints a small first page, then streams pages of 500 until every row is in, each once', async () => {
    const stored = Array.from({ length: 1_150 }, (_, i) => rowOf(i + 1));
    const { result, asked } = render(stored, never);
    // The length alone: a failing poll would print every row.
    await waitFor(() => expect(result.current.rows.length).toBe(1_150));
    expect(asked).toEqual([
      { page: 1, pageSize: 100 },
      { page: 1, pageSize: 500 },
      { page: 2, pageSize: 500 },
      { page: 3, pageSize: 500 },
    ]);
    expect(result.current.total).toBe(1_150);
    expect(result.current.rows.map((row) => row.id)).toEqual(stored.map((row) => row.id));
  });

  it('replaces a row from a write’s answer, and drops it when the answer is no longer active', async () => {
    const { result } = render([rowOf(1), rowOf(2), rowOf(3)], never);
    await waitFor(() => expect(result.current.rows).toHaveLength(3));
    act(() => result.current.replaceRow('r-2', { ...rowOf(2), name: 'Renamed' }));
    await waitFor(() => expect(result.current.rows[1]!.name).toBe('Renamed'));
    act(() => result.current.replaceRow('r-2', { ...rowOf(2), lifecycleStatus: 'archived' }));
    await waitFor(() => expect(result.current.rows.map((row) => row.id)).toEqual(['r-1', 'r-3']));
  });

  it('reloads one row afresh, and drops it when it cannot be read any more', async () => {
    const fresh = new Map([['r-1', { ...rowOf(1), name: 'Changed elsewhere' }]]);
    const fetchRow = (id: string) =>
      fresh.has(id) ? Promise.resolve(fresh.get(id)!) : Promise.reject(new Error('404'));
    const { result } = render([rowOf(1), rowOf(2)], fetchRow);
    await waitFor(() => expect(result.current.rows).toHaveLength(2));
    await act(() => result.current.reloadRow('r-1'));
    await waitFor(() => expect(result.current.rows[0]!.name).toBe('Changed elsewhere'));
    await act(() => result.current.reloadRow('r-2'));
    await waitFor(() => expect(result.current.rows.map((row) => row.id)).toEqual(['r-1']));
  });

  it('reloads every page after a bulk operation', async () => {
    const { result, asked } = render([rowOf(1)], never);
    await waitFor(() => expect(result.current.rows).toHaveLength(1));
    const before = asked.length;
    await act(() => result.current.reloadAll());
    await waitFor(() => expect(asked.length).toBeGreaterThan(before));
  });
});
