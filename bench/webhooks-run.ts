// Webhook delivery through BullMQ with 2 worker processes (backend/src/worker.ts) to a loopback receiver.
// Phase 1: N events enqueued at once → deliveries per second (first enqueue to last delivery).
// Phase 2: events enqueued at a steady RATE for SECONDS → enqueue-to-delivery latency p50 / p99.
// Every event must arrive exactly once per webhook-id. Prints one JSON line. Run by bench/webhooks.mjs.
import path from 'node:path';
import { loadConfig, REPO_ROOT } from '../backend/src/platform/config';
import { createLogger } from '../backend/src/platform/logger';
import { modules } from '../backend/src/modules';
import { BullMqQueue } from '../backend/src/platform/queue/bullmq';
import { startDatabase } from '../backend/src/platform/runtime';
import { qualifiedTable } from '../backend/src/platform/db/orm';
import { createUser } from '../backend/src/modules/users';
import { createWebhook, guardOptions } from '../backend/src/modules/webhooks/webhooks.service';
import { defineWebhookJobs, deliverWebhookJob } from '../backend/src/modules/webhooks/webhooks.jobs';
import type { EntityManager } from '@mikro-orm/postgresql';
import { dropRun, stopProcesses, webhookReceiver } from './bench-run';

const [N, RATE, SECONDS, CONCURRENCY] = process.argv.slice(2).map(Number) as [number, number, number, number];
const tag = `bench${Date.now().toString(36)}`;
const env = {
  DATABASE_URL: process.env.DATABASE_URL,
  REDIS_URL: process.env.REDIS_URL,
  DATABASE_SCHEMA: `wh_${tag}`,
  QUEUE_PREFIX: `finx-${tag}`,
  DATA_DIR: path.join(REPO_ROOT, '.data', 'bench-webhooks'),
  LOG_LEVEL: 'silent',
  SEED_DEMO: 'false',
  WEBHOOK_ALLOW_LOOPBACK: 'true',
  WEBHOOK_CONCURRENCY: String(CONCURRENCY),
  WEBHOOK_SWEEP_SECONDS: '3600',
};
const config = loadConfig(env);
const logger = createLogger({ level: 'silent' });

// The receiver: arrival time per webhook-id, and how many times each came.
const arrivals = new Map<string, number>();
let duplicates = 0;
let lastArrival = 0;
const receiver = webhookReceiver((id) => {
  if (arrivals.has(id)) duplicates++;
  else arrivals.set(id, (lastArrival = Date.now()));
});

const db = await startDatabase(config, logger, modules);
const queue = new BullMqQueue({ redisUrl: config.redisUrl!, prefix: config.queuePrefix, logger });
defineWebhookJobs(queue, { config, orm: db.orm, logger });
const em = db.orm.em.fork() as EntityManager;
const user = await createUser(em, { username: tag, email: `${tag}@example.com`, passwordHash: 'not-a-login', firstName: 'Bench', lastName: 'Mark' });
const hook = await createWebhook(
  em,
  user.id,
  { userId: user.id, provider: 'kikoff', webhookUrl: `http://127.0.0.1:${receiver.port}/hook`, generateSecret: true },
  guardOptions(config),
);
const payload = JSON.stringify({
  type: 'builder.signup',
  timestamp: new Date().toISOString(),
  data: { userId: user.id, builderProvider: 'kikoff', builderAccountId: 1, creditScore: null, test: false },
});

/** Writes `count` pending events (the outbox rows) and returns their ids and webhook-ids. */
const writeEvents = (count: number) =>
  em.getConnection().execute<{ id: string; message_id: string }[]>(
    `insert into ${qualifiedTable(db.orm, 'webhook_events')} ("message_id", "webhook_id", "user_id", "event_type", "payload", "status", "next_attempt_at")
     select 'msg_' || replace(gen_random_uuid()::text, '-', ''), ?, ?, 'builder.signup', ?, 'pending', now() from generate_series(1, ?) returning "id", "message_id"`,
    [hook.id, user.id, payload, count],
  );
const enqueued = new Map<string, number>();
const enqueue = (rows: { id: string; message_id: string }[]) =>
  Promise.all(
    rows.map((r) => {
      enqueued.set(r.message_id, Date.now());
      return deliverWebhookJob.enqueue(queue, { eventId: Number(r.id) }, { key: { attempts: 0 } });
    }),
  );
const waitFor = async (ids: string[], ms: number) => {
  const until = Date.now() + ms;
  while (Date.now() < until && !ids.every((id) => arrivals.has(id))) await Bun.sleep(20);
};

const workers = [0, 1].map(() =>
  Bun.spawn([process.execPath, path.join(REPO_ROOT, 'backend/src/worker.ts')], { env: { ...process.env, ...env }, stdout: 'ignore', stderr: 'inherit' }),
);
let result: Record<string, unknown> = {};
try {
  // warm up: the workers are ready once a first delivery comes through
  const warm = await writeEvents(50);
  await enqueue(warm);
  await waitFor(
    warm.map((r) => r.message_id),
    15_000,
  );

  // Phase 1: throughput
  const burst = await writeEvents(N);
  const start = Date.now();
  for (let i = 0; i < burst.length; i += 1000) await enqueue(burst.slice(i, i + 1000));
  const enqueueMs = Date.now() - start;
  await waitFor(
    burst.map((r) => r.message_id),
    25_000,
  );
  const burstIds = burst.map((r) => r.message_id);
  const delivered = burstIds.filter((id) => arrivals.has(id)).length;
  const deliveryMs = Math.max(...burstIds.map((id) => arrivals.get(id) ?? 0)) - start;

  // Phase 2: latency at a steady rate
  const steady: { id: string; message_id: string }[] = [];
  const perTick = Math.max(1, Math.round(RATE / 20));
  const steadyUntil = Date.now() + SECONDS * 1000;
  while (Date.now() < steadyUntil) {
    const tick = Date.now();
    const rows = await writeEvents(perTick);
    steady.push(...rows);
    await enqueue(rows);
    await Bun.sleep(Math.max(0, 50 - (Date.now() - tick)));
  }
  await waitFor(
    steady.map((r) => r.message_id),
    5_000,
  );
  const latencies = steady.map((r) => (arrivals.get(r.message_id) ?? Infinity) - enqueued.get(r.message_id)!).sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))];

  const all = [...warm, ...burst, ...steady].map((r) => r.message_id);
  // the receiver answers before the worker records the attempt: give the last records a moment
  let sent = 0;
  for (const until = Date.now() + 5_000; Date.now() < until && sent < all.length; await Bun.sleep(100)) {
    const [row] = await em
      .getConnection()
      .execute<{ n: string }[]>(`select count(*) as n from ${qualifiedTable(db.orm, 'webhook_events')} where "status" = 'sent'`);
    sent = Number(row!.n);
  }
  result = {
    events: N,
    enqueueMs,
    deliveryMs,
    perSecond: Math.round((delivered / deliveryMs) * 1000),
    lost: all.filter((id) => !arrivals.has(id)).length,
    duplicated: duplicates,
    recordedSent: sent,
    total: all.length,
    steadyEvents: steady.length,
    steadyRate: Math.round(steady.length / SECONDS),
    p50: pct(50),
    p99: pct(99),
  };
} finally {
  await stopProcesses(workers);
  await queue.close();
  await dropRun(db, config);
  receiver.stop(true);
}
console.log(JSON.stringify(result));
process.exit(0);
