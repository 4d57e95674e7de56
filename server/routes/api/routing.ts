import Router, { type RouterContext, type RouterMiddleware } from '@koa/router';
import type { DefaultContext, DefaultState, Next } from 'koa';
import {
  ROUTES,
  type RouteAccessOf,
  type RouteBody,
  type RouteName,
  type RouteParams,
  type RouteQuery,
} from '@shared/api/routes';
import type { User } from '@server/db/entities';
import { parseInput } from '@server/middlewares/validate';
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

/** What `route()` hands a handler: the path's parameters and the query and body as the entry's schemas parsed them. */
export interface RouteInput<N extends RouteName> {
  params: RouteParams<N>;
  query: RouteQuery<N>;
  body: RouteBody<N>;
}

/** The caller as the entry's access rule leaves them: an account behind `signed-in` and `admin`. */
type CheckedUser<N extends RouteName> = RouteAccessOf<N> extends 'anyone' ? User | null : User;

export type RouteContext<N extends RouteName> = RouterContext<
  DefaultState & { user: CheckedUser<N> },
  DefaultContext & { input: RouteInput<N> }
>;

export type RouteHandler<N extends RouteName> = (ctx: RouteContext<N>, next: Next) => unknown;

/**
 * Registers a handler for a route of the route table (`shared/api/routes.ts`), by name: the method and path come
 * from the table; the table's `access` is checked before the handler runs (401 signed out, 403 not an admin), so a
 * handler that forgets a policy still cannot be reached by the wrong person; then the entry's params, query and
 * body schemas are parsed (400 with field errors), so the handler reads `ctx.input` already typed and valid. Finer
 * rules about one record (the uploader of a photo) are policies the handler asks (`server/policies/`).
 */
export function route<N extends RouteName>(router: Router, name: N, ...handlers: RouteHandler<N>[]): void {
  const declared = ROUTES[name];
  const guard: RouterMiddleware = async (ctx, next) => {
    if (declared.access === 'admin') requireAdmin(ctx);
    else if (declared.access === 'signed-in') requireUser(ctx);
    const input = {
      params: declared.params ? parseInput(declared.params, ctx.params) : ctx.params,
      query: declared.query ? parseInput(declared.query, ctx.query) : undefined,
      body: declared.body ? parseInput(declared.body, ctx.request.body) : undefined,
    };
    (ctx as unknown as RouteContext<N>).input = input as RouteInput<N>;
    await next();
  };
  router.register(declared.path, [declared.method], [guard, ...(handlers as unknown as RouterMiddleware[])], { name });
}
