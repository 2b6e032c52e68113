import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import type { BackendModule } from '../src/modules';
import { healthModule } from '../src/modules/health';
import { AppError } from '../src/platform/app-error';
import { mountContract } from '../src/platform/http/contract';
import { InProcessQueue } from '../src/platform/queue';
import { startServer } from '../src/platform/runtime';
import type { Database } from '../src/platform/runtime';
import { EXTERNAL_DB, REDIS_URL, removeDir, staticFixture, startTestServer, testConfig, type TestServer, silentLogger } from './support';
import { REACT_ARIA_PRESS_STYLE } from '../src/platform/http/security';

const c = initContract();
const echoContract = c.router({
  echo: {
    method: 'POST',
    path: '/api/__test/echo',
    body: z.object({ name: z.string().min(2), age: z.number().int() }),
    responses: { 200: z.object({ name: z.string(), age: z.number() }) },
  },
});

const testModule: BackendModule = {
  name: 'test',
  routes(app) {
    mountContract(app, echoContract, { echo: async ({ body }) => ({ status: 200, body }) });
    app.get('/api/__test/boom', () => {
      throw new Error('secret database detail at /srv/app.ts:12');
    });
    app.get('/api/__test/boom-async', async () => {
      await Bun.sleep(1);
      throw new Error('async failure');
    });
    app.get('/api/__test/refused/:code', (req) => {
      throw new AppError(
        req.params.code as 'plan_required',
        `Refused as ${req.params.code}`,
        req.params.code === 'plan_required' ? { requiredPlan: 'pro' } : undefined,
      );
    });
  },
};

const REMOTE = 'https://billing.cdn-example.test:8443';
let root: string;
let server: TestServer;
let db: Database;
let base: string;

beforeAll(async () => {
  root = staticFixture();
  server = await startTestServer(
    { STATIC_ROOT: root, BODY_LIMIT: '1kb', REMOTE_BILLING_URL: `${REMOTE}/billing/remoteEntry.js` },
    { modules: [healthModule, testModule] },
  );
  db = server.db;
  base = server.base;
}, 60_000);

afterAll(async () => {
  await server?.close();
  removeDir(root);
}, 30_000);

