import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { RequestContext } from '@mikro-orm/core';
import { AppMeta } from '../src/platform/db/app-meta.entity';
import { migrate } from '../src/platform/db/orm';
import { z } from 'zod';
import { InProcessQueue } from '../src/platform/queue';
import { recordJobAttempts } from '../src/platform/runtime';
import type { Database } from '../src/platform/runtime';
import { testJob } from './fixtures/test-job';
import { EXTERNAL_DB, silentLogger, testConfig, testDatabase } from './support';

const config = testConfig();
let db: Database;

beforeAll(async () => {
  db = await testDatabase(config);
}, 60_000);
afterAll(async () => {
  await db?.close();
}, 30_000);

describe('database', () => {
  test(`uses ${EXTERNAL_DB ? 'DATABASE_URL' : 'embedded PostgreSQL'}`, () => {
    expect(db.driver).toBe(EXTERNAL_DB ? 'external' : 'embedded');
  });

  test('migrations ran at start: tables exist, migration recorded', async () => {
    const conn = db.orm.em.getConnection();
    const tables = await conn.execute<{ table_name: string }[]>('select table_name from information_schema.tables where table_schema = ? order by table_name', [
      config.databaseSchema,
    ]);
    expect(tables.map((t) => t.table_name)).toEqual(['app_meta', 'job_log', 'mikro_orm_migrations', 'queue_jobs', 'rate_limits', 'sessions']);
    const done = await conn.execute<{ name: string }[]>(`select name from "${config.databaseSchema}"."mikro_orm_migrations"`);
    expect(done.map((r) => r.name)).toContain('Migration20251122000000_platform_app_meta');
  });

  test('migrating again applies nothing', async () => {
    expect(await migrate(db.orm, silentLogger())).toEqual([]);
  });

  test('entities work through a forked EntityManager', async () => {
    const em = db.orm.em.fork();
    em.create(AppMeta, { key: 'test', value: { n: 1 } });
    await em.flush();
    const again = await db.orm.em.fork().findOneOrFail(AppMeta, 'test');
    expect(again.value).toEqual({ n: 1 });
    expect(again.updatedAt).toBeInstanceOf(Date);
  });

  test('the global EntityManager is refused outside a request context', async () => {
    expect(() => db.orm.em.create(AppMeta, { key: 'x', value: 1 })).toThrow();
    await RequestContext.create(db.orm.em, async () => {
      const em = RequestContext.getEntityManager()!;
      expect(await em.count(AppMeta)).toBeGreaterThanOrEqual(1);
    });
  });

  test('job attempts are recorded in job_log', async () => {
    const queue = new InProcessQueue(silentLogger());
    recordJobAttempts(queue, db.orm, silentLogger());
    const logged = testJob('logged', z.object({}), { attempts: 2, backoff: { type: 'fixed', delay: 10 } });
    queue.register(logged, (_d, ctx) => {
      if (ctx.attempt === 1) throw new Error('first try fails');
    });
    await queue.startWorkers();
    const { id } = await logged.enqueue(queue, {});
    const conn = db.orm.em.getConnection();
    let rows: { attempt: number; status: string; error: string | null }[] = [];
    for (let i = 0; i < 500 && rows.length < 2; i++) {
      await Bun.sleep(20);
      rows = await conn.execute(`select attempt, status, error from "${config.databaseSchema}"."job_log" where job_id = ? order by attempt`, [id]);
    }
    await queue.close();
    expect(rows).toEqual([
      { attempt: 1, status: 'failed', error: 'first try fails' },
      { attempt: 2, status: 'completed', error: null },
    ]);
  });
});
