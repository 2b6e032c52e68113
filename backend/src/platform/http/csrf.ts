import type { Request, RequestHandler } from 'express';
import { errorBody } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const ALLOWED_TYPES = /^\s*(application\/json|multipart\/form-data)\s*(;|$)/i;

const ownOrigin = (req: Request) => `${req.protocol}://${req.get('host')}`;

/**
 * CSRF defence for /api (beside SameSite=Lax cookies): a state-changing request must carry a JSON or
 * multipart content type (an HTML form cannot send JSON) and an Origin header naming this site (or one
 * of ALLOWED_ORIGINS). Anything else gets 403 before its body is read.
 */
export function csrfProtection(allowedOrigins: string[]): RequestHandler {
  const allowed = new Set(allowedOrigins);
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    if (!ALLOWED_TYPES.test(req.get('content-type') ?? '')) {
      res.status(403).json(errorBody('forbidden', 'Requests that change data must be sent as JSON'));
      return;
    }
    const origin = req.get('origin');
    if (!origin || (origin !== ownOrigin(req) && !allowed.has(origin))) {
      res.status(403).json(errorBody('forbidden', 'Cross-site request refused'));
      return;
    }
    next();
  };
}
