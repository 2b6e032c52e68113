import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { closeAccountJob } from '../src/modules/account/data-rights/close-account';
import { buildExportJob } from '../src/modules/account/data-rights/exports';
import { billMailingFeesJob } from '../src/modules/billing/mailing-fees';
import { notifySupportJob } from '../src/modules/contact/notify-support.job';
import { scheduleOverdueCheck, sendLetterJob, trackingEventJob } from '../src/modules/disputes/disputes.jobs';
import { enqueueProcessing } from '../src/modules/documents/documents.jobs';
import { modules } from '../src/modules';
import { deliverNotificationJob, sendDigestJob } from '../src/modules/notifications/notifications.jobs';
import { deliverWebhookJob, notifyDisabledJob } from '../src/modules/webhooks/webhooks.jobs';
import { outboxDir } from '../src/platform/mail';
import { createQueue, type Enqueuer, InProcessQueue, type JobQueue } from '../src/platform/queue';
import type { BullMqQueue } from '../src/platform/queue/bullmq';
import { pgJournal } from '../src/platform/queue/pg-journal';
import { type Database, startServer } from '../src/platform/runtime';
import { cleanupRedisPrefix, eventually, REDIS_URL, schemaSql, silentLogger, testConfig, testDatabase } from './support';

/** A queue that only records what the jobs' own enqueue helpers ask it to add. */
function recordingQueue() {
  const added: [name: string, jobId: string | undefined][] = [];
  const queue: Enqueuer = {
    async add(job, _data, opts) {
      added.push([job.name, opts.jobId]);
      return { id: opts.jobId ?? 'random' };
    },
  };
  return { queue, added };
}

test('every job keeps its queue name and its job id rule, so jobs already queued run and a repeated enqueue is still added once', async () => {
  const { queue, added } = recordingQueue();
  const due = new Date('2026-12-01T00:00:00Z');
  await sendLetterJob.enqueue(queue, { mailingId: 7 }, { key: 's9' });
  await scheduleOverdueCheck(queue, 7, due);
  await trackingEventJob.enqueue(queue, { mailingId: 7, name: 'Delivered', at: due.toISOString() }, { key: { lobEventId: 'evt_1' } });
  await trackingEventJob.enqueue(queue, { mailingId: 7, name: 'In Transit', at: due.toISOString() }, { key: { sandboxStep: 0, sweepTag: 's9' } });
  await enqueueProcessing(queue, { id: 7, storageKey: 'users/3/9f2c.pdf' }, '-s9');
  await notifySupportJob.enqueue(queue, { leadId: 7 });
  await buildExportJob.enqueue(queue, { exportId: 7 }, { key: '-s9' });
  await closeAccountJob.enqueue(queue, { closureId: 7 });
  await billMailingFeesJob.enqueue(queue, { userId: 7 }, { key: due.getTime() });
  await deliverNotificationJob.enqueue(queue, { deliveryId: 7 });
  await sendDigestJob.enqueue(queue, { digestId: 7 }, { key: '-s9' });
  await deliverWebhookJob.enqueue(queue, { eventId: 7 }, { key: { attempts: 2, sweepTag: 's9' } });
  await notifyDisabledJob.enqueue(queue, { webhookId: 7 }, { key: 's9' });
  expect(added).toEqual([
    ['disputes.send-letter', 'mailing-7-s9'],
    ['disputes.check-overdue', `overdue-7-${due.getTime()}`],
    ['disputes.tracking-event', 'lob-evt_1'],
    ['disputes.tracking-event', 'sandbox-7-0-s9'],
    ['documents.process', 'document-7-9f2c.pdf-s9'],
    ['contact.notify-support', 'contact-lead-7'],
    ['account.build-export', 'data-export-7-s9'],
    ['account.close', 'account-closure-7'],
    ['billing.bill-mailing-fees', `mailing-fees-7-${due.getTime()}`],
    ['notifications.deliver', 'nd-7'],
    ['notifications.send-digest', 'ndg-7-s9'],
    ['webhooks.deliver', 'wh-7-2-s9'],
    ['webhooks.notify-disabled', 'wh-disabled-7-s9'],
  ]);
});

