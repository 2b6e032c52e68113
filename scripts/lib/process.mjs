// Processes for scripts/start.mjs and scripts/test.mjs (plain Node 20, no dependencies): paths, logging,
// child processes in their own groups, and stopping them all.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const BUN_VERSION = '1.4.5';
export const TOOLS_DIR = path.join(ROOT, '.tools');
export const BUN_BIN = path.join(TOOLS_DIR, 'node_modules', '.bin', process.platform === 'win32' ? 'bun.exe' : 'bun');
export const CACHE_DIR = path.join(ROOT, 'node_modules', '.cache', 'finx');

const useColor = process.stdout.isTTY && !process.env.NO_COLOR;
const paint = (code, s) => (useColor ? `\x1b[${code}m${s}\x1b[0m` : s);
export const c = {
  dim: (s) => paint('2', s),
  green: (s) => paint('32', s),
  red: (s) => paint('31', s),
  yellow: (s) => paint('33', s),
  bold: (s) => paint('1', s),
};

export function log(msg) {
  console.log(`${c.dim('[finx]')} ${msg}`);
}

export function seconds(ms) {
  return `${(ms / 1000).toFixed(1)}s`;
}

/** Environment for child processes: the project's Bun first on PATH. */
export function childEnv(extra = {}, remove = []) {
  const env = { ...process.env, ...extra };
  env.PATH = `${path.dirname(BUN_BIN)}${path.delimiter}${env.PATH ?? ''}`;
  for (const key of remove) delete env[key];
  return env;
}

/**
 * Run a command. Output goes to the terminal (stdio 'inherit') or, with `logFile`, to that file.
 * Resolves { code, signal, ms, timedOut }. The child runs in its own process group when
 * `group` is set, so a timeout (or `killGroup`) stops its whole tree.
 */
export function run(cmd, args, { cwd = ROOT, env = childEnv(), logFile, timeoutMs, group = false } = {}) {
  const started = Date.now();
  return new Promise((resolve) => {
    let out;
    if (logFile) {
      fs.mkdirSync(path.dirname(logFile), { recursive: true });
      out = fs.openSync(logFile, 'w');
    }
    const child = spawn(cmd, args, {
      cwd,
      env,
      stdio: logFile ? ['ignore', out, out] : 'inherit',
      detached: group,
    });
    activeChildren.add(child);
    let timedOut = false;
    const timer = timeoutMs
      ? setTimeout(() => {
          timedOut = true;
          killTree(child, 'SIGTERM');
          setTimeout(() => killTree(child, 'SIGKILL'), 10_000).unref();
        }, timeoutMs)
      : null;
    const finish = (code, signal) => {
      if (timer) clearTimeout(timer);
      activeChildren.delete(child);
      if (out !== undefined) fs.closeSync(out);
      resolve({ code: code ?? (signal ? 128 + (osSignals[signal] ?? 1) : 1), signal, ms: Date.now() - started, timedOut });
    };
    child.on('error', (err) => {
      if (out !== undefined) fs.appendFileSync(logFile, `\n${err.stack}\n`);
      else console.error(err);
      finish(127, null);
    });
    child.on('exit', finish);
    child._finxGroup = group;
  });
}

const osSignals = { SIGHUP: 1, SIGINT: 2, SIGKILL: 9, SIGTERM: 15 };
export const activeChildren = new Set();

export function killTree(child, signal) {
  try {
    if (child._finxGroup && child.pid) process.kill(-child.pid, signal);
    else child.kill(signal);
  } catch {
    /* already gone */
  }
}

/** Stop every child this process started (used on SIGINT/SIGTERM). */
export function killAllChildren(signal = 'SIGTERM') {
  for (const child of activeChildren) killTree(child, signal);
}

export function tail(file, lines = 60) {
  try {
    const text = fs.readFileSync(file, 'utf8').trimEnd().split('\n');
    return text.slice(-lines).join('\n');
  } catch {
    return '';
  }
}
