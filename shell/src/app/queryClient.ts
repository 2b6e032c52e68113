import { isApiError, SESSION_QUERY_KEY } from '@finx/contracts/session';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';

/** A mutation's `meta`: `reauth` marks a change that re-checks the password or a code (issue 28). */
export type MutationMeta = { reauth?: boolean };

/**
 * Spec §7: no automatic refetch, no refetch on focus, data never stale, nothing retried
 * (reads and writes). A 401 from any call means the session has ended (idle timeout, signed out in
 * another tab): the session entry becomes null, so the session guard sends the user to sign in.
 * A change that re-checks the password (`meta: { reauth: true }`) also answers 401 to a wrong password or
 * code: then the session is asked for again, and the user is sent to sign in only if it has really ended.
 */
export function createQueryClient(): QueryClient {
  const sessionEnded = (err: unknown) => {
    if (isApiError(err) && err.status === 401) queryClient.setQueryData(SESSION_QUERY_KEY, null);
  };
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: sessionEnded }),
    mutationCache: new MutationCache({
      onError: (err, _variables, _context, mutation) => {
        if (!(mutation.meta as MutationMeta | undefined)?.reauth) sessionEnded(err);
        else if (isApiError(err) && err.status === 401) void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
      },
    }),
    defaultOptions: {
      queries: { refetchOnWindowFocus: false, refetchInterval: false, staleTime: Infinity, retry: false },
      mutations: { retry: false },
    },
  });
  return queryClient;
}
