/**
 * The paid plans (spec part 2 §3 Subscription plan, §9: Basic $49, Pro $99 most popular, Elite $149 per month),
 * prices in cents. The one place they are defined: the landing page's pricing, sign-up (`?plan=`), /subscription,
 * the server's checkout and PayPal amounts and the contract the user accepts all read them from here.
 * Zod-free static data (`@finx/contracts/plans`): the marketing remote bundles it.
 *
 * Each month's price is two fees (Credit Repair Organizations Act, 15 U.S.C. 1679b(b)):
 *  - `softwareFee`: the software (FinX Score, dashboard, Guardian assistant, lessons), billed in advance;
 *  - `creditRepairFee`: the month's credit-repair work (disputes prepared, mailed and followed up), billed only
 *    after that month's work, at the end of the month.
 */
export const PLANS = [
  {
    id: 'basic',
    name: 'Basic',
    price: 4900,
    softwareFee: 1900,
    creditRepairFee: 3000,
    popular: false,
    description: 'Start repairing on your own schedule.',
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
    price: 9900,
    softwareFee: 2900,
    creditRepairFee: 7000,
    popular: true,
    description: 'Full-service repair with a coach.',
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
    price: 14900,
    softwareFee: 3900,
    creditRepairFee: 11000,
    popular: false,
    description: 'For a mortgage or auto loan on a deadline.',
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
export const PLAN_IDS = PLANS.map((p) => p.id) as [PlanId, ...PlanId[]];

/** The plan selected on /subscription when none was chosen (spec part 2 §9). */
export const DEFAULT_PLAN_ID: PlanId = 'pro';

/** The plan a value names (exactly: `basic`, `pro` or `elite`), or undefined for anything else. */
export const findPlan = (value: string | null | undefined): Plan | undefined => PLANS.find((p) => p.id === value);

/** Whole dollars for a plan price (4900 → '$49'), dollars and cents otherwise (850 → '$8.50'). */
export function formatCents(cents: number): string {
  const dollars = cents / 100;
  return `$${Number.isInteger(dollars) ? dollars.toLocaleString('en-US') : dollars.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** Always with cents, as a statement line shows money (9900 → '$99.00'). */
export const formatMoney = (cents: number): string => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** 'Billed as $29 in advance for the software and $70 after each month's credit-repair work'. */
export const feeSplit = (plan: Plan): string =>
  `${formatCents(plan.softwareFee)} for the software, billed in advance, and ${formatCents(plan.creditRepairFee)} for each month’s credit-repair work, billed after that month’s work is done`;
