import {
  BUREAU_LABELS,
  type Bureau,
  type Dispute,
  type DisputeItemType,
  itemTypeOf,
  type Mailing,
  type DisputeReason,
  type DisputeType,
} from '@finx/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../platform/app-error';
import { recordActivity } from '../credit';
import { creditorKey } from '../documents';
import { maskAccountNumber } from './account-number';
import { DisputeEntity, type DisputeRecord, type IdentityTheftBasis } from './dispute.entity';

/** pg_advisory_xact_lock(namespace, userId): one user's disputes, findings and packages change one request at a time. */
const DISPUTES_LOCK = 1313;

/** Serializes the user's filings and package writes until the transaction `tx` ends (re-entrant within it). */
export const lockUserDisputes = (tx: EntityManager, userId: number) => tx.execute('select pg_advisory_xact_lock(?, ?)', [DISPUTES_LOCK, userId]);

/** What a dispute is about: the company (name variants alike) and the account's last 4. */
export const disputeSubject = (creditor: string, accountNumber: string | null | undefined) =>
  `${creditorKey(creditor)}|${maskAccountNumber(accountNumber ?? undefined)?.slice(-4) ?? ''}`;

/** The item a dispute is about at its bureau: one open dispute each. */
export const itemAtBureau = (bureau: Bureau, creditor: string, accountNumber: string | null | undefined) =>
  `${bureau}|${disputeSubject(creditor, accountNumber)}`;

/** The user's dispute; another user's is 404 like a missing one (its existence is not revealed). */
export async function ownDispute(em: EntityManager, userId: number, id: number): Promise<DisputeRecord> {
  const d = await em.findOne(DisputeEntity, { id });
  if (!d || d.userId !== userId) throw new AppError('not_found', 'Dispute not found');
  return d;
}

/** The user's disputes not resolved, oldest first: a dispute answered 'verified' stays open for its next round. */
export const listOpenDisputes = (em: EntityManager, userId: number) =>
  em.find(DisputeEntity, { userId, status: { $ne: 'resolved' } }, { orderBy: { id: 'asc' } });

/** The user's open disputes by the item and bureau they are about (itemAtBureau); the oldest where two are. */
export async function openDisputesByItem(em: EntityManager, userId: number): Promise<Map<string, DisputeRecord>> {
  const byItem = new Map<string, DisputeRecord>();
  for (const d of await listOpenDisputes(em, userId)) {
    const item = itemAtBureau(d.bureau, d.creditor, d.accountNumberMasked);
    if (!byItem.has(item)) byItem.set(item, d);
  }
  return byItem;
}

/** 409 for a second open dispute of one item at one bureau, with the first one's id and where to see it. */
export const duplicateDispute = (d: Pick<DisputeRecord, 'id' | 'creditor' | 'bureau'>) =>
  new AppError('duplicate_dispute', `${d.creditor} already has an open dispute with ${BUREAU_LABELS[d.bureau]}: it goes on there, round after round`, {
    disputeId: d.id,
    href: `/disputes#dispute-${d.id}`,
  });

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
  /** Unset: derived from the letter type (itemTypeOf). */
  itemType?: DisputeItemType;
  /** The dispute after which the bureau deleted this item, when it came back (a reinsertion). */
  reinsertionOf?: number;
  /** A §605B block request: the FTC report it rests on and the documents its letter encloses. */
  identityTheft?: IdentityTheftBasis;
}

/** Newest first. */
export const listDisputes = (em: EntityManager, userId: number) => em.find(DisputeEntity, { userId }, { orderBy: { submittedDate: 'desc', id: 'desc' } });

/**
 * Saves a dispute: pending, submitted `at` (now), and a `dispute_filed` activity, in one transaction. It has no
 * due date yet: the bureau's 30 days start when it receives the letter (or the portal filing). 409 when the
 * item already has an open dispute at that bureau.
 */
export async function fileDispute(em: EntityManager, userId: number, d: NewDispute, at = new Date()): Promise<DisputeRecord> {
  return em.transactional(async (tx) => {
    await lockUserDisputes(tx, userId);
    const open = (await openDisputesByItem(tx, userId)).get(itemAtBureau(d.bureau, d.creditor, d.accountNumber));
    if (open) throw duplicateDispute(open);
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
      expectedResponseDate: null,
      submittedDate: at,
      itemType: itemTypeOf(d),
      reinsertionOf: d.reinsertionOf ?? null,
      identityTheft: d.identityTheft ?? null,
    });
    await tx.flush();
    recordActivity(tx, userId, {
      type: 'dispute_filed',
      title: 'Dispute saved',
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
