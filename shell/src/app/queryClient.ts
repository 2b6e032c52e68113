import { QueryClient } from '@tanstack/react-query';

/**
 * Spec §7: no automatic refetch, no refetch on focus, data never stale, nothing retried
 * (reads and writes).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { refetchOnWindowFocus: false, refetchInterval: false, staleTime: Infinity, retry: false },
      mutations: { retry: false },
    },
  });
}
