import type { Config } from '../config';
import type { Logger } from '../logger';
import { BullMqQueue } from './bullmq';
import { InProcessQueue } from './in-process';
import type { JobQueue } from './types';

export * from './types';
export { BullMqQueue } from './bullmq';
export { InProcessQueue } from './in-process';

/** BullMQ when REDIS_URL is set, otherwise the in-process driver. */
export function createQueue(config: Pick<Config, 'redisUrl' | 'queuePrefix'>, logger: Logger): JobQueue {
  const log = logger.child({ component: 'queue' });
  if (config.redisUrl) return new BullMqQueue({ redisUrl: config.redisUrl, prefix: config.queuePrefix, logger: log });
  return new InProcessQueue(log);
}
