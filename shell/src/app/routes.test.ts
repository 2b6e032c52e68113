import { describe, expect, it } from 'vitest';
import { SIDEBAR_BOTTOM_LABELS, SIDEBAR_ITEMS } from './nav';
import { matchRoute, ROUTES } from './routes';

// [path, remote, exposed module, layout, access, heading] — spec part 1 §2, part 2 §2, ARCHITECTURE §1;
// sidebar screens and onboarding need a session, /auth is for visitors. A sidebar screen's loading skeleton
// shows its heading at once.
const SPEC: [string, string, string, 'public' | 'sidebar', 'user' | 'guest' | 'anyone', string?][] = [
  ['/', 'marketing', './Landing', 'public', 'anyone'],
  ['/landing', 'marketing', './Landing', 'public', 'anyone'],
  ['/about', 'marketing', './About', 'public', 'anyone'],
  ['/contact', 'marketing', './Contact', 'public', 'anyone'],
  ['/privacy', 'marketing', './Privacy', 'public', 'anyone'],
  ['/terms', 'marketing', './Terms', 'public', 'anyone'],
  ['/help', 'marketing', './Help', 'public', 'anyone'],
  ['/thank-you', 'billing', './ThankYou', 'public', 'anyone'],
  ['/auth', 'account', './Auth', 'public', 'guest'],
  ['/onboarding', 'account', './Onboarding', 'public', 'user'],
  // The page an e-mail's unsubscribe link opens (issue 17), signed out too.
  ['/unsubscribe', 'account', './Unsubscribe', 'public', 'anyone'],
  // Not in the spec (issue 28): the e-mail change's link (signed out too) and the goodbye after closing the account.
  ['/account/confirm-email', 'account', './ConfirmEmail', 'public', 'anyone'],
  ['/account/closed', 'account', './AccountClosed', 'public', 'anyone'],
  ['/dashboard', 'credit-dashboard', './Dashboard', 'sidebar', 'user', 'Credit Dashboard'],
  // Not in the spec: the credit file (issue 24).
  ['/credit-file', 'documents', './CreditFile', 'sidebar', 'user', 'Credit File'],
  ['/coaching', 'credit-dashboard', './Coaching', 'sidebar', 'user', 'FinX Score Coaching'],
  ['/disputes', 'disputes', './Disputes', 'sidebar', 'user', 'Guardian'],
  // Not in the spec: identity theft, from an item of the credit file (issue 29).
  ['/disputes/identity-theft', 'disputes', './IdentityTheft', 'sidebar', 'user', 'Identity Theft'],
  ['/disputes/letters', 'disputes', './CompanyLetters', 'sidebar', 'user', 'Letters to Companies'],
  ['/ai-underwriting', 'credit-dashboard', './AiUnderwriting', 'sidebar', 'user', 'AI Credit Optimization'],
  ['/document-center', 'documents', './DocumentCenter', 'sidebar', 'user', 'Document Center'],
  ['/notifications', 'account', './Notifications', 'sidebar', 'user', 'Notification Center'],
  ['/subscription', 'billing', './Subscription', 'sidebar', 'user', 'Subscription Plans'],
  ['/progress', 'credit-dashboard', './Progress', 'sidebar', 'user', 'Progress Tracking'],
  ['/webhooks', 'admin-webhooks', './Webhooks', 'sidebar', 'user', 'Webhook Management'],
  // The sidebar's Settings and Profile (issue 28).
  ['/settings', 'account', './Settings', 'sidebar', 'user', 'Settings'],
  ['/profile', 'account', './Profile', 'sidebar', 'user', 'Profile'],
];

describe('route table', () => {
  it.each(SPEC)('%s → %s %s in the %s layout, open to %s', (path, remote, module, layout, access, heading) => {
    expect(matchRoute(path)).toEqual({ path, remote, module, layout, access, ...(heading && { heading }) });
  });

  it('has exactly the spec routes', () => {
    expect(ROUTES.map((r) => r.path).sort()).toEqual(SPEC.map(([p]) => p).sort());
  });

  it('ignores a trailing slash', () => {
    expect(matchRoute('/dashboard/')?.module).toBe('./Dashboard');
  });

  it.each(['/nope', '/dashboard/extra', '/settings/extra', '/remotes'])('%s is not a route (404)', (path) => {
    expect(matchRoute(path)).toBeUndefined();
  });

  it('points every route at a module the owning remote exposes', async () => {
    const exposesOf = async (remote: string) => (await import(`../../../remotes/${remote}/exposes.ts`)).exposes as Record<string, string>;
    for (const r of ROUTES) expect(Object.keys(await exposesOf(r.remote))).toContain(r.module);
  });
});

describe('sidebar', () => {
  it('lists the spec entries in order, Dashboard linking to /dashboard', () => {
    expect(SIDEBAR_ITEMS).toEqual([
      { label: 'Dashboard', href: '/dashboard' },
      { label: 'Credit File', href: '/credit-file' },
      { label: 'Coaching', href: '/coaching' },
      { label: 'Disputes', href: '/disputes' },
      { label: 'AI Underwriting', href: '/ai-underwriting' },
      { label: 'Document Center', href: '/document-center' },
      { label: 'Notifications', href: '/notifications' },
      { label: 'Subscription', href: '/subscription' },
      { label: 'Contact', href: '/contact' },
      { label: 'Progress', href: '/progress' },
      { label: 'Webhooks', href: '/webhooks' },
    ]);
  });

  it('links only to routes of the table', () => {
    for (const item of SIDEBAR_ITEMS) expect(matchRoute(item.href)).toBeDefined();
  });

  it('has Notifications, Guardian, Settings, Profile and Logout at the bottom', () => {
    expect(SIDEBAR_BOTTOM_LABELS).toEqual(['Notifications', 'Guardian', 'Settings', 'Profile', 'Logout']);
  });
});
