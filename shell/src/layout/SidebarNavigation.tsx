import { logout, serverMessage } from '@finx/contracts/session';
import { toast } from '@finx/design-system';
import { SidebarNav, type NavItem } from '@finx/design-system/sidebar';
import { css } from '@finx/design-system/css';
import { NavLink } from '@finx/router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SIDEBAR_ITEMS } from '../app/nav';
import { loadWithFlash } from '../session/flash';
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

/** The sidebar (a drawer behind a menu button below 1024 px), linked with react-router's NavLink. */
export default function SidebarNavigation() {
  const signOut = useLogout();
  const bottomItems: NavItem[] = [
    { label: <NotificationsLabel />, icon: bellIcon, href: '/notifications', end: true, id: 'bottom-notifications' },
    // Settings and Profile have no screen yet (the account remote brings them later).
    { label: 'Settings', disabled: true },
    { label: 'Profile', disabled: true },
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
