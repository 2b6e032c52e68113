/**
 * The route table (spec part 1 §2 and part 2 §2): which remote module renders each path and
 * in which layout. ARCHITECTURE §1 decides the owning remote.
 */
import { REMOTE_NAMES, type RemoteName } from '@finx/contracts/remotes';

/** The remotes, named as the server's `/remotes.json` names them. */
export const REMOTE_KEYS = REMOTE_NAMES;
export type RemoteKey = RemoteName;

export type Layout = 'public' | 'sidebar';

/**
 * Who may open a route: `user` needs a session (anyone else goes to `/auth?next=…`), `guest` is for
 * visitors (a signed-in user goes to /dashboard), `anyone` is not checked (no /api/auth/me call).
 */
export type Access = 'user' | 'guest' | 'anyone';

export type RouteDef = {
  path: string;
  remote: RemoteKey;
  /** The exposed module, as written in the remote's `exposes` (e.g. './Landing'). */
  module: string;
  layout: Layout;
  access: Access;
  /** The screen's h1 (a fixed string in the spec), shown at once by the route's loading skeleton. */
  heading?: string;
};

const publicRoute = (path: string, remote: RemoteKey, module: string, access: Access = 'anyone'): RouteDef => ({
  path,
  remote,
  module,
  layout: 'public',
  access,
});
const sidebarRoute = (path: string, remote: RemoteKey, module: string, heading: string): RouteDef => ({
  path,
  remote,
  module,
  layout: 'sidebar',
  access: 'user',
  heading,
});

export const ROUTES: readonly RouteDef[] = [
  // Public: no sidebar, no footer.
  publicRoute('/', 'marketing', './Landing'),
  publicRoute('/landing', 'marketing', './Landing'),
  publicRoute('/about', 'marketing', './About'),
  publicRoute('/contact', 'marketing', './Contact'),
  publicRoute('/privacy', 'marketing', './Privacy'),
  publicRoute('/terms', 'marketing', './Terms'),
  publicRoute('/help', 'marketing', './Help'),
  publicRoute('/thank-you', 'billing', './ThankYou'),
  publicRoute('/auth', 'account', './Auth', 'guest'),
  publicRoute('/onboarding', 'account', './Onboarding', 'user'),
  publicRoute('/unsubscribe', 'account', './Unsubscribe'),
  // Not in the spec (issue 28): the e-mail change's confirmation link and the goodbye after closing the account.
  publicRoute('/account/confirm-email', 'account', './ConfirmEmail'),
  publicRoute('/account/closed', 'account', './AccountClosed'),
  // Inside the layout with the left sidebar and the footer; all of them need a signed-in user.
  sidebarRoute('/dashboard', 'credit-dashboard', './Dashboard', 'Credit Dashboard'),
  // Not in the spec (issue 24): the user's reports as one file, with "Dispute this" on each item.
  sidebarRoute('/credit-file', 'documents', './CreditFile', 'Credit File'),
  sidebarRoute('/coaching', 'credit-dashboard', './Coaching', 'FinX Score Coaching'),
  sidebarRoute('/disputes', 'disputes', './Disputes', 'Guardian'),
  // Not in the spec (issue 29): "Someone used my identity" on an item of the credit file (?item=<key>).
  sidebarRoute('/disputes/identity-theft', 'disputes', './IdentityTheft', 'Identity Theft'),
  // Not in the spec (issue 29): the letters to the company that reports an account of the credit file (?item=<key>).
  sidebarRoute('/disputes/letters', 'disputes', './CompanyLetters', 'Letters to Companies'),
  sidebarRoute('/ai-underwriting', 'credit-dashboard', './AiUnderwriting', 'AI Credit Optimization'),
  sidebarRoute('/document-center', 'documents', './DocumentCenter', 'Document Center'),
  sidebarRoute('/notifications', 'account', './Notifications', 'Notification Center'),
  sidebarRoute('/subscription', 'billing', './Subscription', 'Subscription Plans'),
  sidebarRoute('/progress', 'credit-dashboard', './Progress', 'Progress Tracking'),
  sidebarRoute('/webhooks', 'admin-webhooks', './Webhooks', 'Webhook Management'),
  // The sidebar's bottom entries (issue 28).
  sidebarRoute('/settings', 'account', './Settings', 'Settings'),
  sidebarRoute('/profile', 'account', './Profile', 'Profile'),
];

/** Route for a pathname (trailing slash and letter case ignored), or undefined → the 404 page. */
export function matchRoute(pathname: string): RouteDef | undefined {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '').toLowerCase() : pathname;
  return ROUTES.find((r) => r.path === (normalized || '/'));
}
