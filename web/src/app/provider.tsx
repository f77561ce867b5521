import { MantineProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@/lib/i18n/i18n';
import { queryConfig } from '@/lib/react-query';
import { ErrorBoundary } from '@/ui/error-boundary';
import { ErrorFallback } from '@/ui/error-fallback';
import { TopProgressBar } from '@/ui/top-progress-bar';
import { cssVariablesResolver, theme } from './theme';

type AppProviderProps = {
  children: ReactNode;
  /** Tests pass their own (no retries); the app makes one. */
  queryClient?: QueryClient;
};

const ToastStack = lazy(() => import('./toast-stack'));

/**
 * The toast stack (and its transitions) loads with the first toast, not with the first page: the toast waits in
 * the notifications store meanwhile and shows when the stack arrives.
 */
function Toasts() {
  const { notifications, queue } = useNotifications();
  const [wanted, setWanted] = useState(false);
  if (!wanted && notifications.length + queue.length > 0) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastStack />
    </Suspense>
  );
}

export const createQueryClient = () => new QueryClient({ defaultOptions: queryConfig });

/** Everything every page relies on: theme, phrases, toasts, server-state cache and a last-resort error screen. */
export function AppProvider({ children, queryClient }: AppProviderProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
        <Toasts />
        <TopProgressBar />
        <ErrorBoundary fallback={(error, reset) => <ErrorFallback error={error} onRetry={reset} />}>
          <QueryClientProvider client={client}>{children}</QueryClientProvider>
        </ErrorBoundary>
      </MantineProvider>
    </I18nextProvider>
  );
}
