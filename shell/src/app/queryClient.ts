import { isApiError, SESSION_QUERY_KEY } from '@finx/contracts/session';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';

/**
 * Spec §7: no automatic refetch, no refetch on focus, data never stale, nothing retried
 * (reads and writes). A 401 from any call means the session has ended (idle timeout, signed out in
 * another tab): the session entry becomes null, so the session guard sends the user to sign in.
 */
export function createQueryClient(): QueryClient {
  const sessionEnded = (err: unknown) => {
    if (isApiError(err) && err.status === 401) queryClient.setQueryData(SESSION_QUERY_KEY, null);
  };
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: sessionEnded }),
    mutationCache: new MutationCache({ onError: sessionEnded }),
    defaultOptions: {
      queries: { refetchOnWindowFocus: false, refetchInterval: false, staleTime: Infinity, retry: false },
      mutations: { retry: false },
    },
  });
  return queryClient;
}
