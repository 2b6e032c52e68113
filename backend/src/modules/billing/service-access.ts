import { findPlan, NO_PLAN, PLAN_FEATURE_NAMES, type PlanFeature, type PlanId, type PlanIncludes, planWith } from '@finx/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../platform/app-error';
import { latestContract, liveSubscription } from './subscriptions.service';

/** The 403 of a credit repair service before the contract (15 U.S.C. 1679d: the written contract comes first). */
export const AGREEMENT_MISSING = 'Read and accept the FinX contract (with your right to cancel) before FinX prepares, mails or tracks letters for you';

/** The user's accepted contract that is not cancelled, or 403 `{ error, missing: ['croa_contract'] }`. */
export async function requireAgreement(em: EntityManager, userId: number) {
  const contract = await latestContract(em, userId);
  if (!contract) throw new AppError('agreement_required', AGREEMENT_MISSING, { missing: ['croa_contract'] });
  return contract;
}

export interface UserPlan {
  id: PlanId | 'none';
  name: string;
  includes: PlanIncludes;
}

/** The plan the user holds now: their live subscription's (trialing, active or past due), else none. */
export async function userPlan(em: EntityManager, userId: number): Promise<UserPlan> {
  const plan = findPlan((await liveSubscription(em, userId))?.planId);
  return plan ? { id: plan.id, name: plan.name, includes: plan.includes } : { id: NO_PLAN.id, name: NO_PLAN.name, includes: NO_PLAN.includes };
}

/** 402 `{ error, requiredPlan }` unless the user's plan includes `feature` (AI underwriting, insurance quotes). */
export async function requirePlanFeature(em: EntityManager, userId: number, feature: PlanFeature): Promise<void> {
  const plan = await userPlan(em, userId);
  if (plan.includes[feature]) return;
  const required = planWith(feature);
  throw new AppError(
    'plan_required',
    `${PLAN_FEATURE_NAMES[feature]} is part of the ${required.name} plan${plan.id === 'none' ? '' : ` (you have ${plan.name})`}`,
    { requiredPlan: required.id },
  );
}
