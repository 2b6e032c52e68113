import { describe, expect, test } from 'bun:test';
import { describeDevice, describeNetwork } from '../src/modules/account/device';
import { ApiAgent, msUntil, registeredAgent, useTestServer, withServer } from './support';

const suite = useTestServer({ TRUST_PROXY: 'true' });

const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

/** The user signed in on two devices: `agent` (Chrome on Windows, from registration) and `phone` (Safari on iPhone). */
async function twoDevices() {
  const { agent, payload } = await registeredAgent(suite.base);
  await agent.call('POST', '/api/auth/login', { username: payload.username, password: payload.password }, { 'user-agent': CHROME_WINDOWS });
  const phone = new ApiAgent(suite.base);
  expect(
    (await phone.call('POST', '/api/auth/login', { username: payload.username, password: payload.password }, { 'user-agent': SAFARI_IPHONE })).status,
  ).toBe(200);
  return { agent, phone, payload };
}

const sessionsOf = async (agent: ApiAgent) =>
  (await agent.get('/api/account/sessions')).json as { id: string; device: string; network: string; current: boolean }[];

describe('device and network', () => {
  test.each([
    [CHROME_WINDOWS, 'Chrome on Windows'],
    [SAFARI_IPHONE, 'Safari on iPhone'],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0', 'Firefox on Linux'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.0.0', 'Edge on Windows'],
    ['curl/8.5.0', 'Unknown device'],
    [undefined, 'Unknown device'],
  ])('%p → %s', (ua, device) => expect(describeDevice(ua)).toBe(device));

  test.each([
    ['203.0.113.57', '203.0.113.x'],
    ['::ffff:198.51.100.7', '198.51.100.x'],
    ['2001:db8:85a3::8a2e:370:7334', '2001:db8:85a3::x'],
    ['2001:db8::1', '2001:db8:0::x'],
    ['not an address', null],
    [undefined, null],
  ])('%p → %p', (ip, network) => expect(describeNetwork(ip)).toBe(network));
});

describe('signed-in sessions', () => {
  test('lists the user’s sessions, this one first, with device and network; signs one out; another process refuses it at once', async () => {
    const { agent, phone } = await twoDevices();
    const list = await sessionsOf(agent);
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({ current: true, device: 'Chrome on Windows', network: agent.ip.replace(/\d+$/, 'x') });
    expect(list[1]).toMatchObject({ current: false, device: 'Safari on iPhone' });
    expect(list[1]!.id).toMatch(/^[a-f0-9]{16}$/);

    await withServer(suite.server.config, suite.server.db, async (other) => {
      await other.ctx.sessions.cacheReady();
      const elsewhere = new ApiAgent(other.url);
      elsewhere.cookie = phone.cookie;
      // the second read is answered from the other process's session cache
      for (let i = 0; i < 2; i++) expect((await elsewhere.get('/api/account/security-activity')).status).toBe(200);
      expect((await agent.call('DELETE', `/api/account/sessions/${list[1]!.id}`, {})).json).toEqual({ ok: true });
      expect(await msUntil(async () => (await elsewhere.get('/api/account/security-activity')).status === 401)).toBeLessThan(1000);
    });
    expect((await phone.get('/api/account/security-activity')).status).toBe(401);
    expect((await agent.get('/api/account/security-activity')).status).toBe(200);
    expect(await sessionsOf(agent)).toHaveLength(1);
  });

  test('another user’s session id → 404 and it stays signed in; a malformed id → 400', async () => {
    const { agent } = await registeredAgent(suite.base);
    const { agent: someone } = await registeredAgent(suite.base);
    const [theirs] = await sessionsOf(someone);
    expect((await agent.call('DELETE', `/api/account/sessions/${theirs!.id}`, {})).status).toBe(404);
    expect((await someone.get('/api/account/security-activity')).status).toBe(200);
    expect((await agent.call('DELETE', '/api/account/sessions/not-an-id', {})).status).toBe(400);
  });

  test('signing this session out signs the browser out', async () => {
    const { agent } = await registeredAgent(suite.base);
    const [mine] = await sessionsOf(agent);
    const res = await agent.call('DELETE', `/api/account/sessions/${mine!.id}`, {});
    expect(res.status).toBe(200);
    expect(res.setCookie).toContain('finx_session=;');
    expect((await agent.get('/api/account/sessions')).status).toBe(401);
  });

  test('"Sign out everywhere else" ends the other sessions and keeps this one', async () => {
    const { agent, phone } = await twoDevices();
    expect((await agent.post('/api/account/sessions/sign-out-others', {})).json).toEqual({ ended: 1 });
    expect((await phone.get('/api/account/security-activity')).status).toBe(401);
    expect(await sessionsOf(agent)).toHaveLength(1);
  });

  test('a password change ends every other session, keeps this one, and the new password signs in', async () => {
    const { agent, phone, payload } = await twoDevices();
    const res = await agent.post('/api/account/password', { currentPassword: payload.password, newPassword: 'a new horse' });
    expect(res.json).toEqual({ otherSessionsEnded: 1 });
    expect((await phone.get('/api/account/security-activity')).status).toBe(401);
    expect((await agent.get('/api/account/security-activity')).status).toBe(200);
    expect((await new ApiAgent(suite.base).post('/api/auth/login', { username: payload.username, password: payload.password })).status).toBe(401);
    expect((await new ApiAgent(suite.base).post('/api/auth/login', { username: payload.username, password: 'a new horse' })).status).toBe(200);
  });

  test('security activity: sign-ins, failed ones and changes, newest first, never another user’s', async () => {
    const { agent, payload } = await twoDevices();
    const { agent: someone } = await registeredAgent(suite.base);
    await new ApiAgent(suite.base).post('/api/auth/login', { username: payload.username, password: 'wrong horse' });
    await agent.post('/api/account/sessions/sign-out-others', {});
    await someone.post('/api/account/sessions/sign-out-others', {});
    const events = (await agent.get('/api/account/security-activity')).json as { id: number; type: string; description: string; device: string }[];
    expect(events.map((e) => e.type)).toEqual(['other_sessions_signed_out', 'sign_in_failed', 'sign_in', 'sign_in']);
    expect(events[0]).toMatchObject({ description: 'Signed out everywhere else', device: 'Unknown device' });
    expect(events[2]).toMatchObject({ device: 'Safari on iPhone' });
    const theirs = (await someone.get('/api/account/security-activity')).json as { id: number }[];
    expect(theirs).toHaveLength(1);
    expect(theirs.some((e) => events.some((mine) => mine.id === e.id))).toBe(false);
  });
});
