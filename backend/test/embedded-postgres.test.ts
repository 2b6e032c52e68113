import { afterAll, describe, expect, test } from 'bun:test';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../src/platform/db/embedded-postgres';
import { postgresProcessesFor, silentLogger, TEST_DATA_DIR } from './support';

/** Crash handling of the embedded PostgreSQL (runs in both modes: it is about embedded PG itself). */
const dataDir = path.join(TEST_DATA_DIR, '..', 'test-embedded');
const pgDir = path.join(dataDir, 'postgres');
const port = 55449;

async function query(url: string, sql: string) {
  const c = new pg.Client(url);
  await c.connect();
  try {
    return (await c.query(sql)).rows;
  } finally {
    await c.end();
  }
}

async function holder() {
  const child = Bun.spawn(['bun', path.join(import.meta.dir, 'fixtures/embedded-pg-holder.ts')], {
    env: { ...process.env, DATA_DIR: dataDir, PG_PORT: String(port) },
    stdout: 'pipe',
    stderr: 'inherit',
  });
  const reader = child.stdout.getReader();
  let out = '';
  const until = Date.now() + 60_000;
  while (!out.includes('READY') && Date.now() < until) {
    const { value, done } = await reader.read();
    if (done) break;
    out += new TextDecoder().decode(value);
  }
  reader.releaseLock();
  expect(out).toContain('READY');
  return { child, port: Number(out.match(/READY (\d+)/)![1]) };
}

afterAll(() => {
  // Nothing of ours may survive the tests.
  for (const pid of postgresProcessesFor(pgDir)) process.kill(pid, 'SIGINT');
});

describe('embedded PostgreSQL', () => {
  test('data persists across restarts', async () => {
    const a = await startEmbeddedPostgres({ dataDir, port, logger: silentLogger() });
    await query(a.url, 'create table if not exists persist_check (v int); delete from persist_check; insert into persist_check values (42)');
    await a.stop();
    expect(postgresProcessesFor(pgDir)).toEqual([]);
    const b = await startEmbeddedPostgres({ dataDir, port, logger: silentLogger() });
    expect(await query(b.url, 'select v from persist_check')).toEqual([{ v: 42 }]);
    await b.stop();
  }, 60_000);

  test('a stale postmaster.pid (process gone) does not stop the start', async () => {
    const a = await startEmbeddedPostgres({ dataDir, port, logger: silentLogger() });
    const pidFile = path.join(pgDir, 'postmaster.pid');
    const content = readFileSync(pidFile, 'utf8');
    await a.stop();
    // What a crash leaves: the lock file, pointing at a pid that no longer runs.
    writeFileSync(pidFile, content.replace(/^\d+/, '999999'));
    const b = await startEmbeddedPostgres({ dataDir, port, logger: silentLogger() });
    expect(await query(b.url, 'select 1 as ok')).toEqual([{ ok: 1 }]);
    await b.stop();
    expect(postgresProcessesFor(pgDir)).toEqual([]);
  }, 60_000);

  test('an orphaned server (owner killed with SIGKILL) is stopped and replaced', async () => {
    const { child } = await holder();
    const orphan = postgresProcessesFor(pgDir);
    expect(orphan.length).toBeGreaterThan(0);
    child.kill('SIGKILL');
    await child.exited;
    const b = await startEmbeddedPostgres({ dataDir, port, logger: silentLogger() });
    expect(b.owned).toBe(true);
    expect(await query(b.url, 'select 1 as ok')).toEqual([{ ok: 1 }]);
    const postmaster = Number(readFileSync(path.join(pgDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    expect(orphan).not.toContain(postmaster);
    await b.stop();
    expect(postgresProcessesFor(pgDir)).toEqual([]);
  }, 60_000);

  test('a server owned by another live process is reused, not stopped', async () => {
    const { child, port: holderPort } = await holder();
    const b = await startEmbeddedPostgres({ dataDir, port: port + 1, logger: silentLogger() });
    expect(b.owned).toBe(false);
    expect(b.port).toBe(holderPort);
    expect(await query(b.url, 'select 1 as ok')).toEqual([{ ok: 1 }]);
    await b.stop(); // no-op
    expect(postgresProcessesFor(pgDir).length).toBeGreaterThan(0);
    child.kill('SIGTERM');
    expect(await child.exited).toBe(0);
    expect(postgresProcessesFor(pgDir)).toEqual([]);
  }, 60_000);
});
