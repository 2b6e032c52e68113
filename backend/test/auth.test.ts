import { describe, expect, test } from 'bun:test';
import { ApiAgent, msUntil, newUserPayload, registeredAgent, testConfig, useTestServer, withServer } from './support';

const TRUSTED_ORIGIN = 'https://app.finx-example.test';
const suite = useTestServer({ TRUST_PROXY: 'true', LOGIN_MAX_FAILURES: '3', ALLOWED_ORIGINS: TRUSTED_ORIGIN, REGISTER_RATE_LIMIT: '5' });
const { sql } = suite;
const userCount = () => suite.count('users');

describe('registration', () => {
  test.each([
    [{ username: 'ab' }, 'Username must be at least 3 characters'],
    [{ email: 'not-an-email' }, 'Please enter a valid email'],
    [{ password: '12345' }, 'Password must be at least 6 characters'],
    [{ firstName: '' }, 'First name is required'],
    [{ firstName: '   ' }, 'First name is required'],
    [{ lastName: '' }, 'Last name is required'],
    [{ lastName: undefined }, 'Last name is required'],
  ])('%p → 400 %s and nothing stored', async (override, message) => {
    const before = await userCount();
    const res = await new ApiAgent(suite.base).post('/api/auth/register', newUserPayload(override));
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ error: message, code: 'invalid_input' });
    expect(res.setCookie).toBeNull();
    expect(await userCount()).toBe(before);
  });

  test('creates the user, signs in with an HttpOnly SameSite=Lax cookie, stores an argon2id hash', async () => {
    const agent = new ApiAgent(suite.base);
    const payload = newUserPayload();
    const res = await agent.post('/api/auth/register', payload);
    expect(res.status).toBe(201);
    expect(res.json.user).toEqual({
      id: expect.any(Number),
      username: payload.username,
      email: payload.email,
      firstName: 'Ada',
      lastName: 'Lovelace',
      createdAt: expect.any(String),
    });
    expect(JSON.stringify(res.json)).not.toContain('password');
    expect(res.setCookie).toMatch(/^finx_session=[A-Za-z0-9_-]{43}; /);
    expect(res.setCookie).toContain('HttpOnly');
    expect(res.setCookie).toContain('SameSite=Lax');
    expect(res.setCookie).not.toContain('Secure');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const [row] = await sql<{ password_hash: string }>('select password_hash from @"users" where id = ?', [res.json.user.id]);
    expect(row.password_hash).toStartWith('$argon2id$v=19$m=19456,t=2,');
    expect((await agent.get('/api/auth/me')).json.user.id).toBe(res.json.user.id);
  });

  test('the cookie is Secure when the request came over HTTPS (behind a trusted proxy)', async () => {
    const res = await new ApiAgent(suite.base).call('POST', '/api/auth/register', newUserPayload(), {
      'x-forwarded-proto': 'https',
      origin: suite.base.replace('http:', 'https:'),
    });
    expect(res.status).toBe(201);
    expect(res.setCookie).toContain('Secure');
  });

  test('a username or e-mail taken in any letter case → 409 with a message', async () => {
    const { payload } = await registeredAgent(suite.base);
    const again = newUserPayload({ username: payload.username.toUpperCase() });
    const byName = await new ApiAgent(suite.base).post('/api/auth/register', again);
    expect(byName.status).toBe(409);
    expect(byName.json).toEqual({ error: 'Username already taken', code: 'conflict' });
    const byEmail = await new ApiAgent(suite.base).post('/api/auth/register', newUserPayload({ email: payload.email.toUpperCase() }));
    expect(byEmail.status).toBe(409);
    expect(byEmail.json).toEqual({ error: 'An account with this email already exists', code: 'conflict' });
  });

  test('two registrations racing for one username: one wins, the other gets 409', async () => {
    const payload = newUserPayload();
    const results = await Promise.all([
      new ApiAgent(suite.base).post('/api/auth/register', payload),
      new ApiAgent(suite.base).post('/api/auth/register', { ...payload, email: `other.${payload.email}` }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
  });

  test('registrations per IP are limited (429)', async () => {
    const agent = new ApiAgent(suite.base);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await agent.post('/api/auth/register', newUserPayload())).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  test('malformed JSON → 400, oversize body → 413, nothing stored', async () => {
    const before = await userCount();
    const malformed = await new ApiAgent(suite.base).call('POST', '/api/auth/register', '{"username": "abc",', { 'content-type': 'application/json' });
    expect(malformed.status).toBe(400);
    expect(malformed.json).toEqual({ error: 'Malformed JSON in request body', code: 'invalid_input' });
    const huge = await new ApiAgent(suite.base).post('/api/auth/register', newUserPayload({ firstName: 'x'.repeat(2 * 1024 * 1024) }));
    expect(huge.status).toBe(413);
    expect(await userCount()).toBe(before);
  });

  test('SQL-injection and script strings are stored and returned verbatim', async () => {
    const hostile = {
      username: `x' OR '1'='1 --${Date.now()}`,
      email: `robert'+drop${Date.now()}@example.com`,
      firstName: `Robert'); DROP TABLE users;--`,
      lastName: '<script>alert("x")</script>',
    };
    const { agent, user } = await registeredAgent(suite.base, hostile);
    const me = await agent.get(`/api/users/${user.id}`);
    expect(me.status).toBe(200);
    expect(me.json).toMatchObject(hostile);
    const login = await new ApiAgent(suite.base).post('/api/auth/login', { username: hostile.username, password: 'correct horse' });
    expect(login.status).toBe(200);
    expect(await userCount()).toBeGreaterThan(0);
  });
});

describe('sign-in', () => {
  test.each([
    [{ username: '' }, 'Username is required'],
    [{ username: undefined }, 'Username is required'],
    [{ password: 'short' }, 'Password must be at least 6 characters'],
  ])('%p → 400 %s', async (override, message) => {
    const res = await new ApiAgent(suite.base).post('/api/auth/login', { username: 'someone', password: 'long enough', ...override });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ error: message, code: 'invalid_input' });
  });

  test('usernames match whatever their case; a new session id on every sign-in, the old one dead', async () => {
    const { agent, payload } = await registeredAgent(suite.base);
    const registeredCookie = agent.cookie;
    const res = await agent.post('/api/auth/login', { username: payload.username.toUpperCase(), password: payload.password });
    expect(res.status).toBe(200);
    expect(res.json.user.username).toBe(payload.username);
    expect(agent.cookie).not.toBe(registeredCookie);
    const stale = new ApiAgent(suite.base);
    stale.cookie = registeredCookie;
    expect((await stale.get('/api/auth/me')).json).toEqual({ user: null });
    expect((await agent.get('/api/auth/me')).json.user.username).toBe(payload.username);
  });

  test('unknown user and wrong password: the same 401 message in about the same time', async () => {
    const { payload } = await registeredAgent(suite.base);
    const time = async (username: string) => {
      const agent = new ApiAgent(suite.base);
      const t0 = performance.now();
      const res = await agent.post('/api/auth/login', { username, password: 'wrong password' });
      return { ms: performance.now() - t0, res };
    };
    const wrong = await time(payload.username);
    const unknown = await time(`nobody_${Date.now()}`);
    for (const { res } of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.json).toEqual({ error: 'Invalid username or password', code: 'unauthenticated' });
    }
    // Both verify an argon2id hash of the same cost; without the dummy hash "unknown" answers in ~1 ms.
    expect(unknown.ms).toBeGreaterThan(wrong.ms / 3);
  });

  test('failed sign-ins are limited per username (429), and the right password is refused too', async () => {
    const { payload } = await registeredAgent(suite.base);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      // A new IP each time: only the username's counter can trip.
      statuses.push((await new ApiAgent(suite.base).post('/api/auth/login', { username: payload.username, password: 'wrong password' })).status);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    const right = await new ApiAgent(suite.base).post('/api/auth/login', { username: payload.username, password: payload.password });
    expect(right.status).toBe(429);
    expect(right.json.error).toBe('Too many failed sign-in attempts. Please wait 15 minutes and try again.');
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  test('failed sign-ins are limited per IP across usernames', async () => {
    const agent = new ApiAgent(suite.base);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await agent.post('/api/auth/login', { username: `ghost_${i}_${Date.now()}`, password: 'wrong password' })).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
  });
});

