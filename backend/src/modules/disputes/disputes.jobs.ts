import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import type { AppContext } from '../types';
import type { Logger } from '../../platform/logger';
import { defineJob, defineRecurringJob, type Enqueuer, errorMessage, type JobQueue } from '../../platform/queue';
import { AppError } from '../../platform/app-error';
import { type Carrier, CarrierError, createCarrier, SANDBOX_EVENT_NAMES, TRACKING_EVENT_NAMES } from './carrier';
import { addCalendarDays } from './deadlines';
import { DisputeMailingEntity, MailingEventEntity } from './dispute-mail.entities';
import { mailingLetter } from './dispute-letters.service';
import { markOverdue, startInvestigation } from './dispute-rounds.service';
import { DisputeEntity } from './dispute.entity';
import { printLetter } from './letter-print';
import type { MailingBilling } from './mailing-billing';
import { type MailingEventName, mailingDisputes, recordMailingEvent } from './mailings.service';

/** The carrier's idempotency key of a mailing: the same on every try, never the same for two mailings. */
export const mailingIdempotencyKey = (m: { id: number; createdAt: Date }) => `finx-mailing-${m.id}-${m.createdAt.getTime()}`;

/** What the disputes jobs run with (the queue: a delivery schedules its overdue check, a sandbox letter its events). */
export interface DisputeJobDeps extends Pick<AppContext, 'config' | 'orm'> {
  queue: Enqueuer;
  log: Logger;
  billing: MailingBilling;
  carrier: Carrier;
}

/** Only ids travel through the queue (no personal data in Redis). */
const id = z.number().int().positive();

/** Marks the dispute overdue if its bureau has not answered by its due date. */
export const checkOverdueJob = defineJob({
  name: 'disputes.check-overdue',
  payload: z.object({ disputeId: id }),
  /** One check per due date: a later due date (more information, a delivery) gets its own. */
  jobId: ({ disputeId }, due: Date) => `overdue-${disputeId}-${due.getTime()}`,
  async handle({ disputeId }, _job, { orm }: DisputeJobDeps) {
    await markOverdue(orm.em.fork() as EntityManager, new Date(), [disputeId]);
  },
});

/** The overdue check of a dispute due on `due`'s day: it runs once that day is over (an answer on it is on time). */
export const scheduleOverdueCheck = (queue: Enqueuer, disputeId: number, due: Date) =>
  checkOverdueJob.enqueue(queue, { disputeId }, { key: due, delay: Math.max(0, addCalendarDays(due, 1).getTime() - Date.now()) + 1000 });

/** Records an event; a delivery schedules the overdue check for the new due date. */
async function applyEvent(deps: DisputeJobDeps, mailingId: number, name: MailingEventName, at: Date) {
  const done = await recordMailingEvent(deps.orm.em.fork() as EntityManager, mailingId, name, at);
  for (const { disputeId, dueDate } of done?.dueDates ?? []) await scheduleOverdueCheck(deps.queue, disputeId, dueDate);
}

/** A carrier's tracking event of a mailing: Lob's webhook, or the sandbox carrier's schedule. */
export const trackingEventJob = defineJob({
  name: 'disputes.tracking-event',
  payload: z.object({
    mailingId: id,
    name: z.enum([...TRACKING_EVENT_NAMES, 'Returned to Sender']),
    /** ISO time of the event. */
    at: z.string().datetime(),
  }),
  /** Lob's event once, however often Lob sends it; a sandbox step once per mailing (a sweep's tag: again, the lost job's id may still be known). */
  jobId: ({ mailingId }, key: { lobEventId: string } | { sandboxStep: number; sweepTag?: string }) =>
    'lobEventId' in key ? `lob-${key.lobEventId}` : `sandbox-${mailingId}-${key.sandboxStep}${key.sweepTag ? `-${key.sweepTag}` : ''}`,
  handle: ({ mailingId, name, at }, _job, deps: DisputeJobDeps) => applyEvent(deps, mailingId, name, new Date(at)),
});

/**
 * The sandbox's events after Mailed, one every SANDBOX_MAIL_STEP_SECONDS from `mailedAt`. A sweep passes
 * `dueBefore` (only the events that are that late) and a `tag` (a new job id: the lost job's may still be known).
 */
async function scheduleSandboxEvents(deps: DisputeJobDeps, mailingId: number, mailedAt: Date, after: Set<string>, sweep?: { dueBefore: Date; tag: string }) {
  const { sandboxStepMs } = deps.config.certifiedMail;
  for (const [i, name] of SANDBOX_EVENT_NAMES.entries()) {
    const at = new Date(mailedAt.getTime() + (i + 1) * sandboxStepMs);
    if (after.has(name) || (sweep && at >= sweep.dueBefore)) continue;
    await trackingEventJob.enqueue(
      deps.queue,
      { mailingId, name, at: at.toISOString() },
      { key: { sandboxStep: i, sweepTag: sweep?.tag }, delay: Math.max(0, at.getTime() - Date.now()) },
    );
  }
}

