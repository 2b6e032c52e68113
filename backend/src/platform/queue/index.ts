import type { Config } from '../config';
import type { Logger } from '../logger';
import { InProcessQueue } from './in-process';
import type { JobQueue } from './types';

export * from './types';
export type { BullMqQueue } from './bullmq';
export { InProcessQueue } from './in-process';
export { defineRecurringJob } from './recurring';
export { enqueueOrLeaveToSweep } from './leave-to-sweep';

/** BullMQ when REDIS_URL is set, otherwise the in-process driver. BullMQ/ioredis load only when used. */
export async function createQueue(config: Pick<Config, 'redisUrl' | 'queuePrefix' | 'jobs'>, logger: Logger): Promise<JobQueue> {
  const log = logger.child({ component: 'queue' });
  if (config.redisUrl) {
    const { BullMqQueue } = await import('./bullmq');
    return new BullMqQueue({ redisUrl: config.redisUrl, prefix: config.queuePrefix, enqueueTimeoutMs: config.jobs.enqueueTimeoutMs, logger: log });
  }
  return new InProcessQueue(log);
}
