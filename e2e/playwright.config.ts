import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

// The site runs the way `npm start` runs it: embedded PostgreSQL and the in-process job queue.
// Playwright passes its own environment to webServer, so drop these before it starts anything.
delete process.env.DATABASE_URL;
delete process.env.REDIS_URL;

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PORT = Number(process.env.E2E_PORT ?? 3300);
export const BASE_URL = `http://localhost:${PORT}`;
const CI = !!process.env.CI;

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: true,
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  workers: 2,
  reporter: [['list'], ['html', { open: 'never', outputFolder: './playwright-report' }]],
  use: {
    baseURL: BASE_URL,
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
    },
  },
  webServer: {
    command: 'node scripts/start.mjs',
    cwd: ROOT,
    url: `${BASE_URL}/api/health`,
    env: {
      PORT: String(PORT),
      DATA_DIR: process.env.E2E_DATA_DIR ?? '.data/e2e',
      // not the default 54329, so a developer's `npm start` can run beside the suite
      EMBEDDED_PG_PORT: process.env.E2E_EMBEDDED_PG_PORT ?? '54339',
      // every test signs up its own user from 127.0.0.1: the per-IP registration limit would trip
      REGISTER_RATE_LIMIT: '100000',
      // the sandbox carrier's tracking events 2 s apart, so disputes.spec.ts watches a letter reach Delivered
      SANDBOX_MAIL_STEP_SECONDS: '2',
      // webhooks.spec.ts delivers to a receiver on 127.0.0.1
      WEBHOOK_ALLOW_LOOPBACK: 'true',
    },
    reuseExistingServer: !CI,
    // first run on a clean clone installs and builds everything
    timeout: 15 * 60_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
  },
});
