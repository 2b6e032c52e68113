import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import express, { type NextFunction, type Request, type Response, Router } from 'express';
import { defaultRemoteEntry, MANIFEST_ELEMENT_ID, REMOTES_MANIFEST_PATH, type RemoteName } from '@finx/contracts/remotes';
import { type Config, REMOTE_NAMES, remotesManifest } from '../config';
import { errorBody } from './errors';

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
    res.json(errorBody('unavailable', message));
  }
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Formats sent compressed (build-time `.br` / `.gz` siblings, scripts/lib/compress.mjs). */
const COMPRESSIBLE = /\.(?:m?js|css|svg|json|txt|xml|webmanifest)$/;
type Encoding = 'br' | 'gzip';
const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/** The encodings an Accept-Encoding header admits, best first (brotli before gzip at equal q; q=0 refuses). */
export function acceptedEncodings(header: string | string[] | undefined): Encoding[] {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return [];
  const q = new Map<string, number>();
  for (const part of value.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = qParam ? Number(qParam.slice(2)) : 1;
    q.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (e: string) => q.get(e) ?? (e === 'gzip' ? q.get('x-gzip') : undefined) ?? q.get('*') ?? 0;
  return (['br', 'gzip'] as const).filter((e) => weightOf(e) > 0).sort((a, b) => weightOf(b) - weightOf(a));
}

const isFile = (p: string) => {
  try {
    return statSync(p).isFile();
  } catch {
    return false;
  }
};

/**
 * Sends `<file>.br` or `<file>.gz` when the build wrote one and the browser accepts it, with the original
 * file's Content-Type and cache rules; otherwise leaves the request to express.static. Compressible files
 * always carry `Vary: Accept-Encoding`.
 */
function precompressed(dist: string) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let rel: string;
    try {
      rel = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    if (!COMPRESSIBLE.test(rel) || rel.includes('\0') || rel.split('/').some((seg) => seg.startsWith('.'))) return next();
    const file = path.join(dist, path.normalize(rel));
    if (!file.startsWith(dist + path.sep)) return next();
    res.vary('Accept-Encoding');
    if (!isFile(file)) return next();
    for (const encoding of acceptedEncodings(req.headers['accept-encoding'])) {
      const encoded = file + SUFFIX[encoding];
      if (!isFile(encoded)) continue;
      cacheHeaders(res, file);
      res.type(path.extname(file));
      res.setHeader('Content-Encoding', encoding);
      res.sendFile(encoded, { cacheControl: false, acceptRanges: false, dotfiles: 'allow' }, (err) => {
        if (err && !res.headersSent) next(err);
      });
      return;
    }
    next();
  };
}

/** A response body kept in memory with its brotli and gzip forms (HTML pages, /remotes.json). */
type Variants = Record<'identity' | Encoding, Buffer>;

function compressAll(body: string): Variants {
  const identity = Buffer.from(body);
  return {
    identity,
    br: zlib.brotliCompressSync(body, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT },
    }),
    gzip: zlib.gzipSync(body, { level: 9 }),
  };
}

function sendVariants(req: Request, res: Response, type: string, body: Variants) {
  res.vary('Accept-Encoding');
  const encoding = acceptedEncodings(req.headers['accept-encoding']).find((e) => body[e].length < body.identity.length);
  if (encoding) res.setHeader('Content-Encoding', encoding);
  res.type(type).send(encoding ? body[encoding] : body.identity);
}

/**
 * The remote manifest as a JSON data block for the shell's HTML (shell/src/federation/manifest.ts reads it
 * instead of fetching /remotes.json). `type="application/json"` is not executed, so the CSP needs no
 * 'unsafe-inline'; `<` is escaped so no value can close the element.
 */
const manifestBlock = (manifestJson: string) => `<script type="application/json" id="${MANIFEST_ELEMENT_ID}">${manifestJson.replace(/</g, '\\u003c')}</script>`;

/** Pre-rendered public pages (shell/scripts/prerender.ts): `shell/dist/prerendered/pages.json`. */
export const PRERENDERED_DIR = 'prerendered';
type PrerenderedPage = { path: string; file: string; remote: RemoteName };

/** Normalises a pathname the way the shell's matchRoute does: trailing slashes and letter case ignored. */
const routeKey = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '').toLowerCase() || '/' : pathname);

/** Reads and transforms a file once, and again only when its mtime changes; null when it can't be read. */
function cachedFile<T>(transform: (text: string) => T) {
  const cache = new Map<string, { mtimeMs: number; value: T }>();
  return (file: string): T | null => {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(file).mtimeMs;
    } catch {
      return null;
    }
    const hit = cache.get(file);
    if (hit?.mtimeMs === mtimeMs) return hit.value;
    const value = transform(readFileSync(file, 'utf8'));
    cache.set(file, { mtimeMs, value });
    return value;
  };
}

