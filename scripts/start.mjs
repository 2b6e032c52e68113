#!/usr/bin/env node
// `npm start` (and `npm run dev`, `npm run build`): one command from a machine with only Node 20+ and npm.
//
//   node scripts/start.mjs               install Bun + deps if needed, build what changed, run the server
//   node scripts/start.mjs --build-only  stop after building
//   node scripts/start.mjs --dev         rebuild a workspace when its files change, restart the backend
//                                        when backend/ or contracts/ change
//   node scripts/start.mjs --force       rebuild everything
//
// The server is `bun backend/src/main.ts` with this process's stdio and environment (PORT, DATABASE_URL,
// REDIS_URL, DATA_DIR, ...). SIGINT/SIGTERM are passed on to it and this process exits with its code.
import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { buildAll } from './lib/build.mjs';
import { ensureBun, ensureDeps } from './lib/install.mjs';
import { ROOT, BUN_BIN, childEnv, killAllChildren, log, seconds, c } from './lib/process.mjs';
import { discoverWorkspaces } from './lib/workspaces.mjs';

const args = new Set(process.argv.slice(2));
const buildOnly = args.has('--build-only') || args.has('--build');
const dev = args.has('--dev');
const force = args.has('--force');
const BACKEND_ENTRY = path.join('backend', 'src', 'main.ts');
const started = Date.now();

let shuttingDown = false;
// While installing/building, Ctrl-C (or a SIGTERM) stops the child processes and exits.
const earlyStop = (sig) => {
  shuttingDown = true;
  log(`${sig} received, stopping`);
  killAllChildren('SIGTERM');
  process.exit(128 + (sig === 'SIGINT' ? 2 : 15));
};
process.on('SIGINT', earlyStop);
process.on('SIGTERM', earlyStop);

try {
  await ensureBun();
  await ensureDeps();
  const { ok } = await buildAll({ force });
  if (!ok) {
    log(c.red('build failed, not starting the server'));
    process.exit(1);
  }
} catch (err) {
  console.error(c.red(`[finx] ${err.message}`));
  process.exit(1);
}
process.off('SIGINT', earlyStop);
process.off('SIGTERM', earlyStop);

if (buildOnly) {
  log(`build done in ${seconds(Date.now() - started)}`);
  process.exit(0);
}

if (!fs.existsSync(path.join(ROOT, BACKEND_ENTRY))) {
  console.error(c.red(`[finx] ${BACKEND_ENTRY} not found: nothing to start`));
  process.exit(1);
}

// ---------------------------------------------------------------------------------------------
// The backend process

let backend = null;
function startBackend() {
  log(`starting ${c.bold(`bun ${BACKEND_ENTRY}`)} ${c.dim(`(${seconds(Date.now() - started)} after start)`)}`);
  // Own process group: a terminal's Ctrl-C (or a signal to our group) reaches only this process, which
  // passes it on exactly once — the backend takes a second signal as "exit now" and would skip its
  // graceful shutdown (stopping embedded PostgreSQL).
  const child = spawn(BUN_BIN, [BACKEND_ENTRY], { cwd: ROOT, env: childEnv(), stdio: 'inherit', detached: true });
  child.on('error', (err) => console.error(c.red(`[finx] could not start the backend: ${err.message}`)));
  if (child.pid) {
    spawn(process.execPath, [path.join(ROOT, 'scripts', 'lib', 'orphan-guard.mjs'), String(process.pid), String(child.pid)], {
      stdio: 'ignore',
      detached: true,
    }).unref();
  }
  backend = child;
  return child;
}

function stopBackend(child, signal = 'SIGTERM', graceMs = 20_000) {
  return new Promise((resolve) => {
    if (!child || child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => {
      log(c.yellow(`backend did not stop within ${graceMs / 1000}s, killing it`));
      child.kill('SIGKILL');
    }, graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill(signal);
  });
}

const exitCodeOf = (code, signal) => code ?? (signal === 'SIGINT' ? 130 : signal === 'SIGTERM' ? 143 : 1);

if (!dev) {
  const child = startBackend();
  let forwarded = 0;
  let lastForward = 0;
  for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(sig, () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      // npm and the terminal may both deliver the same Ctrl-C: pass on one signal per 2 s; the third
      // separate request kills the backend.
      const now = Date.now();
      if (now - lastForward < 2000) return;
      lastForward = now;
      forwarded++;
      if (forwarded === 1) log(`${sig}: stopping the backend ...`);
      child.kill(forwarded >= 3 ? 'SIGKILL' : sig);
    });
  }
  // If this process ends for any other reason, don't leave the backend running.
  process.on('exit', () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  });
  child.on('exit', (code, signal) => process.exit(exitCodeOf(code, signal)));
} else {
  runDev();
}

