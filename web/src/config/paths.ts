/**
 * Every route of the app, with a builder for its link. Pages link with `paths.x.getHref(...)` and
 * the router uses `paths.x.path`, so a route's URL is written once. The spec's routes (§2) are added
 * here as their features arrive.
 */
export const paths = {
  home: {
    path: '/',
    getHref: () => '/',
  },
  notFound: {
    path: '*',
    getHref: () => '/not-found',
  },
} as const;
