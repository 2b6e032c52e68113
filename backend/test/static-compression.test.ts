/**
 * Compression and pre-rendered pages of the static site (platform/http/static-site.ts):
 * build-time `.br` / `.gz` siblings (scripts/lib/compress.mjs) sent by Accept-Encoding, HTML and
 * /remotes.json compressed in memory, the remote manifest inside every HTML page, and the pre-rendered
 * public pages sent for their paths. The router runs on its own (no database needed).
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';
import express from 'express';
// @ts-expect-error -- plain .mjs build helper without type declarations
import { compressDir } from '../../scripts/lib/compress.mjs';
import { MANIFEST_ELEMENT_ID } from '@finx/contracts/remotes';
import { acceptedEncodings, staticSite } from '../src/platform/http/static-site';
import { removeDir, staticFixture, testConfig } from './support';

type Raw = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/** A request without any automatic decompression: the bytes as sent. */
function raw(base: string, pathname: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}${pathname}`, { method, headers }, (res) => {
      const chunks: Uint8Array[] = [];
      res.on('data', (c: Uint8Array) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) as Buffer }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const decode = (r: Raw) => {
  const bytes = new Uint8Array(r.body);
  if (r.headers['content-encoding'] === 'br') return zlib.brotliDecompressSync(bytes).toString();
  if (r.headers['content-encoding'] === 'gzip') return zlib.gunzipSync(bytes).toString();
  return r.body.toString();
};

// Big enough to be worth compressing, and compressible.
const BIG_JS = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `credit-${i % 17}`))};\n`;
const ABOUT_HTML =
  '<!doctype html><html lang="en"><head><title>About · FinX</title><meta name="description" content="About FinX"></head>' +
  `<body><div id="root" data-prerendered><h1>About</h1>${'<p>FinX repairs credit.</p>'.repeat(40)}</div></body></html>`;

let root: string;
const servers: http.Server[] = [];

async function serve(env: Record<string, string> = {}): Promise<string> {
  const app = express();
  app.use(staticSite(testConfig({ STATIC_ROOT: root, ...env })));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

let base: string;

beforeAll(async () => {
  root = staticFixture();
  const write = (rel: string, content: string | Uint8Array) => {
    mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    writeFileSync(path.join(root, rel), content);
  };
  write('remotes/billing/dist/assets/Big-Abcd1234.js', BIG_JS);
  write('remotes/billing/dist/remoteEntry.js', `${BIG_JS}export const get = () => {};\n`);
  write('remotes/billing/dist/assets/Big-Abcd1234.js.map', JSON.stringify({ mappings: BIG_JS }));
  write('remotes/billing/dist/.vite/manifest.json', JSON.stringify({ secret: BIG_JS }));
  write('shell/dist/assets/index-Ab3dEf9H.css', `.a{color:red}\n`.repeat(100));
  write('shell/dist/assets/font-Ab3dEf9H.woff2', new Uint8Array(2048).fill(7));
  write('shell/dist/prerendered/about.html', ABOUT_HTML);
  write('shell/dist/prerendered/pages.json', JSON.stringify({ pages: [{ path: '/about', file: 'about.html', remote: 'marketing' }] }));
  compressDir(path.join(root, 'remotes/billing/dist'));
  compressDir(path.join(root, 'shell/dist'));
  base = await serve();
});

afterAll(() => {
  for (const s of servers) s.close();
  removeDir(root);
});

describe('compressDir (build step)', () => {
  test('writes .br and .gz beside compressible files, not beside maps, fonts or tiny files', () => {
    const dist = path.join(root, 'remotes/billing/dist');
    for (const f of ['assets/Big-Abcd1234.js', 'remoteEntry.js']) {
      expect(zlib.brotliDecompressSync(new Uint8Array(readFileSync(path.join(dist, `${f}.br`)))).toString()).toBe(readFileSync(path.join(dist, f), 'utf8'));
      expect(zlib.gunzipSync(new Uint8Array(readFileSync(path.join(dist, `${f}.gz`)))).toString()).toBe(readFileSync(path.join(dist, f), 'utf8'));
    }
    expect(existsSync(path.join(dist, 'assets/Big-Abcd1234.js.map.br'))).toBe(false);
    expect(existsSync(path.join(root, 'shell/dist/assets/font-Ab3dEf9H.woff2.br'))).toBe(false);
    expect(existsSync(path.join(root, 'shell/dist/assets/index-Ab3dEf9H.js.br'))).toBe(false); // 20 bytes
    expect(existsSync(path.join(root, 'shell/dist/assets/index-Ab3dEf9H.css.br'))).toBe(true);
  });

  test('removes a compressed copy whose file is gone', () => {
    const dir = path.join(root, 'stale');
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'old.js.br'), 'x');
    compressDir(dir);
    expect(existsSync(path.join(dir, 'old.js.br'))).toBe(false);
  });
});

