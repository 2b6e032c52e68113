import { AppLayout } from '@finx/design-system';
import { Outlet } from '@finx/router';
import type { ReactNode } from 'react';
import { Footer } from './Footer';
import SidebarNavigation from './SidebarNavigation';
import { MAIN_ID } from './SkipLink';

/**
 * Left sidebar (drawer behind a menu button below 1024 px), content up to 1200 px, footer; the route's
 * screen (or `children`). AppLayout provides the skip link and the <main> landmark. Part of the sidebar
 * chunk (sidebarParts.tsx).
 */
export function SidebarLayout({ children }: { children?: ReactNode }) {
  return (
    <AppLayout mainId={MAIN_ID} nav={<SidebarNavigation />} footer={<Footer />}>
      {children ?? <Outlet />}
    </AppLayout>
  );
}