/**
 * Mails an approved letter: retried with backoff, and the carrier gets the mailing's idempotency key, so a retry
 * after a lost answer never mails twice.
 */
export const sendLetterJob = defineJob({
  name: 'disputes.send-letter',
  payload: z.object({ mailingId: id }),
  /** A new id each time (a sweep passes its tag): the mailing's status, not the id, keeps it from going twice. */
  jobId: ({ mailingId }, sweepTag: string | undefined) => `mailing-${mailingId}-${sweepTag ?? Date.now()}`,
  options: { attempts: 5, backoff: { type: 'exponential', delay: 2000 } },
  async handle({ mailingId }, job, deps: DisputeJobDeps) {
    const { config, orm, log, billing, carrier } = deps;
    const em = orm.em.fork() as EntityManager;
    const mailing = await em.findOne(DisputeMailingEntity, { id: mailingId });
    if (mailing?.status !== 'queued') return; // sent (or given up) already
    const letter = await mailingLetter(em, mailing);
    const [first] = await mailingDisputes(em, mailing);
    const owner = await em.findOneOrFail(DisputeEntity, { id: first!.disputeId }, { fields: ['userId'] });
    let sent: Awaited<ReturnType<Carrier['send']>>;
    try {
      // the letter with the pages of what it encloses (a §605B request's FTC report and ID)
      const pdf = await printLetter(em, config, owner.userId, letter);
      sent = await carrier.send({
        // the id alone would repeat after a database reset (Lob keeps keys for 24 h); with its creation time it does not
        idempotencyKey: mailingIdempotencyKey(mailing),
        to: letter.to,
        from: letter.from,
        pdf,
        service: mailing.service,
        description: mailing.packageId ? `FinX dispute package ${mailing.packageId.slice(-8)}` : `FinX dispute ${mailing.disputeId}, round ${mailing.round}`,
      });
    } catch (err) {
      const retry = err instanceof CarrierError && err.retryable && job.attempt < job.maxAttempts;
      log.warn({ mailingId, attempt: job.attempt, retry, err: errorMessage(err) }, 'carrier did not take the letter');
      if (retry) throw err;
      em.assign(mailing, {
        status: 'failed',
        error: err instanceof CarrierError || err instanceof AppError ? err.message : 'The carrier could not be reached',
      });
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
    await applyEvent(deps, mailingId, 'Mailed', mailedAt);
    // The carrier accepted it: only now is its fee owed (CROA: no payment before the service), billed in arrears.
    await billing
      .accepted(orm.em.fork() as EntityManager, mailingId, sent.trackingNumber, mailedAt)
      .catch((err) => log.error({ mailingId, err: errorMessage(err) }, 'certified mail fee not recorded'));
    log.info({ mailingId, packageId: mailing.packageId ?? undefined, carrier: sent.carrier }, 'dispute letter mailed');
    if (sent.carrier === 'sandbox') await scheduleSandboxEvents(deps, mailingId, mailedAt, new Set(['Mailed']));
  },
});

/**
 * The disputes engine's background work: the jobs above, and the sweep (every JOB_SWEEP_SECONDS) that finds in
 * PostgreSQL the work whose job was lost (Redis restarted empty, a process died before enqueueing).
 */
export function defineDisputeJobs(
  queue: JobQueue,
  ctx: Pick<AppContext, 'config' | 'orm' | 'logger'>,
  billing: MailingBilling,
  carrier: Carrier = createCarrier(ctx.config),
) {
  const log = ctx.logger.child({ component: 'disputes' });
  const deps: DisputeJobDeps = { config: ctx.config, orm: ctx.orm, queue, log, billing, carrier };
  for (const job of [checkOverdueJob, trackingEventJob, sendLetterJob]) queue.register(job, deps);

  /** The events each open sandbox mailing has had, by mailing. */
  const openSandboxMailings = async (em: EntityManager) => {
    const open = await em.find(DisputeMailingEntity, { carrier: 'sandbox', status: { $in: ['mailed', 'in_transit'] }, mailedAt: { $ne: null } });
    const events = await em.find(MailingEventEntity, { mailingId: { $in: open.map((m) => m.id) } });
    return open.map((m) => ({ id: m.id, mailedAt: m.mailedAt!, seen: new Set(events.filter((e) => e.mailingId === m.id).map((e) => e.name)) }));
  };

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
    for (const m of queued) await sendLetterJob.enqueue(queue, { mailingId: m.id }, { key: tag });
    for (const m of await openSandboxMailings(em)) await scheduleSandboxEvents(deps, m.id, m.mailedAt, m.seen, { dueBefore, tag });
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
    for (const m of await openSandboxMailings(em)) await scheduleSandboxEvents(deps, m.id, m.mailedAt, m.seen);
  }

  queue.whenConnected(resume);
  defineRecurringJob(queue, { name: 'disputes.sweep', idPrefix: 'dp-sweep', everyMs: sweepMs, run: sweep });
  return { sweep };
}