describe('Accept-Encoding', () => {
  test.each([
    ['gzip, deflate, br, zstd', ['br', 'gzip']],
    ['gzip', ['gzip']],
    ['gzip;q=1.0, br;q=0.5', ['gzip', 'br']],
    ['br;q=0, gzip', ['gzip']],
    ['*', ['br', 'gzip']],
    ['*;q=0.5, br;q=0', ['gzip']],
    ['identity', []],
    ['', []],
  ])('%p → %p', (header, expected) => {
    expect(acceptedEncodings(header) as string[]).toEqual(expected as string[]);
  });
  test('no header: identity', () => expect(acceptedEncodings(undefined)).toEqual([]));
});

describe('pre-compressed files', () => {
  test('brotli when accepted, with the original type, length, cache rules and Vary', async () => {
    const r = await raw(base, '/remotes/billing/assets/Big-Abcd1234.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(r.status).toBe(200);
    expect(r.headers['content-encoding']).toBe('br');
    expect(r.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(Number(r.headers['content-length'])).toBe(r.body.length);
    expect(r.body.length).toBeLessThan(BIG_JS.length / 3);
    expect(r.headers.vary).toMatch(/Accept-Encoding/i);
    expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(r.headers['access-control-allow-origin']).toBe('*');
    expect(decode(r)).toBe(BIG_JS);
  });

  test('gzip when brotli is not accepted; identity when nothing is', async () => {
    const gz = await raw(base, '/remotes/billing/assets/Big-Abcd1234.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(decode(gz)).toBe(BIG_JS);
    const plain = await raw(base, '/remotes/billing/assets/Big-Abcd1234.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/Accept-Encoding/i);
    expect(plain.body.toString()).toBe(BIG_JS);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test('remoteEntry.js stays no-cache; HEAD sends the headers only', async () => {
    const r = await raw(base, '/remotes/billing/remoteEntry.js', { 'accept-encoding': 'br' });
    expect(r.headers['content-encoding']).toBe('br');
    expect(r.headers['cache-control']).toBe('no-cache');
    expect(decode(r)).toContain('export const get');
    const head = await raw(base, '/remotes/billing/remoteEntry.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(Number(head.headers['content-length'])).toBe(r.body.length);
    expect(head.body.length).toBe(0);
  });

  test('shell CSS compressed; fonts, dot folders and missing files unchanged', async () => {
    const css = await raw(base, '/assets/index-Ab3dEf9H.css', { 'accept-encoding': 'br' });
    expect(css.headers['content-encoding']).toBe('br');
    expect(css.headers['content-type']).toContain('text/css');
    const font = await raw(base, '/assets/font-Ab3dEf9H.woff2', { 'accept-encoding': 'br' });
    expect(font.headers['content-encoding']).toBeUndefined();
    expect(font.body.length).toBe(2048);
    expect((await raw(base, '/remotes/billing/.vite/manifest.json', { 'accept-encoding': 'br' })).status).toBe(404);
    expect((await raw(base, '/remotes/billing/.vite/manifest.json.br')).status).toBe(404);
    expect((await raw(base, '/assets/gone-12345678.js', { 'accept-encoding': 'br' })).status).toBe(404);
    expect((await raw(base, '/remotes/billing/missing.js', { 'accept-encoding': 'br' })).status).toBe(404);
  });
});

describe('HTML pages and the manifest', () => {
  const manifestOf = (html: string) => {
    const m = new RegExp(`<script type="application/json" id="${MANIFEST_ELEMENT_ID}">([^<]*)</script>`).exec(html);
    return m ? (JSON.parse(m[1]!) as { remotes: Record<string, string> }) : null;
  };

  test('index.html carries the remote manifest, compressed by Accept-Encoding, no-cache', async () => {
    for (const encoding of ['br', 'gzip', '']) {
      const r = await raw(base, '/dashboard', encoding ? { 'accept-encoding': encoding } : {});
      expect(r.status).toBe(200);
      expect(r.headers['content-encoding']).toBe(encoding || undefined);
      expect(r.headers['content-type']).toContain('text/html');
      expect(r.headers['cache-control']).toBe('no-cache');
      expect(r.headers.vary).toMatch(/Accept-Encoding/i);
      const html = decode(r);
      expect(html).toContain('FinX shell');
      expect(manifestOf(html)?.remotes.marketing).toBe('/remotes/marketing/remoteEntry.js');
    }
    expect(decode(await raw(base, '/index.html', { 'accept-encoding': 'br' }))).toContain(`id="${MANIFEST_ELEMENT_ID}"`);
  });

  test('/remotes.json is compressed too and stays no-store', async () => {
    const r = await raw(base, '/remotes.json', { 'accept-encoding': 'gzip' });
    expect(r.headers['content-encoding']).toBe('gzip');
    expect(r.headers['cache-control']).toBe('no-store');
    expect(r.headers['content-type']).toContain('application/json');
    expect(JSON.parse(decode(r)).remotes.billing).toBe('/remotes/billing/remoteEntry.js');
  });

  test('a pre-rendered page is sent for its path (any case, trailing slash, query), with the manifest', async () => {
    for (const p of ['/about', '/About/', '/about?from=nav']) {
      const r = await raw(base, p, { 'accept-encoding': 'br' });
      expect(r.status).toBe(200);
      expect(r.headers['content-encoding']).toBe('br');
      expect(r.headers['cache-control']).toBe('no-cache');
      const html = decode(r);
      expect(html).toContain('<div id="root" data-prerendered><h1>About</h1>');
      expect(html).toContain('<title>About · FinX</title>');
      expect(manifestOf(html)?.remotes.billing).toBe('/remotes/billing/remoteEntry.js');
    }
    expect(decode(await raw(base, '/contact'))).toContain('FinX shell'); // not pre-rendered: index.html
  });

  test('no pre-rendered page when the marketing remote is served from another host', async () => {
    const other = await serve({ REMOTE_MARKETING_URL: 'https://cdn.example.test/marketing/remoteEntry.js' });
    const html = decode(await raw(other, '/about'));
    expect(html).toContain('FinX shell');
    expect(html).not.toContain('data-prerendered');
    expect(manifestOf(html)?.remotes.marketing).toBe('https://cdn.example.test/marketing/remoteEntry.js');
  });

  test('a manifest value cannot close the data block', async () => {
    const other = await serve({ REMOTE_DOCUMENTS_URL: 'https://cdn.example.test/docs/remoteEntry.js?v=</script><script>alert(1)</script>' });
    const html = decode(await raw(other, '/'));
    expect(html.match(/<\/script>/g)?.length).toBe(1);
    expect(manifestOf(html)?.remotes.documents).toContain('</script><script>alert(1)</script>');
  });

  test('a page rebuilt on disk is sent fresh', async () => {
    const file = path.join(root, 'shell/dist/prerendered/about.html');
    writeFileSync(file, ABOUT_HTML.replace('<h1>About</h1>', '<h1>About us</h1>'));
    const later = new Date(Date.now() + 5000);
    (await import('node:fs')).utimesSync(file, later, later);
    expect(decode(await raw(base, '/about', { 'accept-encoding': 'gzip' }))).toContain('<h1>About us</h1>');
  });
});
