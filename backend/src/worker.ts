import { modules } from './modules';
import { loadConfigOrExit } from './platform/config';
import { createLogger } from './platform/logger';
import { BullMqQueue } from './platform/queue/bullmq';
import { recordJobAttempts, startDatabase } from './platform/runtime';

/** BullMQ workers as their own process: `REDIS_URL=... bun src/worker.ts`. */
const config = loadConfigOrExit();
const logger = createLogger({ level: config.logLevel, base: { service: 'finx-worker' } });

if (!config.redisUrl) {
  logger.fatal('src/worker.ts needs REDIS_URL (without it the API process runs jobs in-process)');
  process.exit(1);
}

const db = await startDatabase(config, logger, modules);
const queue = new BullMqQueue({
  redisUrl: config.redisUrl,
  prefix: config.queuePrefix,
  enqueueTimeoutMs: config.jobs.enqueueTimeoutMs,
  logger: logger.child({ component: 'queue' }),
});
const ctx = { config, logger, orm: db.orm, queue, dbDriver: db.driver };
for (const m of modules) m.jobs?.(queue, ctx);
recordJobAttempts(queue, db.orm, logger);
await queue.startWorkers();
logger.info('FinX worker is running');

let stopping = false;
const stop = async (signal: string) => {
  if (stopping) process.exit(1);
  stopping = true;
  logger.info({ signal }, 'worker stopping: waiting for running jobs');
  await queue.close();
  await db.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
