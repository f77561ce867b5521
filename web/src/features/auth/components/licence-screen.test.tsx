import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fetchCall, stubFetch } from '@/testing/fake-fetch';
import { renderWithProviders } from '@/testing/test-utils';
import LicenceScreen from './licence-screen';

const licence = {
  version: 2,
  title: 'Tandem end-user licence agreement',
  createdAt: '2025-03-01T09:00:00.000Z',
  content:
    '<p>Be <b>kind</b>.</p><img src=x onerror="alert(1)"><script>alert(2)</script><a href="x">link</a>',
};

describe('LicenceScreen', () => {
  it('shows title, version, date and the sanitised content', async () => {
    stubFetch({ body: { payload: licence, isError: false } });

    renderWithProviders(<LicenceScreen onLogOut={() => {}} />);

    expect(await screen.findByRole('heading', { name: licence.title })).toBeInTheDocument();
    expect(screen.getByText('Version 2')).toBeInTheDocument();
    expect(screen.getByText(/^Published /)).toBeInTheDocument();
    const content = screen.getByTestId('licence-content');
    expect(content.innerHTML).toBe('<p>Be <b>kind</b>.</p>link');
  });

  it('enables Proceed only once the box is ticked, then signs and reloads', async () => {
    const fetchMock = stubFetch((url) =>
      url.endsWith('/sign-latest')
        ? { body: { payload: { version: 2, signedAt: '2025-03-02T00:00:00Z' }, isError: false } }
        : { body: { payload: licence, isError: false } },
    );
    const onSigned = vi.fn();

    renderWithProviders(<LicenceScreen onLogOut={() => {}} onSigned={onSigned} />);

    const proceed = await screen.findByRole('button', { name: 'Proceed' });
    expect(proceed).toBeDisabled();
    fireEvent.click(screen.getByRole('checkbox', { name: 'I accept the above' }));
    expect(proceed).toBeEnabled();
    fireEvent.click(screen.getByRole('checkbox', { name: 'I accept the above' }));
    expect(proceed).toBeDisabled();
    fireEvent.click(screen.getByRole('checkbox', { name: 'I accept the above' }));
    fireEvent.click(proceed);

    await waitFor(() => expect(onSigned).toHaveBeenCalledTimes(1));
    expect(fetchCall(fetchMock, 1).url).toBe('/api/v1/eula/sign-latest');
    expect(fetchCall(fetchMock, 1).init.method).toBe('POST');
  });

  it('always offers Log out', async () => {
    stubFetch({ body: { payload: licence, isError: false } });
    const onLogOut = vi.fn();

    renderWithProviders(<LicenceScreen onLogOut={onLogOut} />);

    fireEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    expect(onLogOut).toHaveBeenCalledTimes(1);
  });
});
