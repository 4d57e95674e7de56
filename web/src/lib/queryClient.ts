import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { browserQueryFn } from '../../../shared/api/http';

/**
 * The spec's cache rules (section 7): data never goes stale by itself, no refetch on focus, no polling,
 * no retries for queries or mutations. Writes invalidate what they change.
 */
export function createQueryClient(queryFn: QueryFunction = browserQueryFn): QueryClient {
  return new QueryClient({
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
