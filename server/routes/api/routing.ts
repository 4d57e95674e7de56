import Router, { type RouterMiddleware } from '@koa/router';
import { ROUTES, type RouteName } from '@shared/api/routes';
import { requireAdmin, requireUser } from '@server/policies';

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
 * Registers a handler for a route of the route table (`shared/api/routes.ts`), by name: the method and path come
 * from the table, and the table's `access` is checked before the handler runs (401 signed out, 403 not an admin), so
 * a handler that forgets its policy call still cannot be reached by the wrong person. Handlers may check finer rules
 * (the uploader of a photo) themselves.
 */
export function route(router: Router, name: RouteName, ...handlers: RouterMiddleware[]): void {
  const declared = ROUTES[name];
  const guard: RouterMiddleware = async (ctx, next) => {
    if (declared.access === 'admin') requireAdmin(ctx);
    else if (declared.access === 'signed-in') requireUser(ctx);
    await next();
  };
  router.register(declared.path, [declared.method], [guard, ...handlers], { name });
}
