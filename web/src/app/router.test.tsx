import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '@/testing/fake-fetch';
import { fakeAuth, renderRoutes } from '@/testing/app-test-utils';
import { createTestQueryClient } from '@/testing/test-utils';
import { createAppRoutes } from './router';

const healthy = {
  payload: { status: 'ok', version: '0.1.0', stage: 'local', time: '2025-01-01T00:00:00Z' },
  isError: false,
};

const routes = () => createAppRoutes(createTestQueryClient());

describe('app routes', () => {
  it('shows the sign-in page with the product name, a Sign in button and the API health at /login', async () => {
    stubFetch({ body: healthy });

    renderRoutes(routes(), '/login', { auth: fakeAuth({ isAuthenticated: false, user: null }) });

    expect(await screen.findByRole('heading', { name: 'Tandem' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(await screen.findByText('API healthy')).toBeInTheDocument();
  });

  it("shows 'Oops' and the error on the sign-in page after a failed sign-in", async () => {
    stubFetch({ body: healthy });
    const error = Object.assign(new Error('access_denied'), { source: 'signinCallback' as const });

    renderRoutes(routes(), '/login', { auth: fakeAuth({ isAuthenticated: false, user: null, error }) });

    expect(await screen.findByText('Oops')).toBeInTheDocument();
    expect(screen.getByText('access_denied')).toBeInTheDocument();
  });

  it('sends a signed-out visitor of a deep link to the identity provider with that link as state', async () => {
    const redirects: unknown[] = [];
    const auth = fakeAuth({
      isAuthenticated: false,
      user: null,
      signinRedirect: async (args) => void redirects.push(args?.state),
    });

    renderRoutes(routes(), '/organisations/org-1/dashboard?tab=actions', { auth });

    expect(await screen.findByText('Taking you to the sign-in page…')).toBeInTheDocument();
    // The redirect starts in an effect after that text is shown: on a busy machine it can lag a tick.
    await waitFor(() => expect(redirects).toEqual(['/organisations/org-1/dashboard?tab=actions']));
  });

  it('shows the not-found page for an unknown address, without signing in', async () => {
    renderRoutes(routes(), '/no/such/page', { auth: fakeAuth({ isAuthenticated: false, user: null }) });

    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('issue 28 item 27: serves the help centre at /help, outside any organisation', async () => {
    renderRoutes(routes(), '/help', { auth: fakeAuth({ isAuthenticated: false, user: null }) });

    expect(await screen.findByRole('heading', { level: 1, name: 'Help centre' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Page not found' })).not.toBeInTheDocument();
  });
});