/** Never called: `bun run typecheck` fails if one of these lines compiles (each helper takes only its job's payload). */
export function enqueueHelpersAreTyped(queue: Enqueuer) {
  // @ts-expect-error a lead id is a number
  void notifySupportJob.enqueue(queue, { leadId: '7' });
  // @ts-expect-error the payload carries ids only: no e-mail address travels through the queue
  void notifySupportJob.enqueue(queue, { leadId: 7, email: 'ada@example.com' });
  // @ts-expect-error a tracking event names one of the carrier's events
  void trackingEventJob.enqueue(queue, { mailingId: 7, name: 'Lost', at: '2026-12-01T00:00:00.000Z' }, { key: { lobEventId: 'evt_1' } });
  // @ts-expect-error the webhook delivery's id needs the attempt it is
  void deliverWebhookJob.enqueue(queue, { eventId: 7 });
}

/** A lead stored as the contact form stores it, not yet e-mailed. */
async function storedLead(db: Database, config: ReturnType<typeof testConfig>, email: string) {
  const [row] = await schemaSql(db, config)<{ id: string }>(
    `insert into @"contact_leads" ("first_name", "last_name", "email", "message", "agree_to_terms", "subscribe_newsletter", "preferred_contact", "created_at")
     values ('Maria', 'Delgado', ?, 'Two medical collections.', true, false, 'email', now()) returning "id"`,
    [email],
  );
  return Number(row!.id);
}

/** Starts the API process on `db` with `queue`; the lead's e-mail is then awaited in the outbox and its row. */
async function expectLeadNotified(
  db: Database,
  config: ReturnType<typeof testConfig>,
  queue: JobQueue,
  leadId: number,
  email: string,
  start: () => Promise<void> = async () => {},
) {
  const srv = await startServer(config, silentLogger(), { db, modules, queue });
  try {
    await start();
    const sql = schemaSql(db, config);
    await eventually(
      async () => (await sql<{ notified_at: Date | null }>(`select "notified_at" from @"contact_leads" where "id" = ?`, [leadId]))[0]?.notified_at,
      'the lead e-mailed',
    );
    const outbox = outboxDir(config.dataDir);
    const file = readdirSync(outbox)
      .map((f) => path.join(outbox, f))
      .find((f) => readFileSync(f, 'utf8').includes(email));
    expect(file).toBeDefined();
    rmSync(file!);
    const jobs = await eventually(async () => {
      const rows = await sql<{ status: string }>(`select "status" from @"job_log" where "queue" = 'contact.notify-support' and "job_id" = ?`, [
        `contact-lead-${leadId}`,
      ]);
      return rows.length ? rows : undefined;
    }, 'the job log');
    expect(jobs.map((j) => j.status)).toEqual(['completed']);
  } finally {
    await srv.shutdown('test end');
    await queue.close();
  }
}

describe('a job queued by the release before this one still runs', () => {
  const config = testConfig();
  let db: Database;
  beforeAll(async () => {
    db = await testDatabase(config, modules);
  }, 60_000);
  afterAll(async () => {
    await db.close();
    await cleanupRedisPrefix(config.queuePrefix);
  });

  test('in-process: the contact e-mail left in queue_jobs by a stop is sent after the restart', async () => {
    const email = `old-inprocess-${Date.now()}@example.com`;
    const leadId = await storedLead(db, config, email);
    // the row as the previous release wrote it: name, data and options of `queue.enqueue(NOTIFY_SUPPORT_JOB, { leadId }, { jobId })`
    const journal = pgJournal(db.orm);
    const job = {
      id: `contact-lead-${leadId}`,
      name: 'contact.notify-support',
      data: { leadId },
      attemptsMade: 0,
      attempts: 5,
      backoff: { type: 'exponential' as const, delay: 5000 },
    };
    expect(await journal.add(job, new Date())).toBe(true);
    await expectLeadNotified(db, config, new InProcessQueue(silentLogger(), journal), leadId, email);
    expect((await journal.stored()).map((s) => s.job.id)).not.toContain(job.id);
  }, 30_000);

  test.skipIf(!REDIS_URL)(
    'bullmq: the contact e-mail waiting in Redis is sent by the new worker',
    async () => {
      const email = `old-bullmq-${Date.now()}@example.com`;
      const leadId = await storedLead(db, config, email);
      const queue = (await createQueue(config, silentLogger())) as BullMqQueue;
      const start = async () => {
        // added the way the previous release's BullMQ driver added it, before any worker of this release runs
        await queue
          .bullQueue('contact.notify-support')
          .add('contact.notify-support', { leadId }, { jobId: `contact-lead-${leadId}`, attempts: 5, backoff: { type: 'exponential', delay: 5000 } });
        await queue.startWorkers();
      };
      await expectLeadNotified(db, config, queue, leadId, email, start);
    },
    30_000,
  );
});
