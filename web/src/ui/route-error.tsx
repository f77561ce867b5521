import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { ErrorFallback } from './error-fallback';

/** The router's error element: a loader or a route component threw. */
export function RouteError() {
  const error = useRouteError();
  const shown = isRouteErrorResponse(error) ? new Error(`${error.status} ${error.statusText}`) : error;
  return <ErrorFallback error={shown} />;
}
