#!/usr/bin/env node
// The dispute-letter engine, offline (template writer): the three bureau letters of one dispute and their PDFs.
// Runs bench/letters-engine.ts under Bun (the backend's runtime): WARMUP untimed rounds, then RUNS timed
// rounds; reports the median round against the budget and exits 1 over it.
//
//   node bench/letters.mjs [--runs=50] [--warmup=10] [--budget=100]
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { ROOT, table } from './lib.mjs';

const arg = (name, def) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? def);
const RUNS = arg('runs', 50);
const WARMUP = arg('warmup', 10);
const BUDGET_MS = arg('budget', 100);
const BUN = path.join(ROOT, '.tools', 'node_modules', '.bin', 'bun');

let failed = false;
const rows = [['measure', 'value', 'budget', 'result']];
try {
  const out = execFileSync(BUN, [path.join(ROOT, 'bench', 'letters-engine.ts'), String(WARMUP), String(RUNS)], { cwd: ROOT, encoding: 'utf8' });
  const { times, pages, bytes } = JSON.parse(out);
  const sorted = [...times].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];
  const ok = median <= BUDGET_MS;
  failed = !ok;
  rows.push([`3 bureau letters + PDFs, median of ${RUNS}`, `${median.toFixed(1)} ms`, `${BUDGET_MS} ms`, ok ? 'ok' : 'OVER']);
  rows.push(['min / max', `${sorted[0].toFixed(1)} / ${sorted.at(-1).toFixed(1)} ms`, '', '']);
  rows.push(['PDF pages / bytes per letter', `${pages.join(', ')} / ${bytes.join(', ')}`, '', '']);
} catch (err) {
  failed = true;
  console.error(err.message);
  rows.push(['3 bureau letters + PDFs', 'error', `${BUDGET_MS} ms`, 'FAIL']);
}
console.log(table(rows));
process.exit(failed ? 1 : 0);
