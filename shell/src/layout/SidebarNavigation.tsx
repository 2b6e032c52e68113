import { GUARDIAN_SHORTCUT } from '@finx/contracts/guardian-shortcut';
import { logout, serverMessage } from '@finx/contracts/session';
import { toast } from '@finx/design-system';
import { SidebarNav, type NavItem } from '@finx/design-system/sidebar';
import { css } from '@finx/design-system/css';
import { NavLink } from '@finx/router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SIDEBAR_ITEMS } from '../app/nav';
import { loadWithFlash } from '../session/flash';
import { GUARDIAN_PANEL_ID } from './guardianPanelState';
import { bellIcon, NotificationsLabel } from './NotificationBell';

const items: NavItem[] = SIDEBAR_ITEMS.map((i) => ({ ...i, end: true }));

const brand = (
  <NavLink to="/dashboard" className={css({ color: 'text.primary', textDecoration: 'none' })}>
    FinX
  </NavLink>
);

/**
 * Logout (spec part 1 §4): POST /api/auth/logout, then clear every cached query and load `/` afresh
 * (a full page load: nothing of the session stays in memory). The 'Logged Out' toast rides along
 * to the new page (session/flash.ts).
 */
function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => logout(),
    onSuccess: () => {
      queryClient.clear();
      loadWithFlash('/', { title: 'Logged Out', description: 'You have been successfully logged out.', tone: 'success' });
    },
    onError: (err) => {
      toast({ title: 'Logout Failed', description: serverMessage(err, 'Failed to log out'), tone: 'destructive' });
    },
  });
}

const guardianIcon = (
  <svg width="18" height="18" viewBox="0 0 20 20" fill="none" aria-hidden="true">
    <path d="M10 2.5 4 5v4.5c0 3.7 2.5 6.6 6 8 3.5-1.4 6-4.3 6-8V5l-6-2.5Z" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
    <path d="M7.5 10h5M10 7.5v5" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
  </svg>
);

export type GuardianToggle = { open: boolean; onToggle: () => void };

/**
 * The sidebar (a drawer behind a menu button below 1024 px), linked with react-router's NavLink. `guardian`:
 * the Guardian entry's state (the panel is SidebarLayout's).
 */
export default function SidebarNavigation({ guardian }: { guardian?: GuardianToggle }) {
  const signOut = useLogout();
  const bottomItems: NavItem[] = [
    { label: <NotificationsLabel />, icon: bellIcon, href: '/notifications', end: true, id: 'bottom-notifications' },
    ...(guardian
      ? [
          {
            label: 'Guardian',
            icon: guardianIcon,
            id: 'bottom-guardian',
            onClick: guardian.onToggle,
            expanded: guardian.open,
            controls: GUARDIAN_PANEL_ID,
            keyShortcuts: GUARDIAN_SHORTCUT,
            closesMenu: true,
          },
        ]
      : []),
    // The account remote's screens (issue 28).
    { label: 'Settings', href: '/settings', end: true },
    { label: 'Profile', href: '/profile', end: true },
    // Still 'Logging out...' after success, until the new page replaces this one.
    { label: 'Logout', pendingLabel: 'Logging out...', isPending: signOut.isPending || signOut.isSuccess, onClick: () => signOut.mutate() },
  ];
  return (
    <SidebarNav
      items={items}
      bottomItems={bottomItems}
      brand={brand}
      renderLink={({ href, end, className, children, onClick }) => (
        <NavLink to={href} end={end} onClick={onClick} className={({ isActive }) => className({ isActive })}>
          {children}
        </NavLink>
      )}
    />
  );
}
