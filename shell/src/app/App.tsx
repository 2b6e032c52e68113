import { Route, Routes } from '@finx/router';
import { RemoteRoute } from '../federation/RemoteRoute';
import { PublicLayout } from '../layout/PublicLayout';
import { ScrollToTop } from '../layout/ScrollToTop';
import { SidebarLayout } from '../layout/SidebarLayout';
import { NotFound } from '../pages/NotFound';
import { SessionGate } from '../session/SessionGate';
import { ROUTES, type RouteDef } from './routes';

function routeElement({ remote, module, access }: RouteDef) {
  const screen = <RemoteRoute remote={remote} module={module} />;
  return access === 'anyone' ? screen : <SessionGate access={access}>{screen}</SessionGate>;
}

const routeElements = (layout: 'public' | 'sidebar') =>
  ROUTES.filter((r) => r.layout === layout).map((r) => <Route key={r.path} path={r.path} element={routeElement(r)} />);

/**
 * The route table, rendered: public routes bare, the rest (and 404) in the sidebar layout; screens
 * that need a session (or, /auth, none) behind the SessionGate. The 404 page is open to anyone.
 */
export function App() {
  return (
    <>
      <ScrollToTop />
      <Routes>
        <Route element={<PublicLayout />}>{routeElements('public')}</Route>
        <Route element={<SidebarLayout />}>
          {routeElements('sidebar')}
          <Route path="*" element={<NotFound />} />
        </Route>
      </Routes>
    </>
  );
}
