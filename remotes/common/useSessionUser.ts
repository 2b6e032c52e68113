import { sessionQuery } from '@finx/contracts/session';
import { useQuery } from '@tanstack/react-query';

/**
 * The signed-in user, or undefined while there is none. The shell shows the sidebar screens only to a signed-in
 * user, and its guard has read the session before they render.
 */
export const useSessionUser = () => useQuery(sessionQuery).data ?? undefined;
