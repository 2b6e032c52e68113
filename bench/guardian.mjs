#!/usr/bin/env node
// Guardian's time to first streamed token in offline mode through the API (issue 18): POST /api/guardian/ask as
// the demo account (the seeded user's score history, disputes and subscription), a fixed set of questions in
// turn, each in a new conversation; the time from sending the request to reading its first `token` event.
// Measured side by side, in the same run and alternating with it, against a bare Express SSE endpoint under Bun
// (bench/guardian-bare-sse.ts: time to its first event). The server is `bun backend/src/main.ts` on embedded
// PostgreSQL (a new data directory each run) with OPENAI_API_KEY unset. WARMUP untimed asks (as another user:
// a user may ask 30 questions in 10 minutes), then RUNS timed ones; prints the median and p95 against the
// budget and exits 1 over either.
//
//   node bench/guardian.mjs [--runs=30] [--warmup=10] [--budget=150] [--port=3316] [--pg-port=54346] [--bare-port=3317]
import { rmSync } from 'node:fs';
import path from 'node:path';
import { ROOT, siteEnv, startSite, stopSite, table, waitForHealth } from './lib.mjs';

const arg = (name, def) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? def);
const RUNS = arg('runs', 30);
const WARMUP = arg('warmup', 10);
const BUDGET_MS = arg('budget', 150);
const PORT = arg('port', 3316);
const PG_PORT = arg('pg-port', 54346);
const BARE_PORT = arg('bare-port', 3317);
const BUN = path.join(ROOT, '.tools', 'node_modules', '.bin', 'bun');
const base = `http://127.0.0.1:${PORT}`;
const QUESTIONS = [
  'Why did my score drop?',
  'When must Equifax answer my dispute?',
  'What is a 609 letter?',
  'How do I cancel my subscription?',
  'What is wrong on my credit report?',
];
/** The per-user limit of questions (GUARDIAN_RATE_LIMIT): the timed asks are the demo user's. */
const USER_LIMIT = 30;

async function call(cookie, method, p, body) {
  const res = await fetch(base + p, {
    method,
    headers: { origin: base, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (res.status >= 400) throw new Error(`${method} ${p} → ${res.status} ${text}`);
  return { cookie: res.headers.get('set-cookie')?.split(';')[0] ?? cookie, json: text ? JSON.parse(text) : undefined };
}

/** ms from sending `body` to reading the first `event: token` of the stream at `url`; the stream is then read to its end. */
async function firstToken(url, headers, body) {
  const t0 = performance.now();
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  if (res.status !== 200) throw new Error(`${url} → ${res.status} ${await res.text()}`);
  const decoder = new TextDecoder();
  let seen = '';
  let first = null;
  for await (const chunk of res.body) {
    seen += decoder.decode(chunk, { stream: true });
    if (first === null && seen.includes('event: token\n')) first = performance.now() - t0;
  }
  if (first === null) throw new Error(`no token event from ${url}: ${seen.slice(0, 400)}`);
  if (url.includes('/api/guardian/') && !seen.includes('\nevent: done\n')) throw new Error(`the answer did not end with done: …${seen.slice(-400)}`);
  return first;
}

const stats = (times) => {
  const s = [...times].sort((a, b) => a - b);
  return { median: s[Math.floor(s.length / 2)], p95: s[Math.min(s.length - 1, Math.ceil(s.length * 0.95) - 1)], min: s[0], max: s.at(-1) };
};
const ms = (n) => `${n.toFixed(1)} ms`;

// A fresh database each run: the demo user's question count starts at 0 (and its data is the seed's).
const DATA_DIR = path.join(ROOT, '.data', 'bench-guardian');
rmSync(DATA_DIR, { recursive: true, force: true });
const env = { ...siteEnv({ port: PORT, dataDir: DATA_DIR, pgPort: PG_PORT }), LOG_LEVEL: 'warn', NODE_ENV: 'production', SEED_DEMO: 'true' };
delete env.OPENAI_API_KEY;
const server = startSite(BUN, ['backend/src/main.ts'], env);
const bare = startSite(BUN, [path.join('bench', 'guardian-bare-sse.ts')], { ...process.env, PORT: String(BARE_PORT) });
let failed = false;
const rows = [['measure', 'value', 'budget', 'result']];
try {
  if (RUNS > USER_LIMIT) throw new Error(`--runs is at most ${USER_LIMIT} (the questions one user may ask in 10 minutes)`);
  await waitForHealth(`${base}/api/health`, { child: server });
  await waitForHealth(`http://127.0.0.1:${BARE_PORT}/health`, { child: bare, timeoutMs: 30_000 });
  const { cookie: demo } = await call('', 'POST', '/api/auth/login', { username: 'demo', password: 'FinX-demo-2026' });
  const n = Date.now().toString(36);
  const { cookie: warm } = await call('', 'POST', '/api/auth/register', {
    username: `bench_${n}`,
    email: `bench_${n}@example.com`,
    password: 'correct horse',
    firstName: 'Bench',
    lastName: 'Warmup',
  });
  const guardian = (cookie, i) => firstToken(`${base}/api/guardian/ask`, { origin: base, cookie }, { question: QUESTIONS[i % QUESTIONS.length] });
  const bareSse = (i) => firstToken(`http://127.0.0.1:${BARE_PORT}/sse`, {}, { question: QUESTIONS[i % QUESTIONS.length] });
  for (let i = 0; i < WARMUP; i++) {
    await guardian(warm, i);
    await bareSse(i);
  }
  const g = [];
  const b = [];
  for (let i = 0; i < RUNS; i++) {
    b.push(await bareSse(i));
    g.push(await guardian(demo, i));
  }
  const gs = stats(g);
  const bs = stats(b);
  failed = gs.median > BUDGET_MS || gs.p95 > BUDGET_MS;
  rows.push([
    `Guardian offline: first token through the API, median of ${RUNS}`,
    `${ms(gs.median)} (${(gs.median / BUDGET_MS).toFixed(2)}× budget)`,
    `${BUDGET_MS} ms`,
    gs.median > BUDGET_MS ? 'OVER' : 'ok',
  ]);
  rows.push(['Guardian offline: p95 (min / max)', `${ms(gs.p95)} (${ms(gs.min)} / ${ms(gs.max)})`, `${BUDGET_MS} ms`, gs.p95 > BUDGET_MS ? 'OVER' : 'ok']);
  rows.push([`bare Express SSE under Bun: first event, median / p95 of ${RUNS}`, `${ms(bs.median)} / ${ms(bs.p95)}`, '', '']);
  rows.push(['Guardian’s own share of the median (answer − bare)', ms(gs.median - bs.median), '', '']);
} catch (err) {
  failed = true;
  console.error(err.message);
  rows.push(['Guardian offline: first token through the API', 'error', `${BUDGET_MS} ms`, 'FAIL']);
} finally {
  await stopSite(bare, { signal: 'SIGTERM', graceMs: 5000 });
  await stopSite(server, { signal: 'SIGTERM' });
}
console.log(table(rows));
process.exit(failed ? 1 : 0);
