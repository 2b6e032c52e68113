/**
 * Server rendering of the public marketing pages, for shell/scripts/prerender.ts (built by
 * vite.prerender.config.ts). Renders exactly what main.tsx renders in the browser — Providers, App, the
 * public layout and the route's marketing screen — at one path, with the screen already loaded (no
 * Suspense fallback) and the shell's singletons published as the browser has them.
 */
import { MemoryRouter } from '@finx/router/testing';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { SCREENS } from 'virtual:finx/marketing-screens';
import { exposes } from '../../../remotes/marketing/exposes';
import { App } from '../app/App';
import { Providers } from '../app/Providers';
import { createQueryClient } from '../app/queryClient';
import { matchRoute, ROUTES, type RouteDef } from '../app/routes';
import type { RemoteLoader } from '../federation/remoteLoader';
import { head, resetHead } from './head';

/** What the remote exposes (module → source file, e.g. './Landing' → './src/Landing.tsx'). */
export const EXPOSES: Record<string, string> = exposes;

/** The routes pre-rendered: public, open to anyone, rendered by the marketing remote. */
export const PAGES: RouteDef[] = ROUTES.filter((r) => r.layout === 'public' && r.access === 'anyone' && r.remote === 'marketing');

for (const page of PAGES) {
  if (!SCREENS[page.module]) throw new Error(`prerender: no screen imported for ${page.remote} ${page.module} (${page.path})`);
}

export type RenderedPage = { html: string; title: string; description: string };

export function renderPage(path: string): RenderedPage {
  const route = matchRoute(path);
  const Screen = route && route.remote === 'marketing' ? SCREENS[route.module] : undefined;
  if (!route || !Screen) throw new Error(`prerender: ${path} is not a marketing page`);
  const queryClient = createQueryClient();
  // The remotes' singleton check compares with it (remotes/common/useSingletonCheck.ts), as in the browser.
  Object.defineProperty(globalThis, '__FINX_SHELL__', { value: Object.freeze({ queryClient }), configurable: true });
  const screen = { default: Screen };
  const loader: RemoteLoader = {
    load: async () => screen,
    peek: (remote, module) => (remote === route.remote && module === route.module ? screen : null),
    warm: () => {},
    reset: () => {},
  };
  resetHead();
  const html = renderToString(
    <StrictMode>
      <MemoryRouter initialEntries={[path]}>
        <Providers queryClient={queryClient} remoteLoader={loader}>
          <App />
        </Providers>
      </MemoryRouter>
    </StrictMode>,
  );
  if (!head.title || !head.description) throw new Error(`prerender: ${path} set no document title or description`);
  return { html, title: head.title, description: head.description };
}
