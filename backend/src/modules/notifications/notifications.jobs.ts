import { CHANNEL_LABELS, type NotificationChannel } from '@finx/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { qualifiedTable } from '../../platform/db/orm';
import { isDatabaseUnavailable } from '../../platform/db/unavailable';
import { z } from 'zod';
import type { Logger } from '../../platform/logger';
import { defineJob, defineRecurringJob, errorMessage, type JobContext, type JobQueue } from '../../platform/queue';
import type { AppContext } from '../types';
import { ChannelRefused, type Channels, type OutgoingMessage, recipientFor } from './channels';
import { currentPeriod, type DigestPeriod } from './digests';
import { NotificationEntity } from './notification.entities';
import { immediateSends } from './notify';
import { channelWants, effectivePreferences } from './preferences.service';

/** How long a claimed send holds its row before the sweep may try it again. */
const LEASE = "interval '2 minutes'";
const ATTEMPTS = { attempts: 5, backoff: { type: 'exponential' as const, delay: 5000 } };

/** What the notification jobs run with. */
export interface NotificationJobDeps extends Pick<AppContext, 'orm'> {
  log: Logger;
  channels: Channels;
}

/**
 * What the final state of a send is, from its error: refused (no retry), retried, or failed on the last try —
 * except when the database was unreachable: then it stays pending for the sweep, whatever the try.
 */
function outcome(err: unknown, job: JobContext): { status: 'failed' | 'pending'; error: string; retry: boolean } {
  if (err instanceof ChannelRefused) return { status: 'failed', error: err.message, retry: false };
  const last = job.attempt >= job.maxAttempts;
  return { status: last && !isDatabaseUnavailable(err) ? 'failed' : 'pending', error: errorMessage(err).slice(0, 1000), retry: !last };
}

/** Sends through a channel if the user still wants it; the row's final state is written by the caller. */
async function sendTo(
  { channels }: NotificationJobDeps,
  em: EntityManager,
  userId: number,
  channel: NotificationChannel,
  type: string | null,
  message: OutgoingMessage,
) {
  const prefs = await effectivePreferences(em, userId);
  if (type ? !channelWants(prefs, channel, type) : !prefs.channels[channel].enabled)
    return { skipped: `${CHANNEL_LABELS[channel]} was switched off before it was sent` };
  const to = await recipientFor(em, userId, prefs);
  if (!to) return { skipped: 'The account no longer exists' };
  return { sent: await channels[channel].send(to, message) };
}

/** Only ids travel through the queue (the message stays in PostgreSQL). */
const id = z.number().int().positive();

/** One immediate send of a notification through one channel. */
export const deliverNotificationJob = defineJob({
  name: 'notifications.deliver',
  payload: z.object({ deliveryId: id }),
  /** A sweep's tag: again, the lost job's id may still be known. */
  jobId: ({ deliveryId }, sweepTag: string | undefined) => `nd-${deliveryId}${sweepTag ?? ''}`,
  options: { ...ATTEMPTS, concurrency: 5 },
  async handle({ deliveryId }, job, deps: NotificationJobDeps) {
    const { orm, log } = deps;
    const conn = orm.em.getConnection();
    const deliveries = qualifiedTable(orm, 'notification_deliveries');
    const [claimed] = await conn.execute<{ notification_id: string; user_id: string; channel: NotificationChannel }[]>(
      `update ${deliveries} set "status" = 'sending', "attempts" = "attempts" + 1, "locked_until" = now() + ${LEASE}
       where "id" = ? and "mode" = 'immediate' and ("status" = 'pending' or ("status" = 'sending' and "locked_until" < now()))
       returning "notification_id", "user_id", "channel"`,
      [deliveryId],
    );
    if (!claimed) return; // sent, or another worker holds it
    const em = orm.em.fork() as EntityManager;
    const finish = (status: string, error: string | null) =>
      conn.execute(
        `update ${deliveries} set "status" = ?, "error" = ?, "locked_until" = null, "sent_at" = case when ? = 'sent' then now() else null end where "id" = ?`,
        [status, error, status, deliveryId],
      );
    try {
      const n = await em.findOneOrFail(NotificationEntity, { id: Number(claimed.notification_id) });
      const result = await sendTo(deps, em, n.userId, claimed.channel, n.type, { title: n.title, body: n.body, link: n.link ?? null, tag: `finx-${n.id}` });
      await finish(result.sent ? 'sent' : 'skipped', result.skipped ?? null);
    } catch (err) {
      const o = outcome(err, job);
      await finish(o.status, o.error);
      log.warn({ deliveryId, channel: claimed.channel, error: o.error, retry: o.retry }, 'notification send failed');
      if (o.retry) throw err;
    }
  },
});

