import type { MigrationObject } from '@mikro-orm/core';
import type { AnyEntitySchema } from './db/orm';
import type { Express } from 'express';
import type { Config } from './config';
import type { Orm } from './db/orm';
import type { Logger } from './logger';
import type { Sessions } from './http/session';
import type { JobQueue } from './queue';

/** What every module gets: configuration, logger, ORM (`orm.em` is the request's own fork), queue, sessions. */
export interface AppContext {
  config: Config;
  logger: Logger;
  orm: Orm;
  queue: JobQueue;
  /** Sign-in, sign-out and the session middleware (API process only). */
  sessions: Sessions;
  /** How the database was provided. */
  dbDriver: 'embedded' | 'external';
  /** ms since epoch when the process started serving. */
  startedAt: number;
}

/**
 * A backend domain module (src/modules/<name>/index.ts; register it in src/modules/index.ts). The platform defines
 * this shape and imports no module: src/main.ts and src/worker.ts hand it that list.
 *  - routes: mounts its contract implementation (use mountContract from platform/http/contract)
 *  - entities: MikroORM entities (defineEntity)
 *  - migrations: { name, class } list; names `MigrationYYYYMMDDhhmmss_<module>_<what>`, run in name order
 *  - jobs: defines its queue jobs (called in the API process and in src/worker.ts)
 */
export interface BackendModule {
  name: string;
  routes?: (app: Express, ctx: AppContext) => void;
  entities?: AnyEntitySchema[];
  migrations?: MigrationObject[];
  jobs?: (queue: JobQueue, ctx: Omit<AppContext, 'startedAt' | 'sessions'>) => void;
}
