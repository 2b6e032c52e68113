import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'bun:test';
import { ENV_VARS, loadConfig, REMOTE_NAMES, remoteOrigins, REPO_ROOT } from '../src/platform/config';

describe('config', () => {
  test('defaults', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.redisUrl).toBeUndefined();
    expect(c.embeddedPgPort).toBe(54329);
    expect(c.dataDir).toBe(path.join(REPO_ROOT, '.data'));
    expect(c.staticRoot).toBe(REPO_ROOT);
    expect(c.bodyLimit).toBe('1mb');
    expect(c.remotes.map((r) => r.name)).toEqual([...REMOTE_NAMES]);
    for (const r of c.remotes) expect(r.url).toBe(`/remotes/${r.name}/remoteEntry.js`);
    expect(remoteOrigins(c.remotes)).toEqual([]);
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

  test('bad values are rejected with the variable name', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow('PORT');
    expect(() => loadConfig({ REMOTE_BILLING_URL: 'javascript:alert(1)' })).toThrow('REMOTE_BILLING_URL');
  });

  test('the README table lists every variable', () => {
    const readme = readFileSync(path.join(REPO_ROOT, 'backend', 'README.md'), 'utf8');
    for (const v of ENV_VARS) expect(readme).toContain(`| \`${v.name}\` |`);
  });
});
