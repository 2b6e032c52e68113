#!/usr/bin/env node
// Bundle size as a visitor gets it, measured in Chromium (Playwright, Debian chromium):
//   1. gzip bytes of every JS + CSS response needed to render `/` (shell + marketing remote + shared
//      chunks actually loaded) — budget 170 KB;
//   2. Module Federation overhead on /dashboard: gzip bytes of the remoteEntry files and the MF
//      runtime chunks loaded there.
// Starts the site like `npm start` (needs the build; run `npm run build` first) unless --url is given.
//
//   node bench/bundle-size.mjs [--url=http://localhost:3000] [--budget-kb=170] [--list]
import zlib from 'node:zlib';
import { chromium } from 'playwright';
import { siteEnv, startSite, waitForHealth, stopSite, table } from './lib.mjs';

const opt = (name, def) =>
  process.argv
    .find((a) => a.startsWith(`--${name}=`))
    ?.split('=')
    .slice(1)
    .join('=') ?? def;
const BUDGET_KB = Number(opt('budget-kb', 170));
const LIST = process.argv.includes('--list');
const PORT = Number(opt('port', 3312));
let base = opt('url', null);
const KB = 1024;

let server = null;
if (!base) {
  base = `http://127.0.0.1:${PORT}`;
  server = startSite('node', ['scripts/start.mjs'], siteEnv({ port: PORT, dataDir: '.data/bench-size', pgPort: 54342 }));
  console.error(`starting the site on ${base} ...`);
  await waitForHealth(`${base}/api/health`, { timeoutMs: 15 * 60_000, child: server });
}

// Module Federation overhead = the remoteEntry files plus the chunks that carry the MF runtime and its
// glue (bootstrap, hostInit, share maps). The `loadShare` chunks are not overhead: they carry the shared
// libraries themselves (react-dom, react-router, design-system, ...), which the page needs anyway.
const MF_MARKERS = /FEDERATION_DEBUG|__mf_module_cache__|localSharedImportMap/;
const isMfFile = (name, text) =>
  /remoteEntry/.test(name) || (!/loadShare/.test(name) && (/^(hostInit|mf-entry-bootstrap)/.test(name) || MF_MARKERS.test(text)));

// The sidebar pages need a session: /dashboard is measured signed in as the demo account (README).
async function signedInContext(browser) {
  const context = await browser.newContext();
  const res = await context.request.post(`${base}/api/auth/login`, {
    data: { username: 'demo', password: 'FinX-demo-2026' },
    headers: { origin: base },
  });
  if (!res.ok()) throw new Error(`demo sign-in failed: ${res.status()} ${await res.text()}`);
  return context;
}

async function measure(browser, route, { signedIn = false } = {}) {
  const context = signedIn ? await signedInContext(browser) : await browser.newContext();
  const page = await context.newPage();
  const pending = [];
  page.on('response', (res) => {
    const url = res.url();
    const type = res.request().resourceType();
    const isAsset = type === 'script' || type === 'stylesheet' || /\.(m?js|css)(\?|$)/.test(new URL(url).pathname);
    if (!isAsset || res.status() !== 200) return;
    pending.push(
      res.body().then(
        (body) => {
          const pathname = new URL(url).pathname;
          const css = type === 'stylesheet' || /\.css(\?|$)/.test(url);
          const mf = !css && isMfFile(pathname.split('/').pop(), body.toString('utf8'));
          return { url: pathname, raw: body.length, gzip: zlib.gzipSync(body, { level: 9 }).length, css, mf };
        },
        () => null,
      ),
    );
  });
  await page.goto(`${base}${route}`, { waitUntil: 'load' });
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => {});
  const files = (await Promise.all(pending)).filter(Boolean);
  if (new URL(page.url()).pathname !== route) throw new Error(`${route} redirected to ${page.url()}`);
  await context.close();
  // the same file twice (e.g. a preload and the import) counts once
  const unique = [...new Map(files.map((f) => [f.url, f])).values()];
  return unique.sort((a, b) => b.gzip - a.gzip);
}

let failed = false;
const rows = [['measure', 'files', 'raw KB', 'gzip KB', 'budget', 'result']];
const fmt = (n) => (n / KB).toFixed(1);
const sum = (fs, k) => fs.reduce((s, f) => s + f[k], 0);
try {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  try {
    const home = await measure(browser, '/');
    const js = home.filter((f) => !f.css);
    const css = home.filter((f) => f.css);
    const total = sum(home, 'gzip');
    const ok = total <= BUDGET_KB * KB;
    failed ||= !ok;
    rows.push(['/ JS', js.length, fmt(sum(js, 'raw')), fmt(sum(js, 'gzip')), '', '']);
    rows.push(['/ CSS', css.length, fmt(sum(css, 'raw')), fmt(sum(css, 'gzip')), '', '']);
    rows.push(['/ JS + CSS total', home.length, fmt(sum(home, 'raw')), fmt(total), `${BUDGET_KB} KB`, ok ? 'ok' : 'OVER']);

    const dash = await measure(browser, '/dashboard', { signedIn: true });
    const mf = dash.filter((f) => f.mf);
    const entries = mf.filter((f) => /remoteEntry/.test(f.url));
    rows.push(['/dashboard remoteEntry files', entries.length, fmt(sum(entries, 'raw')), fmt(sum(entries, 'gzip')), '', '']);
    rows.push(['/dashboard MF runtime + entries', mf.length, fmt(sum(mf, 'raw')), fmt(sum(mf, 'gzip')), '', '']);
    const shared = dash.filter((f) => /loadShare/.test(f.url));
    rows.push(['/dashboard shared-library chunks', shared.length, fmt(sum(shared, 'raw')), fmt(sum(shared, 'gzip')), '', '']);
    rows.push(['/dashboard all JS + CSS', dash.length, fmt(sum(dash, 'raw')), fmt(sum(dash, 'gzip')), '', '']);

    if (LIST) {
      console.error('\nfiles loaded for / (gzip KB):');
      for (const f of home) console.error(`  ${fmt(f.gzip).padStart(7)}  ${f.url}`);
      console.error('\nMF files loaded for /dashboard (gzip KB):');
      for (const f of mf) console.error(`  ${fmt(f.gzip).padStart(7)}  ${f.url}`);
    }
  } finally {
    await browser.close();
  }
} catch (err) {
  failed = true;
  console.error(err.stack ?? err);
} finally {
  if (server) await stopSite(server);
}
console.log(table(rows));
process.exit(failed ? 1 : 0);
