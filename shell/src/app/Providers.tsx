import { Toaster } from '@finx/design-system';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { RemoteLoaderContext } from '../federation/RemoteLoaderContext';
import type { RemoteLoader } from '../federation/remoteLoader';
import { showFlash } from '../session/flash';

type Props = {
  queryClient: QueryClient;
  remoteLoader: RemoteLoader;
  children: ReactNode;
};

/**
 * Exactly one QueryClient and one Toaster for the shell and every remote. Once the
 * Toaster is listening, the toast a full page load carried over (e.g. 'Logged Out') is shown.
 */
export function Providers({ queryClient, remoteLoader, children }: Props) {
  useEffect(showFlash, []);
  return (
    <QueryClientProvider client={queryClient}>
      <RemoteLoaderContext.Provider value={remoteLoader}>
        {children}
        <Toaster />
      </RemoteLoaderContext.Provider>
    </QueryClientProvider>
  );
}