/**
 * The HTML documents of the shell: index.html (SPA fallback) and the pre-rendered pages, each with the
 * remote manifest inserted before `</head>`, compressed once and kept until the file changes on disk.
 */
function shellDocuments(shellDist: string, manifestJson: string, remotes: Config['remotes']) {
  const block = manifestBlock(manifestJson);
  const load = cachedFile((html) => compressAll(html.includes('</head>') ? html.replace('</head>', `${block}</head>`) : `${block}${html}`));

  // A pre-rendered page links its remote's own build (CSS, chunks): only when that remote is served
  // here, from this STATIC_ROOT, not from another host.
  const local = new Set(remotes.filter((r) => r.url === defaultRemoteEntry(r.name)).map((r) => r.name));
  const pagesFile = path.join(shellDist, PRERENDERED_DIR, 'pages.json');
  const readPages = cachedFile((text): Map<string, PrerenderedPage> => {
    let list: PrerenderedPage[];
    try {
      list = (JSON.parse(text) as { pages: PrerenderedPage[] }).pages;
    } catch {
      list = [];
    }
    return new Map(list.filter((p) => local.has(p.remote)).map((p) => [routeKey(p.path), p]));
  });
  const prerendered = () => readPages(pagesFile) ?? new Map<string, PrerenderedPage>();

  /** The document for a pathname: its pre-rendered page when there is one, else index.html. */
  return (pathname: string): Variants | null => {
    const page = prerendered().get(routeKey(pathname));
    if (page) {
      const body = load(path.join(shellDist, PRERENDERED_DIR, path.basename(page.file)));
      if (body) return body;
    }
    return load(path.join(shellDist, 'index.html'));
  };
}

/**
 * The site on the API's origin:
 *  - GET /remotes.json              manifest from config (REMOTE_*_URL), no-store
 *  - /remotes/<name>/*              files of STATIC_ROOT/remotes/<name>/dist (CORS-open, so a shell elsewhere can load them)
 *  - everything else (non-/api)     STATIC_ROOT/shell/dist, SPA fallback to its index.html; the public pages the
 *                                   build pre-rendered (shell/dist/prerendered) get their own HTML
 * Every HTML page carries the manifest as a JSON data block. Text files are sent brotli- or gzip-compressed
 * when the browser accepts it (pre-compressed at build time; HTML and the manifest compressed in memory).
 * A missing dist folder answers 503 with a clear message instead of crashing.
 */
export function staticSite(config: Pick<Config, 'staticRoot' | 'remotes'>): Router {
  const router = Router();
  const root = config.staticRoot;
  const manifest = JSON.stringify(remotesManifest(config.remotes));
  const manifestBody = compressAll(manifest);

  router.get(REMOTES_MANIFEST_PATH, (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    sendVariants(req, res, 'json', manifestBody);
  });

  for (const name of REMOTE_NAMES) {
    const dist = path.join(root, 'remotes', name, 'dist');
    const compressed = precompressed(dist);
    const serve = express.static(dist, staticOptions);
    router.use(`/remotes/${name}`, (req, res) => {
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
      if (!existsSync(dist)) return notBuilt(req, res, `remote "${name}"`, dist, root, 'json');
      compressed(req, res, () => serve(req, res, () => res.status(404).json(errorBody('not_found', `Not found: ${req.originalUrl.split('?')[0]}`))));
    });
  }
  router.use('/remotes', (req, res) => {
    res.status(404).json(errorBody('not_found', `Unknown remote: ${req.originalUrl.split('?')[0]}`));
  });

  const shellDist = path.join(root, 'shell', 'dist');
  const shellIndex = path.join(shellDist, 'index.html');
  const compressedShell = precompressed(shellDist);
  const serveShell = express.static(shellDist, staticOptions);
  const documentFor = shellDocuments(shellDist, manifest, config.remotes);
  const sendDocument = (req: Request, res: Response) => {
    const body = documentFor(req.path === '/index.html' ? '/' : req.path);
    if (!body) return notBuilt(req, res, 'shell', shellDist, root, 'html');
    res.setHeader('Cache-Control', 'no-cache');
    sendVariants(req, res, 'html', body);
  };
  router.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (!existsSync(shellIndex)) return notBuilt(req, res, 'shell', shellDist, root, 'html');
    const last = req.path.split('/').pop() ?? '';
    // Pages: no extension (the SPA's routes) or .html (index.html, pre-rendered pages are not files to fetch).
    if (!/\.[A-Za-z0-9]+$/.test(last) || last.endsWith('.html')) return sendDocument(req, res);
    compressedShell(req, res, () =>
      serveShell(req, res, () => {
        // A missing file with an extension (e.g. /assets/old-hash.js) is a 404, not the app page.
        res.status(404).type('text').send('Not found');
      }),
    );
  });
  return router;
}
