import type { DisputeReason } from '@finx/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { DisputeEntity, type DisputeRecord } from '../dispute.entity';
import { disputeSubject } from '../disputes.service';

/**
 * The reasons by which a user says an item is theirs: it was paid, its amount or a date is wrong, it is too old.
 * A user who said so cannot then call it identity theft (CROA, 15 U.S.C. 1679b(a): no untrue statements).
 */
export const OWNED_REASONS: readonly DisputeReason[] = ['paid_in_full', 'incorrect_amount', 'incorrect_date', 'obsolete'];

type Subject = { creditor: string; last4: string | null };

/** The user's disputes — at any bureau, in any round, open or ended — for one of these reasons. */
export const disputesFor = (em: EntityManager, userId: number, reasons: readonly DisputeReason[]): Promise<DisputeRecord[]> =>
  em.find(DisputeEntity, { userId, disputeReason: { $in: [...reasons] } });

/** Those of `disputes` that are about the item. */
export const disputesOf = (disputes: DisputeRecord[], item: Subject) =>
  disputes.filter((d) => disputeSubject(d.creditor, d.accountNumberMasked) === disputeSubject(item.creditor, item.last4));

/** Whether any of the user's disputes of the item says it is theirs. */
export const saidItIsTheirs = async (em: EntityManager, userId: number, item: Subject): Promise<boolean> =>
  disputesOf(await disputesFor(em, userId, OWNED_REASONS), item).length > 0;
