import type { Config } from '../../../platform/config';
import type { Orm } from '../../../platform/db/orm';
import type { Logger } from '../../../platform/logger';
import type { JobQueue } from '../../../platform/queue';
import { createStorage, type ObjectStorage } from '../../../platform/storage';
import type { AppContext } from '../../types';
import { accountMail, type AccountMail } from '../mail';

/** What the export and closing code shares in the API process and the workers. */
export interface DataRightsContext {
  config: Config;
  orm: Orm;
  queue: JobQueue;
  log: Logger;
  storage: ObjectStorage;
  mail: AccountMail;
}

export function dataRightsContext(ctx: Pick<AppContext, 'config' | 'orm' | 'logger' | 'queue'>): DataRightsContext {
  const log = ctx.logger.child({ component: 'data-rights' });
  return { config: ctx.config, orm: ctx.orm, queue: ctx.queue, log, storage: createStorage(ctx.config), mail: accountMail(ctx.config, log) };
}
