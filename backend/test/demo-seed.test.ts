import { afterAll, expect, test } from 'bun:test';
import { modules } from '../src/modules';
import type { Database } from '../src/platform/runtime';
import { DEMO_ACCOUNT } from '../src/seed/demo';
import { ApiAgent, countRows, schemaSql, testConfig, testDatabase, withServer } from './support';

let db: Database | undefined;
afterAll(() => db?.close());

test('the demo account is created once, on start, with a lived-in credit profile', async () => {
  const config = testConfig({ SEED_DEMO: 'true' });
  db = await testDatabase(config, modules);
  for (let start = 0; start < 2; start++) {
    await withServer(config, db, async (srv) => {
      const agent = new ApiAgent(srv.url);
      const login = await agent.post('/api/auth/login', { username: DEMO_ACCOUNT.username, password: DEMO_ACCOUNT.password });
      expect(login.status).toBe(200);
      expect(login.json.user).toMatchObject({ firstName: 'Jordan', lastName: 'Rivera' });
      const profile = await agent.get(`/api/credit-profiles/${login.json.user.id}`);
      // the demo's scores are the ones Jordan told us: labelled self-reported, never a rise or a drop
      expect(profile.json).toMatchObject({
        currentScore: 712,
        goalScore: 780,
        scoreChange: null,
        scorePoint: { score: 712, source: 'self_reported', bureau: null, model: null },
      });
    });
  }
  expect(await countRows(schemaSql(db, config), 'users')).toBe(1);
}, 60_000);
