import { DAY_MS, DISPUTE_RESULT_LABELS, type DisputeResult, type DisputeType, expectedResponseDate, resolvesDispute } from '@finx/contracts';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../platform/app-error';
import { recordActivity } from '../credit';
import { notifyUser } from '../notifications';
import { addCalendarDays, answerDue, bureauAnswerDue, FINAL_RESOLUTION_DAYS, INITIAL_RESPONSE_DAYS } from './deadlines';
import { DisputeResultEntity } from './dispute-mail.entities';
import { liveMailingFor } from './mailings.service';
import { utcDay } from './deadlines';
import { DisputeEntity, type DisputeRecord } from './dispute.entity';

/**
 * A dispute's rounds: pending → in_progress when the letter is mailed (or the portal is used) → resolved
 * (deleted / updated) or rejected (verified / no change) → the next round starts pending again. Each step
 * locks the row and refuses a transition that does not apply (409).
 */

/** The user's dispute, locked; another user's is 404 like a missing one (its existence is not revealed). */
export async function lockedDispute(tx: EntityManager, userId: number, id: number): Promise<DisputeRecord> {
  const d = await tx.findOne(DisputeEntity, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  if (!d || d.userId !== userId) throw new AppError('not_found', 'Dispute not found');
  return d;
}

/** The letter is on its way (or filed online): the bureau's 30 days run. */
export function startInvestigation(tx: EntityManager, d: DisputeRecord, how: 'mail' | 'portal', at: Date) {
  if (d.status !== 'pending') return;
  const due = d.type === '605b' ? answerDue(d, at) : expectedResponseDate(at);
  tx.assign(d, { status: 'in_progress', ...(how === 'portal' ? { expectedResponseDate: due } : {}) });
  recordActivity(tx, d.userId, {
    type: 'dispute_updated',
    title: how === 'mail' ? 'Dispute letter mailed' : 'Dispute filed online',
    description: `${d.creditor}: round ${d.round}${how === 'portal' ? ' on the bureau portal' : ' by USPS Certified Mail'}`,
    metadata: { disputeId: d.id, round: d.round, how },
    at,
  });
}

export async function markPortalUsed(em: EntityManager, userId: number, id: number, at = new Date()) {
  return em.transactional(async (tx) => {
    const d = await lockedDispute(tx, userId, id);
    if (d.status !== 'pending') throw new AppError('conflict', 'This round is already under way');
    startInvestigation(tx, d, 'portal', at);
    return d;
  });
}

export async function recordResult(
  em: EntityManager,
  userId: number,
  id: number,
  r: { result: DisputeResult; responseDate: Date; note?: string },
  at = new Date(),
) {
  return em.transactional(async (tx) => {
    const d = await lockedDispute(tx, userId, id);
    if (d.status !== 'in_progress') {
      throw new AppError(
        'conflict',
        d.status === 'pending' ? "Send the letter or file on the bureau's portal before recording its answer" : 'An answer is already recorded for this round',
      );
    }
    if (r.responseDate.getTime() < d.submittedDate.getTime() - DAY_MS || r.responseDate.getTime() > at.getTime() + DAY_MS) {
      throw new AppError('invalid_input', 'responseDate must be between the filing date and today');
    }
    tx.create(DisputeResultEntity, { disputeId: d.id, round: d.round, result: r.result, responseDate: r.responseDate, note: r.note ?? null, recordedAt: at });
    tx.assign(d, { result: r.result, responseDate: r.responseDate, status: resolvesDispute(r.result) ? 'resolved' : 'rejected', overdueAt: null });
    recordActivity(tx, userId, {
      type: 'dispute_updated',
      title: 'Bureau answered',
      description: `${d.creditor}: ${DISPUTE_RESULT_LABELS[r.result]}`,
      metadata: { disputeId: d.id, round: d.round, result: r.result },
      at,
    });
    return d;
  });
}

/**
 * The user sent the bureau more information during its investigation: it has 45 days instead of 30
 * (FCRA §611(a)(1)(B)). Counted from the delivery of the letter when it has arrived, from the portal filing
 * (the current due date + 15) when filed online; a letter still in the mail takes the 45 days at delivery.
 */
export async function extendDeadline(em: EntityManager, userId: number, id: number, at = new Date()) {
  return em.transactional(async (tx) => {
    const d = await lockedDispute(tx, userId, id);
    if (d.status !== 'in_progress' || d.result != null) throw new AppError('conflict', 'The deadline can be extended only while the bureau is investigating');
    if (d.type === '605b')
      throw new AppError('conflict', 'An identity theft block has no extension: the bureau must block within 4 business days of receiving your request');
    if (d.deadlineExtended) throw new AppError('conflict', 'The bureau already has 45 days for this round');
    if (d.overdueAt) throw new AppError('conflict', "The bureau's 30 days have already passed");
    const mailing = await liveMailingFor(tx, d);
    const due = mailing?.deliveredAt
      ? bureauAnswerDue(mailing.deliveredAt, true)
      : !mailing && d.expectedResponseDate
        ? addCalendarDays(d.expectedResponseDate, FINAL_RESOLUTION_DAYS - INITIAL_RESPONSE_DAYS)
        : d.expectedResponseDate;
    tx.assign(d, { deadlineExtended: true, expectedResponseDate: due });
    recordActivity(tx, userId, {
      type: 'dispute_updated',
      title: 'More information sent',
      description: `${d.creditor}: the bureau has ${FINAL_RESOLUTION_DAYS} days to answer`,
      metadata: { disputeId: d.id, round: d.round },
      at,
    });
    return d;
  });
}

/**
 * The next round: after a verified / no-change answer (a method-of-verification letter by default), or when
 * the bureau's answer is overdue (the escalation letter by default).
 */
export async function startNextRound(em: EntityManager, userId: number, id: number, type: DisputeType | undefined, at = new Date()) {
  return em.transactional(async (tx) => {
    const d = await lockedDispute(tx, userId, id);
    const overdue = d.status === 'in_progress' && d.overdueAt != null;
    if (d.status !== 'rejected' && !overdue) throw new AppError('conflict', 'A next round follows a verified or no-change answer, or an overdue one');
    tx.assign(d, {
      round: d.round + 1,
      // a declined block (§605B(c)) goes on as a reinvestigation of the same item
      type: type ?? (overdue ? 'escalation' : d.type === '605b' ? '611' : d.type),
      status: 'pending',
      result: null,
      responseDate: null,
      overdueAt: null,
      // the new round's 30 days start when the bureau receives its letter
      expectedResponseDate: null,
    });
    recordActivity(tx, userId, {
      type: 'dispute_updated',
      title: 'Next dispute round',
      description: `${d.creditor}: round ${d.round}`,
      metadata: { disputeId: d.id, round: d.round },
      at,
    });
    return d;
  });
}

/**
 * Marks the disputes whose answer is past due (in progress, no answer, due day over) as overdue, with an
 * activity each; `ids` limits it to those disputes. Returns how many it marked. An answer on the due day is
 * on time (isOverdue), so a dispute is overdue from the next UTC day.
 */
export async function markOverdue(em: EntityManager, now = new Date(), ids?: number[]): Promise<number> {
  return em.transactional(async (tx) => {
    const due = await tx.find(DisputeEntity, {
      status: 'in_progress',
      result: null,
      overdueAt: null,
      expectedResponseDate: { $lt: utcDay(now) },
      ...(ids ? { id: { $in: ids } } : {}),
    });
    for (const d of due) {
      tx.assign(d, { overdueAt: now });
      recordActivity(tx, d.userId, {
        type: 'dispute_updated',
        title: 'Bureau answer overdue',
        description: `${d.creditor}: no answer by the FCRA deadline; an escalation letter is ready`,
        metadata: { disputeId: d.id, round: d.round },
        at: now,
      });
      await notifyUser(tx, d.userId, 'dispute_status_update', {
        title: 'Bureau answer overdue',
        body: `${d.creditor}: the bureau did not answer by the FCRA deadline. An escalation letter is ready.`,
        link: '/disputes',
      });
    }
    return due.length;
  });
}
