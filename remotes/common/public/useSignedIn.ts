import { useSessionUser } from '../useSessionUser';

/**
 * Whether someone is signed in, from the shell's session query. False while it is not known yet (and in
 * the pages pre-rendered at build time), so public pages start out as a visitor sees them.
 */
export function useSignedIn(): boolean {
  return !!useSessionUser();
}