// ---------------------------------------------------------------------------------------------
// --dev: watch and rebuild / restart

function runDev() {
  const workspaces = discoverWorkspaces();
  const IGNORED = /(^|[\\/])(node_modules|dist|styled-system|storybook-static|\.cache|\.data|test-results)([\\/]|$)|\.tsbuildinfo$|~$|\.swp$/;
  const watchers = [];
  const debounce = (fn, ms = 300) => {
    let t = null;
    return () => {
      clearTimeout(t);
      t = setTimeout(fn, ms);
    };
  };
  const watch = (dir, onChange) => {
    if (!fs.existsSync(dir)) return;
    try {
      const w = fs.watch(dir, { recursive: true }, (_event, file) => {
        if (file && IGNORED.test(file)) return;
        onChange(file);
      });
      watchers.push(w);
    } catch (err) {
      log(c.yellow(`cannot watch ${path.relative(ROOT, dir)}: ${err.message}`));
    }
  };

  // Frontend: any change re-runs the incremental build (only changed workspaces and their dependants rebuild).
  let building = false;
  let again = false;
  const rebuild = async () => {
    if (building) {
      again = true;
      return;
    }
    building = true;
    do {
      again = false;
      const { ok, results } = await buildAll({ quiet: true });
      if (!ok) log(c.red('frontend build failed — fix and save to retry'));
      else if (results.some((r) => r.status === 'built')) log(c.green('frontend rebuilt — reload the page'));
    } while (again && !shuttingDown);
    building = false;
  };
  const scheduleRebuild = debounce(rebuild, 400);
  const frontendDirs = new Set();
  for (const w of workspaces) if (w.scripts.build) frontendDirs.add(w.dir);
  for (const w of workspaces) if (!w.scripts.build && w.rel !== 'backend' && w.rel !== 'e2e') frontendDirs.add(w.dir); // e.g. contracts
  for (const dir of frontendDirs) watch(dir, scheduleRebuild);
  // loose shared build config beside the remotes (vite.remote.ts, federation.shared.ts, common/)
  watch(path.join(ROOT, 'remotes'), (file) => {
    if (file && !workspaces.some((w) => w.rel.startsWith('remotes/') && file.startsWith(`${path.basename(w.rel)}${path.sep}`))) scheduleRebuild();
  });

  // Backend: restart on changes to backend/ or contracts/.
  let restarting = false;
  const restart = debounce(async () => {
    if (restarting || shuttingDown) return;
    restarting = true;
    log(c.yellow('backend changed, restarting ...'));
    await stopBackend(backend);
    if (!shuttingDown) attach(startBackend());
    restarting = false;
  }, 300);
  watch(path.join(ROOT, 'backend'), restart);
  watch(path.join(ROOT, 'contracts'), restart);

  function attach(child) {
    child.on('exit', (code, signal) => {
      if (shuttingDown || restarting) return;
      log(c.red(`backend exited (${signal ?? code}); waiting for a change to restart it`));
    });
  }
  attach(startBackend());
  log(`dev mode: watching ${frontendDirs.size} frontend workspaces and backend/ — Ctrl-C to stop`);

  const shutdown = async (sig) => {
    if (shuttingDown) {
      backend?.kill('SIGKILL');
      return;
    }
    shuttingDown = true;
    log(`${sig}: stopping`);
    watchers.forEach((w) => w.close());
    killAllChildren('SIGTERM');
    const b = backend;
    await stopBackend(b, sig === 'SIGINT' ? 'SIGINT' : 'SIGTERM');
    process.exit(exitCodeOf(b?.exitCode, b?.signalCode));
  };
  for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(sig, () => shutdown(sig));
}
