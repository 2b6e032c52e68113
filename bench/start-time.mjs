#!/usr/bin/env node
// Time `npm start` (dependencies installed, build done) until the first 200 from /api/health.
// One untimed warm-up (creates the embedded database), then RUNS timed starts; reports the median.
// After each run the server is stopped like Ctrl-C and no PostgreSQL process may be left behind.
//
//   node bench/start-time.mjs [--runs=3] [--port=3311] [--budget=15]
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, siteEnv, startSite, waitForHealth, stopSite, postgresProcesses, table } from './lib.mjs';

const arg = (name, def) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? def);
const RUNS = arg('runs', 3);
const PORT = arg('port', 3311);
const BUDGET_S = arg('budget', 15);
const DATA_DIR = '.data/bench-start';
const PG_PORT = arg('pg-port', 54341);
const env = siteEnv({ port: PORT, dataDir: DATA_DIR, pgPort: PG_PORT });
const health = `http://127.0.0.1:${PORT}/api/health`;
const dataAbs = path.join(ROOT, DATA_DIR);

async function once(label) {
  const t0 = Date.now();
  const child = startSite('npm', ['start', '--silent'], env);
  let ms;
  try {
    ms = await waitForHealth(health, { since: t0, timeoutMs: 180_000, child });
  } finally {
    const stopped = await stopSite(child);
    const left = postgresProcesses(dataAbs, DATA_DIR, `-p ${PG_PORT}`);
    // biome-ignore lint/correctness/noUnsafeFinally: a server or PostgreSQL left running outranks the start's own error
    if (left.length) throw new Error(`${label}: PostgreSQL left running after stop:\n${left.join('\n')}`);
    // biome-ignore lint/correctness/noUnsafeFinally: as above
    if (stopped.forced) throw new Error(`${label}: the server did not stop within 30 s of Ctrl-C`);
  }
  console.error(`  ${label}: ready in ${(ms / 1000).toFixed(2)} s`);
  return ms;
}

let failed = false;
const rows = [['measure', 'value', 'budget', 'result']];
try {
  if (!fs.existsSync(path.join(ROOT, 'node_modules'))) throw new Error('install and build first: npm run build');
  console.error(`npm start → first 200 from /api/health (port ${PORT}, DATA_DIR=${DATA_DIR})`);
  await once('warm-up');
  const times = [];
  for (let i = 1; i <= RUNS; i++) times.push(await once(`run ${i}`));
  const sorted = [...times].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];
  const ok = median <= BUDGET_S * 1000;
  failed ||= !ok;
  rows.push([`start to ready, median of ${RUNS}`, `${(median / 1000).toFixed(2)} s`, `${BUDGET_S} s`, ok ? 'ok' : 'OVER']);
  rows.push(['start to ready, min / max', `${(sorted[0] / 1000).toFixed(2)} / ${(sorted.at(-1) / 1000).toFixed(2)} s`, '', '']);
  rows.push(['postgres left behind', 'none', 'none', 'ok']);
} catch (err) {
  failed = true;
  console.error(err.message);
  rows.push(['start to ready', 'error', `${BUDGET_S} s`, 'FAIL']);
}
console.log(table(rows));
process.exit(failed ? 1 : 0);
