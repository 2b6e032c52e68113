import type { RequestHandler } from 'express';

/**
 * `handler` (typically a Router) for the requests whose path starts with one of `prefixes`; every other
 * request passes by in one check instead of walking the router's layers. Paths compare in lower case,
 * as Express matches them.
 */
export function forPathsUnder(prefixes: readonly string[], handler: RequestHandler): RequestHandler {
  const lower = [...new Set(prefixes.map((p) => p.toLowerCase()))];
  return (req, res, next) => {
    const path = req.path.toLowerCase();
    return lower.some((p) => path.startsWith(p)) ? handler(req, res, next) : next();
  };
}
