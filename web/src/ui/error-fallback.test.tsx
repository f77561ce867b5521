import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { ErrorFallback } from './error-fallback';

describe('ErrorFallback', () => {
  it('says what went wrong in the phrases, with Reload and, when retryable, Try again', () => {
    const retry = vi.fn();
    renderWithProviders(<ErrorFallback error={new Error('Network down')} onRetry={retry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.getByText('Network down')).toBeInTheDocument();
    expect(screen.getByText(/Reload the page to try again/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('offers no Try again when the error cannot be retried in place', () => {
    renderWithProviders(<ErrorFallback error="not an Error" />);
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.queryByText('not an Error')).not.toBeInTheDocument();
  });
});
