import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  MAX_HOLD_MS,
  openShellRequests,
  resetShellRequests,
  useShellRequestsReady,
} from './shell-requests-gate';

function Shell() {
  return <p>{useShellRequestsReady() ? 'ready' : 'held'}</p>;
}

const renderAt = (path: string) =>
  render(
    <RouterProvider
      router={createMemoryRouter(
        [
          { path: '/grid', element: <Shell />, handle: { titleKey: 'grid', firstDataFirst: true } },
          { path: '/list', element: <Shell />, handle: { titleKey: 'list' } },
        ],
        { initialEntries: [path] },
      )}
    />,
  );

afterEach(() => {
  vi.useRealTimers();
  resetShellRequests();
});

describe('the shell requests gate', () => {
  it('holds the shell on a page that paints its data first, until that page says it painted', () => {
    renderAt('/grid');
    expect(screen.getByText('held')).toBeInTheDocument();
    act(() => openShellRequests());
    expect(screen.getByText('ready')).toBeInTheDocument();
  });

  it('lets the shell go at most MAX_HOLD_MS after the page opened (a page that never paints)', () => {
    vi.useFakeTimers();
    renderAt('/grid');
    act(() => vi.advanceTimersByTime(MAX_HOLD_MS - 1));
    expect(screen.getByText('held')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('ready')).toBeInTheDocument();
  });

  it('never holds any other page, nor a grid opened after the first page', () => {
    const first = renderAt('/list');
    expect(screen.getByText('ready')).toBeInTheDocument();
    first.unmount();
    renderAt('/grid');
    expect(screen.getByText('ready')).toBeInTheDocument();
  });
});
