import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestQueryClient } from '@/testing/test-utils';
import { callEntityEndpoint } from './entity-call';
import { useEntityGridRows } from './entity-grid-api';
import type { EntityView } from './entity-view';

vi.mock('./entity-call', () => ({ callEntityEndpoint: vi.fn(), oneParams: vi.fn() }));
const call = vi.mocked(callEntityEndpoint);

const view = {
  name: 'impact',
  singular: 'Impact',
  plural: 'Impacts',
  refIndex: true,
} as unknown as EntityView;
const project = { organisationId: 'org-1', projectId: 'p-1' };
const row = (ref: number) => ({ id: `i-${ref}`, refNumber: ref, lifecycleStatus: 'active', version: 1 });

/** Answers each grid-data call when the test says so, recording the calls' queries in order. */
function deferredCalls() {
  const pending: { query: Record<string, string>; answer: (rows: unknown[]) => void }[] = [];
  call.mockImplementation((id, options) =>
    id === undefined
      ? Promise.resolve(undefined)
      : new Promise((resolve) =>
          pending.push({ query: options.query as Record<string, string>, answer: resolve }),
        ),
  );
  return pending;
}

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={createTestQueryClient()}>{children}</QueryClientProvider>
);

beforeEach(() => call.mockReset());

describe('the grid’s rows: the first rows before the whole grid-data', () => {
  it('asks for the whole only once the first rows are in, so the short call does not wait behind it', async () => {
    const calls = deferredCalls();
    const { result } = renderHook(() => useEntityGridRows(view, project, 'refNumber', true), { wrapper });
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.query).toEqual({ sorts: 'refNumber', first: '100' });
    // Nothing else leaves while the first rows load.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toHaveLength(1);
    act(() => calls[0]!.answer([row(1), row(2)]));
    await waitFor(() => expect(result.current.rows).toHaveLength(2));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]!.query).toEqual({ sorts: 'refNumber' });
    act(() => calls[1]!.answer([row(1), row(2), row(3)]));
    await waitFor(() => expect(result.current.rows).toHaveLength(3));
  });

  it('loads filtered rows whole at once (the short call reads the index unfiltered)', async () => {
    const calls = deferredCalls();
    renderHook(() => useEntityGridRows(view, project, 'refNumber', true, 'name-ct-x'), { wrapper });
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.query).toEqual({ sorts: 'refNumber', filters: 'name-ct-x' });
  });
});
