import { CONTRACT_VERSION, CREDIT_FILE_RIGHTS, CREDIT_FILE_RIGHTS_TITLE, creditRepairContract, noticeOfCancellation, type PlanId } from '@finx/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../platform/app-error';
import { stopQueuedMailings } from '../disputes';
import { BillingContractEntity, type BillingContractRecord } from './billing.entities';
import { cancellationDeadline, deadlineDay } from './cancellation-period';
import { planById } from './stripe-client';
import { releaseFees } from './mailing-fees';
import { latestContract } from './subscriptions.service';

/**
 * Stores the user's acceptance of the contract (for a plan, or without one: `planId` undefined) with the exact text
 * shown, its version, the time and the cancellation deadline.
 */
export async function acceptContract(
  em: EntityManager,
  userId: number,
  planId: PlanId | undefined,
  signature: string,
  now = new Date(),
): Promise<BillingContractRecord> {
  const plan = planId ? planById(planId) : null;
  const cancelDeadline = cancellationDeadline(now);
  const contract = em.create(BillingContractEntity, {
    userId,
    planId: planId ?? null,
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

/**
 * The accepted contract a payment for `planId` rests on (CROA: the contract comes before any payment), or 409: the
 * plan's own, or the contract without a plan (it lists every plan's fees, so checkout does not ask again).
 */
export async function contractFor(em: EntityManager, userId: number, planId: PlanId): Promise<BillingContractRecord> {
  const contract = await latestContract(em, userId);
  if (!contract || (contract.planId !== null && contract.planId !== planId))
    throw new AppError('conflict', `Read and accept the contract for the ${planById(planId).name} plan before paying`);
  return contract;
}

/**
 * Cancels the contract (15 U.S.C. 1679e): mailings the carrier has not taken are stopped and owe nothing; within its
 * three business days, the fees of mailings already made are waived too. Services then need a new acceptance.
 */
export async function endContract(em: EntityManager, contract: BillingContractRecord, now: Date, withinPeriod: boolean) {
  return em.transactional(async (tx) => {
    const row = await tx.findOneOrFail(BillingContractEntity, { id: contract.id });
    row.canceledAt = now;
    await tx.flush();
    const mailingsStopped = await stopQueuedMailings(
      tx,
      contract.userId,
      'Stopped: you cancelled your FinX contract, so this letter was not mailed and nothing is charged for it.',
    );
    const waived = await releaseFees(tx, contract.userId, withinPeriod);
    contract.canceledAt = now;
    return { mailingsStopped, waived };
  });
}
