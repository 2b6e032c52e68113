#!/usr/bin/env node
// Throughput and latency of an authenticated `GET /api/credit-profiles/{userId}` (the real server entry,
// `bun backend/src/main.ts`, NODE_ENV=production) against a bare Bun.serve handler doing the same
// PostgreSQL query through the same driver (`pg`) with a pool of the same size (bench/bare-profile-server.ts).
// Both run at the same time in their own processes; wrk (Debian's `wrk`, one thread, CONNECTIONS connections)
// loads one at a time: a warm-up each (the JIT settles), then ROUNDS alternating rounds of DURATION seconds,
// each after a 1 s unmeasured run of the same server.
// wrk is C: it leaves the second core to the server and PostgreSQL (autocannon, in Node, took most of it).
// Reported: requests over the measured time, p50/p99 of each round (wrk's histogram, µs) and their median,
// and the CPU time each server process used per request (from /proc; it is what the two cores run out of).
//
// Budget: FinX req/s ÷ bare req/s ≥ 0.5, and FinX p99 (median of the rounds) ≤ 10 ms. The 10 ms was set for this
// machine at its usual speed (the bare server's p99 5–7 ms). In its slow phases the bare server alone reaches
// 9–10 ms; when the bare p99 is over 80 % of the budget, FinX's p99 is judged beside it instead (≤ 1.3 × bare, the
// same run), so the check measures what FinX adds, not the machine's phase. Both numbers are printed either way.
//
//   node bench/api-throughput.mjs [--connections=32] [--duration=4] [--rounds=7] [--warmup=8]
//                                 [--port=3477] [--bare-port=3478] [--min-ratio=0.5] [--p99=10] [--p99-ratio=1.3]
//
// DATABASE_URL names the PostgreSQL to use (default postgres://postgres@127.0.0.1:5432/test); the bench works
// in its own schema, dropped at the end. Every child process is stopped at the end, also on failure.
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, startSite, waitForHealth, stopSite, table } from './lib.mjs';

