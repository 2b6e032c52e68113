import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import type { WebhookEventDetail } from '@finx/contracts';
import { enqueueProcessing } from '../src/modules/documents/documents.jobs';
import { z } from 'zod';
import { defineJob, InProcessQueue } from '../src/platform/queue';
import { BullMqQueue } from '../src/platform/queue/bullmq';
import { pgJournal } from '../src/platform/queue/pg-journal';
import { QueueUnavailableError } from '../src/platform/queue/types';
import { untilProcessed, upload } from './fixtures/documents';
import { testJob } from './fixtures/test-job';
import {
  type ApiAgent,
  cleanupRedisPrefix,
  confirmedSend,
  contractedAgent,
  EXTERNAL_DB,
  eventually,
  memoryLogger,
  REDIS_URL,
  registeredAgent,
  silentLogger,
  startTestServer,
  type TestServer,
  testConfig,
  testDatabase,
  uid,
  withServer,
} from './support';
import { startTcpProxy } from './tcp-proxy';
import { startReceiver } from './webhooks-receiver';

/**
 * Work never silently stops (issue 27): every row that waits for a job is found again from PostgreSQL, whatever
 * happened to Redis. Outages are simulated with a TCP proxy between the app and the shared servers.
 */

const LETTER_DETAILS = {
  firstName: 'Jane',
  lastName: 'Doe',
  address: '12 Oak St',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  ssn: '123-45-6789',
  dateOfBirth: '1990-04-12',
};

/** A dispute of a user who accepted the service contract. */
async function openDispute(base: string) {
  const { agent, user } = await contractedAgent(base);
  const res = await agent.post('/api/disputes', {
    userId: user.id,
    type: 'validation',
    creditor: 'Midland Credit Management',
    accountNumber: '4111-2222-3333-9876',
    amount: '1250.50',
    bureau: 'experian',
    description: 'This collection is not mine; I never had an account with the original creditor.',
    disputeReason: 'not_mine',
  });
  expect(res.status).toBe(201);
  return { agent, userId: user.id as number, id: res.json.id as number };
}

/** Approves the letter and sends it by certified mail: the send call's answer. */
async function mailLetter(agent: ApiAgent, disputeId: number) {
  const preview = await agent.post(`/api/disputes/${disputeId}/letter-preview`, { userInfo: LETTER_DETAILS });
  expect(preview.status).toBe(200);
  return confirmedSend(agent, `/api/disputes/${disputeId}/mailing-quote`, `/api/disputes/${disputeId}/send-certified-mail`, {
    userInfo: LETTER_DETAILS,
    letterId: preview.json.letterId,
  });
}

describe.skipIf(!REDIS_URL)('an enqueue while Redis is down', () => {
  test('gives up after QUEUE_ENQUEUE_TIMEOUT_SECONDS instead of waiting for the whole outage', async () => {
    const redis = await startTcpProxy(REDIS_URL!);
    await redis.cut();
    const queue = new BullMqQueue({ redisUrl: redis.url, prefix: `finx-test-${uid()}`, logger: silentLogger(), enqueueTimeoutMs: 300 });
    try {
      const nothing = testJob('faults.nothing', z.object({}));
      queue.register(nothing, () => undefined);
      const started = Date.now();
      expect(await nothing.enqueue(queue, {}).catch((e: unknown) => e)).toBeInstanceOf(QueueUnavailableError);
      expect(Date.now() - started).toBeLessThan(1000);
    } finally {
      await queue.close();
      await redis.stop();
    }
  });
});

