import { AppLayout } from '@finx/design-system';
import { css } from '@finx/design-system/css';
import { Outlet } from '@finx/router';
import { lazy, Suspense } from 'react';
import { Footer } from './Footer';
import { MAIN_ID } from './SkipLink';

/**
 * The navigation (design-system SidebarNav: Ark dialog for the drawer, focus trap, …) is its own
 * chunk, so public routes such as `/` never load it. It sits beside the content, not above it:
 * the screen's remote loads in parallel, and main.tsx starts the download at page start when the
 * first route needs it.
 */
export const preloadSidebarNav = () => import('./SidebarNavigation');
const SidebarNavigation = lazy(preloadSidebarNav);

/** Holds the navigation's place (top bar below 1024 px, sidebar column above) while it loads. */
const navPlaceholder = css({ h: { base: '14', lg: '100dvh' }, bg: 'surface', borderBottomWidth: { base: '1px', lg: '0' }, borderColor: 'border' });

/**
 * Left sidebar (drawer behind a menu button below 1024 px), content up to 1200 px, footer.
 * AppLayout provides the skip link and the <main> landmark.
 */
export function SidebarLayout() {
  return (
    <AppLayout
      mainId={MAIN_ID}
      nav={
        <Suspense fallback={<div aria-hidden="true" className={navPlaceholder} />}>
          <SidebarNavigation />
        </Suspense>
      }
      footer={<Footer />}
    >
      <Outlet />
    </AppLayout>
  );
}
