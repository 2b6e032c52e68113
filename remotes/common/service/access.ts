/**
 * What a refused service call means for the screen (issue 26), by the error's code: the CROA contract is missing
 * (`agreement_required`), a plan is needed (`plan_required` + `requiredPlan`), or the price changed (`price_changed`
 * + `totalCents`). The fields are read from the ApiError's body.
 */
import { findPlan, type Plan } from '@finx/contracts/plans';
import { isApiError } from '@finx/contracts/session';

export type Refusal =
  | { kind: 'contract'; message: string }
  | { kind: 'plan'; plan: Plan; message: string }
  | { kind: 'price'; totalCents: number; message: string };

/** The refusal an error carries, or null for any other failure. */
export function refusalOf(err: unknown): Refusal | null {
  if (!isApiError(err) || !(err.code === 'agreement_required' || err.code === 'plan_required' || err.code === 'price_changed')) return null;
  let body: { error?: unknown; missing?: unknown; requiredPlan?: unknown; totalCents?: unknown };
  try {
    body = JSON.parse(err.bodyText) as typeof body;
  } catch {
    return null;
  }
  const message = typeof body.error === 'string' ? body.error : '';
  if (err.code === 'agreement_required') return { kind: 'contract', message };
  const plan = err.code === 'plan_required' ? findPlan(typeof body.requiredPlan === 'string' ? body.requiredPlan : null) : undefined;
  if (plan) return { kind: 'plan', plan, message };
  if (err.code === 'price_changed' && typeof body.totalCents === 'number') return { kind: 'price', totalCents: body.totalCents, message };
  return null;
}
