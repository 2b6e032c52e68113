import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll } from 'bun:test';
import type { BackendModule } from '../src/modules/types';
import { type Config, loadConfig, REPO_ROOT } from '../src/platform/config';
import { createLogger, type Logger } from '../src/platform/logger';
import { modules as allModules } from '../src/modules';
import { createQueue } from '../src/platform/queue';
import { type Database, type Server_, startDatabase, startServer } from '../src/platform/runtime';
import { seedDemo } from '../src/seed/demo';

/**
 * Integration tests use real PostgreSQL/Redis when DATABASE_URL/REDIS_URL are set, otherwise embedded
 * PostgreSQL (its own data dir, .data/test-postgres) and the in-process queue. Every test file works in
 * its own PostgreSQL schema (dropped afterwards) and its own Redis key prefix.
 */
export const EXTERNAL_DB = !!process.env.DATABASE_URL;
export const REDIS_URL = process.env.REDIS_URL || undefined;
export const TEST_DATA_DIR = path.join(REPO_ROOT, '.data', 'test');
export const TEST_PG_PORT = Number(process.env.TEST_EMBEDDED_PG_PORT ?? 55439);

export const uid = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

export function testConfig(env: Record<string, string | undefined> = {}): Config {
  const config = loadConfig({
    DATABASE_URL: process.env.DATABASE_URL,
    REDIS_URL: process.env.REDIS_URL,
    DATA_DIR: TEST_DATA_DIR,
    DATABASE_SCHEMA: `test_${uid()}`,
    QUEUE_PREFIX: `finx-test-${uid()}`,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    SHUTDOWN_TIMEOUT_MS: '5000',
    SEED_DEMO: 'false',
    ...env,
  });
  // Not "explicit": if another process holds the port, the next free one is used.
  if (!env.EMBEDDED_PG_PORT) config.embeddedPgPort = TEST_PG_PORT;
  return config;
}

/** A logger whose JSON lines are kept in memory. */
export function memoryLogger(level = 'debug'): { logger: Logger; lines: () => Record<string, unknown>[]; raw: () => string } {
  let buf = '';
  const stream = new Writable({
    write(chunk, _enc, cb) {
      buf += chunk.toString();
      cb();
    },
  });
  const logger = createLogger({ level, destination: stream as never });
  return {
    logger,
    raw: () => buf,
    lines: () =>
      buf
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as Record<string, unknown>),
  };
}

export const silentLogger = () => createLogger({ level: 'silent' });

/**
 * Starts the database for a test file (embedded or DATABASE_URL) in a fresh schema; close() drops it.
 * `migrate: false` leaves the migrations to the test (to write data under an older schema first).
 */
export async function testDatabase(config: Config, modules: BackendModule[] = [], opts: { migrate?: boolean } = {}): Promise<Database> {
  const db = await startDatabase(config, silentLogger(), modules, opts);
  const close = db.close.bind(db);
  return {
    ...db,
    async close() {
      await db.orm.em
        .getConnection()
        .execute(`drop schema if exists "${config.databaseSchema}" cascade`)
        .catch(() => undefined);
      await close();
    },
  };
}

/**
 * A test file's database in a fresh schema with every migration before `migration` applied, so data can be
 * written under the older schema; `migrate(suite.db.orm, …)` then applies `migration` and the later ones.
 */
export function useDatabaseBefore(migration: string, modules: BackendModule[] = allModules) {
  const config = testConfig();
  let db: Database | undefined;
  beforeAll(async () => {
    db = await testDatabase(config, modules, { migrate: false });
    await db.orm.em.getConnection().execute(`create schema if not exists "${config.databaseSchema}"`);
    const earlier = (await db.orm.migrator.getPending()).map((m) => m.name).filter((name) => name < migration);
    await db.orm.migrator.up({ migrations: earlier });
  }, 60_000);
  afterAll(() => db?.close());
  const current = () => {
    if (!db) throw new Error('the database starts in beforeAll');
    return db;
  };
  return {
    config,
    get db() {
      return current();
    },
    sql: <T = Record<string, unknown>>(query: string, params: unknown[] = []) => schemaSql(current(), config)<T>(query, params),
  };
}

/** A STATIC_ROOT with a built shell and one built remote (billing); the others are missing. */
export function staticFixture(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'finx-static-'));
  const write = (rel: string, content: string) => {
    const p = path.join(root, rel);
    mkdirSync(path.dirname(p), { recursive: true });
    writeFileSync(p, content);
  };
  write('shell/dist/index.html', '<!doctype html><title>FinX shell</title><div id="root"></div>');
  write('shell/dist/assets/index-Ab3dEf9H.js', 'console.log("shell")');
  write('shell/dist/favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  write('remotes/billing/dist/remoteEntry.js', 'export const get = () => {}');
  write('remotes/billing/dist/assets/Subscription-Zx81kQ0p.js', 'export default 1');
  return root;
}

