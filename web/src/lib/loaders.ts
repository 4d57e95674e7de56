import type { FetchQueryOptions, QueryClient } from '@tanstack/react-query';
import type { LoaderArgs } from './router';

/** What a route tree is built for: the browser, or one server-side request (which may set the status). */
export interface RouteEnv {
  queryClient: QueryClient;
  server: { status: number } | null;
}

// The element type is loose on purpose: each query's data type differs, the loader only fills the cache.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Read = FetchQueryOptions<any, any, any, any>;
type Reads = (params: LoaderArgs['params']) => Read[];

/**
 * A route loader that fills the query cache. On the server it waits, so the HTML carries the data; in the
 * browser it only starts the requests, so navigation is instant and pages show their loading states.
 * `onServer` runs after the data is in, to set e.g. a 404 status.
 */
export function prefetch(
  env: RouteEnv,
  reads: Reads,
  onServer?: (env: RouteEnv, params: LoaderArgs['params']) => void,
) {
  return async ({ params }: LoaderArgs) => {
    const options = reads(params);
    if (env.server) {
      await Promise.all(options.map((o) => env.queryClient.prefetchQuery(o)));
      onServer?.(env, params);
    } else {
      for (const o of options) void env.queryClient.prefetchQuery(o);
    }
    return null;
  };
}
