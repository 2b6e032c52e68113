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
import { formatCents } from './money';

/** The price of one USPS Certified Mail package to a bureau beyond those a plan includes (spec part 2 §9: $8.50). */
export const MAILING_PRICE_CENTS = 850;

/**
 * What a plan includes, as the server enforces it: a call beyond it answers 402 with the plan that includes it.
 * Only what the product really checks is here; the pricing cards' first lines are written from it.
 */
export interface PlanIncludes {
  /** Disputed items a month FinX mails letters for (each dispute a letter carries counts once); null: no limit. */
  letterItemsPerMonth: number | null;
  /** Certified-mail packages a month included in the plan's price; each one after them costs MAILING_PRICE_CENTS, billed after the carrier accepts it (never before: CROA). */
  mailingsIncludedPerMonth: number;
  /** POST /api/ai-underwriting/analyze. */
  aiUnderwriting: boolean;
  /** POST /api/insurance/quote. */
  insuranceQuotes: boolean;
}
export type PlanFeature = 'aiUnderwriting' | 'insuranceQuotes';

const count = (n: number) => ['No', 'One', 'Two', 'Three', 'Four', 'Five', 'Six'][n] ?? String(n);

/** The pricing card's lines for what a plan includes (the ones the server enforces). */
export function includedLines(i: PlanIncludes): string[] {
  return [
    i.letterItemsPerMonth === null ? 'Unlimited AI dispute letters' : `AI dispute letters for up to ${i.letterItemsPerMonth} items per month`,
    i.mailingsIncludedPerMonth > 0
      ? `${count(i.mailingsIncludedPerMonth)} certified-mail packages a month included, then ${formatCents(MAILING_PRICE_CENTS)} each`
      : `Certified mail to the three bureaus at ${formatCents(MAILING_PRICE_CENTS)} per package, billed after it is mailed`,
    ...(i.aiUnderwriting ? ['AI underwriting analysis before you apply'] : []),
    ...(i.insuranceQuotes ? ['Credit-protection insurance quotes'] : []),
  ];
}

const BASIC_INCLUDES: PlanIncludes = { letterItemsPerMonth: 5, mailingsIncludedPerMonth: 0, aiUnderwriting: false, insuranceQuotes: false };
const PRO_INCLUDES: PlanIncludes = { letterItemsPerMonth: null, mailingsIncludedPerMonth: 3, aiUnderwriting: false, insuranceQuotes: false };
const ELITE_INCLUDES: PlanIncludes = { letterItemsPerMonth: null, mailingsIncludedPerMonth: 3, aiUnderwriting: true, insuranceQuotes: true };

/**
 * Without a paid plan: reading reports, findings, lessons, letter previews and Guardian are open to everyone; once the
 * user has accepted the contract, FinX mails letters for a few items a month, each package paid after it is mailed.
 */
export const NO_PLAN = {
  id: 'none',
  name: 'No plan',
  includes: { letterItemsPerMonth: 3, mailingsIncludedPerMonth: 0, aiUnderwriting: false, insuranceQuotes: false } as PlanIncludes,
  /** What anyone can use without a plan or a contract. */
  open: ['Credit reports read and checked, with the differences between bureaus', 'FinX Score, lessons and letter previews', 'Guardian AI assistant, 24/7'],
} as const;

export const PLANS = [
  {
    id: 'basic',
    name: 'Basic',
    price: 4900,
    softwareFee: 1900,
    creditRepairFee: 3000,
    popular: false,
    description: 'Start repairing on your own schedule.',
    includes: BASIC_INCLUDES,
    features: [
      'FinX Score on the 1000-point scale, updated monthly',
      ...includedLines(BASIC_INCLUDES),
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
    description: 'Full-service repair, letters without a limit.',
    includes: PRO_INCLUDES,
    features: [
      'Everything in Basic',
      ...includedLines(PRO_INCLUDES),
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
    includes: ELITE_INCLUDES,
    features: ['Everything in Pro', ...includedLines(ELITE_INCLUDES).slice(2)],
  },
] as const;

export type Plan = (typeof PLANS)[number];
export type PlanId = Plan['id'];
export const PLAN_IDS = PLANS.map((p) => p.id) as [PlanId, ...PlanId[]];

/** The plan selected on /subscription when none was chosen (spec part 2 §9). */
export const DEFAULT_PLAN_ID: PlanId = 'pro';

/** The plan a value names (exactly: `basic`, `pro` or `elite`), or undefined for anything else. */
export const findPlan = (value: string | null | undefined): Plan | undefined => PLANS.find((p) => p.id === value);

/** The cheapest plan that includes `feature`. */
export const planWith = (feature: PlanFeature): Plan => PLANS.find((p) => p.includes[feature])!;

/** The cheapest plan whose letters cover `items` disputed items a month, or undefined when none does. */
export const planForLetterItems = (items: number): Plan | undefined =>
  PLANS.find((p) => p.includes.letterItemsPerMonth === null || p.includes.letterItemsPerMonth >= items);

/** 'AI underwriting', 'Credit-protection insurance quotes': a feature as the 402 message names it. */
export const PLAN_FEATURE_NAMES: Record<PlanFeature, string> = {
  aiUnderwriting: 'AI underwriting analysis',
  insuranceQuotes: 'Credit-protection insurance quotes',
};

/** 'Billed as $29 in advance for the software and $70 after each month's credit-repair work'. */
export const feeSplit = (plan: Plan): string =>
  `${formatCents(plan.softwareFee)} for the software, billed in advance, and ${formatCents(plan.creditRepairFee)} for each month’s credit-repair work, billed after that month’s work is done`;
