/**
 * The paid plans (spec part 2 §9: Basic $49, Pro $99 most popular, Elite $149 per month), in dollars per
 * month. The one place they are defined: the landing page's pricing, sign-up (`?plan=`) and /subscription
 * read them from here.
 */
export const PLANS = [
  {
    id: 'basic',
    name: 'Basic',
    price: 49,
    summary: 'Start repairing on your own schedule.',
    features: [
      'FinX Score on the 1000-point scale, updated monthly',
      'AI dispute letters for up to 5 items per month',
      'Certified mail to the three bureaus at $8.50 per package',
      'Guardian AI assistant, 24/7',
      'Email support within 24 hours',
    ],
  },
  {
    id: 'pro',
    name: 'Pro',
    price: 99,
    popular: true,
    summary: 'Full-service repair with a coach.',
    features: [
      'Everything in Basic',
      'Unlimited AI dispute letters',
      'Three certified-mail packages a month included',
      'Monthly session with a credit coach',
      'Credit-builder enrollment and tracking',
      'Bureau response tracking with 30-day reminders',
    ],
  },
  {
    id: 'elite',
    name: 'Elite',
    price: 149,
    summary: 'For a mortgage or auto loan on a deadline.',
    features: [
      'Everything in Pro',
      'Weekly coaching sessions',
      'AI underwriting analysis before you apply',
      'Credit-protection insurance quotes',
      'Priority phone support',
    ],
  },
] as const;

export type Plan = (typeof PLANS)[number];
export type PlanId = Plan['id'];

/** The plan a `?plan=` value names (exactly: `basic`, `pro` or `elite`), or undefined for anything else. */
export const findPlan = (value: string | null | undefined): Plan | undefined => PLANS.find((p) => p.id === value);

/** `/path?plan=pro`, or just `/path` without a plan: how the chosen plan travels from page to page. */
export const withPlan = (path: string, plan: Plan | undefined): string => (plan ? `${path}?plan=${plan.id}` : path);

/** Create Account, carrying the plan chosen on the landing page through sign-up and onboarding to /subscription. */
export const signUpPath = (plan?: Plan): string => `/auth?mode=register${plan ? `&plan=${plan.id}` : ''}`;
