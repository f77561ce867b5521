import { notifications } from '@mantine/notifications';
import { ToastKind } from '@tandem/shared/core/toasts';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { showToast } from './toasts';

const translate = (key: string) => key;

describe('toasts', () => {
  afterEach(() => act(() => notifications.clean()));

  it('shows the same warning once however often it is raised while shown', async () => {
    renderWithProviders(<p>page</p>);
    act(() => {
      for (let index = 0; index < 4; index++)
        showToast(ToastKind.WARNING, { message: 'Choose a .jpg or .png file.' }, translate);
      showToast(ToastKind.WARNING, { message: 'Another warning.' }, translate);
    });
    expect(await screen.findAllByText('Choose a .jpg or .png file.')).toHaveLength(1);
    expect(screen.getAllByText('Another warning.')).toHaveLength(1);
  });

  it('keeps at most three on screen', async () => {
    renderWithProviders(<p>page</p>);
    act(() => {
      for (let index = 1; index <= 5; index++)
        showToast(ToastKind.ERROR, { message: `Problem ${index}.` }, translate);
    });
    expect(await screen.findByText('Problem 1.')).toBeInTheDocument();
    expect(screen.getAllByText(/^Problem \d\.$/)).toHaveLength(3);
  });
});