export const removeDir = (dir: string) => rmSync(dir, { recursive: true, force: true });

/** Postgres processes whose command line mentions dir. */
export function postgresProcessesFor(dir: string): number[] {
  const out = Bun.spawnSync(['ps', '-eo', 'pid,args']).stdout.toString();
  return out
    .split('\n')
    .filter((l) => l.includes('postgres') && l.includes(dir) && !l.includes(' ps '))
    .map((l) => Number(l.trim().split(/\s+/)[0]));
}

/** Deletes every Redis key under a BullMQ prefix (no-op without REDIS_URL). */
export async function cleanupRedisPrefix(prefix: string) {
  if (!REDIS_URL) return;
  const { Redis } = await import('ioredis');
  const r = new Redis(REDIS_URL, { maxRetriesPerRequest: null });
  try {
    let cursor = '0';
    do {
      const [next, keys] = await r.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      cursor = next;
      if (keys.length) await r.del(...keys);
    } while (cursor !== '0');
  } finally {
    await r.quit();
  }
}

/**
 * A browser-like API caller: keeps the session cookie, sends JSON with this site's Origin (as a browser
 * does, passing the CSRF check) and a fixed client IP through X-Forwarded-For (servers built with
 * TRUST_PROXY=true), so rate-limit counters of one test don't leak into another.
 */
export class ApiAgent {
  cookie = '';
  readonly ip = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
  constructor(public base: string) {}

