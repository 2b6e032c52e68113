import { afterAll, expect, test } from 'bun:test';
import { modules } from '../src/modules';
import { createQueue } from '../src/platform/queue';
import { type Database, startServer } from '../src/platform/runtime';
import { DEMO_ACCOUNT } from '../src/seed/demo';
import { ApiAgent, silentLogger, testConfig, testDatabase } from './support';

let db: Database | undefined;
afterAll(() => db?.close());

test('the demo account is created once, on start, with a lived-in credit profile', async () => {
  const config = testConfig({ SEED_DEMO: 'true' });
  db = await testDatabase(config, modules);
  for (let start = 0; start < 2; start++) {
    const srv = await startServer(config, silentLogger(), { db, queue: await createQueue(config, silentLogger()) });
    try {
      const agent = new ApiAgent(srv.url);
      const login = await agent.post('/api/auth/login', { username: DEMO_ACCOUNT.username, password: DEMO_ACCOUNT.password });
      expect(login.status).toBe(200);
      expect(login.json.user).toMatchObject({ firstName: 'Jordan', lastName: 'Rivera' });
      const profile = await agent.get(`/api/credit-profiles/${login.json.user.id}`);
      expect(profile.json).toMatchObject({ currentScore: 712, goalScore: 780, scoreChange: 18 });
    } finally {
      await srv.shutdown('test end');
      await srv.ctx.queue.close();
    }
  }
  const users = await db.orm.em.getConnection().execute(`select count(*) as n from "${config.databaseSchema}"."users"`);
  expect(Number(users[0].n)).toBe(1);
}, 60_000);
