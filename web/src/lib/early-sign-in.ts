import type { ReturnTo } from './auth';

/**
 * Tokens live in memory only, so every full page load starts signed out and, on any page but the
 * sign-in ones (and the public not-found page, which `App` tells by the route table), goes straight
 * to the identity provider. Deciding that before the router renders
 * keeps this first boot to the shell and the provider's discovery: the matched routes' chunks,
 * phrases and API calls are left to the one boot that follows the sign-in.
 */

/** The path below the router's basename (`/app/organisations/x` → `/organisations/x`). */
export function routerPathOf(pathname: string, basename: string): string {
  if (basename === '/' || basename === '') return pathname;
  if (pathname === basename) return '/';
  return pathname.startsWith(`${basename}/`) ? pathname.slice(basename.length) : pathname;
}

/** Whether this page load must go to the provider before anything else (not a sign-in page). */
export function mustSignInFirst(
  location: { pathname: string },
  basename: string,
  signInPaths: { login: string; loginComplete: string },
): boolean {
  const path = routerPathOf(location.pathname, basename).replace(/\/+$/, '') || '/';
  return path !== signInPaths.login && path !== signInPaths.loginComplete;
}

/** The page asked for, in the router's terms, as the sign-in state the login-complete page returns to. */
export function returnToOf(
  location: { pathname: string; search: string; hash: string },
  basename: string,
): ReturnTo {
  return `${routerPathOf(location.pathname, basename)}${location.search}${location.hash}`;
}
