import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'bun:test';
import { WRONG_CODE, WRONG_PASSWORD } from '@finx/contracts';
import { TOTP } from 'otpauth';
import { outboxDir } from '../src/platform/mail';
import { ApiAgent, memoryLogger, registeredAgent, useTestServer } from './support';

const log = memoryLogger('debug');
const suite = useTestServer({ TRUST_PROXY: 'true' }, { logger: log.logger });
const { sql } = suite;

/** The app's code now, as an authenticator app computes it from the secret. */
const codeOf = (secret: string) => new TOTP({ secret }).generate();

/** The next 30-second step has come: a code of the current one is taken again (a code is accepted once per step). */
const nextStep = (userId: number) => sql(`update @"two_step_auth" set "last_step" = null where "user_id" = ?`, [userId]);

const wrongCodeOf = (secret: string) => String((Number(codeOf(secret)) + 500_000) % 1_000_000).padStart(6, '0');

/** A registered user with two-step sign-in on: the agent stays signed in. */
async function enrolled() {
  const { agent, user, payload } = await registeredAgent(suite.base);
  const setup = await agent.post('/api/account/two-step/setup', { currentPassword: payload.password });
  expect(setup.status).toBe(200);
  const confirm = await agent.post('/api/account/two-step/confirm', { code: codeOf(setup.json.secret) });
  expect(confirm.status).toBe(200);
  return { agent, user, payload, secret: setup.json.secret as string, recoveryCodes: confirm.json.recoveryCodes as string[] };
}

/** Password step of signing in, from a new browser. */
async function passwordStep(payload: { username: string; password: string }) {
  const browser = new ApiAgent(suite.base);
  const res = await browser.post('/api/auth/login', { username: payload.username, password: payload.password });
  return { browser, res };
}

const secondStep = (browser: ApiAgent, body: Record<string, string>) => browser.post('/api/auth/login/two-step', body);
const eventTypes = async (agent: ApiAgent) => ((await agent.get('/api/account/security-activity')).json as { type: string }[]).map((e) => e.type);

const outboxMentioning = (...texts: string[]) => {
  const dir = outboxDir(suite.server.config.dataDir);
  return readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .map((f) => readFileSync(path.join(dir, f), 'utf8'))
    .filter((m) => texts.every((t) => m.includes(t)));
};

describe('enrolment', () => {
  test('setup needs the current password, answers a secret and its QR code; a code from the app turns it on with 10 recovery codes', async () => {
    const { agent, user, payload } = await registeredAgent(suite.base);
    expect((await agent.post('/api/account/two-step/setup', {})).status).toBe(400);
    expect(await agent.post('/api/account/two-step/setup', { currentPassword: 'not my password' })).toMatchObject({
      status: 401,
      json: { error: WRONG_PASSWORD },
    });
    expect(await agent.post('/api/account/two-step/confirm', { code: '123456' })).toMatchObject({ status: 409 });

    const setup = await agent.post('/api/account/two-step/setup', { currentPassword: payload.password });
    expect(setup.status).toBe(200);
    const { secret, otpauthUrl, qrSvg } = setup.json;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toBe(`otpauth://totp/FinX:${encodeURIComponent(payload.email)}?issuer=FinX&secret=${secret}&algorithm=SHA1&digits=6&period=30`);
    expect(qrSvg).toStartWith('<svg');
    const [stored] = await sql<{ secret: string; enabled_at: Date | null }>(`select "secret", "enabled_at" from @"two_step_auth" where "user_id" = ?`, [
      user.id,
    ]);
    expect(stored!.secret).toStartWith('v1:');
    expect(stored!.secret).not.toContain(secret);
    expect(stored!.enabled_at).toBeNull();
    expect((await agent.get('/api/account/profile')).json.twoStepEnabled).toBe(false);

    expect(await agent.post('/api/account/two-step/confirm', { code: wrongCodeOf(secret) })).toMatchObject({ status: 401, json: { error: WRONG_CODE } });
    const confirm = await agent.post('/api/account/two-step/confirm', { code: codeOf(secret) });
    expect(confirm.status).toBe(200);
    const codes: string[] = confirm.json.recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const c of codes) expect(c).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
    const hashes = await sql<{ code_hash: string }>(`select "code_hash" from @"two_step_recovery_codes" where "user_id" = ?`, [user.id]);
    expect(hashes).toHaveLength(10);
    expect(JSON.stringify(hashes)).not.toContain(codes[0]!.replace('-', ''));

    expect((await agent.get('/api/account/profile')).json.twoStepEnabled).toBe(true);
    expect(await agent.post('/api/account/two-step/setup', { currentPassword: payload.password })).toMatchObject({ status: 409 });
    expect(await agent.post('/api/account/two-step/confirm', { code: codeOf(secret) })).toMatchObject({ status: 409 });
    expect(await eventTypes(agent)).toContain('two_step_enabled');
    expect(outboxMentioning(payload.email, 'Two-step sign-in was turned on')).toHaveLength(1);
  });
});

