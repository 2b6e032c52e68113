import type { EntityManager } from '@mikro-orm/postgresql';
import { enqueueOrLeaveToSweep } from '../../platform/queue';
import type { DisputeMailContext } from './dispute-mail.context';
import type { DisputeRecord } from './dispute.entity';
import { extendDeadline, markPortalUsed } from './dispute-rounds.service';
import { ownDispute, toDisputeWithMailing } from './disputes.service';
import { scheduleOverdueCheck } from './disputes.jobs';
import { latestMailings } from './mailings.service';

/** The dispute as the screens show it, with its round's latest mailing. */
export async function disputeView(em: EntityManager, d: DisputeRecord) {
  return toDisputeWithMailing(d, (await latestMailings(em, [d])).get(d.id) ?? null);
}

/** The user filed the round on the bureau's portal: the bureau's days run from today. */
export async function recordPortalFiling({ orm, queue, log, billing }: DisputeMailContext, userId: number, id: number) {
  // Tracking a filing is part of the credit repair service: the contract comes first.
  await ownDispute(orm.em, userId, id);
  await billing.requireAgreement(orm.em, userId);
  const d = await markPortalUsed(orm.em, userId, id);
  // Filed online: no delivery event will schedule the check, so it is scheduled now (or by the sweep).
  await scheduleCheck({ queue, log }, d);
  return disputeView(orm.em, d);
}

/** The user sent the bureau more information: 45 days, and the overdue check moved to the new due date. */
export async function recordMoreInformation({ orm, queue, log }: DisputeMailContext, userId: number, id: number) {
  const d = await extendDeadline(orm.em, userId, id);
  await scheduleCheck({ queue, log }, d);
  return disputeView(orm.em, d);
}

/** The overdue check at the round's due date (the sweep schedules it when the queue is down). */
const scheduleCheck = async ({ queue, log }: Pick<DisputeMailContext, 'queue' | 'log'>, d: DisputeRecord) => {
  if (d.expectedResponseDate) await enqueueOrLeaveToSweep(scheduleOverdueCheck(queue, d.id, d.expectedResponseDate), log, { disputeId: d.id });
};
