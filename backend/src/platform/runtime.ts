import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Config } from './config';
import { AppMeta } from './db/app-meta.entity';
import { type EmbeddedPostgresHandle, startEmbeddedPostgres } from './db/embedded-postgres';
import { createOrm, migrate, type Orm, qualifiedTable } from './db/orm';
import { createApp, type CreatedApp } from './http/app';
import { createSessions } from './http/session';
import type { Logger } from './logger';
import { type AttemptEvent, createQueue, type JobQueue } from './queue';
import { batched } from './batch';
import { preparedQuery } from './db/prepared';
import { loadDataKey } from './crypto';
import type { AppContext, BackendModule } from './module';

export interface Database {
  orm: Orm;
  driver: 'embedded' | 'external';
  embedded?: EmbeddedPostgresHandle;
  close(): Promise<void>;
}

/**
 * Connects to DATABASE_URL, or starts embedded PostgreSQL when it is unset; then runs migrations. The key of
 * the personal data stored encrypted is loaded first (a bad DATA_ENCRYPTION_KEY stops the start).
 */
export async function startDatabase(config: Config, logger: Logger, mods: BackendModule[], opts: { migrate?: boolean } = {}): Promise<Database> {
  loadDataKey(config);
  let embedded: EmbeddedPostgresHandle | undefined;
  let url = config.databaseUrl;
  if (!url) {
    embedded = await startEmbeddedPostgres({
      dataDir: config.dataDir,
      port: config.embeddedPgPort,
      portExplicit: config.embeddedPgPortExplicit,
      logger: logger.child({ component: 'db' }),
    });
    url = embedded.url;
  }
  let orm: Orm;
  try {
    orm = await createOrm({
      clientUrl: url,
      schema: config.databaseSchema,
      entities: mods.flatMap((m) => m.entities ?? []),
      migrations: mods.flatMap((m) => m.migrations ?? []),
      logger,
    });
    if (opts.migrate !== false) await migrate(orm, logger);
  } catch (e) {
    await embedded?.stop();
    throw e;
  }
  return {
    orm,
    driver: embedded ? 'embedded' : 'external',
    embedded,
    async close() {
      await orm.close(true);
      await embedded?.stop();
    },
  };
}

/**
 * Records each job attempt in job_log (best effort: never fails the job). The attempts of one turn of the
 * event loop go in one insert: high-volume jobs (webhook deliveries, thousands a second) cost a row each, not
 * a statement each — one prepared statement (the rows as arrays), parsed once per connection.
 */
export function recordJobAttempts(queue: JobQueue, orm: Orm, logger: Logger) {
  const insertRows = preparedQuery(
    orm,
    `insert into ${qualifiedTable(orm, 'job_log')} ("queue","job_id","attempt","status","error","duration_ms")
     select * from unnest($1::varchar[], $2::varchar[], $3::int[], $4::varchar[], $5::text[], $6::int[])`,
  );
  const insert = batched<AttemptEvent, void>(
    async (rows) => {
      await insertRows([
        rows.map((e) => e.queue),
        rows.map((e) => e.jobId),
        rows.map((e) => e.attempt),
        rows.map((e) => e.status),
        rows.map((e) => e.error ?? null),
        rows.map((e) => e.durationMs),
      ]);
      return rows.map(() => undefined);
    },
    { max: 500, concurrency: 1 },
  );
  queue.onAttempt((e) => void insert(e).catch((err) => logger.debug({ err }, 'job_log insert failed')));
}

export interface Server_ {
  server: Server;
  url: string;
  ctx: AppContext;
  created: CreatedApp;
  /** Stop accepting, let in-flight requests and running jobs finish, close queue, ORM and embedded PG. */
  shutdown(reason?: string): Promise<void>;
}

export interface ServerParts {
  /** The modules to mount (src/modules/index.ts in main.ts; tests may mount fewer). */
  modules: BackendModule[];
  /** Data written before the server listens, once its jobs are defined (main.ts: the demo account). */
  seed?: (ctx: AppContext, mods: BackendModule[]) => Promise<void>;
  db?: Database;
  queue?: JobQueue;
}

/** The whole API process: database, migrations, queue (+ in-process workers), HTTP server. */
export async function startServer(config: Config, logger: Logger, opts: ServerParts): Promise<Server_> {
  const mods = opts.modules;
  const db = opts.db ?? (await startDatabase(config, logger, mods));
  const queue = opts.queue ?? (await createQueue(config, logger, db.orm));
  const ctx: AppContext = {
    config,
    logger,
    orm: db.orm,
    queue,
    dbDriver: db.driver,
    startedAt: Date.now(),
    sessions: createSessions(db.orm, config, logger),
  };
  for (const m of mods) m.jobs?.(queue, ctx);
  recordJobAttempts(queue, db.orm, logger);
  if (queue.driver === 'in-process') await queue.startWorkers();
  await noteStart(db.orm).catch((err) => logger.warn({ err }, 'could not record start in app_meta'));
  await opts.seed?.(ctx, mods);

  const created = createApp(ctx, mods);
  let server: Server;
  try {
    server = await new Promise<Server>((resolve, reject) => {
      const s = created.app.listen(config.port, config.host, (err?: Error) => (err ? reject(err) : resolve(s)));
      s.once('error', reject);
    });
  } catch (e) {
    // e.g. EADDRINUSE: release what we started before giving up.
    await ctx.sessions.close();
    if (!opts.queue) await queue.close();
    if (!opts.db) await db.close();
    throw e;
  }
  const port = (server.address() as AddressInfo).port;

  let shuttingDown: Promise<void> | undefined;
  const shutdown = (reason = 'shutdown') => {
    shuttingDown ??= (async () => {
      const started = Date.now();
      logger.info({ reason, inFlight: created.inFlight.count }, 'shutting down: no longer accepting connections');
      created.inFlight.draining = true;
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      (server as Server & { closeIdleConnections?: () => void }).closeIdleConnections?.();
      const idle = await created.inFlight.idle(config.shutdownTimeoutMs);
      if (!idle) logger.warn({ inFlight: created.inFlight.count }, 'shutdown timeout: closing remaining connections');
      (server as Server & { closeAllConnections?: () => void }).closeAllConnections?.();
      await Promise.race([closed, Bun.sleep(1000)]);
      await ctx.sessions.close();
      if (!opts.queue) await queue.close();
      if (!opts.db) await db.close();
      logger.info({ ms: Date.now() - started }, 'shutdown complete');
    })();
    return shuttingDown;
  };
  return { server, url: `http://localhost:${port}`, ctx, created, shutdown };
}

async function noteStart(orm: Orm) {
  const em = orm.em.fork();
  const now = new Date().toISOString();
  const first = await em.findOne(AppMeta, 'firstStartedAt');
  if (!first) em.create(AppMeta, { key: 'firstStartedAt', value: now });
  const last = await em.findOne(AppMeta, 'lastStartedAt');
  if (last) last.value = now;
  else em.create(AppMeta, { key: 'lastStartedAt', value: now });
  await em.flush();
}
