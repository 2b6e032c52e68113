#!/usr/bin/env node
// Loading of the signed-in screens as a user sees it, in Chromium (playwright-core, Debian chromium): for
// every sidebar screen (/dashboard … /webhooks), signed in as the demo account, RUNS full reloads per route and width;
// of each the layout shift (CLS: PerformanceObserver 'layout-shift', shifts after input excluded, largest
// session window) and the time from navigation start until the page's h1 is visible. Reports the median
// against the budgets: CLS ≤ 0.02, h1 visible ≤ 400 ms (localhost). --waterfall prints, for the median
// run of each route, when the requests that lead to the screen started and ended.
// Starts the site like `npm start` (needs the build; run `npm run build` first) unless --url is given.
//
//   node bench/screen-load.mjs [--url=http://localhost:3000] [--runs=5] [--widths=1280,390] [--waterfall]
import { chromium } from 'playwright-core';
import { siteEnv, startSite, stopSite, table, waitForHealth } from './lib.mjs';

const opt = (name, def) =>
  process.argv
    .find((a) => a.startsWith(`--${name}=`))
    ?.split('=')
    .slice(1)
    .join('=') ?? def;
const ROUTES = opt('routes', '/dashboard,/coaching,/progress,/disputes,/document-center,/ai-underwriting,/notifications,/subscription,/webhooks').split(',');
const WIDTHS = opt('widths', '1280,390').split(',').map(Number);
const RUNS = Number(opt('runs', 5));
const PORT = Number(opt('port', 3314));
const PG_PORT = Number(opt('pg-port', 54344));
const WATERFALL = process.argv.includes('--waterfall');
const BUDGET = { cls: 0.02, h1Ms: 400 };
const HEIGHT = { 1280: 800, 390: 844 };

let base = opt('url', null);
let server = null;
if (!base) {
  base = `http://127.0.0.1:${PORT}`;
  server = startSite('node', ['scripts/start.mjs'], siteEnv({ port: PORT, dataDir: '.data/bench-screen', pgPort: PG_PORT }));
  console.error(`starting the site on ${base} ...`);
  await waitForHealth(`${base}/api/health`, { timeoutMs: 15 * 60_000, child: server });
}

/**
 * Runs in the page before any of its scripts: sums layout shifts into session windows (a window ends after
 * a 1 s gap or 5 s in all, as Chromium's CLS does) and notes the first animation frame in which an h1
 * has a box and is not hidden.
 */
function observeLoad() {
  const load = { cls: 0, h1Ms: null, shifts: [] };
  window.__screenLoad = load;
  let windowValue = 0;
  let windowStart = 0;
  let last = 0;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.hadRecentInput) continue;
      if (e.startTime - last > 1000 || e.startTime - windowStart > 5000) {
        windowValue = 0;
        windowStart = e.startTime;
      }
      windowValue += e.value;
      last = e.startTime;
      load.cls = Math.max(load.cls, windowValue);
      const box = (r) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;
      const what = (s) => `${s.node?.nodeName ?? '?'} "${(s.node?.textContent ?? '').trim().slice(0, 30)}" ${box(s.previousRect)} → ${box(s.currentRect)}`;
      load.shifts.push({ at: Math.round(e.startTime), value: e.value, nodes: e.sources.map(what) });
    }
  }).observe({ type: 'layout-shift', buffered: true });
  const seen = (t) => {
    const h1 = document.querySelector('main h1');
    if (h1) {
      const box = h1.getBoundingClientRect();
      if (box.width > 0 && box.height > 0 && getComputedStyle(h1).visibility !== 'hidden' && h1.textContent.trim()) {
        load.h1Ms = t;
        return;
      }
    }
    requestAnimationFrame(seen);
  };
  requestAnimationFrame(seen);
}

async function signedInContext(browser, width) {
  const context = await browser.newContext({ viewport: { width, height: HEIGHT[width] ?? 800 } });
  const res = await context.request.post(`${base}/api/auth/login`, {
    data: { username: 'demo', password: 'FinX-demo-2026' },
    headers: { origin: base },
  });
  if (!res.ok()) throw new Error(`demo sign-in failed: ${res.status()} ${await res.text()}`);
  await context.addInitScript(observeLoad);
  return context;
}

/** One full load of `route`: waits for the screen's data (no busy region left), then reads what was observed. */
async function loadOnce(page, route) {
  await page.goto(`${base}${route}`, { waitUntil: 'load' });
  if (new URL(page.url()).pathname !== route) throw new Error(`${route} redirected to ${page.url()}`);
  await page.locator('main h1').first().waitFor({ timeout: 30_000 });
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), null, { timeout: 30_000 });
  await page.waitForTimeout(500); // a late shift after the data arrived still counts
  return page.evaluate(() => {
    const interesting = /\/api\/|remoteEntry|\/remotes\/|\/assets\//;
    const requests = performance
      .getEntriesByType('resource')
      .filter((r) => interesting.test(r.name))
      .map((r) => ({ url: new URL(r.name).pathname, start: Math.round(r.startTime), end: Math.round(r.responseEnd) }));
    return { ...window.__screenLoad, requests };
  });
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const ratio = (value, budget) => (value / budget).toFixed(2);

let failed = false;
const rows = [['route', 'width', 'CLS', 'budget', 'ratio', 'h1 ms', 'budget', 'ratio', 'result']];
try {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  try {
    for (const width of WIDTHS) {
      const context = await signedInContext(browser, width);
      const page = await context.newPage();
      for (const route of ROUTES) {
        await loadOnce(page, route); // warm-up: the browser's cache holds the hashed files, as on a reload
        const runs = [];
        for (let i = 0; i < RUNS; i++) runs.push(await loadOnce(page, route));
        const cls = median(runs.map((r) => r.cls));
        const h1Ms = median(runs.map((r) => r.h1Ms ?? Infinity));
        const ok = cls <= BUDGET.cls && h1Ms <= BUDGET.h1Ms;
        failed ||= !ok;
        rows.push([
          route,
          width,
          cls.toFixed(3),
          BUDGET.cls,
          ratio(cls, BUDGET.cls),
          Math.round(h1Ms),
          BUDGET.h1Ms,
          ratio(h1Ms, BUDGET.h1Ms),
          ok ? 'ok' : 'OVER',
        ]);
        if (WATERFALL) {
          const run = runs.find((r) => r.h1Ms === h1Ms) ?? runs[0];
          console.error(`\n${route} at ${width}: h1 visible at ${run.h1Ms} ms, CLS ${run.cls.toFixed(3)}`);
          for (const s of run.shifts) console.error(`  shift ${s.value.toFixed(3)} at ${s.at} ms:\n    ${s.nodes.join('\n    ')}`);
          for (const r of run.requests) console.error(`  ${String(r.start).padStart(5)} → ${String(r.end).padStart(5)} ms  ${r.url}`);
        }
      }
      await context.close();
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
console.log(`median of ${RUNS} full reloads per route, signed in as the demo account`);
console.log(table(rows));
process.exit(failed ? 1 : 0);