  async call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const res = await fetch(`${this.base}${path}`, {
      method,
      headers: {
        origin: this.base,
        'x-forwarded-for': this.ip,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const setCookie = res.headers.get('set-cookie');
    if (setCookie) {
      const [pair] = setCookie.split(';');
      this.cookie = pair.endsWith('=') ? '' : pair;
    }
    const text = await res.text();
    let json: any;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: res.status, json, headers: res.headers, setCookie };
  }

  get = (path: string) => this.call('GET', path);
  post = (path: string, body: unknown = {}) => this.call('POST', path, body);
}

let userSeq = 0;

/** A valid registration payload with a unique username and e-mail. */
export function newUserPayload(overrides: Record<string, unknown> = {}) {
  const n = `${uid()}${userSeq++}`;
  return { username: `user_${n}`, email: `user_${n}@example.com`, password: 'correct horse', firstName: 'Ada', lastName: 'Lovelace', ...overrides };
}

/** Registers a new user through the API; returns the signed-in agent and the user. */
export async function registeredAgent(base: string, overrides: Record<string, unknown> = {}) {
  const agent = new ApiAgent(base);
  const payload = newUserPayload(overrides);
  const res = await agent.post('/api/auth/register', payload);
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.json)}`);
  return { agent, user: res.json.user as { id: number; username: string; firstName: string }, payload };
}

/** Accepts the FinX contract without a plan, as the mailing flow's dialog does (issue 26: no service before it). */
export async function acceptServiceContract(agent: ApiAgent, signature = 'Ada Lovelace') {
  const res = await agent.post('/api/subscription/contract', { signature, accepted: true });
  if (res.status !== 201) throw new Error(`contract not accepted: ${res.status} ${JSON.stringify(res.json)}`);
  return res.json.contract as { id: number; cancelDeadline: string };
}

/** A registered user who has accepted the FinX contract (issue 26). */
export async function contractedAgent(base: string, overrides: Record<string, unknown> = {}) {
  const registered = await registeredAgent(base, overrides);
  await acceptServiceContract(registered.agent);
  return registered;
}

/** Gives a user a plan as a payment provider would have confirmed it: a live (active) subscription row. */
export async function grantPlan(sql: TestSuite['sql'], userId: number, planId: 'basic' | 'pro' | 'elite') {
  await sql(
    `insert into @"subscriptions" ("user_id", "plan_id", "provider", "status", "stripe_subscription_id", "current_period_start", "current_period_end", "confirmed_at") values (?, ?, 'stripe', 'active', ?, now(), now() + interval '30 days', now())`,
    [userId, planId, `sub_test_${uid()}`],
  );
}

/** A new user who holds `planId` (what AI underwriting or unlimited letters need). */
export async function registeredAgentWithPlan(suite: Pick<TestSuite, 'base' | 'sql'>, planId: 'basic' | 'pro' | 'elite', overrides?: Record<string, unknown>) {
  const registered = await registeredAgent(suite.base, overrides);
  await grantPlan(suite.sql, registered.user.id, planId);
  return registered;
}

/** Sends a mailing at the price its quote asks (as the confirmation dialog does); the quote's answer when it is refused. */
export async function confirmedSend(agent: ApiAgent, quotePath: string, sendPath: string, body: Record<string, unknown>) {
  const quote = await agent.get(quotePath);
  return agent.post(sendPath, { ...body, confirmedPriceCents: quote.status === 200 ? quote.json.totalCents : 0 });
}

/** Raw SQL in config's schema: write `@"table"` for `"<schema>"."table"`. */
export const schemaSql =
  (db: Database, config: Config) =>
  <T = Record<string, unknown>>(query: string, params: unknown[] = []): Promise<T[]> =>
    db.orm.em.getConnection().execute(query.replaceAll('@', `"${config.databaseSchema}".`), params);

/** The number of rows in `table` (only `userId`'s when given), through a schemaSql function. */
export async function countRows(sql: ReturnType<typeof schemaSql>, table: string, userId?: number): Promise<number> {
  const [row] =
    userId === undefined
      ? await sql<{ n: string }>(`select count(*) as n from @"${table}"`)
      : await sql<{ n: string }>(`select count(*) as n from @"${table}" where "user_id" = ?`, [userId]);
  return Number(row!.n);
}

/** Another API process on an existing database (as a restart or a second instance would start it), for the length of `use`. */
export async function withServer<T>(config: Config, db: Database, use: (srv: Server_) => Promise<T>): Promise<T> {
  const srv = await startServer(config, silentLogger(), { db, modules: allModules, seed: seedDemo, queue: await createQueue(config, silentLogger()) });
  try {
    return await use(srv);
  } finally {
    await srv.shutdown('test end');
    await srv.ctx.queue.close();
  }
}

export interface TestServer {
  db: Database;
  srv: Server_;
  base: string;
  config: Config;
  /** Raw SQL in the test's schema: write `@"table"` for `"<schema>"."table"`. */
  sql<T = Record<string, unknown>>(query: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

export interface TestServerOptions {
  modules?: BackendModule[];
  logger?: Logger;
  /** Adjusts the config before the server starts (for settings finer than the environment allows). */
  configure?: (config: Config) => void;
}

/**
 * The API process for a test file: its own schema and queue prefix, every module unless `modules` is
 * given, and — with REDIS_URL — the BullMQ workers src/worker.ts would run. close() undoes all of it.
 */
export async function startTestServer(env: Record<string, string | undefined> = {}, opts: TestServerOptions = {}): Promise<TestServer> {
  const config = testConfig(env);
  opts.configure?.(config);
  const logger = opts.logger ?? silentLogger();
  const mods = opts.modules ?? allModules;
  const db = await testDatabase(config, mods);
  const srv = await startServer(config, logger, { db, modules: mods, seed: seedDemo, queue: await createQueue(config, logger) });
  if (srv.ctx.queue.driver === 'bullmq') await srv.ctx.queue.startWorkers();
  return {
    db,
    srv,
    base: srv.url,
    config,
    sql: schemaSql(db, config),
    async close() {
      await srv.shutdown('test end');
      await srv.ctx.queue.close();
      await db.close();
      await cleanupRedisPrefix(config.queuePrefix);
    },
  };
}

/** The test file's server, readable once its beforeAll has run. */
export interface TestSuite {
  readonly server: TestServer;
  readonly base: string;
  /** Raw SQL in the test's schema: write `@"table"` for `"<schema>"."table"`. */
  sql<T = Record<string, unknown>>(query: string, params?: unknown[]): Promise<T[]>;
  /** The number of rows in `table` (only `userId`'s when given). */
  count(table: string, userId?: number): Promise<number>;
}

/** Starts a test server for the file (startTestServer's arguments) in beforeAll and closes it in afterAll. */
export function useTestServer(env: Record<string, string | undefined> = {}, opts: TestServerOptions = {}): TestSuite {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startTestServer(env, opts);
  }, 60_000);
  afterAll(() => server?.close());
  const current = () => {
    if (!server) throw new Error('the test server starts in beforeAll');
    return server;
  };
  const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) => current().sql<T>(query, params);
  return {
    get server() {
      return current();
    },
    get base() {
      return current().base;
    },
    sql,
    count: (table, userId) => countRows(sql, table, userId),
  };
}

/**
 * Reads until `done` holds for what `read` answers (work a background job does), and answers that; fails after
 * `ms`, naming `what` and the last answer.
 */
export async function pollUntil<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string, ms = 10_000, everyMs = 25): Promise<T> {
  const until = performance.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (performance.now() > until) throw new Error(`timed out after ${ms} ms waiting for ${what}: ${JSON.stringify(value)?.slice(0, 500)}`);
    await Bun.sleep(everyMs);
  }
}

/** Reads until `read` answers something (not undefined, null or false), and answers that. */
export const eventually = <T>(read: () => Promise<T | undefined | null | false>, what: string, ms = 10_000): Promise<T> =>
  pollUntil(read, Boolean, what, ms) as Promise<T>;

/** Milliseconds until `check` holds, polling every 10 ms; throws after `timeoutMs`. */
export async function msUntil(check: () => Promise<boolean>, timeoutMs = 5000): Promise<number> {
  const started = performance.now();
  await pollUntil(check, Boolean, 'the condition', timeoutMs, 10);
  return performance.now() - started;
}
