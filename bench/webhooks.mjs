#!/usr/bin/env node
// Webhook deliveries through BullMQ with 2 worker processes to a loopback receiver (issue 15): deliveries per
// second for a burst of N events, 0 lost, 0 duplicated per webhook-id, and the enqueue-to-delivery latency
// (p50 / p99) at a steady RATE for SECONDS. Needs DATABASE_URL and REDIS_URL (CI sets them). Runs
// bench/webhooks-run.ts under Bun; exits 1 over budget.
//
//   node bench/webhooks.mjs [--events=20000] [--rate=500] [--seconds=5] [--concurrency=100] [--budget=2000] [--p99=250]
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { ROOT, table } from './lib.mjs';

const arg = (name, def) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? def);
const EVENTS = arg('events', 20_000);
const RATE = arg('rate', 500);
const SECONDS = arg('seconds', 5);
const CONCURRENCY = arg('concurrency', 100);
const BUDGET = arg('budget', 2000);
const P99_BUDGET = arg('p99', 250);
const BUN = path.join(ROOT, '.tools', 'node_modules', '.bin', 'bun');

const rows = [['measure', 'value', 'budget', 'result']];
let failed = false;
const check = (name, value, budget, ok) => {
  failed ||= !ok;
  rows.push([name, value, budget, ok ? 'ok' : 'OVER']);
};
if (!process.env.DATABASE_URL || !process.env.REDIS_URL) {
  console.error('bench/webhooks.mjs needs DATABASE_URL and REDIS_URL (PostgreSQL and Redis for BullMQ)');
  process.exit(1);
}
try {
  const out = execFileSync(BUN, [path.join(ROOT, 'bench', 'webhooks-run.ts'), String(EVENTS), String(RATE), String(SECONDS), String(CONCURRENCY)], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 75_000, // the run waits at most ≈ 55 s for deliveries in all; ≈ 20 s when they keep up
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const r = JSON.parse(out.trim().split('\n').at(-1));
  const ratio = (r.perSecond / BUDGET).toFixed(2);
  check(
    `deliveries/s, ${r.events} events, 2 workers × ${CONCURRENCY}`,
    `${r.perSecond}/s = ${ratio} × budget (${r.deliveryMs} ms; enqueue ${r.enqueueMs} ms)`,
    `≥ ${BUDGET}/s`,
    r.perSecond >= BUDGET,
  );
  check('lost (not received)', `${r.lost} of ${r.total}`, '0', r.lost === 0);
  check('duplicated webhook-ids', String(r.duplicated), '0', r.duplicated === 0);
  check('recorded sent in webhook_events', `${r.recordedSent} of ${r.total}`, 'all', r.recordedSent === r.total);
  check(`enqueue → delivery p99 at ${r.steadyRate}/s`, `${r.p99} ms (p50 ${r.p50} ms)`, `≤ ${P99_BUDGET} ms`, r.p99 <= P99_BUDGET);
} catch (err) {
  failed = true;
  console.error(err.message);
  rows.push(['webhook deliveries', 'error', `≥ ${BUDGET}/s`, 'FAIL']);
}
console.log(table(rows));
process.exit(failed ? 1 : 0);
