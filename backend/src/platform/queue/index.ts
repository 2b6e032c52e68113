import type { Config } from '../config';
import type { Orm } from '../db/orm';
import type { Logger } from '../logger';
import { InProcessQueue } from './in-process';
import { pgJournal } from './pg-journal';
import type { JobQueue } from './types';

export * from './types';
export type { BullMqQueue } from './bullmq';
export { defineJob } from './define-job';
export { InProcessQueue } from './in-process';
export { defineRecurringJob } from './recurring';
export { enqueueOrLeaveToSweep } from './leave-to-sweep';

/**
 * BullMQ when REDIS_URL is set, otherwise the in-process driver — durable when given the ORM (its jobs are kept
 * in PostgreSQL until done). BullMQ/ioredis load only when used.
 */
export async function createQueue(config: Pick<Config, 'redisUrl' | 'queuePrefix' | 'jobs'>, logger: Logger, orm?: Orm): Promise<JobQueue> {
  const log = logger.child({ component: 'queue' });
  if (config.redisUrl) {
    const { BullMqQueue } = await import('./bullmq');
    return new BullMqQueue({ redisUrl: config.redisUrl, prefix: config.queuePrefix, enqueueTimeoutMs: config.jobs.enqueueTimeoutMs, logger: log });
  }
  return new InProcessQueue(log, orm && pgJournal(orm));
}
