import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import type { Subprocess } from 'bun';
import type { WebhookEventDetail } from '@finx/contracts';
import type { Config } from '../src/platform/config';
import { createQueue } from '../src/platform/queue';
import type { Database, Server_ } from '../src/platform/runtime';
import { startServer } from '../src/platform/runtime';
import { cleanupRedisPrefix, REDIS_URL, registeredAgent, silentLogger, testConfig, testDatabase } from './support';
import { eventually, startReceiver } from './webhooks-receiver';

/**
 * At-least-once across a crash: the BullMQ worker (src/worker.ts, its own process) is killed with SIGKILL
 * while a receiver holds its request; a new worker delivers the event again, with the same webhook-id.
 * Needs Redis (without REDIS_URL jobs run in the API process; the sweep test in webhooks.test.ts covers that).
 */
const BACKEND = path.resolve(import.meta.dir, '..');
const ENV = {
  TRUST_PROXY: 'true',
  WEBHOOK_ALLOW_LOOPBACK: 'true',
  WEBHOOK_RETRY_SCHEDULE: '0,0.2,0.2',
  WEBHOOK_TIMEOUT_SECONDS: '1',
  WEBHOOK_SWEEP_SECONDS: '1',
};

describe.skipIf(!REDIS_URL || !process.env.DATABASE_URL)('a worker killed -9 mid-delivery', () => {
  let config: Config;
  let db: Database;
  let srv: Server_;
  const workers: Subprocess[] = [];

  const startWorker = () => {
    const child = Bun.spawn([process.execPath, 'src/worker.ts'], {
      cwd: BACKEND,
      env: {
        ...process.env,
        ...ENV,
        DATABASE_URL: process.env.DATABASE_URL,
        DATABASE_SCHEMA: config.databaseSchema,
        REDIS_URL,
        QUEUE_PREFIX: config.queuePrefix,
        DATA_DIR: config.dataDir,
        LOG_LEVEL: 'silent',
        SEED_DEMO: 'false',
      },
      stdout: 'ignore',
      stderr: 'inherit',
    });
    workers.push(child);
    return child;
  };

  beforeAll(async () => {
    config = testConfig(ENV);
    db = await testDatabase(config, (await import('../src/modules')).modules);
    // The API process only enqueues (as in production with REDIS_URL): no workers in it.
    srv = await startServer(config, silentLogger(), { db, queue: await createQueue(config, silentLogger()) });
  }, 60_000);

  afterAll(async () => {
    for (const w of workers) w.kill('SIGKILL');
    await srv?.shutdown('test end');
    await srv?.ctx.queue.close();
    await db?.close();
    await cleanupRedisPrefix(config.queuePrefix);
  });

  test('loses nothing: the event is delivered by the next worker with the same webhook-id', async () => {
    let releaseHeld: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (releaseHeld = resolve));
    const receiver = startReceiver(async (_, n) => {
      if (n === 1) await held; // the first delivery never gets its answer: its worker dies first
      return new Response('ok');
    });
    try {
      const { agent, user } = await registeredAgent(srv.url);
      const created = await agent.post('/api/webhooks', { userId: user.id, provider: 'kikoff', webhookUrl: receiver.url, generateSecret: true });
      expect(created.status).toBe(201);

      const first = startWorker();
      expect((await agent.post('/api/builder-accounts', { userId: user.id, provider: 'kikoff' })).status).toBe(201);
      await eventually(async () => receiver.hits.length >= 1, 'the first delivery to arrive', 20_000);
      first.kill('SIGKILL');
      await first.exited;
      releaseHeld();

      startWorker();
      const [event] = (await agent.get('/api/webhook-events')).json as { id: number }[];
      const detail = await eventually(
        async () => {
          const d = (await agent.get(`/api/webhook-events/${event!.id}`)).json as WebhookEventDetail;
          return d.status === 'sent' ? d : undefined;
        },
        'the delivery by the second worker',
        30_000,
      );
      expect(receiver.hits.length).toBeGreaterThanOrEqual(2);
      expect(new Set(receiver.hits.map((h) => h.headers['webhook-id']))).toEqual(new Set([detail.messageId]));
      // the killed attempt left no record; the delivered one did
      expect(detail.attemptLog.map((a) => a.responseStatus)).toEqual([200]);
    } finally {
      receiver.stop();
    }
  }, 60_000);
});
