import { CONTRACT_VERSION, CREDIT_FILE_RIGHTS, CREDIT_FILE_RIGHTS_TITLE, creditRepairContract, noticeOfCancellation, type PlanId } from '@finx/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { HttpError } from '../../platform/http/errors';
import { BillingContractEntity, type BillingContractRecord } from './billing.entities';
import { cancellationDeadline, deadlineDay } from './cancellation-period';
import { planById } from './stripe-client';
import { latestContract } from './subscriptions.service';

/** Stores the user's acceptance of the plan's contract with the exact text shown, the time and the cancellation deadline. */
export async function acceptContract(em: EntityManager, userId: number, planId: PlanId, signature: string, now = new Date()): Promise<BillingContractRecord> {
  const plan = planById(planId);
  const cancelDeadline = cancellationDeadline(now);
  const contract = em.create(BillingContractEntity, {
    userId,
    planId,
    version: CONTRACT_VERSION,
    signature,
    text: {
      disclosure: { title: CREDIT_FILE_RIGHTS_TITLE, paragraphs: CREDIT_FILE_RIGHTS },
      contract: creditRepairContract(plan),
      notice: noticeOfCancellation(deadlineDay(cancelDeadline)),
    },
    acceptedAt: now,
    cancelDeadline,
  });
  await em.flush();
  return contract;
}

/** The accepted contract a payment for `planId` rests on (CROA: the contract comes before any payment), or 409. */
export async function contractFor(em: EntityManager, userId: number, planId: PlanId): Promise<BillingContractRecord> {
  const contract = await latestContract(em, userId);
  if (!contract || contract.planId !== planId) throw new HttpError(409, `Read and accept the contract for the ${planById(planId).name} plan before paying`);
  return contract;
}
