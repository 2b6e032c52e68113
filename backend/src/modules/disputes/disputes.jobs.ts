import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppContext } from '../types';
import { defineRecurringJob, type JobQueue } from '../../platform/queue';
import { errorMessage } from '../../platform/queue/types';
import { type Carrier, CarrierError, createCarrier, SANDBOX_EVENT_NAMES } from './carrier';
import { addCalendarDays } from './deadlines';
import { DisputeMailingEntity, MailingEventEntity } from './dispute-mail.entities';
import { mailingLetter } from './dispute-letters.service';
import { markOverdue, startInvestigation } from './dispute-rounds.service';
import { DisputeEntity } from './dispute.entity';
import { letterPdf } from './letters';
import type { MailingBilling } from './mailing-billing';
import { type MailingEventName, mailingDisputes, recordMailingEvent } from './mailings.service';

export const SEND_LETTER_JOB = 'disputes.send-letter';

/** The carrier's idempotency key of a mailing: the same on every try, never the same for two mailings. */
export const mailingIdempotencyKey = (m: { id: number; createdAt: Date }) => `finx-mailing-${m.id}-${m.createdAt.getTime()}`;
export const TRACKING_EVENT_JOB = 'disputes.tracking-event';
export const CHECK_OVERDUE_JOB = 'disputes.check-overdue';
export const SWEEP_JOB = 'disputes.sweep';

/** Only ids travel through the queue (no personal data in Redis). */
interface SendLetterData {
  mailingId: number;
}
interface TrackingEventData {
  mailingId: number;
  name: MailingEventName;
  /** ISO time of the event. */
  at: string;
}
interface CheckOverdueData {
  disputeId: number;
}

type JobsContext = Pick<AppContext, 'config' | 'orm' | 'logger'>;

/** The overdue check of a dispute due on `due`'s day: it runs once that day is over (an answer on it is on time). */
export const scheduleOverdueCheck = (queue: Pick<JobQueue, 'enqueue'>, disputeId: number, due: Date) =>
  queue.enqueue<CheckOverdueData>(
    CHECK_OVERDUE_JOB,
    { disputeId },
    { delay: Math.max(0, addCalendarDays(due, 1).getTime() - Date.now()) + 1000, jobId: `overdue-${disputeId}-${due.getTime()}` },
  );

/** The send job of a queued mailing; `tag` makes a new job id when a sweep queues it again. */
export const enqueueSendLetter = (queue: Pick<JobQueue, 'enqueue'>, mailingId: number, tag = String(Date.now())) =>
  queue.enqueue<SendLetterData>(SEND_LETTER_JOB, { mailingId }, { jobId: `mailing-${mailingId}-${tag}` });

/**
 * The disputes engine's background work: mailing an approved letter (retried with backoff; the carrier gets
 * the mailing's idempotency key, so a retry after a lost answer never mails twice), the sandbox carrier's
 * tracking events, the overdue check when a bureau's answer falls due, and the sweep (every JOB_SWEEP_SECONDS)
 * that finds in PostgreSQL the work whose job was lost (Redis restarted empty, a process died before enqueueing).
 */
