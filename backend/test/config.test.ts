import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'bun:test';
import { z } from 'zod';
import { ConfigError, loadConfig, REMOTE_NAMES, remoteOrigins, REPO_ROOT } from '../src/platform/config';
import { documentedVariables } from '../src/platform/config/env-schema';
import { problemsOf } from '../src/platform/config/load-config';
import { configTable, README_PATH, readmeTable } from '../src/platform/config/readme-table';

const refusal = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
  throw new Error(`accepted ${JSON.stringify(env)}`);
};

describe('config', () => {
  test('defaults', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.redisUrl).toBeUndefined();
    expect(c.embeddedPgPort).toBe(54329);
    expect(c.embeddedPgPortExplicit).toBe(false);
    expect(c.dataDir).toBe(path.join(REPO_ROOT, '.data'));
    expect(c.staticRoot).toBe(REPO_ROOT);
    expect(c.bodyLimit).toBe('1mb');
    expect(c.trustProxy).toBe(false);
    expect(c.allowedOrigins).toEqual([]);
    expect(c.session).toEqual({ idleMs: 30 * 60_000, maxMs: 12 * 3_600_000 });
    expect(c.seedDemo).toBe(true);
    expect(c.certifiedMail.service).toBe('certified_return_receipt');
    expect(c.storage.s3).toBeUndefined();
    expect(c.uploads.quotaBytes).toBe(200 * 1024 * 1024);
    expect(c.webhooks.retryScheduleMs).toEqual([0, 5, 300, 1800, 7200, 18000, 36000, 36000].map((s) => s * 1000));
    expect(c.notifications.publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '4100' }).notifications.publicUrl).toBe('http://localhost:4100');
    expect(c.remotes.map((r) => r.name)).toEqual([...REMOTE_NAMES]);
    for (const r of c.remotes) expect(r.url).toBe(`/remotes/${r.name}/remoteEntry.js`);
    expect(remoteOrigins(c.remotes)).toEqual([]);
  });

  test('each default the README shows is the one the server uses', () => {
    const shown = Object.fromEntries(documentedVariables().flatMap((v) => (v.default === undefined ? [] : [[v.name, v.default]])));
    expect(Object.keys(shown).length).toBeGreaterThan(50);
    expect({ ...loadConfig(shown), embeddedPgPortExplicit: false }).toEqual(loadConfig({}));
  });

  test('values are trimmed and an empty one counts as unset', () => {
    const c = loadConfig({ PORT: ' 8080 ', HOST: '', SEED_DEMO: ' FALSE', EMBEDDED_PG_PORT: '  ' });
    expect(c.port).toBe(8080);
    expect(c.host).toBe('0.0.0.0');
    expect(c.seedDemo).toBe(false);
    expect(c.embeddedPgPortExplicit).toBe(false);
    expect(loadConfig({ EMBEDDED_PG_PORT: '5500' })).toMatchObject({ embeddedPgPort: 5500, embeddedPgPortExplicit: true });
  });

  test('remote URLs from the environment; origins for the CSP', () => {
    const c = loadConfig({
      REMOTE_CREDIT_DASHBOARD_URL: 'https://dash.example.com/x/remoteEntry.js',
      REMOTE_ADMIN_WEBHOOKS_URL: 'https://dash.example.com/y/remoteEntry.js',
      REMOTE_DISPUTES_URL: 'http://localhost:4004/remoteEntry.js',
    });
    expect(c.remotes.find((r) => r.name === 'credit-dashboard')!.url).toBe('https://dash.example.com/x/remoteEntry.js');
    expect(remoteOrigins(c.remotes).sort()).toEqual(['http://localhost:4004', 'https://dash.example.com']);
  });

  test('converted and grouped values', () => {
    const c = loadConfig({
      TRUST_PROXY: '2',
      ALLOWED_ORIGINS: 'https://app.example.com/path, http://localhost:5173',
      PUBLIC_URL: 'https://finx.example.com//',
      QUEUE_ENQUEUE_TIMEOUT_SECONDS: '0',
      S3_BUCKET: 'docs',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
    });
    expect(c.trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).trustProxy).toBe('loopback, 10.0.0.0/8');
    expect(c.allowedOrigins).toEqual(['https://app.example.com', 'http://localhost:5173']);
    expect(c.notifications.publicUrl).toBe('https://finx.example.com');
    expect(c.jobs.enqueueTimeoutMs).toBe(1000);
    expect(c.storage.s3).toEqual({
      bucket: 'docs',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      accessKeyId: undefined,
      secretAccessKey: undefined,
    });
    // S3_ENDPOINT is only read with a bucket, as before.
    expect(loadConfig({ S3_ENDPOINT: 'ftp://x' }).storage.s3).toBeUndefined();
  });

  test('bad values are refused with the variable named and its value', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow('PORT must be a non-negative integer, got "abc"');
    expect(() => loadConfig({ REMOTE_BILLING_URL: 'javascript:alert(1)' })).toThrow(
      'REMOTE_BILLING_URL must be an absolute http(s) URL or a path starting with /',
    );
    expect(refusal({ SEED_DEMO: 'yes' })).toEqual(['SEED_DEMO must be true or false, got "yes"']);
    expect(refusal({ NOTIFICATION_DIGEST_HOUR: '24' })).toEqual(['NOTIFICATION_DIGEST_HOUR must be from 0 to 23, got "24"']);
    expect(refusal({ LOG_LEVEL: 'verbose' })).toEqual(['LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "verbose"']);
    expect(refusal({ CERTIFIED_MAIL_SERVICE: 'priority' })).toEqual([
      'CERTIFIED_MAIL_SERVICE must be one of certified, certified_return_receipt, got "priority"',
    ]);
    expect(refusal({ ALLOWED_ORIGINS: 'app.example.com' })[0]).toStartWith('ALLOWED_ORIGINS must list absolute origins');
    expect(refusal({ PUBLIC_URL: 'finx.example.com' })[0]).toStartWith('PUBLIC_URL must be an http(s) URL');
    expect(refusal({ S3_BUCKET: 'b', S3_ENDPOINT: 'ftp://x' })).toEqual(['S3_ENDPOINT must be an http(s) URL, got "ftp://x"']);
  });

  test('every bad variable is named at once', () => {
    expect(refusal({ PORT: '-1', UPLOAD_QUOTA_MB: 'lots', WEBHOOK_RETRY_SCHEDULE: '0,soon' }).map((p) => p.split(' ')[0])).toEqual([
      'PORT',
      'UPLOAD_QUOTA_MB',
      'WEBHOOK_RETRY_SCHEDULE',
    ]);
  });

  test('keys, secrets, tokens and URLs that may carry a password are secrets: a refusal never shows their value', () => {
    const secrets = documentedVariables()
      .filter((v) => v.secret)
      .map((v) => v.name);
    const namedLikeSecrets = documentedVariables()
      .map((v) => v.name)
      .filter((name) => /(SECRET|TOKEN|PRIVATE_KEY|API_KEY|ENCRYPTION_KEY|ACCESS_KEY)/.test(name));
    expect(secrets).toEqual(expect.arrayContaining([...namedLikeSecrets, 'DATABASE_URL', 'REDIS_URL', 'SMTP_URL']));
    for (const name of secrets) {
      const value = 'sk_live_do-not-print-me';
      const error = z.object({ [name]: z.string().max(3, 'must be short') }).safeParse({ [name]: value }).error!;
      expect(problemsOf(error, { [name]: value })).toEqual([`${name} must be short`]);
    }
  });

  test('a bad environment stops the server with one line naming the variable, and no secret', () => {
    const run = Bun.spawnSync([process.execPath, 'src/main.ts'], {
      cwd: path.join(REPO_ROOT, 'backend'),
      env: { PATH: process.env.PATH, PORT: 'eighty', SEED_DEMO: 'maybe', STRIPE_SECRET_KEY: 'sk_test_do-not-print-me' },
    });
    const stderr = run.stderr.toString();
    expect(run.exitCode).toBe(1);
    expect(stderr.trim().split('\n')).toEqual([
      'FinX cannot start: PORT must be a non-negative integer, got "eighty"',
      'FinX cannot start: SEED_DEMO must be true or false, got "maybe"',
    ]);
    expect(stderr + run.stdout.toString()).not.toContain('do-not-print-me');
  });

  test("README.md's Configuration table is the schema's (to update it: bun backend/src/platform/config/readme-table.ts --write)", () => {
    expect(readmeTable(readFileSync(README_PATH, 'utf8'))).toBe(configTable());
  });
});