describe.skipIf(!REDIS_URL)('Redis restarted empty', () => {
  let redis: Awaited<ReturnType<typeof startTcpProxy>>;
  let server: TestServer;
  const receiver = startReceiver((_, n) => new Response(n === 1 ? 'busy' : 'ok', { status: n === 1 ? 500 : 200 }));

  beforeAll(async () => {
    redis = await startTcpProxy(REDIS_URL!);
    server = await startTestServer(
      {
        REDIS_URL: redis.url,
        TRUST_PROXY: 'true',
        WEBHOOK_ALLOW_LOOPBACK: 'true',
        WEBHOOK_RETRY_SCHEDULE: '0,6',
        WEBHOOK_TIMEOUT_SECONDS: '1',
        WEBHOOK_SWEEP_SECONDS: '1',
        JOB_SWEEP_SECONDS: '1',
        JOB_LOST_AFTER_SECONDS: '1',
      },
      { configure: (c) => (c.certifiedMail.sandboxStepMs = 4000) },
    );
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await redis?.stop();
    receiver.stop();
  });

  test('a webhook retry, a tracking step and an overdue check that were waiting all happen after it', async () => {
    const { sql } = server;
    // A webhook event whose first delivery failed: its retry waits 6 s in Redis.
    const { agent: owner, user } = await contractedAgent(server.base);
    expect((await owner.post('/api/webhooks', { userId: user.id, provider: 'kikoff', webhookUrl: receiver.url, generateSecret: true })).status).toBe(201);
    expect((await owner.post('/api/builder-accounts', { userId: user.id, provider: 'kikoff' })).status).toBe(201);
    const [event] = (await owner.get('/api/webhook-events')).json as { id: number }[];
    await eventually(
      async () => ((await owner.get(`/api/webhook-events/${event!.id}`)).json as WebhookEventDetail).attemptLog.length === 1,
      'the failed first delivery',
    );

    // A sandbox letter, mailed: its next tracking step (In Transit) waits 4 s in Redis.
    const mailed = await openDispute(server.base);
    const sent = await mailLetter(mailed.agent, mailed.id);
    expect(sent.json.mailing.status).toBe('mailed');

    // A dispute filed on the bureau's portal: its overdue check waits in Redis for the day after the due day.
    const filed = await openDispute(server.base);
    expect((await filed.agent.post(`/api/disputes/${filed.id}/portal-used`, {})).status).toBe(200);

    // Redis restarts empty: every connection drops and every key of the app is gone.
    await redis.cut();
    await cleanupRedisPrefix(server.config.queuePrefix);
    await redis.restore();
    // ... and the bureau's 30 days go by (the check the lost job would have made is due).
    await sql(`update @"disputes" set "expected_response_date" = now() - interval '2 days' where "id" = ?`, [filed.id]);

    await eventually(
      async () => ((await owner.get(`/api/webhook-events/${event!.id}`)).json as WebhookEventDetail).status === 'sent',
      'the webhook retry',
      20_000,
    );
    await eventually(
      async () => (await sql<{ status: string }>(`select "status" from @"dispute_mailings" where "dispute_id" = ?`, [mailed.id]))[0]?.status === 'in_transit',
      'the tracking step',
      20_000,
    );
    await eventually(
      async () => (await sql<{ overdue_at: Date | null }>(`select "overdue_at" from @"disputes" where "id" = ?`, [filed.id]))[0]?.overdue_at != null,
      'the overdue check',
      20_000,
    );
    expect(receiver.hits.length).toBe(2);
  }, 90_000);
});

describe.skipIf(!REDIS_URL || !EXTERNAL_DB)('the API process killed between commit and enqueue', () => {
  test('the letter it left queued is sent by the disputes sweep of the next process', async () => {
    const redis = await startTcpProxy(REDIS_URL!);
    await redis.cut(); // the enqueue hangs: the window between the commit and the job stays open
    // Set up through an API process of the test's own (in-process queue), closed before the letter is sent.
    const server = await startTestServer({ REDIS_URL: '', TRUST_PROXY: 'true', JOB_SWEEP_SECONDS: '1', JOB_LOST_AFTER_SECONDS: '1' });
    try {
      const { agent, id } = await openDispute(server.base);
      const preview = await agent.post(`/api/disputes/${id}/letter-preview`, { userInfo: LETTER_DETAILS });
      const quote = await agent.get(`/api/disputes/${id}/mailing-quote`);
      await server.srv.shutdown('the killed API process takes over');
      await server.srv.ctx.queue.close();

      const { config } = server;
      const api = Bun.spawn([process.execPath, 'src/main.ts'], {
        cwd: path.resolve(import.meta.dir, '..'),
        env: {
          ...process.env,
          DATABASE_URL: process.env.DATABASE_URL,
          DATABASE_SCHEMA: config.databaseSchema,
          DATA_DIR: config.dataDir,
          REDIS_URL: redis.url,
          QUEUE_PREFIX: config.queuePrefix,
          QUEUE_ENQUEUE_TIMEOUT_SECONDS: '120',
          PORT: '0',
          HOST: '127.0.0.1',
          TRUST_PROXY: 'true',
          SEED_DEMO: 'false',
          LOG_LEVEL: 'silent',
        },
        stdout: 'pipe',
        stderr: 'inherit',
      });
      let out = '';
      const reader = api.stdout.getReader();
      while (!out.includes('running at')) {
        const chunk = await reader.read();
        if (chunk.done) throw new Error('the API process did not start');
        out += new TextDecoder().decode(chunk.value);
      }
      const base = out.match(/running at (\S+)/)![1]!;
      agent.base = base;
      const sending = agent
        .post(`/api/disputes/${id}/send-certified-mail`, {
          userInfo: LETTER_DETAILS,
          letterId: preview.json.letterId,
          confirmedPriceCents: quote.json.totalCents,
        })
        .catch(() => undefined);
      const queued = async () =>
        (await server.sql<{ status: string }>(`select "status" from @"dispute_mailings" where "dispute_id" = ?`, [id]))[0]?.status === 'queued';
      await eventually(queued, 'the mailing committed');
      api.kill('SIGKILL');
      await api.exited;
      await sending;
      expect(await queued()).toBe(true);

      // The next API process (Redis still down: its own in-process queue) finds the letter and sends it.
      await withServer({ ...config, redisUrl: undefined }, server.db, () =>
        eventually(
          async () => (await server.sql<{ status: string }>(`select "status" from @"dispute_mailings" where "dispute_id" = ?`, [id]))[0]?.status === 'mailed',
          'the letter sent by the sweep',
          15_000,
        ),
      );
    } finally {
      await server.close();
      await redis.stop();
    }
  }, 60_000);
});

