import { WEBHOOK_PROVIDER_LABELS } from '@finx/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import type { Config } from '../../platform/config';
import { qualifiedTable } from '../../platform/db/orm';
import type { Logger } from '../../platform/logger';
import { defineJob, defineRecurringJob, type Enqueuer, type JobQueue } from '../../platform/queue';
import type { AppContext } from '../types';
import { notifyUser } from '../notifications';
import { cachedResolver, type GuardOptions, resolveHost } from './address-guard';
import { deliveryStatements } from './delivery';
import { type DeliveryKey, pendingDeliveries } from './outbox';
import { outcomeOf } from './retry-policy';
import { sendWebhook } from './send';
import { signatureHeaders } from './signing';
import { WebhookEntity } from './webhook.entities';
import { guardOptions, signingSecrets } from './webhooks.service';

/** Extra hold on an event beyond the request's own timeout and name lookup, before the sweep may retry it. */
const LEASE_MARGIN_MS = 2000;

/** How long a receiver host's resolved addresses are reused by the delivery guard. */
const RESOLVE_CACHE_MS = 10_000;

export interface WebhookJobOptions {
  /** Name resolution for the SSRF guard (tests). */
  resolve?: GuardOptions['resolve'];
}

/** What the webhook jobs run with: the delivery's statements and guard are made once per process. */
export interface WebhookJobDeps extends Pick<AppContext, 'orm'> {
  queue: Enqueuer;
  log: Logger;
  settings: Config['webhooks'];
  guard: GuardOptions;
  statements: ReturnType<typeof deliveryStatements>;
}

/** Only ids travel through the queue (payloads and secrets stay in PostgreSQL). */
const id = z.number().int().positive();

/**
 * One attempt of an event: claim it, sign, POST to the checked address, record the attempt and queue the next
 * one; a webhook switched off by its failures gets its owner told.
 */
export const deliverWebhookJob = defineJob({
  name: 'webhooks.deliver',
  payload: z.object({ eventId: id }),
  /** Unique per event and attempt, so enqueueing it twice adds it once (a sweep's tag: again, the lost job's id may still be known). */
  jobId: ({ eventId }, { attempts, sweepTag }: { attempts: number; sweepTag?: string }) => `wh-${eventId}-${attempts}${sweepTag ? `-${sweepTag}` : ''}`,
  options: ({ settings }: WebhookJobDeps) => ({ attempts: 1, concurrency: settings.concurrency }),
  async handle({ eventId }, _job, { queue, log, settings, guard, statements }: WebhookJobDeps) {
    const event = await statements.claim(eventId);
    if (!event) return; // delivered, not due yet, or another worker holds it
    if (!event.isActive) return void (await statements.skip(eventId, 'Not sent: the webhook is switched off'));
    const startedAt = new Date();
    const result = await sendWebhook({
      url: event.webhookUrl,
      headers: signatureHeaders(signingSecrets(event, startedAt), event.messageId, event.payload, startedAt.getTime()),
      body: event.payload,
      timeoutMs: settings.timeoutMs,
      guard,
    });
    const outcome = outcomeOf(result, event.retryStep, settings.retryScheduleMs);
    const streakReason = `Every delivery failed for ${Math.round(settings.disableAfterMs / 3_600_000)} hours`;
    const recorded = await statements.record(event, result, outcome, startedAt, { disableAfterMs: settings.disableAfterMs, streakReason });
    if (outcome.status === 'pending') await deliverWebhookJob.enqueue(queue, { eventId }, { key: { attempts: recorded.attempt }, delay: outcome.delayMs });
    if (recorded.disabledNow) {
      log.warn({ webhookId: recorded.webhookId }, 'webhook switched off after failed deliveries');
      await notifyDisabledJob.enqueue(queue, { webhookId: recorded.webhookId }, { key: String(startedAt.getTime()) });
    }
  },
});

