import { healthContract } from '@finx/contracts';
import type { BackendModule } from '../types';
import { pingDatabase } from '../../platform/db/orm';
import { mountContract } from '../../platform/http/contract';
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from '../../platform/http/errors';
import { providerStatus } from './providers';

export { providerStatus } from './providers';

export const healthModule: BackendModule = {
  name: 'health',
  routes(app, ctx) {
    const providers = providerStatus(ctx.config);
    const log = ctx.logger.child({ component: 'health' });
    for (const [provider, p] of Object.entries(providers)) {
      if (!p.configured) log.info({ provider, using: p.using, missing: p.missing }, `${provider} is not set up (set ${p.missing.join(', ')}): ${p.using}`);
    }
    mountContract(app, healthContract, {
      get: async ({ res }) => {
        const [db, queue] = await Promise.all([pingDatabase(ctx.orm), ctx.queue.health()]);
        const body = {
          status: db && queue === 'ok' ? ('ok' as const) : ('degraded' as const),
          database: { status: db ? ('ok' as const) : ('down' as const), driver: ctx.dbDriver },
          queue: { status: queue, driver: ctx.queue.driver },
          providers,
          version: ctx.config.version,
          uptimeSeconds: Math.floor((Date.now() - ctx.startedAt) / 1000),
        };
        if (body.status === 'ok') return { status: 200, body };
        // a load balancer or monitor asks again after this long, as for any other 503
        res.setHeader('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
        return { status: 503, body };
      },
    });
  },
};