describe('sessions', () => {
  test('logout deletes the session: the old cookie no longer works anywhere', async () => {
    const { agent, user } = await registeredAgent(suite.base);
    const cookie = agent.cookie;
    const out = await agent.post('/api/auth/logout', {});
    expect(out.status).toBe(200);
    expect(out.setCookie).toMatch(/^finx_session=;/);
    const replay = new ApiAgent(suite.base);
    replay.cookie = cookie;
    expect((await replay.get(`/api/users/${user.id}`)).status).toBe(401);
    expect((await replay.get('/api/auth/me')).json).toEqual({ user: null });
  });

  test('an expired or idle session is rejected and removed', async () => {
    for (const column of ['expires_at', 'last_seen_at']) {
      const { agent, user } = await registeredAgent(suite.base);
      await sql(`update @"sessions" set "${column}" = now() - interval '13 hours' where user_id = ?`, [user.id]);
      const res = await agent.get(`/api/users/${user.id}`);
      expect(res.status).toBe(401);
      expect(res.json).toEqual({ error: 'Please sign in to continue', code: 'unauthenticated' });
      expect(await sql('select 1 from @"sessions" where user_id = ?', [user.id])).toEqual([]);
    }
  });

  test('a second API process serves the same session, and a logout on the first holds there within a second', async () => {
    const config = testConfig({ DATABASE_SCHEMA: suite.server.config.databaseSchema, TRUST_PROXY: 'true' });
    await withServer(config, suite.server.db, async (other) => {
      await other.ctx.sessions.cacheReady();
      const { agent, user } = await registeredAgent(suite.base);
      const elsewhere = new ApiAgent(other.url);
      elsewhere.cookie = agent.cookie;
      // the second read is answered from the other process's session cache
      for (let i = 0; i < 2; i++) expect((await elsewhere.get(`/api/users/${user.id}`)).json.id).toBe(user.id);
      await agent.post('/api/auth/logout', {});
      const refusedAfter = await msUntil(async () => (await elsewhere.get(`/api/users/${user.id}`)).status === 401);
      expect(refusedAfter).toBeLessThan(1000);
    });
  });

  test('a session ended in the database is refused at once by a process that had it cached', async () => {
    await suite.server.srv.ctx.sessions.cacheReady();
    const { agent, user } = await registeredAgent(suite.base);
    for (let i = 0; i < 2; i++) expect((await agent.get(`/api/users/${user.id}`)).status).toBe(200);
    await sql(`update @"sessions" set "expires_at" = now() - interval '1 minute' where user_id = ?`, [user.id]);
    expect(await msUntil(async () => (await agent.get(`/api/users/${user.id}`)).status === 401)).toBeLessThan(1000);
    expect(await sql('select 1 from @"sessions" where user_id = ?', [user.id])).toEqual([]);
  });

  test('a forged or malformed cookie is just "signed out"', async () => {
    const agent = new ApiAgent(suite.base);
    for (const cookie of ['finx_session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', "finx_session=' OR 1=1 --", 'finx_session=']) {
      agent.cookie = cookie;
      expect((await agent.get('/api/auth/me')).json).toEqual({ user: null });
    }
  });
});

