import { sessionQuery } from '@finx/contracts/session';
import type { QueryClient } from '@tanstack/react-query';
import type { RemoteLoader } from '../federation/remoteLoader';
import { loadSidebarParts } from '../layout/sidebarParts';
import { matchRoute } from './routes';

type Deps = { loader: RemoteLoader; queryClient: QueryClient; prerendered: boolean };

/**
 * Starts at once, side by side, what the page at `pathname` needs, instead of one after the other as its
 * rendering would ask for them (session → remote entry → screen → its data); resolves when the first render
 * can happen:
 * - the session, where the route checks it and on the 404 page (whose layout depends on it);
 * - the route's screen (remote entry and module); awaited only on a pre-rendered page, whose first render
 *   replaces the page's markup with the same markup;
 * - the sidebar chunk: awaited on sidebar pages and the 404 page, so the navigation and the screen's
 *   skeleton are in the first paint; fetched early on /auth and /onboarding, which lead there.
 */
export function startPage(pathname: string, { loader, queryClient, prerendered }: Deps): Promise<unknown> {
  const route = matchRoute(pathname);
  const firstRender: Promise<unknown>[] = [];
  if (route?.access !== 'anyone') void queryClient.prefetchQuery(sessionQuery);
  if (route) {
    const screen = loader.load(route.remote, route.module).catch(() => {}); // a failure shows (with Retry) where it renders
    if (prerendered) firstRender.push(screen);
  }
  if (!route || route.layout === 'sidebar' || route.access !== 'anyone') {
    const sidebar = loadSidebarParts().catch(() => {}); // if it fails, the layout loads it again lazily
    if (route?.layout !== 'public') firstRender.push(sidebar);
  }
  return Promise.all(firstRender);
}
