import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fetchCall, stubFetch } from '@/testing/fake-fetch';
import { renderWithProviders } from '@/testing/test-utils';
import { HealthStatus } from './health-status';

describe('HealthStatus', () => {
  it('shows a loader, then that the API is healthy with its version and stage', async () => {
    const fetchMock = stubFetch({
      body: {
        payload: { status: 'ok', version: '1.4.0', stage: 'local', time: '2025-01-01T00:00:00Z' },
        isError: false,
      },
    });

    renderWithProviders(<HealthStatus />);

    expect(screen.getByText('Checking the API…')).toBeInTheDocument();
    expect(await screen.findByText('API healthy')).toBeInTheDocument();
    expect(screen.getByText(/version 1\.4\.0/)).toHaveTextContent('version 1.4.0 · stage local');
    expect(fetchCall(fetchMock).url).toBe('/api/health');
  });

  it('says the API is not answering, why, and what to do', async () => {
    stubFetch({ status: 503, body: { payload: null, isError: true, message: 'Database unavailable' } });

    renderWithProviders(<HealthStatus />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The API is not answering');
    expect(alert).toHaveTextContent('Database unavailable');
    expect(alert).toHaveTextContent('Check that the server is running');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByText('API healthy')).not.toBeInTheDocument();
  });

  it('reports an unreachable server', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));

    renderWithProviders(<HealthStatus />);

    expect(await screen.findByRole('alert')).toHaveTextContent('The server could not be reached');
  });
});
