import { healthContract } from '@finx/contracts';
import type { BackendModule } from '../types';
import { pingDatabase } from '../../platform/db/orm';
import { mountContract } from '../../platform/http/contract';

export const healthModule: BackendModule = {
  name: 'health',
  routes(app, ctx) {
    mountContract(app, healthContract, {
      get: async ({ res }) => {
        const [db, queue] = await Promise.all([pingDatabase(ctx.orm), ctx.queue.health()]);
        const body = {
          status: db && queue === 'ok' ? ('ok' as const) : ('degraded' as const),
          database: { status: db ? ('ok' as const) : ('down' as const), driver: ctx.dbDriver },
          queue: { status: queue, driver: ctx.queue.driver },
          version: ctx.config.version,
          uptimeSeconds: Math.floor((Date.now() - ctx.startedAt) / 1000),
        };
        return body.status === 'ok' ? { status: 200, body } : { status: 503, body };
      },
    });
  },
};
