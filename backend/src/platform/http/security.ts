import helmet from 'helmet';
import type { RequestHandler } from 'express';
import { type Remote, remoteOrigins } from '../config';

/**
 * Content-Security-Policy for the shell + Module Federation remotes: 'self' plus the origins of remotes
 * configured on other hosts, and nothing else (no CDN, no inline script). `data:` is allowed for images
 * and fonts only, because Vite inlines small assets as data: URLs.
 */
/**
 * react-aria's usePress prepends one fixed <style> (touch-action for pressables) to <head>. It is
 * admitted by its hash, not by 'unsafe-inline'; a test recomputes the hash from the installed react-aria.
 */
export const REACT_ARIA_PRESS_STYLE = `@layer {
  [data-react-aria-pressable] {
    touch-action: pan-x pan-y pinch-zoom;
  }
}`;
const reactAriaPressStyleHash = `'sha256-${new Bun.CryptoHasher('sha256').update(REACT_ARIA_PRESS_STYLE).digest('base64')}'`;

export function cspDirectives(remotes: Remote[]): Record<string, string[]> {
  const remote = remoteOrigins(remotes);
  const self = ["'self'", ...remote];
  return {
    'default-src': ["'self'"],
    'script-src': self,
    'script-src-attr': ["'none'"],
    'style-src': [...self, reactAriaPressStyleHash],
    'connect-src': self,
    'font-src': [...self, 'data:'],
    'img-src': [...self, 'data:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

export function securityHeaders(remotes: Remote[]): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: cspDirectives(remotes),
    },
    // Remote bundles may be fetched by a shell served from another origin.
    crossOriginResourcePolicy: { policy: 'same-site' },
    // Sites on plain http://localhost must not be forced to https.
    strictTransportSecurity: false,
  });
}
