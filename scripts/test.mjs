#!/usr/bin/env node
// `npm test`: every test of the project, in this order:
//   boundaries the import rules of .dependency-cruiser.cjs (`npm run boundaries`: no cycles, modules through
//              their index.ts, platform below the modules, remotes and shell apart); a few seconds, before the build
//   lint       `biome ci .` (biome.jsonc): lint rules, React hooks' dependencies, and the formatting (`npm run format`
//              writes it); a few seconds
//   build      Bun, dependencies and the incremental build (the same step as `npm start`)
//   typecheck  each workspace's `typecheck` script (tsc), once per tsconfig (the remotes share one)
//   unit       each workspace's `test` script (vitest), except backend and e2e
//   backend    the backend tests: its `test` script, or `bun test` in backend/ (DATABASE_URL / REDIS_URL
//              are used when set, embedded PostgreSQL and the in-process queue otherwise)
//   storybook  `storybook:build` of each workspace that has one (design-system)
//   e2e        Playwright against the site started the way `npm start` starts it (without DATABASE_URL
//              and REDIS_URL)
// Ends with the line `N passed, N failed` (steps) and a non-zero exit when anything failed.
//
//   node scripts/test.mjs --only=unit,backend    run only these kinds of step
//   node scripts/test.mjs --skip=e2e             run all but these
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildAll } from './lib/build.mjs';
import { ensureBun, ensureDeps } from './lib/install.mjs';
import { ROOT, BUN_BIN, childEnv, run, killAllChildren, log, seconds, c } from './lib/process.mjs';
import { discoverWorkspaces } from './lib/workspaces.mjs';

const argv = process.argv.slice(2);
const listArg = (name) => {
  const a = argv.find((x) => x.startsWith(`--${name}=`));
  return a
    ? new Set(
        a
          .slice(name.length + 3)
          .split(',')
          .filter(Boolean),
      )
    : null;
};
const only = listArg('only');
const skip = listArg('skip') ?? new Set();
const wanted = (kind) => (only ? only.has(kind) : !skip.has(kind));

const MIN = 60_000;
const steps = []; // { name, status: 'passed'|'failed'|'skipped', ms, note }
const started = Date.now();

process.on('SIGINT', () => {
  log('interrupted');
  killAllChildren('SIGTERM');
  setTimeout(() => killAllChildren('SIGKILL'), 5000).unref();
  setTimeout(() => process.exit(130), 6000).unref();
});
process.on('SIGTERM', () => {
  killAllChildren('SIGTERM');
  process.exit(143);
});

function banner(name) {
  console.log(`\n${c.bold(`━━ ${name} ━━`)}`);
}

async function step(name, fn, { deferBanner = false } = {}) {
  if (!deferBanner) banner(name);
  const t = Date.now();
  let status = 'failed';
  let note = '';
  try {
    const r = await fn();
    if (r === 'skipped' || r?.skipped) {
      status = 'skipped';
      note = r?.note ?? '';
    } else if (r === true || r?.code === 0) status = 'passed';
    else note = r?.timedOut ? 'timed out' : r?.code !== undefined ? `exit ${r.code}` : '';
  } catch (err) {
    note = err.message;
    console.error(c.red(err.stack ?? String(err)));
  }
  const ms = Date.now() - t;
  steps.push({ name, status, ms, note });
  const mark = status === 'passed' ? c.green('PASS') : status === 'skipped' ? c.yellow('SKIP') : c.red('FAIL');
  log(`${mark} ${name} (${seconds(ms)})${note ? ` — ${note}` : ''}`);
  return status;
}

const logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'finx-test-'));
let logCount = 0;
const failureExcerpts = []; // { name, lines }: printed after the summary, where CI's kept tail shows them

/**
 * The lines of a failed step's log that say what failed: each failing test (bun's and vitest's "(fail)" / "FAIL"
 * / "✘" lines, Playwright's numbered failures) with the lines just above it, where the runner prints the error,
 * and errors thrown between tests.
 */
function failureExcerpt(text) {
  const lines = text.split('\n');
  const picked = new Set();
  const failing = /^\s*(\(fail\)|FAIL\b|✘|×|\d+\) \[)|Unhandled error|error: /;
  lines.forEach((line, i) => {
    if (!failing.test(line)) return;
    for (let j = Math.max(0, i - 12); j <= i; j++) picked.add(j);
    for (let j = i; j >= 0; j--) {
      if (/^\S.*\.(test|spec)\.[cm]?[jt]sx?:$/.test(lines[j])) {
        picked.add(j); // bun's header naming the test file
        break;
      }
    }
  });
  const out = [...picked].sort((a, b) => a - b).map((i) => lines[i]);
  return out.length > 80 ? out.slice(-80) : out;
}

/** A command as a step: its output goes to a log, printed whole under its banner when it ends. */
async function loggedStep(name, cmd, args, opts) {
  const logFile = path.join(logDir, `${logCount++}.log`);
  let text = '';
  const status = await step(
    name,
    async () => {
      const r = await run(cmd, args, { ...opts, logFile });
      banner(name);
      text = fs.readFileSync(logFile, 'utf8');
      process.stdout.write(text);
      return r;
    },
    { deferBanner: true },
  );
  if (status === 'failed') failureExcerpts.push({ name, lines: failureExcerpt(text) });
  return status;
}

