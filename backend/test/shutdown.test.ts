import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import path from 'node:path';
import type { BackendModule } from '../src/modules';
import { healthModule } from '../src/modules/health';
import { z } from 'zod';
import { createQueue } from '../src/platform/queue';
import { startServer } from '../src/platform/runtime';
import type { Database } from '../src/platform/runtime';
import { testJob } from './fixtures/test-job';
import { cleanupRedisPrefix, EXTERNAL_DB, postgresProcessesFor, silentLogger, testConfig, testDatabase, uid } from './support';

const slowModule: BackendModule = {
  name: 'slow',
  routes(app) {
    app.get('/api/__test/slow', async (_req, res) => {
      await Bun.sleep(600);
      res.json({ done: true });
    });
  },
};

describe('graceful shutdown (in process)', () => {
  const config = testConfig();
  let db: Database;
  beforeAll(async () => {
    db = await testDatabase(config);
  }, 60_000);
  afterAll(async () => {
    await db?.close();
    await cleanupRedisPrefix(config.queuePrefix);
  }, 30_000);

  test('waits for an in-flight request and a running job, then refuses new connections', async () => {
    const queue = await createQueue(config, silentLogger());
    let jobFinished = false;
    const finishing = testJob('finishing', z.object({}));
    queue.register(finishing, async () => {
      await Bun.sleep(500);
      jobFinished = true;
    });
    await queue.startWorkers();
    // The server owns this queue (no opts.queue), so shutdown closes it and waits for the job.
    const srv = await startServer(config, silentLogger(), { modules: [healthModule, slowModule], db, queue: undefined });
    const ownQueue = srv.ctx.queue;
    let ownJobFinished = false;
    const own = testJob('own', z.object({}));
    ownQueue.register(own, async () => {
      await Bun.sleep(500);
      ownJobFinished = true;
    });
    await ownQueue.startWorkers();
    await own.enqueue(ownQueue, {});
    await finishing.enqueue(queue, {});

    const inflight = fetch(`${srv.url}/api/__test/slow`).then(async (r) => ({ status: r.status, body: (await r.json()) as any }));
    await Bun.sleep(100);
    const t0 = Date.now();
    await srv.shutdown('test');
    expect(Date.now() - t0).toBeGreaterThanOrEqual(300);
    expect(await inflight).toEqual({ status: 200, body: { done: true } });
    expect(ownJobFinished).toBe(true);
    await expect(fetch(`${srv.url}/api/health`)).rejects.toThrow();
    await queue.close();
    expect(jobFinished).toBe(true);
  }, 20_000);
});

describe('src/main.ts as a process', () => {
  test('starts, answers /api/health, exits 0 on SIGTERM and leaves no postgres behind', async () => {
    const dataDir = path.join(import.meta.dir, '..', '..', '.data', 'test-main');
    const schema = `test_${uid()}`;
    const env: Record<string, string> = {
      ...(process.env as Record<string, string>),
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_SCHEMA: schema,
      QUEUE_PREFIX: `finx-test-${uid()}`,
      LOG_LEVEL: 'info',
    };
    delete env.EMBEDDED_PG_PORT;
    const t0 = performance.now();
    const child = Bun.spawn(['bun', path.join(import.meta.dir, '..', 'src', 'main.ts')], {
      env,
      stdout: 'pipe',
      stderr: 'pipe',
    });
    try {
      let out = '';
      const reader = child.stdout.getReader();
      const until = Date.now() + 60_000;
      while (!/FinX is running at (\S+)/.test(out) && Date.now() < until) {
        const { value, done } = await reader.read();
        if (done) break;
        out += new TextDecoder().decode(value);
      }
      const url = out.match(/FinX is running at (\S+)/)?.[1];
      if (!url) console.log(out, await new Response(child.stderr).text());
      expect(url).toBeTruthy();
      const res = await fetch(`${url}/api/health`);
      const health = (await res.json()) as any;
      console.log(`main.ts: first 200 from /api/health after ${Math.round(performance.now() - t0)} ms (${health.database.driver} db)`);
      expect(res.status).toBe(200);
      expect(health.database.driver).toBe(EXTERNAL_DB ? 'external' : 'embedded');
      const drained = (async () => {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          out += new TextDecoder().decode(value);
        }
      })();
      child.kill('SIGTERM');
      const code = await child.exited;
      await drained;
      if (code !== 0) console.log(out, await new Response(child.stderr).text());
      expect(code).toBe(0);
      expect(out).toContain('shutdown complete');
      expect(postgresProcessesFor(dataDir)).toEqual([]);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      await cleanupRedisPrefix(env.QUEUE_PREFIX!);
      if (EXTERNAL_DB) {
        const { default: pg } = await import('pg');
        const client = new pg.Client(process.env.DATABASE_URL);
        await client.connect();
        await client.query(`drop schema if exists "${schema}" cascade`);
        await client.end();
      }
    }
  }, 90_000);
});
