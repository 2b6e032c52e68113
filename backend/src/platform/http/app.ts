import express, { type Express, type RequestHandler } from 'express';
import type { AppContext, BackendModule } from '../module';
import { runInRequestScope } from '../db/request-scope';
import { refuseControlCharacters } from './control-characters';
import { csrfProtection } from './csrf';
import { apiNotFound, errorHandler } from './errors';
import { apiDocs } from './openapi';
import { InFlight, requestId, requestTracking } from './request-context';
import { securityHeaders } from './security';
import { staticSite } from './static-site';

/** Where providers' signed callbacks are mounted, under /api. */
export const INBOUND_HOOKS_PATH = '/hooks/';

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
  // Every request, as one layer (Express walks each layer on every request).
  app.use(
    chain(
      requestId(),
      requestTracking(inFlight, log),
      securityHeaders(config.remotes),
      // A fresh EntityManager (identity map) per request, forked when the request first uses it.
      (_req, _res, next) => runInRequestScope(ctx.orm.em, next),
    ),
  );
  const api = chain(
    csrfProtection(config.allowedOrigins),
    express.json({ limit: config.bodyLimit }),
    refuseControlCharacters,
    ctx.sessions.load,
    // API answers carry personal data: never kept by browsers or shared caches.
    (_req, res, next) => {
      res.setHeader('Cache-Control', 'no-store');
      next();
    },
  );
  // Providers' callbacks (/api/hooks/*) are authenticated by their signature over the raw body, not by a
  // session or an Origin: they skip the CSRF check and the JSON parser, and read the body themselves.
  app.use('/api', (req, res, next) => (req.path.startsWith(INBOUND_HOOKS_PATH) ? next() : api(req, res, next)));

  app.use(apiDocs(config.version));
  for (const m of modules) m.routes?.(app, ctx);
  app.use('/api', apiNotFound);

  app.use(staticSite(config));
  app.use(errorHandler(log, config.bodyLimit));
  return { app, inFlight };
}

/** Middlewares run in order as one Express layer; an error (or a throw) goes on to the error handlers. */
function chain(...handlers: RequestHandler[]): RequestHandler {
  return (req, res, next) => {
    let i = 0;
    const step = (err?: unknown) => {
      const handler = handlers[i++];
      if (err || !handler) return next(err);
      try {
        const result = handler(req, res, step) as unknown;
        if (result instanceof Promise) result.catch(next);
      } catch (e) {
        next(e);
      }
    };
    step();
  };
}
