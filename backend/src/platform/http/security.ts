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

/**
 * PayPal's JS SDK hosts (developer.paypal.com/sdk/js/best-practices), admitted on the pages that show the PayPal
 * button only (WALLET_PAGES). The SDK adds its own <style> elements, so those pages allow inline styles (a hash
 * beside 'unsafe-inline' would switch it off, so the react-aria hash is left out there).
 */
export const PAYPAL_SOURCES = ['https://*.paypal.com', 'https://*.paypalobjects.com'];
export const WALLET_PAGES = ['/subscription', '/subscription/'];

export function cspDirectives(remotes: Remote[], { paypal = false }: { paypal?: boolean } = {}): Record<string, string[]> {
  const remote = remoteOrigins(remotes);
  const self = ["'self'", ...remote];
  const wallet = paypal ? PAYPAL_SOURCES : [];
  return {
    'default-src': ["'self'"],
    'script-src': [...self, ...wallet],
    'script-src-attr': ["'none'"],
    'style-src': paypal ? [...self, "'unsafe-inline'", ...wallet] : [...self, reactAriaPressStyleHash],
    'connect-src': [...self, ...wallet],
    'font-src': [...self, 'data:'],
    'img-src': [...self, 'data:', ...wallet],
    ...(paypal ? { 'frame-src': wallet } : {}),
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/** What helmet does to a response with this configuration: headers to set, headers to remove. */
function helmetOutcome(remotes: Remote[], paypal = false): { set: [string, string][]; remove: string[] } {
  const middleware = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: cspDirectives(remotes, { paypal }),
    },
    // Remote bundles may be fetched by a shell served from another origin.
    crossOriginResourcePolicy: { policy: 'same-site' },
    // Sites on plain http://localhost must not be forced to https.
    strictTransportSecurity: false,
  });
  const set: [string, string][] = [];
  const remove: string[] = [];
  const res = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      if (typeof value !== 'string') throw new Error(`helmet set ${name} to a non-string value`);
      set.push([name, value]);
    },
    removeHeader: (name: string) => remove.push(name),
  };
  let error: unknown;
  let done = false;
  middleware({} as never, res as never, (err?: unknown) => {
    error = err;
    done = true;
  });
  // Every directive here is a constant, so helmet answers synchronously and the same for every request.
  if (!done || error) throw new Error(`helmet did not produce constant headers: ${String(error ?? 'no next() call')}`);
  return { set, remove };
}

/**
 * helmet's headers (CSP, COOP, CORP, Referrer-Policy, X-Content-Type-Options, X-Frame-Options, ...),
 * computed once at start-up by running helmet itself, then set on every response in one step instead
 * of helmet's chain of a dozen middlewares.
 */
export function securityHeaders(remotes: Remote[]): RequestHandler {
  const plain = helmetOutcome(remotes);
  const withPaypal = helmetOutcome(remotes, true);
  return (req, res, next) => {
    const { set, remove } = WALLET_PAGES.includes(req.path) ? withPaypal : plain;
    for (const name of remove) res.removeHeader(name);
    for (const [name, value] of set) res.setHeader(name, value);
    next();
  };
}