/** One daily or weekly digest of a user's channel. */
export const sendDigestJob = defineJob({
  name: 'notifications.send-digest',
  payload: z.object({ digestId: id }),
  jobId: ({ digestId }, sweepTag: string | undefined) => `ndg-${digestId}${sweepTag ?? ''}`,
  options: ATTEMPTS,
  async handle({ digestId }, job, deps: NotificationJobDeps) {
    const { orm, log } = deps;
    const conn = orm.em.getConnection();
    const [deliveries, digests] = [qualifiedTable(orm, 'notification_deliveries'), qualifiedTable(orm, 'notification_digests')];
    const [d] = await conn.execute<{ user_id: string; channel: NotificationChannel; period: DigestPeriod; period_key: string }[]>(
      `select "user_id", "channel", "period", "period_key" from ${digests} where "id" = ? and "status" = 'pending'`,
      [digestId],
    );
    if (!d) return;
    const items = await conn.execute<{ title: string; body: string; created_at: Date }[]>(
      `select n."title", n."body", n."created_at" from ${deliveries} x join ${qualifiedTable(orm, 'notifications')} n on n."id" = x."notification_id"
       where x."digest_id" = ? order by n."created_at", n."id"`,
      [digestId],
    );
    const finish = async (status: string, error: string | null) => {
      await conn.execute(`update ${digests} set "status" = ?, "error" = ?, "sent_at" = case when ? = 'sent' then now() else null end where "id" = ?`, [
        status,
        error,
        status,
        digestId,
      ]);
      if (status !== 'pending')
        await conn.execute(
          `update ${deliveries} set "status" = ?, "error" = ?, "sent_at" = case when ? = 'sent' then now() else null end where "digest_id" = ?`,
          [status === 'empty' ? 'skipped' : status, error, status, digestId],
        );
    };
    if (!items.length) return void (await finish('empty', null));
    const em = orm.em.fork() as EntityManager;
    try {
      const result = await sendTo(deps, em, Number(d.user_id), d.channel, null, digestMessage(d.period, items));
      await finish(result.sent ? 'sent' : 'skipped', result.skipped ?? null);
    } catch (err) {
      const o = outcome(err, job);
      await finish(o.status, o.error);
      log.warn({ digestId, channel: d.channel, error: o.error, retry: o.retry }, 'notification digest failed');
      if (o.retry) throw err;
    }
  },
});

/**
 * The notification jobs above, and the sweep (every NOTIFICATION_SWEEP_SECONDS) that sends the digests that are
 * due and queues again sends a crash or restart lost.
 */