describe('GET /api/health', () => {
  test('reports database and queue with their drivers', async () => {
    const res = await fetch(`${base}/api/health`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = (await res.json()) as any;
    expect(body).toMatchObject({
      status: 'ok',
      database: { status: 'ok', driver: EXTERNAL_DB ? 'external' : 'embedded' },
      queue: { status: 'ok', driver: REDIS_URL ? 'bullmq' : 'in-process' },
      version: expect.any(String),
    });
    expect(Number.isInteger(body.uptimeSeconds)).toBe(true);
  });
});

describe('GET /api/health when degraded', () => {
  test('a component down → 503 with status degraded, and Retry-After like every 503', async () => {
    const config = testConfig({ STATIC_ROOT: root });
    const queue = new InProcessQueue(silentLogger());
    await queue.close(); // a closed queue reports 'down'
    const s2 = await startServer(config, silentLogger(), { modules: [healthModule], db, queue });
    try {
      const res = await fetch(`${s2.url}/api/health`);
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('5');
      expect((await res.json()) as any).toMatchObject({ status: 'degraded', database: { status: 'ok' }, queue: { status: 'down', driver: 'in-process' } });
    } finally {
      await s2.shutdown();
    }
  });
});

describe('errors are JSON', () => {
  test('malformed JSON → 400 { error }', async () => {
    const res = await fetch(`${base}/api/__test/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: '{"name": "ann",',
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect((await res.json()) as any).toEqual({ error: 'Malformed JSON in request body', code: 'invalid_input' });
  });

  test('body over BODY_LIMIT → 413 { error }', async () => {
    const res = await fetch(`${base}/api/__test/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ name: 'x'.repeat(5000), age: 1 }),
    });
    expect(res.status).toBe(413);
    expect((await res.json()) as any).toEqual({ error: 'Request body is larger than the 1kb limit', code: 'too_large' });
  });

  test('unknown /api path → 404 { error }', async () => {
    for (const [method, path] of [
      ['GET', '/api/nope'],
      ['POST', '/api/users/1/whatever'],
      ['GET', '/api'],
    ] as const) {
      const res = await fetch(`${base}${path}?token=abc`, { method, headers: { 'content-type': 'application/json', origin: base } });
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toContain('application/json');
      expect((await res.json()) as any).toEqual({ error: `Not found: ${method} ${path}`, code: 'not_found' });
    }
  });

  test('thrown errors → 500 { error } without stack or detail', async () => {
    for (const path of ['/api/__test/boom', '/api/__test/boom-async']) {
      const res = await fetch(`${base}${path}`);
      expect(res.status).toBe(500);
      const text = await res.text();
      expect(JSON.parse(text)).toEqual({ error: 'Internal Server Error', code: 'internal' });
      expect(text).not.toContain('at ');
    }
  });

  test('contract validation → 400 naming the fields', async () => {
    const res = await fetch(`${base}/api/__test/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ name: 'a', age: 'x' }),
    });
    expect(res.status).toBe(400);
    const { error, code } = (await res.json()) as any;
    expect(code).toBe('invalid_input');
    expect(error).toContain('body.name');
    expect(error).toContain('body.age');
    const ok = await fetch(`${base}/api/__test/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ name: 'ann', age: 3 }),
    });
    expect((await ok.json()) as any).toEqual({ name: 'ann', age: 3 });
  });

  test("a service's AppError → its code's status, { ...details, error, code }", async () => {
    for (const [code, status, details] of [
      ['plan_required', 402, { requiredPlan: 'pro' }],
      ['wrong_password', 401, {}],
      ['duplicate_dispute', 409, {}],
      ['not_enough_data', 422, {}],
      ['upstream_failed', 502, {}],
    ] as const) {
      const res = await fetch(`${base}/api/__test/refused/${code}`);
      expect(res.status).toBe(status);
      expect((await res.json()) as any).toEqual({ ...details, error: `Refused as ${code}`, code });
    }
  });

  test('CSRF refusals carry the forbidden code', async () => {
    const res = await fetch(`${base}/api/__test/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: '{}',
    });
    expect(res.status).toBe(403);
    expect((await res.json()) as any).toEqual({ error: 'Cross-site request refused', code: 'forbidden' });
  });

  test('request id: generated, or the caller’s echoed', async () => {
    const a = await fetch(`${base}/api/health`);
    expect(a.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const b = await fetch(`${base}/api/health`, { headers: { 'x-request-id': 'abc-123' } });
    expect(b.headers.get('x-request-id')).toBe('abc-123');
  });
});

describe('security headers', () => {
  test('CSP admits self and the configured remote origin, nothing else', async () => {
    const res = await fetch(`${base}/`);
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toBeTruthy();
    const directives = Object.fromEntries(
      csp.split(';').map((d) => {
        const [name, ...sources] = d.trim().split(/\s+/);
        return [name, sources];
      }),
    ) as Record<string, string[]>;
    for (const d of ['script-src', 'connect-src']) {
      expect(directives[d]!.sort()).toEqual(["'self'", REMOTE].sort());
    }
    const styleHash = directives['style-src']!.find((s) => s.startsWith("'sha256-"))!;
    expect(directives['style-src']!.sort()).toEqual(["'self'", REMOTE, styleHash].sort());
    expect(directives['default-src']).toEqual(["'self'"]);
    expect(directives['object-src']).toEqual(["'none'"]);
    const allSources = new Set(Object.values(directives).flat());
    for (const s of allSources) expect(["'self'", "'none'", REMOTE, 'data:', styleHash]).toContain(s);
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-powered-by')).toBeNull();
  });

  test("react-aria's injected <style> is still the one the CSP hash admits", async () => {
    // usePress builds the text from a template; compare it with the installed react-aria's source.
    const source = await Bun.file(`${import.meta.dir}/../../node_modules/react-aria/dist/private/interactions/usePress.mjs`).text();
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the text of react-aria's template literal, compared as text
    const placeholder = '${$PRESSABLE}';
    const normalised = REACT_ARIA_PRESS_STYLE.replace('data-react-aria-pressable', placeholder);
    const template = source.match(/style\.textContent = `([\s\S]*?)`\.trim\(\)/)![1]!.trim();
    expect(template.replace(/\$\{[^}]+\}/, placeholder)).toBe(normalised);
    expect(source).toContain("PRESSABLE_ATTRIBUTE = 'data-react-aria-pressable'");
  });
});

describe('static site', () => {
  test('/remotes.json reflects the environment, no-store', async () => {
    const res = await fetch(`${base}/remotes.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect((await res.json()) as any).toEqual({
      remotes: {
        marketing: '/remotes/marketing/remoteEntry.js',
        account: '/remotes/account/remoteEntry.js',
        'credit-dashboard': '/remotes/credit-dashboard/remoteEntry.js',
        disputes: '/remotes/disputes/remoteEntry.js',
        documents: '/remotes/documents/remoteEntry.js',
        billing: `${REMOTE}/billing/remoteEntry.js`,
        'admin-webhooks': '/remotes/admin-webhooks/remoteEntry.js',
      },
    });
  });

  test('remote files come from remotes/<name>/dist with cache rules', async () => {
    const entry = await fetch(`${base}/remotes/billing/remoteEntry.js`);
    expect(entry.status).toBe(200);
    expect(await entry.text()).toContain('export const get');
    expect(entry.headers.get('cache-control')).toBe('no-cache');
    expect(entry.headers.get('access-control-allow-origin')).toBe('*');
    const asset = await fetch(`${base}/remotes/billing/assets/Subscription-Zx81kQ0p.js`);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await fetch(`${base}/remotes/billing/missing.js`)).status).toBe(404);
    expect((await fetch(`${base}/remotes/unknown/remoteEntry.js`)).status).toBe(404);
  });

  test('a remote without dist answers 503 with a clear message', async () => {
    const res = await fetch(`${base}/remotes/marketing/remoteEntry.js`);
    expect(res.status).toBe(503);
    const { error } = (await res.json()) as any;
    expect(error).toContain('remotes/marketing/dist is missing');
  });

  test('shell: files, hashed assets long-cached, SPA fallback to index.html (no-cache)', async () => {
    const asset = await fetch(`${base}/assets/index-Ab3dEf9H.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    for (const path of ['/', '/dashboard', '/disputes/12/letter', '/index.html']) {
      const res = await fetch(`${base}${path}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toContain('FinX shell');
    }
    expect((await fetch(`${base}/assets/gone-12345678.js`)).status).toBe(404);
  });

  test('missing shell/dist → 503 page, API still works', async () => {
    const bare = staticFixture();
    removeDir(`${bare}/shell`);
    const config = testConfig({ STATIC_ROOT: bare });
    const s2 = await startServer(config, silentLogger(), { modules: [healthModule], db, queue: server.srv.ctx.queue });
    try {
      const html = await fetch(`${s2.url}/dashboard`, { headers: { accept: 'text/html' } });
      expect(html.status).toBe(503);
      expect(await html.text()).toContain('shell/dist is missing');
      const json = await fetch(`${s2.url}/dashboard`, { headers: { accept: 'application/json' } });
      expect(json.status).toBe(503);
      expect(((await json.json()) as any).error).toContain('shell/dist is missing');
      expect((await fetch(`${s2.url}/api/health`)).status).toBe(200);
    } finally {
      await s2.shutdown();
      removeDir(bare);
    }
  });
});

describe('API docs', () => {
  test('/api/openapi.json is generated from the contracts', async () => {
    const res = await fetch(`${base}/api/openapi.json`);
    expect(res.status).toBe(200);
    const doc = (await res.json()) as any;
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.title).toBe('FinX API');
    expect(Object.keys(doc.paths)).toContain('/api/health');
    expect(doc.paths['/api/health'].get.responses['200']).toBeDefined();
  });

  test('/api/docs serves Swagger UI from local files with no inline script', async () => {
    const res = await fetch(`${base}/api/docs`);
    expect(res.status).toBe(200);
    const html = await res.text();
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attrs, body] of scripts) {
      expect(attrs).toMatch(/src="\/api\/docs\//);
      expect(body!.trim()).toBe('');
    }
    expect(html).not.toMatch(/https?:\/\//);
    for (const file of ['swagger-ui-bundle.js', 'swagger-ui.css', 'finx-docs.js']) {
      const asset = await fetch(`${base}/api/docs/${file}`);
      expect(asset.status).toBe(200);
    }
  });
});
