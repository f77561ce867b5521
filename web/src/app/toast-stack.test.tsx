import { notifications } from '@mantine/notifications';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import ToastStack from './toast-stack';

afterEach(() => notifications.clean());

describe('issue 28 item 21: toasts keep clear of the side panel’s title', () => {
  it('shows a toast at the bottom centre, not at the top right where the panel’s title is', async () => {
    renderWithProviders(<ToastStack />);
    act(() => void notifications.show({ message: 'Saved' }));
    const toast = await screen.findByText('Saved');
    const stack = toast.closest('[data-position]');
    expect(stack?.getAttribute('data-position')).toBe('bottom-center');
  });
});