export function defineDisputeJobs(queue: JobQueue, ctx: JobsContext, billing: MailingBilling, carrier: Carrier = createCarrier(ctx.config)) {
  const log = ctx.logger.child({ component: 'disputes' });
  const { sandboxStepMs } = ctx.config.certifiedMail;

  queue.defineJob<CheckOverdueData>(CHECK_OVERDUE_JOB, async ({ disputeId }) => {
    await markOverdue(ctx.orm.em.fork() as EntityManager, new Date(), [disputeId]);
  });

  /** Records an event; a delivery schedules the overdue check for the new due date. */
  const applyEvent = async (mailingId: number, name: MailingEventName, at: Date) => {
    const done = await recordMailingEvent(ctx.orm.em.fork() as EntityManager, mailingId, name, at);
    for (const { disputeId, dueDate } of done?.dueDates ?? []) await scheduleOverdueCheck(queue, disputeId, dueDate);
  };

  const trackingEvent = queue.defineJob<TrackingEventData>(TRACKING_EVENT_JOB, ({ mailingId, name, at }) => applyEvent(mailingId, name, new Date(at)));

  /**
   * The sandbox's events after Mailed, one every SANDBOX_MAIL_STEP_SECONDS from `mailedAt`. A sweep passes
   * `dueBefore` (only the events that are that late) and a `tag` (a new job id: the lost job's may still be known).
   */
  const scheduleSandboxEvents = async (mailingId: number, mailedAt: Date, after: Set<string>, sweep?: { dueBefore: Date; tag: string }) => {
    for (const [i, name] of SANDBOX_EVENT_NAMES.entries()) {
      const at = new Date(mailedAt.getTime() + (i + 1) * sandboxStepMs);
      if (after.has(name) || (sweep && at >= sweep.dueBefore)) continue;
      await trackingEvent.enqueue(
        { mailingId, name, at: at.toISOString() },
        { delay: Math.max(0, at.getTime() - Date.now()), jobId: `sandbox-${mailingId}-${i}${sweep ? `-${sweep.tag}` : ''}` },
      );
    }
  };

  /** The events each open sandbox mailing has had, by mailing. */
  const openSandboxMailings = async (em: EntityManager) => {
    const open = await em.find(DisputeMailingEntity, { carrier: 'sandbox', status: { $in: ['mailed', 'in_transit'] }, mailedAt: { $ne: null } });
    const events = await em.find(MailingEventEntity, { mailingId: { $in: open.map((m) => m.id) } });
    return open.map((m) => ({ id: m.id, mailedAt: m.mailedAt!, seen: new Set(events.filter((e) => e.mailingId === m.id).map((e) => e.name)) }));
  };

  queue.defineJob<SendLetterData>(
    SEND_LETTER_JOB,
    async ({ mailingId }, job) => {
      const em = ctx.orm.em.fork() as EntityManager;
      const mailing = await em.findOne(DisputeMailingEntity, { id: mailingId });
      if (!mailing || mailing.status !== 'queued') return; // sent (or given up) already
      const letter = await mailingLetter(em, mailing);
      let sent;
      try {
        sent = await carrier.send({
          // the id alone would repeat after a database reset (Lob keeps keys for 24 h); with its creation time it does not
          idempotencyKey: mailingIdempotencyKey(mailing),
          to: letter.to,
          from: letter.from,
          pdf: await letterPdf(letter),
          service: mailing.service,
          description: mailing.packageId ? `FinX dispute package ${mailing.packageId.slice(-8)}` : `FinX dispute ${mailing.disputeId}, round ${mailing.round}`,
        });
      } catch (err) {
        const retry = err instanceof CarrierError && err.retryable && job.attempt < job.maxAttempts;
        log.warn({ mailingId, attempt: job.attempt, retry, err: errorMessage(err) }, 'carrier did not take the letter');
        if (retry) throw err;
        em.assign(mailing, { status: 'failed', error: err instanceof CarrierError ? err.message : 'The carrier could not be reached' });
        await em.flush();
        await billing.notSent(em, mailingId); // never mailed: nothing is owed for it
        return;
      }
      const mailedAt = new Date();
      await em.transactional(async (tx) => {
        const m = await tx.findOneOrFail(DisputeMailingEntity, { id: mailingId });
        tx.assign(m, { carrierId: sent.carrierId, trackingNumber: sent.trackingNumber, expectedDeliveryDate: sent.expectedDeliveryDate });
        for (const { disputeId, round } of await mailingDisputes(tx, m)) {
          const d = await tx.findOneOrFail(DisputeEntity, { id: disputeId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
          if (d.round === round) startInvestigation(tx, d, 'mail', mailedAt);
        }
      });
      await applyEvent(mailingId, 'Mailed', mailedAt);
      // The carrier accepted it: only now is its fee owed (CROA: no payment before the service), billed in arrears.
      await billing
        .accepted(ctx.orm.em.fork() as EntityManager, mailingId, sent.trackingNumber, mailedAt)
        .catch((err) => log.error({ mailingId, err: errorMessage(err) }, 'certified mail fee not recorded'));
      log.info({ mailingId, packageId: mailing.packageId ?? undefined, carrier: sent.carrier }, 'dispute letter mailed');
      if (sent.carrier === 'sandbox') await scheduleSandboxEvents(mailingId, mailedAt, new Set(['Mailed']));
    },
    { attempts: 5, backoff: { type: 'exponential', delay: 2000 } },
  );

  const { sweepMs, lostAfterMs } = ctx.config.jobs;

  /**
   * Work whose job was lost: answers past due are marked overdue, letters still queued JOB_LOST_AFTER_SECONDS
   * after they were approved are sent again (the carrier's idempotency key keeps a second try from mailing
   * twice), and sandbox tracking events that late are queued again.
   */
  async function sweep(now = new Date()) {
    const em = ctx.orm.em.fork() as EntityManager;
    const tag = `s${Math.floor(now.getTime() / sweepMs)}`;
    const dueBefore = new Date(now.getTime() - lostAfterMs);
    const overdue = await markOverdue(em, now);
    const queued = await em.find(DisputeMailingEntity, { status: 'queued', createdAt: { $lt: dueBefore } }, { fields: ['id'] });
    for (const m of queued) await enqueueSendLetter(queue, m.id, tag);
    for (const m of await openSandboxMailings(em)) await scheduleSandboxEvents(m.id, m.mailedAt, m.seen, { dueBefore, tag });
    if (overdue || queued.length) log.info({ overdue, letters: queued.length }, 'disputes sweep: overdue answers marked, lost letters queued again');
  }

  /**
   * Whenever the queue connects (a start; Redis back, maybe empty): answers past due are marked overdue, the ones
   * still to come get their check again, and sandbox letters pick up their schedule.
   */
  async function resume() {
    const em = ctx.orm.em.fork() as EntityManager;
    await markOverdue(em);
    const waiting = await em.find(DisputeEntity, { status: 'in_progress', result: null, overdueAt: null, expectedResponseDate: { $ne: null } });
    for (const d of waiting) await scheduleOverdueCheck(queue, d.id, d.expectedResponseDate!);
    for (const m of await openSandboxMailings(em)) await scheduleSandboxEvents(m.id, m.mailedAt, m.seen);
  }

  queue.whenConnected(resume);
  defineRecurringJob(queue, SWEEP_JOB, 'dp-sweep', sweepMs, sweep);
  return { sweep };
}