describe('signing in', () => {
  test('the right password asks for the code (202, no session); a wrong code is refused, the right one signs in once', async () => {
    const { agent, user, payload, secret } = await enrolled();
    const { browser, res } = await passwordStep(payload);
    expect(res).toMatchObject({ status: 202, json: { twoStepRequired: true } });
    expect(res.setCookie).toMatch(/^finx_two_step=[A-Za-z0-9_-]{43}; Max-Age=300; Path=\/api\/auth\/login; Expires=.*; HttpOnly; SameSite=Lax$/);
    expect(res.setCookie).not.toContain('finx_session');
    expect((await browser.get('/api/auth/me')).json.user).toBeNull();
    expect((await browser.get('/api/account/profile')).status).toBe(401);
    const pending = browser.cookie;

    expect(await secondStep(browser, { code: wrongCodeOf(secret) })).toMatchObject({ status: 401, json: { error: WRONG_CODE } });
    // the code the enrolment used is not taken again within its step
    expect(await secondStep(browser, { code: codeOf(secret) })).toMatchObject({ status: 401, json: { error: WRONG_CODE } });
    await nextStep(user.id);
    const signedIn = await secondStep(browser, { code: codeOf(secret) });
    expect(signedIn.status).toBe(200);
    expect(signedIn.json.user.username).toBe(payload.username);
    expect(signedIn.setCookie).toMatch(/^finx_session=[A-Za-z0-9_-]{43}; /);
    expect(signedIn.setCookie).toMatch(/finx_two_step=; Path=\/api\/auth\/login; Expires=Thu, 01 Jan 1970/);
    expect((await browser.get('/api/auth/me')).json.user.username).toBe(payload.username);

    const replay = new ApiAgent(suite.base);
    replay.cookie = pending;
    expect(await secondStep(replay, { code: codeOf(secret) })).toMatchObject({
      status: 401,
      json: { error: 'Your sign-in has expired. Please sign in again.' },
    });
    expect(await secondStep(new ApiAgent(suite.base), { code: codeOf(secret) })).toMatchObject({ status: 401 });
    expect(await eventTypes(agent)).toEqual(expect.arrayContaining(['sign_in', 'two_step_failed']));
  });

  test('5 wrong codes void the pending sign-in (429); 10 wrong codes across sign-ins lock the user’s codes for a while', async () => {
    const { user, payload, secret } = await enrolled();
    await nextStep(user.id);
    const first = await passwordStep(payload);
    for (let i = 0; i < 4; i++) expect((await secondStep(first.browser, { code: wrongCodeOf(secret) })).status).toBe(401);
    const fifth = await secondStep(first.browser, { code: wrongCodeOf(secret) });
    expect(fifth).toMatchObject({ status: 429, json: { error: 'Too many wrong codes. Please sign in again.' } });
    expect((await secondStep(first.browser, { code: codeOf(secret) })).status).toBe(401);
    expect(await sql(`select 1 from @"two_step_pending_logins" where "user_id" = ?`, [user.id])).toHaveLength(0);

    const second = await passwordStep(payload);
    for (let i = 0; i < 5; i++) await secondStep(second.browser, { recoveryCode: 'aaaaa-aaaaa' });
    const third = await passwordStep(payload);
    const locked = await secondStep(third.browser, { code: codeOf(secret) });
    expect(locked).toMatchObject({ status: 429, json: { error: 'Too many wrong codes. Please wait 15 minutes and try again.' } });
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  test('a recovery code signs in once (the user is e-mailed); new recovery codes make the old ones stop working', async () => {
    const { agent, user, payload, secret, recoveryCodes } = await enrolled();
    const first = await passwordStep(payload);
    expect((await secondStep(first.browser, { recoveryCode: recoveryCodes[0]!.toUpperCase() })).status).toBe(200);
    expect((await first.browser.get('/api/auth/me')).json.user.id).toBe(user.id);
    const again = await passwordStep(payload);
    expect(await secondStep(again.browser, { recoveryCode: recoveryCodes[0]! })).toMatchObject({ status: 401, json: { error: WRONG_CODE } });
    expect(await eventTypes(agent)).toContain('recovery_code_used');
    expect(outboxMentioning(payload.email, 'A recovery code was used to sign in')).toHaveLength(1);

    await nextStep(user.id);
    expect(await agent.post('/api/account/two-step/recovery-codes', { currentPassword: 'wrong password', code: codeOf(secret) })).toMatchObject({
      status: 401,
      json: { error: WRONG_PASSWORD },
    });
    expect(await agent.post('/api/account/two-step/recovery-codes', { currentPassword: payload.password, code: wrongCodeOf(secret) })).toMatchObject({
      status: 401,
      json: { error: WRONG_CODE },
    });
    const fresh = await agent.post('/api/account/two-step/recovery-codes', { currentPassword: payload.password, code: codeOf(secret) });
    expect(fresh.status).toBe(200);
    expect(fresh.json.recoveryCodes).toHaveLength(10);
    expect(await secondStep(again.browser, { recoveryCode: recoveryCodes[1]! })).toMatchObject({ status: 401, json: { error: WRONG_CODE } });
    expect((await secondStep(again.browser, { recoveryCode: fresh.json.recoveryCodes[0] })).status).toBe(200);
    expect(await eventTypes(agent)).toContain('recovery_codes_regenerated');
  });
});

describe('turning it off', () => {
  test('needs the password and a current code; then signing in takes the password alone', async () => {
    const { agent, user, payload, secret } = await enrolled();
    await nextStep(user.id);
    expect((await agent.post('/api/account/two-step/disable', { code: codeOf(secret) })).status).toBe(400);
    expect(await agent.post('/api/account/two-step/disable', { currentPassword: 'wrong password', code: codeOf(secret) })).toMatchObject({
      status: 401,
      json: { error: WRONG_PASSWORD },
    });
    expect(await agent.post('/api/account/two-step/disable', { currentPassword: payload.password, code: wrongCodeOf(secret) })).toMatchObject({
      status: 401,
      json: { error: WRONG_CODE },
    });
    expect(await agent.post('/api/account/two-step/disable', { currentPassword: payload.password, code: codeOf(secret) })).toMatchObject({
      status: 200,
      json: { ok: true },
    });
    expect(await agent.post('/api/account/two-step/disable', { currentPassword: payload.password, code: codeOf(secret) })).toMatchObject({ status: 409 });
    expect((await agent.get('/api/account/profile')).json.twoStepEnabled).toBe(false);
    expect(await sql(`select 1 from @"two_step_recovery_codes" where "user_id" = ?`, [user.id])).toHaveLength(0);
    expect((await passwordStep(payload)).res.status).toBe(200);
    expect(await eventTypes(agent)).toContain('two_step_disabled');
    expect(outboxMentioning(payload.email, 'Two-step sign-in was turned off')).toHaveLength(1);
  });
});

test('the secret and the recovery codes appear in no profile, activity list or log line', async () => {
  const { agent, payload, secret, recoveryCodes } = await enrolled();
  const first = await passwordStep(payload);
  await secondStep(first.browser, { recoveryCode: recoveryCodes[0]! });
  const answers = JSON.stringify([(await agent.get('/api/account/profile')).json, (await agent.get('/api/account/security-activity')).json]);
  const logs = log.raw();
  for (const text of [answers, logs]) {
    expect(text).not.toContain(secret);
    for (const c of recoveryCodes) {
      expect(text).not.toContain(c);
      expect(text).not.toContain(c.replace('-', ''));
    }
  }
});
