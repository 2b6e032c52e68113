/**
 * The paid plans as the screens use them. They are defined once, in `@finx/contracts/plans` (prices in cents),
 * which the server's checkout and PayPal amounts read too; this file adds the links that carry a chosen plan
 * (`?plan=`) from the landing page through sign-up and onboarding to /subscription.
 */
import type { Plan } from '@finx/contracts/plans';

export { findPlan, PLANS, type Plan, type PlanId } from '@finx/contracts/plans';

/** `/path?plan=pro`, or just `/path` without a plan: how the chosen plan travels from page to page. */
export const withPlan = (path: string, plan: Plan | undefined): string => (plan ? `${path}?plan=${plan.id}` : path);

/** Create Account, carrying the plan chosen on the landing page through sign-up and onboarding to /subscription. */
export const signUpPath = (plan?: Plan): string => `/auth?mode=register${plan ? `&plan=${plan.id}` : ''}`;
