import { AppLayout } from '@finx/design-system';
import { css } from '@finx/design-system/css';
import { Outlet } from '@finx/router';
import type { ReactNode } from 'react';
import { Footer } from './Footer';
import { GuardianPanel } from './GuardianPanel';
import { useGuardianPanel } from './guardianPanelState';
import SidebarNavigation from './SidebarNavigation';
import { MAIN_ID } from './SkipLink';

/** While the Guardian panel is open on a wide screen, the page keeps clear of its 400 px column. */
const roomForPanel = css({ pr: { lg: '400px' } });

/**
 * Left sidebar (drawer behind a menu button below 1024 px), content up to 1200 px, footer; the route's
 * screen (or `children`); the Guardian panel (its sidebar entry and Alt+G open it), which stays open across
 * the sidebar screens. AppLayout provides the skip link and the <main> landmark. Part of the sidebar chunk
 * (sidebarParts.tsx).
 */
export function SidebarLayout({ children }: { children?: ReactNode }) {
  const guardian = useGuardianPanel();
  return (
    <>
      <div className={guardian.open ? roomForPanel : undefined}>
        <AppLayout mainId={MAIN_ID} nav={<SidebarNavigation guardian={{ open: guardian.open, onToggle: guardian.toggle }} />} footer={<Footer />}>
          {children ?? <Outlet />}
        </AppLayout>
      </div>
      <GuardianPanel open={guardian.open} opened={guardian.opened} onClose={guardian.close} />
    </>
  );
}
