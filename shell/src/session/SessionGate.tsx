import { safeNextPath, sessionQuery } from '@finx/contracts/session';
import { Navigate, useLocation } from '@finx/router';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Access } from '../app/routes';
import { RemoteError } from '../federation/RemoteError';

/** `/auth?next=%2Fprogress`: sign in, then come back to `pathAndSearch`. */
function signInPath(pathAndSearch: string): string {
  return `/auth?next=${encodeURIComponent(pathAndSearch)}`;
}

type Props = { access: Exclude<Access, 'anyone'>; fallback: ReactNode; children: ReactNode };

/**
 * Lets a route's screen render only for the right visitor, from `GET /api/auth/me` (the shared
 * QueryClient's `['session']` entry, asked once and kept): `fallback` (the route's skeleton) while it loads;
 * `user` routes send a visitor without a session to `/auth?next=<path+search>`; `guest` routes (/auth)
 * send a signed-in user on to `next` or /dashboard. If the session can't be read, a protected screen
 * shows the error with Retry, and /auth shows its forms.
 */
export function SessionGate({ access, fallback, children }: Props) {
  const session = useQuery(sessionQuery);
  const { pathname, search } = useLocation();
  if (session.isPending) return fallback;
  if (session.isError) {
    return access === 'guest' ? children : <RemoteError error={session.error} onRetry={() => void session.refetch()} />;
  }
  if (access === 'user' && !session.data) return <Navigate replace to={signInPath(pathname + search)} />;
  if (access === 'guest' && session.data) return <Navigate replace to={safeNextPath(new URLSearchParams(search).get('next'))} />;
  return children;
}
