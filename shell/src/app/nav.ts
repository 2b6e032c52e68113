/** Sidebar entries, in the spec's order (part 1 §2), with the Credit File (issue 24) after Dashboard. */
export type NavEntry = { label: string; href: string };

export const SIDEBAR_ITEMS: readonly NavEntry[] = [
  // The spec's app links Dashboard to `/` (the landing page) — a recorded defect; it goes to /dashboard.
  { label: 'Dashboard', href: '/dashboard' },
  // Not in the spec (issue 24): the credit file, right after the dashboard.
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
];

/** Bottom entries: Notifications, Guardian (opens and closes the assistant's panel), Settings, Profile, Logout. */
export const SIDEBAR_BOTTOM_LABELS = ['Notifications', 'Guardian', 'Settings', 'Profile', 'Logout'] as const;
