import { Route, Routes } from '@finx/router';
import { lazy, Suspense } from 'react';
import { RemoteRoute } from '../federation/RemoteRoute';
import { PublicLayout } from '../layout/PublicLayout';
import { ScrollToTop } from '../layout/ScrollToTop';
import { NotFound } from '../pages/NotFound';
import { ROUTES } from './routes';

/**
 * The sidebar layout (design-system AppLayout + SidebarNav, Ark dialog for the drawer) is its own
 * chunk: public routes such as `/` never load it. main.tsx starts the download at page start
 * when the first route needs it, so it doesn't wait for React to render.
 */
export const preloadSidebarLayout = () => import('../layout/SidebarLayout');
const SidebarLayout = lazy(() => preloadSidebarLayout().then((m) => ({ default: m.SidebarLayout })));

const routeElements = (layout: 'public' | 'sidebar') =>
  ROUTES.filter((r) => r.layout === layout).map((r) => (
    <Route key={r.path} path={r.path} element={<RemoteRoute remote={r.remote} module={r.module} />} />
  ));

/** The route table, rendered: public routes bare, the rest (and 404) in the sidebar layout. */
export function App() {
  return (
    <>
      <ScrollToTop />
      <Suspense fallback={null}>
        <Routes>
          <Route element={<PublicLayout />}>{routeElements('public')}</Route>
          <Route element={<SidebarLayout />}>
            {routeElements('sidebar')}
            <Route path="*" element={<NotFound />} />
          </Route>
        </Routes>
      </Suspense>
    </>
  );
}
