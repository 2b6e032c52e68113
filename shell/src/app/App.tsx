import { Route, Routes } from '@finx/router';
import { RemoteRoute } from '../federation/RemoteRoute';
import { PublicLayout } from '../layout/PublicLayout';
import { ScrollToTop } from '../layout/ScrollToTop';
import { SidebarLayout } from '../layout/SidebarLayout';
import { NotFound } from '../pages/NotFound';
import { ROUTES } from './routes';

const routeElements = (layout: 'public' | 'sidebar') =>
  ROUTES.filter((r) => r.layout === layout).map((r) => (
    <Route key={r.path} path={r.path} element={<RemoteRoute remote={r.remote} module={r.module} />} />
  ));

/** The route table, rendered: public routes bare, the rest (and 404) in the sidebar layout. */
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
