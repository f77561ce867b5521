import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { stubFetch } from '@/testing/fake-fetch';
import { renderWithProviders } from '@/testing/test-utils';
import { AppRouter } from './router';

const healthy = {
  payload: { status: 'ok', version: '0.1.0', stage: 'local', time: '2025-01-01T00:00:00Z' },
  isError: false,
};

afterEach(() => window.history.replaceState(null, '', '/'));

describe('AppRouter', () => {
  it('shows the landing page with the product name and the API health at /', async () => {
    stubFetch({ body: healthy });

    renderWithProviders(<AppRouter />);

    expect(await screen.findByRole('heading', { name: 'Tandem' })).toBeInTheDocument();
    expect(await screen.findByText('API healthy')).toBeInTheDocument();
  });

  it('shows the not-found page for an unknown address', async () => {
    window.history.replaceState(null, '', '/no/such/page');

    renderWithProviders(<AppRouter />);

    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });
});