/** Runs commands as steps `width` at a time (typecheck and unit tests are single-threaded: two at once use both cores). */
async function parallelSteps(jobs, width = 2) {
  const queue = [...jobs];
  const worker = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) await loggedStep(job.name, job.cmd, job.args, job.opts);
  };
  await Promise.all(Array.from({ length: width }, worker));
}

// ---------------------------------------------------------------------------------------------

let buildOk = false;
const setupStatus = await step('setup: bun + dependencies', async () => {
  await ensureBun();
  await ensureDeps();
  return true;
});

if (setupStatus === 'passed') {
  if (wanted('boundaries')) {
    await step('boundaries: dependency-cruiser', () => run(BUN_BIN, ['run', 'boundaries'], { cwd: ROOT, env: childEnv(), group: true, timeoutMs: 5 * MIN }));
  }
  if (wanted('lint')) {
    await step('lint: biome ci', () => run(BUN_BIN, ['run', 'lint'], { cwd: ROOT, env: childEnv(), group: true, timeoutMs: 5 * MIN }));
  }

  const needBuild = wanted('e2e') || wanted('build');
  if (needBuild) {
    const s = await step('build: design-system, shell, remotes', async () => {
      const { ok } = await buildAll();
      return ok;
    });
    buildOk = s === 'passed';
  }

  const workspaces = discoverWorkspaces();

  const checks = [];
  if (wanted('typecheck')) {
    const seen = new Set();
    for (const w of workspaces) {
      const script = w.scripts.typecheck;
      if (!script) continue;
      const project = path.resolve(w.dir, script.match(/-p\s+(\S+)/)?.[1] ?? '.');
      if (seen.has(project)) continue;
      seen.add(project);
      checks.push({
        name: `typecheck: ${path.relative(ROOT, project)}`,
        cmd: BUN_BIN,
        args: ['run', 'typecheck'],
        opts: { cwd: w.dir, env: childEnv(), group: true, timeoutMs: 10 * MIN },
      });
    }
  }

  if (wanted('unit')) {
    for (const w of workspaces) {
      if (w.rel === 'backend' || w.rel === 'e2e' || !w.scripts.test) continue;
      checks.push({
        name: `unit: ${w.rel}`,
        cmd: BUN_BIN,
        args: ['run', 'test'],
        opts: { cwd: w.dir, env: childEnv({ CI: process.env.CI ?? 'true' }), group: true, timeoutMs: 15 * MIN },
      });
    }
  }
  await parallelSteps(checks);

  if (wanted('backend')) {
    const backend = workspaces.find((w) => w.rel === 'backend');
    if (backend) {
      const cmd = backend.scripts.test ? ['run', 'test'] : ['test'];
      await loggedStep(
        `backend: bun ${cmd.join(' ')}${process.env.DATABASE_URL ? ' (DATABASE_URL set)' : ' (embedded PostgreSQL)'}${process.env.REDIS_URL ? ' (REDIS_URL set)' : ''}`,
        BUN_BIN,
        cmd,
        { cwd: backend.dir, env: childEnv(), group: true, timeoutMs: 20 * MIN },
      );
    }
  }

  if (wanted('storybook')) {
    for (const w of workspaces) {
      if (!w.scripts['storybook:build']) continue;
      await step(`storybook: ${w.rel} storybook:build`, () =>
        run(BUN_BIN, ['run', 'storybook:build'], { cwd: w.dir, env: childEnv({ STORYBOOK_DISABLE_TELEMETRY: '1' }), group: true, timeoutMs: 15 * MIN }),
      );
    }
  }

  if (wanted('e2e')) {
    const e2e = workspaces.find((w) => w.rel === 'e2e');
    await step('e2e: playwright (site started as npm start does)', async () => {
      if (!e2e) throw new Error('no e2e workspace');
      if (!buildOk) throw new Error('not run: the build failed');
      const cli = ['node_modules/@playwright/test/cli.js', 'e2e/node_modules/@playwright/test/cli.js']
        .map((p) => path.join(ROOT, p))
        .find((p) => fs.existsSync(p));
      if (!cli) throw new Error('@playwright/test is not installed');
      // The site must run like `npm start`: embedded PostgreSQL and the in-process queue.
      return run(process.execPath, [cli, 'test'], {
        cwd: e2e.dir,
        env: childEnv({}, ['DATABASE_URL', 'REDIS_URL']),
        group: true,
        timeoutMs: 25 * MIN,
      });
    });
  }
}

// ---------------------------------------------------------------------------------------------

const passed = steps.filter((s) => s.status === 'passed').length;
const failed = steps.filter((s) => s.status === 'failed').length;
const skipped = steps.filter((s) => s.status === 'skipped').length;
banner(`summary (${seconds(Date.now() - started)})`);
const width = Math.max(...steps.map((s) => s.name.length));
for (const s of steps) {
  const mark = s.status === 'passed' ? c.green('PASS') : s.status === 'skipped' ? c.yellow('SKIP') : c.red('FAIL');
  console.log(`  ${mark}  ${s.name.padEnd(width)}  ${seconds(s.ms).padStart(7)}${s.note ? `  ${s.note}` : ''}`);
}
for (const { name, lines } of failureExcerpts) {
  console.log(`\n${c.red(`what failed in ${name}:`)}`);
  console.log(lines.length ? lines.join('\n') : '  (no failing test named in its output: see the log above)');
}
fs.rmSync(logDir, { recursive: true, force: true });
console.log('');
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed ? 1 : 0);
