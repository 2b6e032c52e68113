// 2 API processes (backend/src/main.ts) and 2 BullMQ workers (backend/src/worker.ts) on one schema and queue prefix,
// under a mixed load for SECONDS: profile and document reads, credit-report uploads (each a reading job) and test
// builder.signup events (each a webhook delivery to a loopback receiver), spread over both APIs. Halfway one worker
// is killed with SIGKILL and a new one started. Then it waits until the work settles and counts what was lost or
// done twice. Prints one JSON line. Run by bench/cluster.mjs.
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Subprocess } from 'bun';
import { modules } from '../backend/src/modules';
import { loadConfig, REPO_ROOT } from '../backend/src/platform/config';
import { qualifiedTable } from '../backend/src/platform/db/orm';
import { createLogger } from '../backend/src/platform/logger';
import { startDatabase } from '../backend/src/platform/runtime';
import { dropRun, stopProcesses, webhookReceiver } from './bench-run';

const [SECONDS, CLIENTS, USERS, PORT, SETTLE_SECONDS] = process.argv.slice(2).map(Number) as [number, number, number, number, number];
const tag = `bench${Date.now().toString(36)}`;
const env: Record<string, string> = {
  DATABASE_URL: process.env.DATABASE_URL!,
  REDIS_URL: process.env.REDIS_URL!,
  DATABASE_SCHEMA: `cl_${tag}`,
  QUEUE_PREFIX: `finx-${tag}`,
  DATA_DIR: path.join(process.env.BENCH_DATA_DIR ?? path.join(REPO_ROOT, '.data', 'bench-cluster'), tag),
  LOG_LEVEL: 'silent',
  SEED_DEMO: 'false',
  TRUST_PROXY: 'true',
  WEBHOOK_ALLOW_LOOPBACK: 'true',
  REGISTER_RATE_LIMIT: '1000',
  UPLOAD_RATE_LIMIT: '100000',
  UPLOAD_QUOTA_FILES: '100000',
  UPLOAD_QUOTA_MB: '100000',
  // a lost job is found again within seconds, not the production 10 minutes, so the run can wait for it
  JOB_SWEEP_SECONDS: '5',
  JOB_LOST_AFTER_SECONDS: '20',
};
const config = loadConfig(env);
const db = await startDatabase(config, createLogger({ level: 'silent' }), modules); // migrates the schema once
const em = db.orm.em.fork() as EntityManager;
const table = (name: string) => qualifiedTable(db.orm, name);
const count = async (sql: string) => Number((await em.getConnection().execute<{ n: string }[]>(sql))[0]!.n);

// The receiver: each webhook-id and how many times it came.
const received = new Map<string, number>();
const receiver = webhookReceiver((id) => received.set(id, (received.get(id) ?? 0) + 1));

const spawned: Subprocess[] = [];
const start = (script: string, extra: Record<string, string> = {}) => {
  const child = Bun.spawn([process.execPath, path.join(REPO_ROOT, 'backend/src', script)], {
    env: { ...process.env, ...env, ...extra },
    stdout: 'ignore',
    stderr: 'inherit',
  });
  spawned.push(child);
  return child;
};
const apis = [0, 1].map((i) => `http://127.0.0.1:${PORT + i}`);
apis.forEach((_, i) => start('main.ts', { PORT: String(PORT + i), HOST: '127.0.0.1' }));
const workers = [start('worker.ts'), start('worker.ts')];

/** A signed-in user; each request goes to the next API (sessions live in PostgreSQL, so either serves them). */
class Client {
  cookie = '';
  userId = 0;
  next = 0;
  readonly ip = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
  async call(method: string, route: string, body?: unknown): Promise<{ status: number; json: any }> {
    const base = apis[this.next++ % apis.length]!;
    const isForm = body instanceof FormData;
    const res = await fetch(`${base}${route}`, {
      method,
      headers: {
        origin: base,
        'x-forwarded-for': this.ip,
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...(body && !isForm ? { 'content-type': 'application/json' } : {}),
      },
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    });
    const cookie = res.headers.get('set-cookie')?.split(';')[0];
    if (cookie) this.cookie = cookie;
    const text = await res.text();
    return { status: res.status, json: text.startsWith('{') || text.startsWith('[') ? JSON.parse(text) : undefined };
  }
}

const report = readFileSync(path.join(REPO_ROOT, 'backend/test/fixtures/reports/sources/experian-annual.txt'));
let uploads = 0;
const uploadedDocuments: number[] = [];
let signups = 0;
/** The mix, by weight: what a signed-in user does most is read. */
const OPERATIONS: { name: string; weight: number; run: (c: Client) => Promise<{ status: number; json: any }> }[] = [
  { name: 'GET /api/credit-profiles/{id}', weight: 50, run: (c) => c.call('GET', `/api/credit-profiles/${c.userId}`) },
  { name: 'GET /api/documents', weight: 25, run: (c) => c.call('GET', '/api/documents') },
  {
    name: 'POST /api/credit-reports/upload',
    weight: 12,
    run: async (c) => {
      const form = new FormData();
      form.append('userId', String(c.userId));
      form.append('creditReport_0', new File([report], `report-${uploads++}.txt`));
      const res = await c.call('POST', '/api/credit-reports/upload', form);
      if (res.status === 201) uploadedDocuments.push(res.json.reports[0].id);
      return res;
    },
  },
  {
    name: 'POST /api/webhooks/trigger/builder-signup',
    weight: 13,
    run: async (c) => {
      const res = await c.call('POST', '/api/webhooks/trigger/builder-signup', { userId: c.userId, builderProvider: 'kikoff', creditScore: 700 });
      if (res.status === 202) signups++;
      return res;
    },
  },
];
const totalWeight = OPERATIONS.reduce((s, o) => s + o.weight, 0);
const pick = () => {
  let r = Math.random() * totalWeight;
  return OPERATIONS.find((o) => (r -= o.weight) < 0) ?? OPERATIONS[0]!;
};

