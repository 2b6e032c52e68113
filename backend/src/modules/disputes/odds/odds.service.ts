import {
  DAY_MS,
  type DisputeItemType,
  type DisputeOdds,
  type DisputeReason,
  type DisputeResult,
  itemTypeOf,
  ODDS_MIN_DISPUTES,
  ODDS_MIN_USERS,
} from '@finx/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { qualifiedTable } from '../../../platform/db/orm';
import { similarCreditors } from '../../documents';
import { ownDispute } from '../disputes.service';
import { type EndedDispute, oddsOf } from './odds';

/**
 * Every user's ended disputes of one kind (the current round answered): the answer, and the days from the
 * first mailing of a letter carrying it (its own or a bureau package's) — or the filing — to the answer.
 * Only what the odds need leaves this function; nothing of it reaches a response but the aggregates.
 */
async function endedDisputes(em: EntityManager, reason: DisputeReason, itemType: DisputeItemType): Promise<EndedDispute[]> {
  const table = (name: string) => qualifiedTable(em, name);
  const rows: { user_id: string | number; result: DisputeResult; creditor: string; started: Date | string; response_date: Date | string | null }[] =
    await em.execute(
      `select d.user_id, d.result, d.creditor, coalesce(m.first_mailed, d.submitted_date) as started, d.response_date
       from ${table('disputes')} d
       left join lateral (
         select min(dm.mailed_at) as first_mailed from ${table('dispute_mailings')} dm
          where dm.dispute_id = d.id
             or dm.package_id in (select pi.package_id from ${table('dispute_package_items')} pi where pi.dispute_id = d.id)
       ) m on true
      where d.result is not null and d.dispute_reason = ? and d.item_type = ? and d.type <> '605b'`,
      [reason, itemType],
    );
  return rows.map((r) => ({
    userId: Number(r.user_id),
    result: r.result,
    creditor: r.creditor,
    days: r.response_date ? Math.round((new Date(r.response_date).getTime() - new Date(r.started).getTime()) / DAY_MS) : null,
  }));
}

/** The odds of a kind of dispute, and with the named company (name variants alike) once enough of those exist. */
export async function disputeOdds(em: EntityManager, kind: { reason: DisputeReason; itemType: DisputeItemType; creditor?: string }): Promise<DisputeOdds> {
  const ended = await endedDisputes(em, kind.reason, kind.itemType);
  const name = kind.creditor?.trim();
  return {
    reason: kind.reason,
    itemType: kind.itemType,
    kind: oddsOf(ended),
    furnisher: name ? { name, stats: oddsOf(ended.filter((d) => similarCreditors(d.creditor, name))) } : null,
    minimum: { disputes: ODDS_MIN_DISPUTES, users: ODDS_MIN_USERS },
  };
}

/** The odds of disputes like one of the user's (404 for another user's, not revealed). */
export async function oddsOfDispute(em: EntityManager, userId: number, id: number): Promise<DisputeOdds> {
  const d = await ownDispute(em, userId, id);
  return disputeOdds(em, { reason: d.disputeReason, itemType: itemTypeOf(d), creditor: d.creditor });
}
