/**
 * The signed-in user as the shell and every remote read it: one react-query entry (`sessionQuery`) in
 * the shared QueryClient. Zod-free (the shell loads it on every page); shared as a singleton.
 */
import { requestJson } from './http';

export { ApiError, isApiError, requestJson, serverMessage } from './http';

/** Same fields as `userSchema` in ./users. */
export interface SessionUser {
  id: number;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  createdAt: string;
}

export const SESSION_QUERY_KEY = ['session'] as const;

/** The signed-in user, or null. */
export const fetchSessionUser = (doFetch?: typeof fetch) => requestJson<{ user: SessionUser | null }>('/api/auth/me', {}, doFetch).then((b) => b.user);

/** `useQuery(sessionQuery)` anywhere: the shell's guard has usually filled it already. */
export const sessionQuery = { queryKey: SESSION_QUERY_KEY, queryFn: () => fetchSessionUser() };

/** POST /api/auth/logout with the spec's empty object. */
export const logout = (doFetch?: typeof fetch) => requestJson<{ ok: true }>('/api/auth/logout', { method: 'POST', body: {} }, doFetch);

/** Where sign-in sends the user back to: `/auth?next=/progress`. Only same-site paths are honoured. */
export function safeNextPath(next: string | null | undefined, fallback = '/dashboard'): string {
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback;
  return next;
}
