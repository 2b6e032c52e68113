import { BUREAU_LABELS, type Bureau, type Dispute, type Mailing, type DisputeReason, type DisputeType, expectedResponseDate } from '@finx/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { recordActivity } from '../credit';
import { maskAccountNumber } from './account-number';
import { DisputeEntity, type DisputeRecord } from './dispute.entity';

export interface NewDispute {
  type: DisputeType;
  creditor: string;
  bureau: Bureau;
  disputeReason: DisputeReason;
  /** The full number as typed; only its masked form is kept. */
  accountNumber?: string;
  /** Decimal string with two places. */
  amount?: string;
  description?: string;
}

/** Newest first. */
export const listDisputes = (em: EntityManager, userId: number) =>
  em.find(DisputeEntity, { userId }, { orderBy: { submittedDate: 'desc', id: 'desc' } });

/**
 * Files a dispute: pending, submitted `at` (now), expected response DISPUTE_RESPONSE_DAYS later, and a
 * `dispute_filed` activity, in one transaction.
 */
export async function fileDispute(em: EntityManager, userId: number, d: NewDispute, at = new Date()): Promise<DisputeRecord> {
  return em.transactional(async (tx) => {
    const dispute = tx.create(DisputeEntity, {
      userId,
      type: d.type,
      creditor: d.creditor,
      accountNumberMasked: maskAccountNumber(d.accountNumber),
      amount: d.amount ?? null,
      bureau: d.bureau,
      description: d.description ?? '',
      disputeReason: d.disputeReason,
      status: 'pending',
      expectedResponseDate: expectedResponseDate(at),
      submittedDate: at,
    });
    await tx.flush();
    recordActivity(tx, userId, {
      type: 'dispute_filed',
      title: 'Dispute filed',
      description: `${d.creditor} with ${BUREAU_LABELS[d.bureau]}`,
      metadata: { disputeId: dispute.id, type: d.type, bureau: d.bureau },
      at,
    });
    return dispute;
  });
}

/** A dispute as the API shows it, with its current round's mailing. */
export function toDisputeWithMailing(d: DisputeRecord, mailing: Mailing | null): Dispute {
  return {
    id: d.id,
    userId: d.userId,
    type: d.type,
    creditor: d.creditor,
    accountNumber: d.accountNumberMasked ?? null,
    amount: d.amount ?? null,
    bureau: d.bureau,
    description: d.description,
    disputeReason: d.disputeReason,
    status: d.status,
    expectedResponseDate: d.expectedResponseDate ? d.expectedResponseDate.toISOString() : null,
    submittedDate: d.submittedDate.toISOString(),
    round: d.round,
    result: d.result ?? null,
    responseDate: d.responseDate ? d.responseDate.toISOString() : null,
    overdueAt: d.overdueAt ? d.overdueAt.toISOString() : null,
    deadlineExtended: d.deadlineExtended,
    mailing,
  };
}
