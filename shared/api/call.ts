/**
 * The typed client of the route table: `call('adminEventUpdate', { params: { id }, body })` builds the path from the
 * entry (`pathOf`, every parameter encoded alike), sends the query and body its schemas take, and answers the type
 * the entry declares. Failures are the usual `ApiError` (shared/api/http.ts), so the error helpers and the
 * signed-out handling stay one.
 *
 * It brings the whole table with every schema: public pages keep it out of their first scripts (the script budget)
 * by importing it when a visitor sends something (`import('@shared/api/call')`).
 */
import { apiRequest } from './http';
import {
  pathOf,
  ROUTES,
  type RouteBodyInput,
  type RouteName,
  type RouteParams,
  type RouteQueryInput,
  type RouteResponse,
} from './routes';

type ParamValues<N extends RouteName> = { [K in keyof RouteParams<N>]: string | number };

/** What a call of route N sends: the path's parameters, the query and the body, each where the entry has them. */
export type CallParts<N extends RouteName> = (keyof RouteParams<N> extends never
  ? { params?: undefined }
  : { params: ParamValues<N> }) &
  (RouteQueryInput<N> extends undefined ? { query?: undefined } : { query?: RouteQueryInput<N> }) &
  (RouteBodyInput<N> extends undefined ? { body?: undefined } : { body: RouteBodyInput<N> });

type CallArgs<N extends RouteName> =
  Record<never, never> extends CallParts<N> ? [parts?: CallParts<N>] : [parts: CallParts<N>];

/** `?a=1&b=2` of the defined values, or '' when none is. */
export function searchOf(query: object | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The path (with its query) a call of route N goes to. */
export function urlOf<N extends RouteName>(name: N, parts: { params?: object; query?: object } = {}): string {
  return pathOf(name, (parts.params ?? {}) as Record<string, string | number>) + searchOf(parts.query);
}

export async function call<N extends RouteName>(name: N, ...[parts]: CallArgs<N>): Promise<RouteResponse<N>> {
  const p = (parts ?? {}) as { params?: object; query?: object; body?: unknown };
  const res = await apiRequest(ROUTES[name].method, urlOf(name, p), p.body);
  // A 204 (or a 202 with nothing to say) has no body to read.
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as RouteResponse<N>;
}