export function defineNotificationJobs(queue: JobQueue, ctx: Pick<AppContext, 'config' | 'orm' | 'logger'>, channels: Channels) {
  const { orm, config } = ctx;
  const log = ctx.logger.child({ component: 'notifications' });
  const deliveries = qualifiedTable(orm, 'notification_deliveries');
  const digests = qualifiedTable(orm, 'notification_digests');
  const prefsTable = qualifiedTable(orm, 'notification_preferences');
  const conn = () => orm.em.getConnection();
  const deps: NotificationJobDeps = { orm, log, channels };
  queue.register(deliverNotificationJob, deps);
  queue.register(sendDigestJob, deps);

  /**
   * Claims the digest of one user, channel and period: the row is inserted once (unique key), and only the
   * statement that inserted it takes the pending deliveries made before the period began. Returns its id, or null.
   */
  async function claimDigest(userId: number, channel: string, period: DigestPeriod, key: string, before: Date): Promise<number | null> {
    const [row] = await conn().execute<{ id: string | null; n: string }[]>(
      `with d as (
         insert into ${digests} ("user_id", "channel", "period", "period_key") values (?, ?, ?, ?)
         on conflict ("user_id", "channel", "period", "period_key") do nothing returning "id"
       ), claimed as (
         update ${deliveries} set "digest_id" = (select "id" from d)
         where exists (select 1 from d) and "user_id" = ? and "channel" = ? and "mode" = ? and "status" = 'pending' and "digest_id" is null and "created_at" < ?
         returning "id"
       )
       select (select "id" from d) as "id", (select count(*) from claimed) as "n"`,
      [userId, channel, period, key, userId, channel, period, before],
    );
    return row?.id ? Number(row.id) : null;
  }

  /** Digests that are due now, and sends whose job was lost. */
  async function sweep(now = new Date()) {
    const tag = `-s${Math.floor(now.getTime() / config.notifications.sweepMs)}`;
    const waiting = await conn().execute<{ user_id: string; channel: string; mode: DigestPeriod; time_zone: string | null; oldest: Date }[]>(
      `select x."user_id", x."channel", x."mode", p."time_zone", min(x."created_at") as "oldest" from ${deliveries} x
       left join ${prefsTable} p on p."user_id" = x."user_id"
       where x."status" = 'pending' and x."digest_id" is null and x."mode" in ('daily', 'weekly')
       group by x."user_id", x."channel", x."mode", p."time_zone"`,
    );
    for (const w of waiting) {
      const { start, key } = currentPeriod(now, w.time_zone ?? 'America/Chicago', config.notifications.digestHour, w.mode);
      if (new Date(w.oldest) >= start) continue; // everything waiting came in this period: the next digest takes it
      const id = await claimDigest(Number(w.user_id), w.channel, w.mode, key, start);
      if (id) await sendDigestJob.enqueue(queue, { digestId: id });
    }
    const lost = await conn().execute<{ id: string }[]>(
      `select "id" from ${deliveries} where "mode" = 'immediate' and "created_at" < ?::timestamptz - (? * interval '1 millisecond')
         and ("status" = 'pending' or ("status" = 'sending' and "locked_until" < now())) order by "id" limit 1000`,
      [now, config.notifications.sweepMs],
    );
    for (const l of lost) await deliverNotificationJob.enqueue(queue, { deliveryId: Number(l.id) }, { key: tag });
    const lostDigests = await conn().execute<{ id: string }[]>(
      `select "id" from ${digests} where "status" = 'pending' and "created_at" < ?::timestamptz - (? * interval '1 millisecond') limit 1000`,
      [now, config.notifications.sweepMs],
    );
    for (const l of lostDigests) await sendDigestJob.enqueue(queue, { digestId: Number(l.id) }, { key: tag });
  }

  const scheduleSweep = defineRecurringJob(queue, { name: 'notifications.sweep', idPrefix: 'nt-sweep', everyMs: config.notifications.sweepMs, run: sweep });

  immediateSends.relay(orm, (ids) => Promise.all(ids.map((deliveryId) => deliverNotificationJob.enqueue(queue, { deliveryId }))), log);
  return { sweep, scheduleSweep };
}

/** A digest as one message: how many, then each notification's title and text. */
export function digestMessage(period: DigestPeriod, items: { title: string; body: string; created_at: Date }[]): OutgoingMessage {
  const count = items.length === 1 ? '1 notification' : `${items.length} notifications`;
  return {
    title: `Your ${period} digest: ${count}`,
    body: items.map((i) => `• ${i.title} — ${i.body}`).join('\n'),
    link: '/notifications',
    tag: `finx-digest-${period}`,
  };
}
