import { Toaster } from '@finx/design-system';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Provider as JotaiProvider, type createStore } from 'jotai';
import { useEffect, type ReactNode } from 'react';
import { RemoteLoaderContext } from '../federation/RemoteLoaderContext';
import type { RemoteLoader } from '../federation/remoteLoader';
import { showFlash } from '../session/flash';

type Props = {
  queryClient: QueryClient;
  store: ReturnType<typeof createStore>;
  remoteLoader: RemoteLoader;
  children: ReactNode;
};

/**
 * Exactly one QueryClient, one jotai store and one Toaster for the shell and every remote. Once the
 * Toaster is listening, the toast a full page load carried over (e.g. 'Logged Out') is shown.
 */
export function Providers({ queryClient, store, remoteLoader, children }: Props) {
  useEffect(showFlash, []);
  return (
    <QueryClientProvider client={queryClient}>
      <JotaiProvider store={store}>
        <RemoteLoaderContext.Provider value={remoteLoader}>
          {children}
          <Toaster />
        </RemoteLoaderContext.Provider>
      </JotaiProvider>
    </QueryClientProvider>
  );
}
