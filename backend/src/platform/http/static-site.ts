import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type Request, type Response, Router } from 'express';
import { REMOTES_MANIFEST_PATH } from '@finx/contracts/remotes';
import { type Config, REMOTE_NAMES, remotesManifest } from '../config';

/** Vite puts content-hashed files in assets/: name-<8+ char hash>.<ext>. Those never change. */
const HASHED = /[-.][A-Za-z0-9_-]{8,}\.(?:js|mjs|css|map|woff2?|ttf|otf|eot|png|jpe?g|gif|svg|webp|avif|ico|wasm|json)$/;

function cacheHeaders(res: Response, filePath: string) {
  const rel = filePath.split(path.sep);
  const base = rel[rel.length - 1]!;
  if (rel.includes('assets') && HASHED.test(base) && !base.startsWith('remoteEntry')) {
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  } else {
    // index.html, remoteEntry.js and other unhashed files: always revalidate.
    res.setHeader('Cache-Control', 'no-cache');
  }
}

const staticOptions = {
  index: false,
  fallthrough: true,
  dotfiles: 'ignore' as const,
  setHeaders: cacheHeaders,
};

function notBuilt(req: Request, res: Response, what: string, dir: string, root: string, prefer: 'html' | 'json') {
  const message = `${what} is not built: ${path.relative(root, dir) || dir} is missing. Build it (npm run build) and reload.`;
  res.status(503).setHeader('Cache-Control', 'no-store');
  const types = prefer === 'html' ? ['html', 'json'] : ['json', 'html'];
  if (req.accepts(types) === 'html') {
    res
      .type('html')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>FinX — not built</title></head>` +
          `<body><h1>FinX is starting without its ${escapeHtml(what)}</h1><p>${escapeHtml(message)}</p></body></html>`,
      );
  } else {
    res.json({ error: message });
  }
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The site on the API's origin:
 *  - GET /remotes.json              manifest from config (REMOTE_*_URL), no-store
 *  - /remotes/<name>/*              files of STATIC_ROOT/remotes/<name>/dist (CORS-open, so a shell elsewhere can load them)
 *  - everything else (non-/api)     STATIC_ROOT/shell/dist, SPA fallback to its index.html
 * A missing dist folder answers 503 with a clear message instead of crashing.
 */
export function staticSite(config: Pick<Config, 'staticRoot' | 'remotes'>): Router {
  const router = Router();
  const root = config.staticRoot;
  const manifest = JSON.stringify(remotesManifest(config.remotes));

  router.get(REMOTES_MANIFEST_PATH, (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.type('json').send(manifest);
  });

  for (const name of REMOTE_NAMES) {
    const dist = path.join(root, 'remotes', name, 'dist');
    const serve = express.static(dist, staticOptions);
    router.use(`/remotes/${name}`, (req, res, next) => {
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
      if (!existsSync(dist)) return notBuilt(req, res, `remote "${name}"`, dist, root, 'json');
      serve(req, res, () => res.status(404).json({ error: `Not found: ${req.originalUrl.split('?')[0]}` }));
    });
  }
  router.use('/remotes', (req, res) => {
    res.status(404).json({ error: `Unknown remote: ${req.originalUrl.split('?')[0]}` });
  });

  const shellDist = path.join(root, 'shell', 'dist');
  const shellIndex = path.join(shellDist, 'index.html');
  const serveShell = express.static(shellDist, staticOptions);
  router.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (!existsSync(shellIndex)) return notBuilt(req, res, 'shell', shellDist, root, 'html');
    serveShell(req, res, () => {
      // A missing file with an extension (e.g. /assets/old-hash.js) is a 404, not the app page.
      const last = req.path.split('/').pop() ?? '';
      if (/\.[A-Za-z0-9]+$/.test(last) && !last.endsWith('.html')) {
        res.status(404).type('text').send('Not found');
        return;
      }
      res.setHeader('Cache-Control', 'no-cache');
      res.sendFile(shellIndex);
    });
  });
  return router;
}
