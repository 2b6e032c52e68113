// Helpers shared by the bench scripts: start the site the way `npm start` does, wait for
// /api/health, stop it like Ctrl-C does, and look for PostgreSQL processes left behind.
import { spawn, execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function siteEnv({ port, dataDir, pgPort }) {
  const env = { ...process.env, PORT: String(port), DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(pgPort) };
  // like `npm start` on a developer machine: embedded PostgreSQL, in-process queue
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  return env;
}

/** Spawn `cmd args` in its own process group; output to our stderr when `verbose`. */
export function startSite(cmd, args, env, { verbose = false } = {}) {
  const child = spawn(cmd, args, { cwd: ROOT, env, detached: true, stdio: ['ignore', verbose ? 'inherit' : 'ignore', verbose ? 'inherit' : 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (d) => {
    stderr = (stderr + d).slice(-4000);
  });
  child.lastStderr = () => stderr;
  return child;
}

/** Poll `url` until it answers 200; returns ms from `since`, or throws after `timeoutMs`. */
export async function waitForHealth(url, { since = Date.now(), timeoutMs = 120_000, child } = {}) {
  while (Date.now() - since < timeoutMs) {
    if (child && child.exitCode !== null) throw new Error(`server exited with ${child.exitCode} before it was ready\n${child.lastStderr?.() ?? ''}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.status === 200) return Date.now() - since;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000}s`);
}

/** Ctrl-C the whole process group, wait for the leader to exit (SIGKILL after `graceMs`). */
export function stopSite(child, { signal = 'SIGINT', graceMs = 30_000 } = {}) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve({ code: child.exitCode, forced: false });
    let forced = false;
    const timer = setTimeout(() => {
      forced = true;
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {}
    }, graceMs);
    child.once('exit', (code, sig) => {
      clearTimeout(timer);
      // give grandchildren (postgres) a moment to finish their own shutdown
      setTimeout(() => resolve({ code: code ?? sig, forced }), 500);
    });
    try {
      process.kill(-child.pid, signal);
    } catch {}
  });
}

/** PostgreSQL processes whose command line mentions one of `needles` (data dir, port). */
export function postgresProcesses(...needles) {
  try {
    const out = execFileSync('ps', ['-eo', 'pid=,args='], { encoding: 'utf8' });
    return out
      .split('\n')
      .filter((l) => /postgres/.test(l) && needles.some((n) => l.includes(n)) && !l.includes('ps -eo'))
      .map((l) => l.trim());
  } catch {
    return [];
  }
}

export function table(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)));
  return rows
    .map((r, n) => {
      const line = r.map((cell, i) => (i === 0 ? String(cell).padEnd(widths[i]) : String(cell).padStart(widths[i]))).join('  ');
      return n === 0 ? `${line}\n${widths.map((w) => '-'.repeat(w)).join('  ')}` : line;
    })
    .join('\n');
}