let result: Record<string, unknown> = {};
try {
  for (const base of apis) {
    for (const until = Date.now() + 60_000; ; await Bun.sleep(100)) {
      if (
        await fetch(`${base}/api/health`).then(
          (r) => r.status === 200,
          () => false,
        )
      )
        break;
      if (Date.now() > until) throw new Error(`${base} did not start`);
    }
  }
  const users = await Promise.all(
    Array.from({ length: USERS }, async (_, i) => {
      const c = new Client();
      const n = `${tag}_${i}`;
      const reg = await c.call('POST', '/api/auth/register', {
        username: n,
        email: `${n}@example.com`,
        password: 'correct horse',
        firstName: 'Bench',
        lastName: 'Mark',
      });
      if (reg.status !== 201) throw new Error(`register: ${reg.status} ${JSON.stringify(reg.json)}`);
      c.userId = reg.json.user.id;
      const hook = await c.call('POST', '/api/webhooks', {
        userId: c.userId,
        provider: 'kikoff',
        webhookUrl: `http://127.0.0.1:${receiver.port}/hook`,
        generateSecret: true,
      });
      if (hook.status !== 201) throw new Error(`webhook: ${hook.status} ${JSON.stringify(hook.json)}`);
      return c;
    }),
  );

  const stats = new Map(OPERATIONS.map((o) => [o.name, { ms: [] as number[], errors: 0, refused: 0 }]));
  const until = Date.now() + SECONDS * 1000;
  const killAt = Date.now() + (SECONDS * 1000) / 2;
  let killed = false;
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, i) => {
      const c = users[i % users.length]!;
      while (Date.now() < until) {
        if (!killed && Date.now() >= killAt) {
          killed = true;
          workers[0]!.kill('SIGKILL');
          workers.push(start('worker.ts'));
        }
        const op = pick();
        const s = stats.get(op.name)!;
        const t = performance.now();
        try {
          const res = await op.run(c);
          s.ms.push(performance.now() - t);
          if (res.status >= 500) s.errors++;
          else if (res.status >= 400) s.refused++;
        } catch {
          s.errors++;
        }
      }
    }),
  );
  const loadEnded = Date.now();

  // Settle: every document read, every event received (the killed worker's jobs come back through BullMQ's stalled
  // check or the sweep).
  const eventIds = async () =>
    (await em.getConnection().execute<{ message_id: string }[]>(`select "message_id" from ${table('webhook_events')}`)).map((r) => r.message_id);
  let processing = 0;
  let undelivered = 0;
  for (const settleUntil = Date.now() + SETTLE_SECONDS * 1000; ; await Bun.sleep(500)) {
    processing = await count(`select count(*) as n from ${table('documents')} where "status" = 'processing'`);
    undelivered = (await eventIds()).filter((id) => !received.has(id)).length;
    if ((processing === 0 && undelivered === 0) || Date.now() > settleUntil) break;
  }
  const all = [...stats.values()].flatMap((s) => s.ms).sort((a, b) => a - b);
  const pct = (ms: number[], p: number) => Math.round(ms[Math.min(ms.length - 1, Math.floor((p / 100) * ms.length))]! * 10) / 10;
  const perOperation = [...stats.entries()].map(([name, s]) => {
    const ms = s.ms.sort((a, b) => a - b);
    return { name, requests: ms.length, errors: s.errors, refused: s.refused, p50: pct(ms, 50), p99: pct(ms, 99) };
  });
  const events = await eventIds();
  result = {
    seconds: SECONDS,
    clients: CLIENTS,
    requests: all.length,
    perSecond: Math.round(all.length / SECONDS),
    errors: perOperation.reduce((s, o) => s + o.errors, 0),
    refused: perOperation.reduce((s, o) => s + o.refused, 0),
    p50: pct(all, 50),
    p99: pct(all, 99),
    perOperation,
    settleMs: Date.now() - loadEnded,
    documents: uploadedDocuments.length,
    documentsProcessed: await count(`select count(*) as n from ${table('documents')} where "status" = 'processed'`),
    documentsLost: processing,
    // a document read twice would notify its owner twice
    documentsReadTwice: await count(
      `select count(*) as n from (select "body" from ${table('notifications')} where "type" = 'document_processed' group by "user_id", "body" having count(*) > 1) t`,
    ),
    signups,
    events: events.length,
    eventsLost: undelivered,
    eventsSentTwice: events.filter((id) => (received.get(id) ?? 0) > 1).length,
  };
} finally {
  await stopProcesses(spawned);
  await dropRun(db, config);
  rmSync(env.DATA_DIR!, { recursive: true, force: true });
  receiver.stop(true);
}
console.log(JSON.stringify(result));
process.exit(0);
