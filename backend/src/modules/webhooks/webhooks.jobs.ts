import { WEBHOOK_PROVIDER_LABELS } from '@finx/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { qualifiedTable } from '../../platform/db/orm';
import { defineRecurringJob, type JobQueue } from '../../platform/queue';
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

export const DELIVER_JOB = 'webhooks.deliver';
export const SWEEP_JOB = 'webhooks.sweep';
export const NOTIFY_DISABLED_JOB = 'webhooks.notify-disabled';

/** Only ids travel through the queue (payloads and secrets stay in PostgreSQL). */
interface DeliverData {
  eventId: number;
}
interface NotifyDisabledData {
  webhookId: number;
}

/** The job of one attempt: its id is unique per event and attempt, so enqueueing it twice adds it once. */
export const deliveryJobId = (k: DeliveryKey, suffix = '') => `wh-${k.eventId}-${k.attempts}${suffix}`;

/** Extra hold on an event beyond the request's own timeout and name lookup, before the sweep may retry it. */
const LEASE_MARGIN_MS = 2000;

/** How long a receiver host's resolved addresses are reused by the delivery guard. */
const RESOLVE_CACHE_MS = 10_000;

type JobsContext = Pick<AppContext, 'config' | 'orm' | 'logger'>;

export interface WebhookJobOptions {
  /** Name resolution for the SSRF guard (tests). */
  resolve?: GuardOptions['resolve'];
}

/**
 * Delivery of webhook events: one job per attempt (claim the event, sign, POST to the checked address, record
 * the attempt and queue the next one), the sweep that picks up deliveries a crash or restart left behind, and
 * the system alert to an owner whose webhook was switched off. Events reach the queue when their transaction commits.
 */
export function defineWebhookJobs(queue: JobQueue, ctx: JobsContext, opts: WebhookJobOptions = {}) {
  const { config, orm } = ctx;
  const log = ctx.logger.child({ component: 'webhooks' });
  const settings = config.webhooks;
  const resolveTimeoutMs = Math.min(5000, settings.timeoutMs);
  // Every delivery checks its receiver's addresses again; a host's lookup is reused for a few seconds.
  const resolve = cachedResolver(opts.resolve ?? ((host) => resolveHost(host, resolveTimeoutMs)), RESOLVE_CACHE_MS);
  const guard: GuardOptions = { ...guardOptions(config, resolve), resolveTimeoutMs };
  const leaseMs = settings.timeoutMs + (guard.resolveTimeoutMs ?? 0) + LEASE_MARGIN_MS;
  const statements = deliveryStatements(orm, { leaseMs });
  const streakReason = `Every delivery failed for ${Math.round(settings.disableAfterMs / 3_600_000)} hours`;

  const enqueueDelivery = (k: DeliveryKey, o: { delay?: number; suffix?: string } = {}) =>
    queue.enqueue<DeliverData>(DELIVER_JOB, { eventId: k.eventId }, { jobId: deliveryJobId(k, o.suffix), delay: o.delay, attempts: 1 });
  const notifyOwner = (webhookId: number, tag: string) =>
    queue.enqueue<NotifyDisabledData>(NOTIFY_DISABLED_JOB, { webhookId }, { jobId: `wh-disabled-${webhookId}-${tag}` });

  queue.defineJob<DeliverData>(
    DELIVER_JOB,
    async ({ eventId }) => {
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
      const recorded = await statements.record(event, result, outcome, startedAt, { disableAfterMs: settings.disableAfterMs, streakReason });
      if (outcome.status === 'pending') await enqueueDelivery({ eventId, attempts: recorded.attempt }, { delay: outcome.delayMs });
      if (recorded.disabledNow) {
        log.warn({ webhookId: recorded.webhookId }, 'webhook switched off after failed deliveries');
        await notifyOwner(recorded.webhookId, String(startedAt.getTime()));
      }
    },
    { attempts: 1, concurrency: settings.concurrency },
  );

  queue.defineJob<NotifyDisabledData>(
    NOTIFY_DISABLED_JOB,
    async ({ webhookId }) => {
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
    { attempts: 5, backoff: { type: 'exponential', delay: 5000 } },
  );

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
    for (const e of overdue) await enqueueDelivery({ eventId: Number(e.id), attempts: e.attempts }, { suffix: `-${tag}` });
    const untold = await conn.execute<{ id: string }[]>(
      `select "id" from ${hooks}
       where not "is_active" and "owner_notified_at" is null and "disabled_at" <= now() - (? * interval '1 millisecond') limit 100`,
      [settings.sweepMs],
    );
    for (const w of untold) await notifyOwner(Number(w.id), tag);
    if (overdue.length) log.info({ events: overdue.length }, 'overdue webhook deliveries queued again');
  }

  const scheduleSweep = defineRecurringJob(queue, SWEEP_JOB, 'wh-sweep', settings.sweepMs, sweep);

  pendingDeliveries.relay(orm, (keys) => Promise.all(keys.map((k) => enqueueDelivery(k))), log);

  return { scheduleSweep, sweep, enqueueDelivery };
}
