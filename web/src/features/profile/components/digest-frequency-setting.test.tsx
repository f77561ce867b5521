import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '@/testing/fake-fetch';
import { renderWithProviders } from '@/testing/test-utils';
import { DigestFrequencySetting } from './digest-frequency-setting';

describe('the digest frequency choice', () => {
  it('shows the chosen frequency at once, while the save is still under way', async () => {
    let answerPut: (() => void) | undefined;
    stubFetch((_url, init) =>
      init.method === 'PUT'
        ? new Promise((resolve) => {
            answerPut = () => resolve({ body: { payload: { digestFrequency: 'daily' }, isError: false } });
          })
        : { body: { payload: { digestFrequency: 'weekly' }, isError: false } },
    );
    renderWithProviders(<DigestFrequencySetting />);
    expect(await screen.findByRole('radio', { name: 'Weekly' })).toBeChecked();

    fireEvent.click(screen.getByRole('radio', { name: 'Daily' }));
    // In the same task as the click: the radio must not fall back to the saved value meanwhile
    // (a browser test's `check()` reads it right away, and failed under load).
    expect(screen.getByRole('radio', { name: 'Daily' })).toBeChecked();

    await waitFor(() => expect(answerPut).toBeDefined());
    answerPut!();
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Daily' })).toBeChecked());
  });

  it('goes back to the saved frequency when the save is refused', async () => {
    stubFetch((_url, init) =>
      init.method === 'PUT'
        ? { status: 400, body: { payload: null, isError: true, message: 'Refused' } }
        : { body: { payload: { digestFrequency: 'weekly' }, isError: false } },
    );
    renderWithProviders(<DigestFrequencySetting />);
    fireEvent.click(await screen.findByRole('radio', { name: 'Never' }));
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Weekly' })).toBeChecked());
  });
});
