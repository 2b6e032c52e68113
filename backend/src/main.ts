import { modules } from './modules';
import { loadConfigOrExit } from './platform/config';
import { createLogger } from './platform/logger';
import { startServer } from './platform/runtime';
import { seedDemo } from './seed/demo';

const t0 = performance.now();
const config = loadConfigOrExit();
const logger = createLogger({ level: config.logLevel });

let server: Awaited<ReturnType<typeof startServer>>;
try {
  server = await startServer(config, logger, { modules, seed: seedDemo });
} catch (err) {
  logger.fatal({ err }, 'FinX failed to start');
  process.exit(1);
}

const s = server;
logger.info(
  {
    ms: Math.round(performance.now() - t0),
    database: s.ctx.dbDriver,
    queue: s.ctx.queue.driver,
  },
  'ready',
);
console.log(`FinX is running at ${s.url}`);

let signals = 0;
const onSignal = (signal: NodeJS.Signals) => {
  signals++;
  if (signals > 1) {
    logger.warn({ signal }, 'second signal: exiting now');
    process.exit(1);
  }
  s.shutdown(signal).then(
    () => process.exit(0),
    (err) => {
      logger.error({ err }, 'shutdown failed');
      process.exit(1);
    },
  );
};
process.on('SIGINT', onSignal);
process.on('SIGTERM', onSignal);
