#!/usr/bin/env node
// Reading an uploaded credit report: a ~10 MB text PDF report (a bureau-style report of many pages of accounts,
// a chart image on each page as real reports carry) read by readCreditReportFile, and the field accuracy of the
// reader on its fixture set (backend/test/fixtures/reports). Runs bench/report-reading.ts under Bun (the
// backend's runtime): WARMUP untimed reads, then RUNS timed ones; reports the median against the budget and
// exits 1 over it.
//
//   node bench/report-reading.mjs [--runs=5] [--warmup=1] [--budget=3000] [--mb=10] [--pages=200]
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { ROOT, table } from './lib.mjs';

const arg = (name, def) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? def);
const RUNS = arg('runs', 5);
const WARMUP = arg('warmup', 1);
const BUDGET_MS = arg('budget', 3000);
const MB = arg('mb', 10);
const PAGES = arg('pages', 200);
const BUN = path.join(ROOT, '.tools', 'node_modules', '.bin', 'bun');

let failed = false;
const rows = [['measure', 'value', 'budget', 'result']];
try {
  const script = path.join(ROOT, 'bench', 'report-reading.ts');
  const out = execFileSync(BUN, [script, String(WARMUP), String(RUNS), String(MB), String(PAGES)], { cwd: ROOT, encoding: 'utf8', maxBuffer: 1 << 20 });
  const { times, bytes, pages, accounts, fixtures, fields, right } = JSON.parse(out);
  const sorted = [...times].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];
  const ok = median <= BUDGET_MS;
  failed = !ok;
  const mb = (bytes / 1_000_000).toFixed(1);
  rows.push([`${mb} MB text PDF report (${pages} pages, ${accounts} accounts), median of ${RUNS}`, `${median.toFixed(0)} ms (${(median / BUDGET_MS).toFixed(2)}× budget)`, `${BUDGET_MS} ms`, ok ? 'ok' : 'OVER']);
  rows.push(['min / max', `${sorted[0].toFixed(0)} / ${sorted.at(-1).toFixed(0)} ms`, '', '']);
  rows.push([`field accuracy on ${fixtures} fixtures`, `${right}/${fields} (${((100 * right) / fields).toFixed(1)}%)`, '', '']);
} catch (err) {
  failed = true;
  console.error(err.message);
  rows.push(['10 MB text PDF report', 'error', `${BUDGET_MS} ms`, 'FAIL']);
}
console.log(table(rows));
process.exit(failed ? 1 : 0);
