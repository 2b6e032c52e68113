import '@finx/design-system/styles.css';
import './index.css';
import { createStore } from 'jotai';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from '@finx/router';
import { App } from './app/App';
import { Providers } from './app/Providers';
import { createQueryClient } from './app/queryClient';
import { matchRoute } from './app/routes';
import { fetchManifest } from './federation/manifest';
import { preloadSidebarNav } from './layout/SidebarLayout';
import { createRemoteLoader } from './federation/remoteLoader';

const queryClient = createQueryClient();
const store = createStore();
// Remotes compare their useQueryClient()/useStore() with these (remotes/common/useSingletonCheck.ts).
Object.defineProperty(globalThis, '__FINX_SHELL__', { value: Object.freeze({ queryClient, store }) });

const remoteLoader = createRemoteLoader({
  getManifest: () => fetchManifest(),
  // The Module Federation runtime and the host's shared singletons (federation/host.ts): a chunk of its own,
  // fetched at start-up (warm) in parallel with /remotes.json.
  runtime: () => import('./federation/host').then((host) => host.hostRuntime()),
});
remoteLoader.warm();
// Unknown paths (404) also render in the sidebar layout.
if (matchRoute(window.location.pathname)?.layout !== 'public') void preloadSidebarNav();

createRoot(document.getElementById('root')!, {
  // Errors a boundary shows to the user (a remote that failed) are handled: log them as warnings.
  onCaughtError: (error, info) => console.warn('[shell] handled error', error, info.componentStack),
}).render(
  <StrictMode>
    <BrowserRouter>
      <Providers queryClient={queryClient} store={store} remoteLoader={remoteLoader}>
        <App />
      </Providers>
    </BrowserRouter>
  </StrictMode>,
);
