import type { EntitySchema, MigrationObject } from '@mikro-orm/core';
import { Migrator } from '@mikro-orm/migrations';
import { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from '../logger';
import { AppMeta } from './app-meta.entity';
import { platformMigrations } from './migrations';
import { releaseDeadClients } from './release-dead-clients';
import { requestEntityManager } from './request-scope';

export type Orm = MikroORM;

/** Any entity made with defineEntity (their exact types don't unify with EntitySchema<AnyEntity>). */
// biome-ignore lint/suspicious/noExplicitAny: EntitySchema<unknown, …> would accept none of them
export type AnyEntitySchema = EntitySchema<any, any, any>;

export interface OrmOptions {
  clientUrl: string;
  /** PostgreSQL schema for entities and the migrations table ('public' by default). */
  schema?: string;
  /** Module entities (the platform's own are added). */
  entities?: AnyEntitySchema[];
  /** Module migrations (the platform's own are added); all run in name order, names start with a timestamp. */
  migrations?: MigrationObject[];
  logger: Logger;
  poolMax?: number;
}

/** Every migration, platform first then modules, ordered by name (MigrationYYYYMMDDhhmmss_...). */
export function allMigrations(moduleMigrations: MigrationObject[] = []): MigrationObject[] {
  const all = [...platformMigrations, ...moduleMigrations];
  const names = new Set<string>();
  for (const m of all) {
    if (names.has(m.name)) throw new Error(`duplicate migration name ${m.name}`);
    names.add(m.name);
  }
  return all.sort((a, b) => a.name.localeCompare(b.name));
}

export async function createOrm(opts: OrmOptions): Promise<Orm> {
  const schema = opts.schema ?? 'public';
  const log = opts.logger.child({ component: 'orm' });
  return MikroORM.init({
    clientUrl: opts.clientUrl,
    schema,
    entities: [AppMeta, ...(opts.entities ?? [])],
    extensions: [Migrator],
    discovery: { warnWhenNoEntities: false },
    pool: { min: 0, max: opts.poolMax ?? 10 },
    driverOptions: { onPoolCreated: releaseDeadClients },
    // The app forks an EntityManager per request (request-scope.ts); the global one is for startup code only.
    allowGlobalContext: false,
    context: requestEntityManager,
    debug: false,
    logger: (message: string) => log.debug(message),
    migrations: {
      migrationsList: allMigrations(opts.migrations),
      tableName: 'mikro_orm_migrations',
      schema,
      transactional: true,
      allOrNothing: true,
      snapshot: false,
      snapshotOnMigrate: false,
      silent: true,
    },
  });
}

/** `"schema"."table"` for raw SQL (tests run each file in its own schema). */
export function qualifiedTable(orm: { config: { get(key: 'schema'): unknown } }, table: string): string {
  return `"${orm.config.get('schema') ?? 'public'}"."${table}"`;
}

/** Applies pending migrations (never schema sync). Returns the names applied now. */
const MIGRATION_LOCK_KEY = 7_202_611_22;

export async function migrate(orm: Orm, logger: Logger): Promise<string[]> {
  const schema = orm.config.get('schema');
  if (schema && schema !== 'public') {
    await orm.em.getConnection().execute(`create schema if not exists "${schema.replace(/"/g, '""')}"`);
  }
  // Several processes (API, worker) may start together: one migrates at a time. The transaction holds a
  // PostgreSQL advisory lock while the migrator works on its own connections.
  const conn = orm.em.getConnection();
  const applied = await conn.transactional(async (tx) => {
    await conn.execute('select pg_advisory_xact_lock(?)', [MIGRATION_LOCK_KEY], 'all', tx);
    return orm.migrator.up();
  });
  const names = applied.map((m) => m.name);
  if (names.length) logger.info({ migrations: names }, `applied ${names.length} migration(s)`);
  else logger.debug('database schema up to date');
  return names;
}

/** Cheap connectivity check for /api/health. */
export async function pingDatabase(orm: Orm, timeoutMs = 2000): Promise<boolean> {
  try {
    await Promise.race([
      orm.em.getConnection().execute('select 1'),
      Bun.sleep(timeoutMs).then(() => {
        throw new Error('database ping timed out');
      }),
    ]);
    return true;
  } catch {
    return false;
  }
}
