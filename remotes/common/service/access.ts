/**
 * What a refused service call means for the screen (issue 26): the CROA contract is missing (403 `missing`), a plan
 * is needed (402 `requiredPlan`), or the price changed (409 `totalCents`). Read from the ApiError's body.
 */
import { findPlan, type Plan } from '@finx/contracts/plans';
import { isApiError } from '@finx/contracts/session';

export type Refusal =
  | { kind: 'contract'; message: string }
  | { kind: 'plan'; plan: Plan; message: string }
  | { kind: 'price'; totalCents: number; message: string };

/** The refusal an error carries, or null for any other failure. */
export function refusalOf(err: unknown): Refusal | null {
  if (!isApiError(err) || ![402, 403, 409].includes(err.status)) return null;
  let body: { error?: unknown; missing?: unknown; requiredPlan?: unknown; totalCents?: unknown };
  try {
    body = JSON.parse(err.bodyText) as typeof body;
  } catch {
    return null;
  }
  const message = typeof body.error === 'string' ? body.error : '';
  if (err.status === 403 && Array.isArray(body.missing) && body.missing.includes('croa_contract')) return { kind: 'contract', message };
  const plan = err.status === 402 ? findPlan(typeof body.requiredPlan === 'string' ? body.requiredPlan : null) : undefined;
  if (plan) return { kind: 'plan', plan, message };
  if (err.status === 409 && typeof body.totalCents === 'number') return { kind: 'price', totalCents: body.totalCents, message };
  return null;
}
