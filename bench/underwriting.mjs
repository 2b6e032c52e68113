#!/usr/bin/env node
// The offline underwriting analysis through the API: POST /api/ai-underwriting/analyze as the demo account, whose
// latest processed credit report is a real upload (backend/test/fixtures/reports/equifax-paged.txt, read by the
// documents job), with all four inputs. The server is `bun backend/src/main.ts` on embedded PostgreSQL with the
// offline model (OPENAI_API_KEY unset). WARMUP untimed requests, then RUNS timed one after another; prints the
// median time per request against the budget and exits 1 over it.
//
//   node bench/underwriting.mjs [--runs=200] [--warmup=30] [--budget=20] [--port=3315] [--pg-port=54345]
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { ROOT, siteEnv, startSite, stopSite, table, waitForHealth } from './lib.mjs';

const arg = (name, def) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? def);
const RUNS = arg('runs', 200);
const WARMUP = arg('warmup', 30);
const BUDGET_MS = arg('budget', 20);
const PORT = arg('port', 3315);
const PG_PORT = arg('pg-port', 54345);
const BUN = path.join(ROOT, '.tools', 'node_modules', '.bin', 'bun');
const base = `http://127.0.0.1:${PORT}`;
const REPORT = path.join(ROOT, 'backend', 'test', 'fixtures', 'reports', 'equifax-paged.txt');
const INPUT = { income: 5200, employment: 3, expenses: 2100, existingDebts: 14500 };

/** CPU time (user + system, ms) of the API process so far, from /proc (the wall time depends on the machine's load). */
function serverCpuMs() {
  const fields = readFileSync(`/proc/${server.pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

let cookie = '';
async function call(method, p, body, headers = {}) {
  const res = await fetch(base + p, {
    method,
    headers: {
      origin: base,
      ...(cookie ? { cookie } : {}),
      ...(body === undefined || body instanceof FormData ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined || body instanceof FormData ? body : JSON.stringify(body),
  });
  const set = res.headers.get('set-cookie');
  if (set) cookie = set.split(';')[0];
  const text = await res.text();
  if (res.status >= 400) throw new Error(`${method} ${p} → ${res.status} ${text}`);
  return text ? JSON.parse(text) : undefined;
}

/**
 * AI underwriting is the Elite plan's (402 without it, issue 26). The bench site has no Stripe keys, so the demo user
 * is given what Stripe's confirmed subscription would store, in the bench's own embedded PostgreSQL.
 */
async function grantElite(userId) {
  const client = new pg.Client({ connectionString: `postgres://postgres:finx-embedded@127.0.0.1:${PG_PORT}/finx` });
  await client.connect();
  try {
    const live = await client.query(`select 1 from "subscriptions" where "user_id" = $1 and "plan_id" = 'elite' and "status" = 'active'`, [userId]);
    if (!live.rowCount) {
      await client.query(
        `insert into "subscriptions" ("user_id", "plan_id", "provider", "status", "stripe_subscription_id", "current_period_start", "current_period_end", "confirmed_at")
         values ($1, 'elite', 'stripe', 'active', $2, now(), now() + interval '30 days', now())`,
        [userId, `sub_bench_${userId}_${Date.now()}`],
      );
    }
  } finally {
    await client.end();
  }
}

const env = {
  ...siteEnv({ port: PORT, dataDir: path.join(ROOT, '.data', 'bench-underwriting'), pgPort: PG_PORT }),
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
  SEED_DEMO: 'true',
};
delete env.OPENAI_API_KEY;
const server = startSite(BUN, ['backend/src/main.ts'], env);
let failed = false;
const rows = [['measure', 'value', 'budget', 'result']];
try {
  await waitForHealth(`${base}/api/health`, { child: server });
  const { user } = await call('POST', '/api/auth/login', { username: 'demo', password: 'FinX-demo-2026' });
  await grantElite(user.id);
  const reports = (await call('GET', '/api/credit-reports')).reports;
  if (!reports.some((r) => r.status === 'processed')) {
    const form = new FormData();
    form.append('userId', String(user.id));
    form.append('creditReport_0', new Blob([readFileSync(REPORT)], { type: 'text/plain' }), 'equifax-paged.txt');
    const {
      reports: [uploaded],
    } = await call('POST', '/api/credit-reports/upload', form);
    for (let i = 0; ; i++) {
      const r = await call('GET', `/api/credit-reports/${uploaded.id}`);
      if (r.status === 'processed') break;
      if (r.status === 'error' || i > 600) throw new Error(`the report was not read: ${r.error ?? 'timeout'}`);
      await new Promise((res) => setTimeout(res, 100));
    }
  }
  const body = { userId: user.id, additionalData: INPUT };
  let result;
  for (let i = 0; i < WARMUP; i++) result = await call('POST', '/api/ai-underwriting/analyze', body);
  const times = [];
  const cpu0 = serverCpuMs();
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await call('POST', '/api/ai-underwriting/analyze', body);
    times.push(performance.now() - t0);
  }
  const cpuPerRequest = (serverCpuMs() - cpu0) / RUNS;
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)];
  const p95 = times[Math.floor(times.length * 0.95)];
  failed = median > BUDGET_MS;
  rows.push([
    `offline analysis through the API, median of ${RUNS}`,
    `${median.toFixed(1)} ms (${(median / BUDGET_MS).toFixed(2)}× budget)`,
    `${BUDGET_MS} ms`,
    failed ? 'OVER' : 'ok',
  ]);
  rows.push(['min / p95 / max', `${times[0].toFixed(1)} / ${p95.toFixed(1)} / ${times.at(-1).toFixed(1)} ms`, '', '']);
  rows.push(['API process CPU per request (load-independent)', `${cpuPerRequest.toFixed(1)} ms`, '', '']);
  rows.push([
    'the result',
    `${result.creditworthinessScore}/100, ${result.riskLevel} risk, ${result.confidenceScore}% confidence, ${result.reasons.length} reasons, ${result.recommendations.length} recommendations`,
    '',
    '',
  ]);
} catch (err) {
  failed = true;
  console.error(err.message);
  rows.push(['offline analysis through the API', 'error', `${BUDGET_MS} ms`, 'FAIL']);
} finally {
  await stopSite(server, { signal: 'SIGTERM' });
}
console.log(table(rows));
process.exit(failed ? 1 : 0);
