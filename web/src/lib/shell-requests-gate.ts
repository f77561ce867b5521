import { useEffect, useSyncExternalStore } from 'react';
import { useMatches } from 'react-router-dom';

/**
 * A route whose page paints its own first data before the shell asks for its own (a kit grid): its
 * route handle carries `firstDataFirst: true`.
 */
export type FirstDataFirstHandle = { firstDataFirst?: boolean };

/** The longest the shell waits for such a page (one that never paints: no access, a failed load). */
export const MAX_HOLD_MS = 1500;

let open = false;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const isOpen = () => open;

/** The page painted its first data: the shell's look-ups go now (and on every later page at once). */
export function openShellRequests() {
  if (open) return;
  open = true;
  for (const listener of listeners) listener();
}

/** Only for tests: the app's first page again. */
export const resetShellRequests = () => {
  open = false;
};

const holdsShell = (handle: unknown) =>
  typeof handle === 'object' && handle !== null && (handle as FirstDataFirstHandle).firstDataFirst === true;

/**
 * Whether the shell may send its own look-ups (the user, organisations, projects, recent projects,
 * programmes, the unread count). On the app's first page, when that page paints data first, they wait
 * until it says it painted (`openShellRequests`) or `MAX_HOLD_MS`: sent together with a grid's first
 * rows they were nine requests sharing the server and the page, and the first rows waited for them
 * (bench, impacts grid: the first rows' answer ended with the programmes' and the user's). Later
 * pages never wait: by then the shell's data is in the cache.
 */
export function useShellRequestsReady(): boolean {
  const holds = useMatches().some((match) => holdsShell(match.handle));
  const opened = useSyncExternalStore(subscribe, isOpen, isOpen);
  useEffect(() => {
    if (!holds) {
      openShellRequests();
      return;
    }
    const timer = setTimeout(openShellRequests, MAX_HOLD_MS);
    return () => clearTimeout(timer);
  }, [holds]);
  return opened || !holds;
}
