import Router from '@koa/router';

/**
 * How every API and file route matches a path: letter case counts and a trailing slash is another path. So each
 * handler has exactly one spelling; `/api/auth/login/`, `/API/AUTH/LOGIN` or `/api/Auth/Login` reach no handler
 * and get the normal 404. Anything keyed on the path (rate limits, the public response cache, metrics) then sees
 * the same path the router ran, and no second spelling can walk around it.
 */
export const ROUTE_OPTIONS = { strict: true, sensitive: true } as const;

/** The one way routers under server/routes/api are made. */
export function apiRouter(): Router {
  return new Router(ROUTE_OPTIONS);
}

/**
 * Whether a request path reaches `route` (a pattern as a router declares it, e.g. '/api/events/:id/register'),
 * decided by the router's own matching with the routers' options: a rule keyed on a route applies to exactly
 * the requests that route's handler runs for.
 */
export function routeMatcher(route: string): (path: string) => boolean {
  const router = apiRouter();
  router.all(route, () => undefined);
  return (path) => router.match(path, 'POST').path.length > 0;
}
