import { Route, Routes } from '@finx/router';
import { RemoteRoute } from '../federation/RemoteRoute';
import { RouteSkeleton } from '../federation/RouteSkeleton';
import { PublicLayout } from '../layout/PublicLayout';
import { ScrollToTop } from '../layout/ScrollToTop';
import { DeferredSidebarLayout } from '../layout/sidebarParts';
import { NotFound } from '../pages/NotFound';
import { SessionGate } from '../session/SessionGate';
import { ROUTES, type RouteDef } from './routes';

function routeElement(route: RouteDef) {
  // the same skeleton while the session is checked and while the remote loads: one shape until the screen
  const fallback = <RouteSkeleton route={route} />;
  const screen = <RemoteRoute remote={route.remote} module={route.module} fallback={fallback} />;
  return route.access === 'anyone' ? (
    screen
  ) : (
    <SessionGate access={route.access} fallback={fallback}>
      {screen}
    </SessionGate>
  );
}

const routeElements = (layout: 'public' | 'sidebar') =>
  ROUTES.filter((r) => r.layout === layout).map((r) => <Route key={r.path} path={r.path} element={routeElement(r)} />);

/**
 * The route table, rendered: public routes bare, the rest in the sidebar layout; screens that need a
 * session (or, /auth, none) behind the SessionGate. The 404 page is open to anyone, in the layout that
 * fits who is looking.
 */
export function App() {
  return (
    <>
      <ScrollToTop />
      <Routes>
        <Route element={<PublicLayout />}>{routeElements('public')}</Route>
        <Route element={<DeferredSidebarLayout />}>{routeElements('sidebar')}</Route>
        <Route path="*" element={<NotFound />} />
      </Routes>
    </>
  );
}
