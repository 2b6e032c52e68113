import { SidebarNav, type NavItem } from '@finx/design-system/sidebar';
import { css } from '@finx/design-system/css';
import { NavLink } from '@finx/router';
import { SIDEBAR_ITEMS } from '../app/nav';

const items: NavItem[] = SIDEBAR_ITEMS.map((i) => ({ ...i, end: true }));

const bottomItems: NavItem[] = [
  { label: 'Notifications', href: '/notifications', end: true, id: 'bottom-notifications' },
  // Settings and Profile have no screen yet (the account remote brings them later).
  { label: 'Settings', disabled: true },
  { label: 'Profile', disabled: true },
  // Logout is wired with the auth issue (pending label 'Logging out...').
  { label: 'Logout', pendingLabel: 'Logging out...' },
];

const brand = (
  <NavLink to="/dashboard" className={css({ color: 'text.primary', textDecoration: 'none' })}>
    FinX
  </NavLink>
);

/** The sidebar (a drawer behind a menu button below 1024 px), linked with react-router's NavLink. */
export default function SidebarNavigation() {
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