describe('user-scoped calls', () => {
  const scoped = (id: number) =>
    [
      ['GET', `/api/users/${id}`, undefined],
      ['GET', `/api/credit-profiles/${id}`, undefined],
      ['POST', '/api/credit-profiles', { userId: id, currentScore: 650, targetScore: 750 }],
    ] as const;

  test('no session → 401 on every one', async () => {
    const { user } = await registeredAgent(suite.base);
    for (const [method, path, body] of scoped(user.id)) {
      const res = await new ApiAgent(suite.base).call(method, path, body);
      expect([path, res.status]).toEqual([path, 401]);
      expect(res.json).toEqual({ error: 'Please sign in to continue', code: 'unauthenticated' });
    }
  });

  test("another user's id → 403 on every one, and nothing is written", async () => {
    const { user: victim } = await registeredAgent(suite.base);
    const { agent: attacker } = await registeredAgent(suite.base);
    for (const [method, path, body] of scoped(victim.id)) {
      const res = await attacker.call(method, path, body);
      expect([path, res.status]).toEqual([path, 403]);
      expect(res.json).toEqual({ error: 'You can only access your own account', code: 'forbidden' });
    }
    expect(await sql('select 1 from @"credit_profiles" where user_id = ?', [victim.id])).toEqual([]);
  });

  test('a non-numeric id → 400', async () => {
    const { agent } = await registeredAgent(suite.base);
    const res = await agent.get('/api/users/1%20OR%201=1');
    expect(res.status).toBe(400);
    expect(res.json.error).toBe('User id must be a number');
  });
});

