import { MutationCache, QueryCache, QueryClient, type QueryFunction } from '@tanstack/react-query';
import { browserQueryFn } from '@shared/api/http';
import { handleSignedOut } from './signedOut';

/**
 * The cache rules: data never goes stale by itself, no refetch on focus, no polling,
 * no retries for queries or mutations. Writes invalidate what they change.
 *
 * Every failure passes through the caches' onError, so the "logged out" reaction to a 401 from an admin
 * call lives here once instead of in each admin screen.
 */
export function createQueryClient(queryFn: QueryFunction = browserQueryFn): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => void handleSignedOut(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _vars, _ctx, mutation) => void handleSignedOut(error, mutation.meta),
    }),
    defaultOptions: {
      queries: {
        queryFn,
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