describe.skipIf(!EXTERNAL_DB)('PostgreSQL down for 10 s during readings', () => {
  test('requests (/api/health with a session cookie too) answer 503 with Retry-After, one log line each; the reading is done after it, not failed', async () => {
    const postgres = await startTcpProxy(process.env.DATABASE_URL!);
    const log = memoryLogger('info');
    const server = await startTestServer(
      { DATABASE_URL: postgres.url, REDIS_URL: '', TRUST_PROXY: 'true', JOB_SWEEP_SECONDS: '1', JOB_LOST_AFTER_SECONDS: '1' },
      { logger: log.logger },
    );
    try {
      const { agent, user } = await registeredAgent(server.base);
      const bytes = new Uint8Array(readFileSync(path.join(import.meta.dir, 'fixtures', 'reports', 'equifax-paged.txt')));
      const res = await upload(agent, '/api/credit-reports/upload', { userId: user.id }, [{ field: 'creditReport_0', name: 'equifax.txt', bytes }]);
      expect(res.status).toBe(201);
      const route = `/api/credit-reports/${res.json.reports[0].id}`;
      expect((await untilProcessed(agent, route)).json.status).toBe('processed');
      // Read again (as a reading under way when the database went away): its three tries all fall in the outage.
      const [doc] = await server.sql<{ id: string; storage_key: string }>(
        `update @"documents" set "status" = 'processing', "processed_at" = null, "result" = null where "id" = ? returning "id", "storage_key"`,
        [res.json.reports[0].id],
      );

      await postgres.cut();
      const outageEnds = Date.now() + 10_000;
      await enqueueProcessing(server.srv.ctx.queue, { id: Number(doc!.id), storageKey: doc!.storage_key }, '-outage');
      await Bun.sleep(300); // the session cache hears its connection drop and empties: sessions are read from the database
      const during = [await agent.get('/api/health'), await agent.get('/api/credit-reports'), await agent.get(route)];
      for (const r of during) {
        expect(r.status).toBe(503);
        expect(r.headers.get('retry-after')).toBe('5');
      }
      await Bun.sleep(outageEnds - Date.now());
      await postgres.restore();

      const done = await untilProcessed(agent, route, 20_000);
      expect(done.json).toMatchObject({ status: 'processed', error: null, bureau: 'equifax' });
      const lines = log.lines();
      for (const r of during)
        expect(lines.filter((l) => l.reqId === r.headers.get('x-request-id'))).toEqual([
          expect.objectContaining({ status: 503, failure: 'database unavailable' }),
        ]);
      expect(log.raw()).not.toContain('unhandled error');
      expect(log.raw()).not.toMatch(/"stack"/);
    } finally {
      await postgres.restore().catch(() => undefined);
      await server.close();
      await postgres.stop();
    }
  }, 60_000);
});

describe('the in-process queue (no REDIS_URL) keeps its jobs in PostgreSQL', () => {
  test('a job cut off mid-run, and one still delayed, run after the restart; finished jobs are removed', async () => {
    const db = await testDatabase(testConfig());
    const journal = pgJournal(db.orm);
    const stored = async () => (await journal.stored()).map((s) => s.job.id).sort();
    try {
      // The first process: its job never finishes (the process is killed while it runs).
      const killed = new InProcessQueue(silentLogger(), journal);
      let started = false;
      const read = defineJob({
        name: 'faults.read',
        payload: z.object({ documentId: z.number() }),
        jobId: ({ documentId }) => `read-${documentId}`,
        handle: (data, _job, run: (data: { documentId: number }) => unknown) => run(data),
      });
      killed.register(read, () => new Promise(() => (started = true)));
      await killed.startWorkers();
      await read.enqueue(killed, { documentId: 7 });
      await read.enqueue(killed, { documentId: 8 }, { delay: 300 });
      await eventually(async () => started, 'the job to start');
      expect(await stored()).toEqual(['read-7', 'read-8']);

      // The restart: both run, each once, and nothing is left stored.
      const restarted = new InProcessQueue(silentLogger(), journal);
      const done: unknown[] = [];
      restarted.register(read, (data) => void done.push(data));
      // a start re-creating the same job (as the modules do when the queue connects) does not run it twice
      await read.enqueue(restarted, { documentId: 7 });
      await restarted.startWorkers();
      await eventually(async () => done.length === 2, 'the jobs after the restart');
      expect(done).toEqual([{ documentId: 7 }, { documentId: 8 }]);
      await eventually(async () => (await stored()).length === 0, 'the finished jobs removed');
      await restarted.close();
    } finally {
      await db.close();
    }
  });
});