describe('CSRF', () => {
  test('state-changing requests without a same-origin Origin or a JSON content type → 403, nothing happens', async () => {
    const { agent, user } = await registeredAgent(suite.base);
    const body = JSON.stringify({ userId: user.id, currentScore: 700, targetScore: 800 });
    const attempts: Record<string, string>[] = [
      { 'content-type': 'application/json', origin: 'https://evil.example' },
      { 'content-type': 'application/json', origin: '' },
      { 'content-type': 'text/plain', origin: suite.base },
      { 'content-type': 'application/x-www-form-urlencoded', origin: suite.base },
    ];
    for (const headers of attempts) {
      const res = await agent.call('POST', '/api/credit-profiles', body, headers);
      expect(res.status).toBe(403);
      expect(typeof res.json.error).toBe('string');
    }
    const logout = await agent.call('POST', '/api/auth/logout', '{}', { 'content-type': 'application/json', origin: 'https://evil.example' });
    expect(logout.status).toBe(403);
    expect((await agent.get('/api/auth/me')).json.user.id).toBe(user.id);
    expect(await sql('select 1 from @"credit_profiles" where user_id = ?', [user.id])).toEqual([]);
  });

  test('an origin listed in ALLOWED_ORIGINS is accepted', async () => {
    const res = await new ApiAgent(suite.base).call('POST', '/api/auth/register', newUserPayload(), { origin: TRUSTED_ORIGIN });
    expect(res.status).toBe(201);
  });
});

describe('onboarding: credit profiles', () => {
  test.each([
    [{ currentScore: 299 }, 'Current score must be a number from 300 to 850'],
    [{ currentScore: 851 }, 'Current score must be a number from 300 to 850'],
    [{ currentScore: 0 }, 'Current score must be a number from 300 to 850'],
    [{ currentScore: 'abc' }, 'Current score must be a number from 300 to 850'],
    [{ targetScore: 1001 }, 'Target score must be a number from 300 to 1000'],
    [{ targetScore: 299 }, 'Target score must be a number from 300 to 1000'],
  ])('%p → 400 %s, nothing stored', async (override, message) => {
    const { agent, user } = await registeredAgent(suite.base);
    const res = await agent.post('/api/credit-profiles', { userId: user.id, currentScore: 650, targetScore: 750, ...override });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ error: message, code: 'invalid_input' });
    expect((await agent.get(`/api/credit-profiles/${user.id}`)).json).toBeNull();
  });

  test('an unknown goal or timeframe → 400', async () => {
    const { agent, user } = await registeredAgent(suite.base);
    for (const bad of [{ primaryGoal: 'get_rich' }, { timeframe: '1_week' }]) {
      const res = await agent.post('/api/credit-profiles', { userId: user.id, currentScore: 650, targetScore: 750, ...bad });
      expect(res.status).toBe(400);
    }
  });

  test('before onboarding the profile is null; onboarding stores scores, goal and timeframe; 1000 is a valid target', async () => {
    const { agent, user } = await registeredAgent(suite.base);
    const before = await agent.get(`/api/credit-profiles/${user.id}`);
    expect([before.status, before.json]).toEqual([200, null]);
    const created = await agent.post('/api/credit-profiles', {
      userId: user.id,
      currentScore: 612,
      targetScore: 1000,
      primaryGoal: 'dispute_items',
      timeframe: '6_months',
      lastUpdated: new Date().toISOString(),
    });
    expect(created.status).toBe(201);
    const expected = {
      userId: user.id,
      currentScore: 612,
      goalScore: 1000,
      targetScore: 1000,
      // a self-reported score: labelled as such and never compared
      scoreChange: null,
      scorePoint: { score: 612, source: 'self_reported', bureau: null, model: null, date: new Date().toISOString().slice(0, 10) },
      previousScore: null,
      primaryGoal: 'dispute_items',
      timeframe: '6_months',
      lastUpdated: expect.any(String),
    };
    expect(created.json).toEqual(expected);
    expect((await agent.get(`/api/credit-profiles/${user.id}`)).json).toEqual(expected);
  });

  test('defaults: goal increase_score and timeframe 12_months; doing onboarding again updates the profile (a new self-reported score is no change from last month)', async () => {
    const { agent, user } = await registeredAgent(suite.base);
    const first = await agent.post('/api/credit-profiles', { userId: user.id, currentScore: 650, targetScore: 750 });
    expect(first.json).toMatchObject({ primaryGoal: 'increase_score', timeframe: '12_months' });
    const again = await agent.post('/api/credit-profiles', { userId: user.id, currentScore: 680, targetScore: 760 });
    expect(again.status).toBe(200);
    expect(again.json).toMatchObject({ currentScore: 680, goalScore: 760, scoreChange: null });
  });

  test('eight onboarding submits at once: one creates, the other updates, no error and one profile', async () => {
    const { agent, user } = await registeredAgent(suite.base);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => agent.post('/api/credit-profiles', { userId: user.id, currentScore: 640, targetScore: 720 })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, ...Array(7).fill(200)].sort());
    const rows = await sql<{ n: number }>('select count(*)::int as n from @"credit_profiles" where "user_id" = ?', [user.id]);
    expect(rows[0].n).toBe(1);
  });
});
