/** The account's reads (issue 28), shared by Profile and Settings. */
import { useQuery } from '@tanstack/react-query';
import { api, successBody } from '../../../common/api';

export const ACCOUNT_KEY = ['account'] as const;
export const PROFILE_KEY = [...ACCOUNT_KEY, 'profile'] as const;
export const SESSIONS_KEY = [...ACCOUNT_KEY, 'sessions'] as const;
export const ACTIVITY_KEY = [...ACCOUNT_KEY, 'security-activity'] as const;
export const EXPORTS_KEY = [...ACCOUNT_KEY, 'exports'] as const;
export const CLOSE_PREVIEW_KEY = [...ACCOUNT_KEY, 'close-preview'] as const;

export const useProfile = () => useQuery({ queryKey: PROFILE_KEY, queryFn: async () => successBody(await api.account.profile()) });
export const useSessions = () => useQuery({ queryKey: SESSIONS_KEY, queryFn: async () => successBody(await api.account.sessions()) });
export const useSecurityActivity = () => useQuery({ queryKey: ACTIVITY_KEY, queryFn: async () => successBody(await api.account.securityActivity()) });

/** The body of a 202 answer (the client has thrown every non-2xx one). */
export const acceptedBody = <R extends { status: number; body: unknown }>(res: R) => res.body as Extract<R, { status: 202 }>['body'];
