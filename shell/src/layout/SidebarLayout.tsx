import { AppLayout } from '@finx/design-system';
import { css } from '@finx/design-system/css';
import { Outlet } from '@finx/router';
import type { ReactNode } from 'react';
import { Footer } from './Footer';
import { GuardianPanel } from './GuardianPanel';
import { useGuardianPanel } from './guardianPanelState';
import SidebarNavigation from './SidebarNavigation';
import { MAIN_ID } from './SkipLink';

/**
 * While the Guardian panel is open on a wide screen (≥ 1440 px, where the page keeps ≥ 800 px), the page keeps
 * clear of its 400 px column; narrower, the panel lies over the page's right side (screens are laid out for
 * the window's width, and a 600 px column squeezed their forms).
 */
const roomForPanel = css({ '@media (min-width: 1440px)': { pr: '400px' } });

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