/** The system alert to an owner whose webhook was switched off. */
export const notifyDisabledJob = defineJob({
  name: 'webhooks.notify-disabled',
  payload: z.object({ webhookId: id }),
  jobId: ({ webhookId }, tag: string) => `wh-disabled-${webhookId}-${tag}`,
  options: { attempts: 5, backoff: { type: 'exponential', delay: 5000 } },
  async handle({ webhookId }, _job, { orm, log }: WebhookJobDeps) {
    const em = orm.em.fork() as EntityManager;
    const w = await em.findOne(WebhookEntity, { id: webhookId });
    if (!w || w.isActive || w.ownerNotifiedAt) return;
    // A system alert (urgent): in the inbox, and by e-mail / SMS / push as the owner's preferences say.
    const label = WEBHOOK_PROVIDER_LABELS[w.provider];
    await notifyUser(em, w.userId, 'system_alert', {
      title: `Your ${label} webhook was switched off`,
      body: `FinX switched off your ${label} webhook at ${w.webhookUrl}. Reason: ${w.disabledReason ?? 'deliveries kept failing'}. No events are sent to it until you switch it on again on Webhook Management; failed events can be sent again from their details there (Replay).`,
      link: '/webhooks',
    });
    w.ownerNotifiedAt = new Date();
    await em.flush();
    log.info({ webhookId }, 'webhook owner told of the automatic switch-off');
  },
});

/**
 * Delivery of webhook events: the jobs above, the sweep that picks up deliveries a crash or restart left behind,
 * and the relay that queues events when their transaction commits.
 */
export function defineWebhookJobs(queue: JobQueue, ctx: Pick<AppContext, 'config' | 'orm' | 'logger'>, opts: WebhookJobOptions = {}) {
  const { config, orm } = ctx;
  const log = ctx.logger.child({ component: 'webhooks' });
  const settings = config.webhooks;
  const resolveTimeoutMs = Math.min(5000, settings.timeoutMs);
  // Every delivery checks its receiver's addresses again; a host's lookup is reused for a few seconds.
  const resolve = cachedResolver(opts.resolve ?? ((host) => resolveHost(host, resolveTimeoutMs)), RESOLVE_CACHE_MS);
  const guard: GuardOptions = { ...guardOptions(config, resolve), resolveTimeoutMs };
  const leaseMs = settings.timeoutMs + (guard.resolveTimeoutMs ?? 0) + LEASE_MARGIN_MS;
  const deps: WebhookJobDeps = { orm, queue, log, settings, guard, statements: deliveryStatements(orm, { leaseMs }) };
  queue.register(deliverWebhookJob, deps);
  queue.register(notifyDisabledJob, deps);
  const enqueueDelivery = ({ eventId, attempts }: DeliveryKey, sweepTag?: string) =>
    deliverWebhookJob.enqueue(queue, { eventId }, { key: { attempts, sweepTag } });

  const events = qualifiedTable(orm, 'webhook_events');
  const hooks = qualifiedTable(orm, 'webhooks');

  /** Deliveries overdue by a sweep interval and held by nobody (their job was lost), and owners not yet told. */
  async function sweep() {
    const conn = orm.em.getConnection();
    const tag = `s${Math.floor(Date.now() / settings.sweepMs)}`;
    const overdue = await conn.execute<{ id: string; attempts: number }[]>(
      `select "id", "attempts" from ${events}
       where "status" = 'pending' and "next_attempt_at" <= now() - (? * interval '1 millisecond')
         and ("locked_until" is null or "locked_until" < now())
       order by "next_attempt_at" limit 1000`,
      [settings.sweepMs],
    );
    for (const e of overdue) await enqueueDelivery({ eventId: Number(e.id), attempts: e.attempts }, tag);
    const untold = await conn.execute<{ id: string }[]>(
      `select "id" from ${hooks}
       where not "is_active" and "owner_notified_at" is null and "disabled_at" <= now() - (? * interval '1 millisecond') limit 100`,
      [settings.sweepMs],
    );
    for (const w of untold) await notifyDisabledJob.enqueue(queue, { webhookId: Number(w.id) }, { key: tag });
    if (overdue.length) log.info({ events: overdue.length }, 'overdue webhook deliveries queued again');
  }

  const scheduleSweep = defineRecurringJob(queue, { name: 'webhooks.sweep', idPrefix: 'wh-sweep', everyMs: settings.sweepMs, run: sweep });

  pendingDeliveries.relay(orm, (keys) => Promise.all(keys.map((k) => enqueueDelivery(k))), log);

  return { scheduleSweep, sweep };
}
