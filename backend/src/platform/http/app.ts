import express, { type Express } from 'express';
import type { AppContext, BackendModule } from '../../modules/types';
import { runInRequestScope } from '../db/request-scope';
import { csrfProtection } from './csrf';
import { apiNotFound, errorHandler } from './errors';
import { apiDocs } from './openapi';
import { accessLog, InFlight, requestId } from './request-context';
import { securityHeaders } from './security';
import { staticSite } from './static-site';

export interface CreatedApp {
  app: Express;
  inFlight: InFlight;
}

/** Builds the Express app (no listening): tests call this with their own context. */
export function createApp(ctx: AppContext, modules: BackendModule[]): CreatedApp {
  const { config, logger } = ctx;
  const app = express();
  const inFlight = new InFlight();
  const log = logger.child({ component: 'http' });

  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.set('query parser', 'extended');
  app.use(requestId());
  app.use(inFlight.middleware());
  app.use(accessLog(log));
  app.use(securityHeaders(config.remotes));
  // A fresh EntityManager (identity map) per request, forked when the request first uses it.
  app.use((_req, _res, next) => runInRequestScope(ctx.orm.em, next));

  app.use('/api', csrfProtection(config.allowedOrigins));
  app.use('/api', express.json({ limit: config.bodyLimit }));
  app.use('/api', ctx.sessions.load);
  // API answers carry personal data: never kept by browsers or shared caches.
  app.use('/api', (_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });

  app.use(apiDocs(config.version));
  for (const m of modules) m.routes?.(app, ctx);
  app.use('/api', apiNotFound);

  app.use(staticSite(config));
  app.use(errorHandler(log, config.bodyLimit));
  return { app, inFlight };
}
