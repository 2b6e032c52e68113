import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/**
 * Run-time guard for ARCHITECTURE §2 "singletons are shared".
 * `useQueryClient()` throws when this remote got its own copy of @tanstack/react-query
 * (no provider in *its* context), and sees another client when its context is not the shell's;
 * the shell publishes its QueryClient on `globalThis.__FINX_SHELL__` so the remote can compare
 * identities. A mismatch is logged as a console error (the e2e checks fail on console errors)
 * and surfaced on `data-singletons`.
 */
export function useSingletonCheck(remote: string): 'ok' | 'mismatch' | 'standalone' {
  const queryClient = useQueryClient();
  const shell = (globalThis as { __FINX_SHELL__?: { queryClient: unknown } }).__FINX_SHELL__;
  const status = !shell ? 'standalone' : shell.queryClient === queryClient ? 'ok' : 'mismatch';
  useEffect(() => {
    if (status === 'mismatch') {
      console.error(`FinX: remote "${remote}" does not share the shell's QueryClient (duplicate package copy).`);
    }
  }, [remote, status]);
  return status;
}
