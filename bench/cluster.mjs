#!/usr/bin/env node
// 2 API processes + 2 BullMQ workers under a mixed load (issue 27): requests, errors (5xx or no answer) and p99 over
// SECONDS, one worker killed with SIGKILL halfway; then what was lost or done twice once the work settles —
// documents still 'processing', documents read twice, webhook events never received, webhook-ids received twice
// (at-least-once: a delivery the killed worker had sent but not recorded comes again, with the same webhook-id).
// Needs DATABASE_URL and REDIS_URL; uses ports PORT and PORT+1. Runs bench/cluster-run.ts under Bun; exits 1 over
// budget. Not in CI (about a minute and a half).
//
//   node bench/cluster.mjs [--seconds=20] [--clients=16] [--users=16] [--port=3640] [--settle=120] [--p99=<ms>]
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { ROOT, table } from './lib.mjs';

const arg = (name, def) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? def);
const SECONDS = arg('seconds', 20);
const CLIENTS = arg('clients', 16);
const USERS = arg('users', 16);
const PORT = arg('port', 3640);
const SETTLE = arg('settle', 120);
const P99_BUDGET = arg('p99', Infinity); // no budget unless given: this 2-core machine's load moves it by seconds
const BUN = path.join(ROOT, '.tools', 'node_modules', '.bin', 'bun');

const rows = [['measure', 'value', 'budget', 'result']];
let failed = false;
const check = (name, value, budget, ok) => {
  failed ||= !ok;
  rows.push([name, value, budget, ok === null ? 'report' : ok ? 'ok' : 'OVER']);
};
if (!process.env.DATABASE_URL || !process.env.REDIS_URL) {
  console.error('bench/cluster.mjs needs DATABASE_URL and REDIS_URL (PostgreSQL and Redis for BullMQ)');
  process.exit(1);
}
try {
  const out = execFileSync(BUN, [path.join(ROOT, 'bench', 'cluster-run.ts'), String(SECONDS), String(CLIENTS), String(USERS), String(PORT), String(SETTLE)], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: (SECONDS + SETTLE + 120) * 1000,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const r = JSON.parse(out.trim().split('\n').at(-1));
  for (const o of r.perOperation) check(`  ${o.name}`, `${o.requests} req, p50 ${o.p50} ms, p99 ${o.p99} ms, ${o.errors} errors, ${o.refused} 4xx`, '', null);
  check(`requests, 2 APIs, ${r.clients} clients, ${r.seconds} s`, `${r.requests} (${r.perSecond}/s)`, '', null);
  check('errors (5xx or no answer)', String(r.errors), '0', r.errors === 0);
  check('refused (4xx)', String(r.refused), '0', r.refused === 0);
  check('p99 (p50)', `${r.p99} ms (${r.p50} ms)`, P99_BUDGET === Infinity ? '' : `≤ ${P99_BUDGET} ms`, P99_BUDGET === Infinity ? null : r.p99 <= P99_BUDGET);
  check('settled after the load', `${(r.settleMs / 1000).toFixed(1)} s`, `≤ ${SETTLE} s`, r.documentsLost === 0 && r.eventsLost === 0);
  check('documents lost (still processing)', `${r.documentsLost} of ${r.documents}`, '0', r.documentsLost === 0);
  check('documents read twice', String(r.documentsReadTwice), '0', r.documentsReadTwice === 0);
  check('webhook events lost (never received)', `${r.eventsLost} of ${r.events}`, '0', r.eventsLost === 0);
  check('webhook-ids received twice (at-least-once)', String(r.eventsSentTwice), '', null);
} catch (err) {
  failed = true;
  console.error(err.message);
  rows.push(['2 APIs + 2 workers under load', 'error', '', 'FAIL']);
}
console.log(table(rows));
process.exit(failed ? 1 : 0);