const require = createRequire(import.meta.url);
const argOf = (name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const arg = (name, def) => Number(argOf(name) ?? def);
const CONNECTIONS = arg('connections', 32);
const DURATION_S = arg('duration', 4);
const ROUNDS = arg('rounds', 7);
const WARMUP_S = arg('warmup', 8);
const PORT = arg('port', 3477);
const BARE_PORT = arg('bare-port', 3478);
const MIN_RATIO = arg('min-ratio', 0.5);
const MAX_P99_MS = arg('p99', 10);
/** In a slow phase of the machine (bare p99 over SLOW_SHARE of the budget): FinX's p99 at most this many times the bare server's. */
const SLOW_SHARE = 0.8;
const MAX_P99_RATIO_SLOW = arg('p99-ratio', 1.3);
/** createOrm's pool size (backend/src/platform/db/orm.ts: `pool.max`, poolMax ?? 10); the bare server gets the same. */
const POOL_MAX = 10;
const DATABASE_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const SCHEMA = `bench_api_${process.pid}`;
const BUN = path.join(ROOT, '.tools', 'node_modules', '.bin', 'bun');
const finxBase = `http://127.0.0.1:${PORT}`;
const bareBase = `http://127.0.0.1:${BARE_PORT}`;

/** `pg`, the driver @mikro-orm/postgresql uses, from the copy it resolves (for dropping the schema). */
function loadPg() {
  const ormPg = require.resolve('@mikro-orm/postgresql', { paths: [path.join(ROOT, 'backend')] });
  return createRequire(ormPg)('pg');
}

async function dropSchema() {
  const pg = loadPg();
  const client = new pg.Client({ connectionString: DATABASE_URL });
  try {
    await client.connect();
    await client.query(`drop schema if exists "${SCHEMA}" cascade`);
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function api(method, url, { body, cookie } = {}) {
  const res = await fetch(`${finxBase}${url}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json', origin: finxBase } : {}),
      ...(cookie ? { cookie } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    json = text;
  }
  return { status: res.status, json, headers: res.headers };
}

/** Registers a fresh user and gives it a credit profile; returns the user id and the session cookie. */
async function signUp() {
  const n = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  const reg = await api('POST', '/api/auth/register', {
    body: { username: `bench_${n}`, email: `bench_${n}@example.com`, password: 'correct horse', firstName: 'Ada', lastName: 'Lovelace' },
  });
  if (reg.status !== 201) throw new Error(`register: ${reg.status} ${JSON.stringify(reg.json)}`);
  const setCookie = reg.headers.getSetCookie().find((c) => c.startsWith('finx_session='));
  if (!setCookie) throw new Error('register: no finx_session cookie');
  const cookie = setCookie.split(';')[0];
  const userId = reg.json.user.id;
  const created = await api('POST', '/api/credit-profiles', { cookie, body: { userId, currentScore: 700, targetScore: 780 } });
  if (created.status !== 201) throw new Error(`create credit profile: ${created.status} ${JSON.stringify(created.json)}`);
  return { userId, cookie, profile: created.json };
}

/** CPU ms (user + system) a process has used so far, from /proc (Linux); NaN elsewhere. */
function cpuMs(pid) {
  try {
    const f = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(f[11]) + Number(f[12])) * 1000) / 100; // USER_HZ is 100 on Linux
  } catch {
    return NaN;
  }
}

const WRK_REPORT = path.join(ROOT, 'bench', 'wrk-report.lua');

/** One wrk run: its JSON report (bench/wrk-report.lua) and the server's CPU time over it. */
async function load(url, headers, durationS, pid) {
  const args = ['-t1', `-c${CONNECTIONS}`, `-d${durationS}s`, '--timeout', '5s', '-s', WRK_REPORT];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  const cpu0 = cpuMs(pid);
  const stdout = await new Promise((resolve, reject) =>
    execFile('wrk', [...args, url], { timeout: (durationS + 30) * 1000 }, (err, out, errOut) =>
      err ? reject(new Error(`wrk: ${err.message}\n${errOut}`)) : resolve(out),
    ),
  );
  const cpu = cpuMs(pid) - cpu0;
  const line = stdout.split('\n').find((l) => l.startsWith('{'));
  if (!line) throw new Error(`wrk printed no report:\n${stdout}`);
  const r = JSON.parse(line);
  return { requests: r.requests, seconds: r.seconds, p50: r.p50_us / 1000, p99: r.p99_us / 1000, bad: r.non2xx + r.errors, cpuMs: cpu };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

function summarize(runs) {
  const requests = runs.reduce((s, r) => s + r.requests, 0);
  return {
    rps: requests / runs.reduce((s, r) => s + r.seconds, 0),
    p50: median(runs.map((r) => r.p50)),
    p99: median(runs.map((r) => r.p99)),
    perRound: runs.map((r) => Math.round(r.requests / r.seconds)),
    p99PerRound: runs.map((r) => r.p99.toFixed(1)),
    cpuUsPerReq: (runs.reduce((s, r) => s + r.cpuMs, 0) * 1000) / requests,
    bad: runs.reduce((s, r) => s + r.bad, 0),
  };
}

const children = [];
let failed = false;
const rows = [['server', 'req/s', 'p50', 'p99', 'rounds (req/s)', 'rounds (p99 ms)', 'server CPU/req', 'budget', 'result']];
const stopAll = () => Promise.all(children.map((c) => stopSite(c, { signal: 'SIGTERM', graceMs: 10_000 })));
for (const sig of ['SIGINT', 'SIGTERM']) {
  process.on(sig, async () => {
    await stopAll();
    await dropSchema().catch(() => undefined);
    process.exit(130);
  });
}

try {
  if (!fs.existsSync(BUN)) throw new Error('Bun is not installed in .tools/: run npm run build first');
  if (!['/usr/bin/wrk', '/usr/local/bin/wrk'].some((f) => fs.existsSync(f))) throw new Error('wrk is not installed: apt-get install wrk');
  const common = { ...process.env, DATABASE_URL, DATABASE_SCHEMA: SCHEMA };
  const finxEnv = {
    ...common,
    NODE_ENV: 'production',
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(ROOT, '.data', 'bench-api'),
    SEED_DEMO: 'false',
    // one registration per run, but a developer may run the bench many times within the hour
    REGISTER_RATE_LIMIT: '100000',
  };
  console.error(`FinX API on ${finxBase} and the bare server on ${bareBase} (schema ${SCHEMA}, pool ${POOL_MAX}, ${CONNECTIONS} connections)`);
  const t0 = Date.now();
  const finx = startSite(BUN, ['backend/src/main.ts'], finxEnv);
  children.push(finx);
  await waitForHealth(`${finxBase}/api/health`, { since: t0, timeoutMs: 60_000, child: finx });
  // the bare server after the API: the API's start has run the migrations that create its table
  const bare = startSite(BUN, ['bench/bare-profile-server.ts'], { ...common, PORT: String(BARE_PORT), POOL_MAX: String(POOL_MAX) });
  children.push(bare);

  const { userId, cookie, profile } = await signUp();
  const finxUrl = `${finxBase}/api/credit-profiles/${userId}`;
  const bareUrl = `${bareBase}/api/credit-profiles/${userId}`;
  // the bare server answers with the same profile
  const t1 = Date.now();
  for (;;) {
    const res = await fetch(bareUrl).catch(() => null);
    if (res?.status === 200) {
      const got = await res.json();
      if (JSON.stringify(got) !== JSON.stringify(profile)) throw new Error(`bare server answers ${JSON.stringify(got)}, the API ${JSON.stringify(profile)}`);
      break;
    }
    if (bare.exitCode !== null) throw new Error(`bare server exited with ${bare.exitCode}\n${bare.lastStderr()}`);
    if (Date.now() - t1 > 20_000) throw new Error(`bare server did not answer 200 (last: ${res?.status})`);
    await new Promise((r) => setTimeout(r, 100));
  }
  const check = await api('GET', `/api/credit-profiles/${userId}`, { cookie });
  if (check.status !== 200) throw new Error(`GET with the session: ${check.status} ${JSON.stringify(check.json)}`);

  const targets = {
    finx: { url: finxUrl, headers: { cookie }, pid: finx.pid },
    bare: { url: bareUrl, headers: {}, pid: bare.pid },
  };
  for (const name of ['finx', 'bare']) {
    console.error(`  warm-up ${name}: ${WARMUP_S} s`);
    await load(targets[name].url, targets[name].headers, WARMUP_S, targets[name].pid);
  }
  const runs = { finx: [], bare: [] };
  for (let round = 1; round <= ROUNDS; round++) {
    for (const name of round % 2 ? ['finx', 'bare'] : ['bare', 'finx']) {
      // 1 s unmeasured first: the server has sat idle while the other ran, and its pool may have closed idle
      // connections (pg's 10 s idle timeout); every measured round starts from the same warm state.
      await load(targets[name].url, targets[name].headers, 1, targets[name].pid);
      const r = await load(targets[name].url, targets[name].headers, DURATION_S, targets[name].pid);
      console.error(
        `  round ${round} ${name}: ${Math.round(r.requests / r.seconds)} req/s, p99 ${r.p99.toFixed(2)} ms${r.bad ? `, ${r.bad} not 2xx or failed` : ''}`,
      );
      runs[name].push(r);
    }
  }
  const f = summarize(runs.finx);
  const b = summarize(runs.bare);
  const ratio = f.rps / b.rps;
  const ms = (v) => `${v.toFixed(2)} ms`;
  const ratioOk = ratio >= MIN_RATIO;
  const slowMachine = b.p99 > SLOW_SHARE * MAX_P99_MS;
  const p99Ok = f.p99 <= MAX_P99_MS || (slowMachine && f.p99 <= MAX_P99_RATIO_SLOW * b.p99);
  const clean = f.bad === 0 && b.bad === 0;
  failed = !(ratioOk && p99Ok && clean);
  const us = (v) => (Number.isFinite(v) ? `${Math.round(v)} µs` : '?');
  rows.push([
    'FinX GET /api/credit-profiles/:id (session)',
    Math.round(f.rps),
    ms(f.p50),
    ms(f.p99),
    f.perRound.join(' / '),
    f.p99PerRound.join(' / '),
    us(f.cpuUsPerReq),
    slowMachine
      ? `p99 ≤ ${MAX_P99_MS} ms, or ≤ ${MAX_P99_RATIO_SLOW} × bare (${(f.p99 / b.p99).toFixed(2)}×: slow phase, bare p99 ${ms(b.p99)})`
      : `p99 ≤ ${MAX_P99_MS} ms`,
    p99Ok ? 'ok' : 'OVER',
  ]);
  rows.push([
    'bare Bun.serve + pg, same query',
    Math.round(b.rps),
    ms(b.p50),
    ms(b.p99),
    b.perRound.join(' / '),
    b.p99PerRound.join(' / '),
    us(b.cpuUsPerReq),
    '',
    '',
  ]);
  rows.push(['ratio FinX ÷ bare', ratio.toFixed(2), '', '', '', '', '', `≥ ${MIN_RATIO}`, ratioOk ? 'ok' : 'UNDER']);
  if (!clean) rows.push(['responses other than 2xx / errors', f.bad + b.bad, '', '', '', '', '', '0', 'FAIL']);
} catch (err) {
  failed = true;
  console.error(err.stack ?? err.message);
  for (const c of children) if (c.lastStderr?.()) console.error(c.lastStderr());
  rows.push(['FinX vs bare', 'error', '', '', '', '', '', '', 'FAIL']);
} finally {
  await stopAll();
  await dropSchema().catch((err) => console.error(`could not drop schema ${SCHEMA}: ${err.message}`));
}
console.log(table(rows));
process.exit(failed ? 1 : 0);
