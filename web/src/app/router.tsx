import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMemo, type ComponentType } from 'react';
import {
  createBrowserRouter,
  RouterProvider,
  type ActionFunction,
  type LoaderFunction,
} from 'react-router-dom';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { PageLoader } from '@/ui/page-loader';
import { RouteError } from '@/ui/route-error';

/**
 * What a route module under `app/routes/` exports: its page as default, and optionally a loader or
 * an action that receive the query client (to prefetch with `queryClient.ensureQueryData`).
 */
type RouteModule = {
  default: ComponentType;
  clientLoader?: (queryClient: QueryClient) => LoaderFunction;
  clientAction?: (queryClient: QueryClient) => ActionFunction;
};

const convert = (queryClient: QueryClient) => (module: RouteModule) => ({
  Component: module.default,
  ...(module.clientLoader && { loader: module.clientLoader(queryClient) }),
  ...(module.clientAction && { action: module.clientAction(queryClient) }),
});

export const createAppRouter = (queryClient: QueryClient) =>
  createBrowserRouter(
    [
      {
        // Pathless root: one error element and one first-load fallback for every page.
        errorElement: <RouteError />,
        HydrateFallback: PageLoader,
        children: [
          {
            path: paths.home.path,
            lazy: () => import('./routes/landing').then(convert(queryClient)),
          },
          {
            path: paths.notFound.path,
            lazy: () => import('./routes/not-found').then(convert(queryClient)),
          },
        ],
      },
    ],
    { basename: env.routerBasename },
  );

export function AppRouter() {
  const queryClient = useQueryClient();
  const router = useMemo(() => createAppRouter(queryClient), [queryClient]);
  return <RouterProvider router={router} />;
}
