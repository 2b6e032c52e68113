import '@finx/design-system/styles.css';
import './index.css';
import { StrictMode, startTransition, useLayoutEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from '@finx/router';
import { App } from './app/App';
import { Providers } from './app/Providers';
import { createQueryClient } from './app/queryClient';
import { startPage } from './app/startPage';
import { embeddedManifest, fetchManifest } from './federation/manifest';
import { createRemoteLoader } from './federation/remoteLoader';

const queryClient = createQueryClient();
// Remotes compare their useQueryClient() with it (remotes/common/useSingletonCheck.ts).
Object.defineProperty(globalThis, '__FINX_SHELL__', { value: Object.freeze({ queryClient }) });

const remoteLoader = createRemoteLoader({
  // The server writes the manifest into the page; /remotes.json is the fallback (and the retry after a failure).
  getManifest: async () => embeddedManifest() ?? fetchManifest(),
  // The Module Federation runtime and the host's shared singletons (federation/host.ts): a chunk of its own,
  // fetched at start-up (warm) in parallel with /remotes.json.
  runtime: () => import('./federation/host').then((host) => host.hostRuntime()),
});
remoteLoader.warm();

const rootElement = document.getElementById('root')!;
// A pre-rendered page (shell/scripts/prerender.ts) already shows its content: its first render waits for the
// route's screen and replaces that markup with the same markup instead of a loading skeleton.
const prerendered = rootElement.hasAttribute('data-prerendered');
await startPage(window.location.pathname, { loader: remoteLoader, queryClient, prerendered });

/** Once React's markup is in place, the pre-rendered page's "not operable yet" marks go. */
function TakenOver() {
  useLayoutEffect(() => {
    rootElement.removeAttribute('data-prerendered');
    rootElement.removeAttribute('aria-disabled');
  }, []);
  return null;
}

// Errors a boundary shows to the user (a remote that failed) are handled: log them as warnings.
const onCaughtError = (error: unknown, info: { componentStack?: string }) => console.warn('[shell] handled error', error, info.componentStack);
const app = (
  <StrictMode>
    <BrowserRouter>
      <Providers queryClient={queryClient} remoteLoader={remoteLoader}>
        <App />
        {prerendered && <TakenOver />}
      </Providers>
    </BrowserRouter>
  </StrictMode>
);
// A pre-rendered page is hydrated: React adopts the markup already on screen instead of building it again, as a
// transition, in slices that keep the main thread responsive. A mismatch is recovered from by rendering anew.
if (prerendered) {
  startTransition(() => {
    hydrateRoot(rootElement, app, {
      onCaughtError,
      onRecoverableError: (error, info) => console.warn('[shell] pre-rendered markup replaced', error, info.componentStack),
    });
  });
} else createRoot(rootElement, { onCaughtError }).render(app);
