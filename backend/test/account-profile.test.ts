import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'bun:test';
import { WRONG_PASSWORD } from '@finx/contracts';
import { ApiAgent, registeredAgent, removeDir, useTestServer } from './support';

const dataDir = mkdtempSync(path.join(tmpdir(), 'finx-account-'));
const suite = useTestServer({ TRUST_PROXY: 'true', DATA_DIR: dataDir });
afterAll(() => removeDir(dataDir));

const SSN = '123-45-6789';
const address = { firstName: 'Ada', lastName: 'Lovelace', address: '12 Analytical Way', city: 'Boston', state: 'MA', zip: '02110' };

/** The text of every e-mail sent to `to` (the outbox: no SMTP_URL in tests), quoted-printable decoded. */
function mailsTo(to: string): string[] {
  const dir = path.join(dataDir, 'outbox');
  return readdirSync(dir)
    .sort()
    .map((f) =>
      readFileSync(path.join(dir, f), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
    )
    .filter((m) => new RegExp(`^To: ${to}$`, 'mi').test(m));
}

const linkToken = (to: string) => /\/account\/confirm-email\?token=([A-Za-z0-9_-]+)/.exec(mailsTo(to).at(-1) ?? '')?.[1];

describe('profile', () => {
  test('needs a session; shows name, phone and letter details; changes name and phone', async () => {
    expect((await new ApiAgent(suite.base).get('/api/account/profile')).status).toBe(401);
    expect((await new ApiAgent(suite.base).call('PATCH', '/api/account/profile', { phone: '5551234567' })).status).toBe(401);
    const { agent, user } = await registeredAgent(suite.base);
    const before = await agent.get('/api/account/profile');
    expect(before.json).toEqual({
      user: expect.objectContaining({ id: user.id }),
      phone: null,
      pendingEmail: null,
      letterDetails: null,
      twoStepEnabled: false,
    });
    const res = await agent.call('PATCH', '/api/account/profile', { firstName: 'Augusta', phone: '(555) 123-4567' });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ user: { firstName: 'Augusta', lastName: 'Lovelace' }, phone: '+15551234567' });
    expect((await agent.call('PATCH', '/api/account/profile', { phone: '12' })).json).toEqual({
      error: 'Please enter a valid US phone number',
      code: 'invalid_input',
    });
    expect((await agent.call('PATCH', '/api/account/profile', { phone: '' })).json.phone).toBeNull();
  });

  test('a POST without this site’s Origin is refused (CSRF) and changes nothing', async () => {
    const { agent, payload } = await registeredAgent(suite.base);
    const res = await agent.call(
      'POST',
      '/api/account/password',
      { currentPassword: payload.password, newPassword: 'other horse' },
      { origin: 'https://evil.example' },
    );
    expect(res.status).toBe(403);
    expect((await agent.post('/api/account/password', { currentPassword: payload.password, newPassword: 'other horse' })).status).toBe(200);
  });

  test('letter details: name and address without the password; an SSN needs the right one; only its last 4 come back', async () => {
    const { agent, payload } = await registeredAgent(suite.base);
    expect((await agent.call('PUT', '/api/account/letter-details', { userInfo: address })).status).toBe(200);
    const withSsn = { userInfo: { ...address, ssn: SSN, dateOfBirth: '1990-12-10' } };
    expect((await agent.call('PUT', '/api/account/letter-details', withSsn)).status).toBe(400);
    expect((await agent.call('PUT', '/api/account/letter-details', { ...withSsn, currentPassword: 'wrong horse' })).json).toEqual({
      error: WRONG_PASSWORD,
      code: 'wrong_password',
    });
    const res = await agent.call('PUT', '/api/account/letter-details', { ...withSsn, currentPassword: payload.password });
    expect(res.status).toBe(200);
    expect(res.json.letterDetails).toEqual({ ...address, ssnMasked: 'XXX-XX-6789', hasDateOfBirth: true });
    for (const body of [JSON.stringify(res.json), JSON.stringify((await agent.get('/api/account/profile')).json)]) {
      expect(body).not.toContain('123456789');
      expect(body).not.toContain('45-6789');
      expect(body).not.toContain('1990-12-10');
    }
    const types = ((await agent.get('/api/account/security-activity')).json as { type: string }[]).map((e) => e.type);
    expect(types).toEqual(['letter_details_changed', 'current_password_wrong', 'letter_details_changed']);
  });

  test('5 wrong current passwords → 401 each, then 429 with Retry-After even for the right one', async () => {
    const { agent, payload } = await registeredAgent(suite.base);
    for (let i = 0; i < 5; i++) {
      const res = await agent.post('/api/account/password', { currentPassword: `wrong ${i}`, newPassword: 'other horse' });
      expect(res.json).toEqual({ error: WRONG_PASSWORD, code: 'wrong_password' });
      expect(res.status).toBe(401);
    }
    const res = await agent.post('/api/account/password', { currentPassword: payload.password, newPassword: 'other horse' });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(800);
    expect((await agent.post('/api/account/email', { newEmail: 'x@example.com', currentPassword: payload.password })).status).toBe(429);
  });
});

describe('e-mail change', () => {
  test('link to the new address, notice to the old; confirmed signed out; then the link is used up', async () => {
    const { agent, payload } = await registeredAgent(suite.base);
    const newEmail = `new_${payload.email}`;
    expect((await agent.post('/api/account/email', { newEmail, currentPassword: 'wrong horse' })).status).toBe(401);
    const asked = await agent.post('/api/account/email', { newEmail, currentPassword: payload.password });
    expect(asked.status).toBe(202);
    expect(asked.json).toMatchObject({ user: { email: payload.email }, pendingEmail: newEmail });
    const [notice] = mailsTo(payload.email);
    expect(notice).toContain(`asked to change its e-mail to ${newEmail}`);
    expect(notice).toContain("If this wasn't you");
    const token = linkToken(newEmail)!;
    expect(token).toHaveLength(43);

    const confirm = await new ApiAgent(suite.base).post('/api/account/email/confirm', { token });
    expect(confirm.json).toEqual({ email: newEmail });
    const profile = (await agent.get('/api/account/profile')).json;
    expect(profile).toMatchObject({ user: { email: newEmail }, pendingEmail: null });
    expect(mailsTo(payload.email).at(-1)).toContain(`was changed to ${newEmail}`);
    expect((await new ApiAgent(suite.base).post('/api/account/email/confirm', { token })).status).toBe(400);
    const types = ((await agent.get('/api/account/security-activity')).json as { type: string }[]).map((e) => e.type);
    expect(types).toEqual(['email_changed', 'email_change_requested', 'current_password_wrong']);
  });

  test('an address another account has → 409; an expired or unknown link → 400; taken meanwhile → 409', async () => {
    const { agent, payload } = await registeredAgent(suite.base);
    const { payload: other } = await registeredAgent(suite.base);
    expect((await agent.post('/api/account/email', { newEmail: other.email.toUpperCase(), currentPassword: payload.password })).status).toBe(409);

    const later = `later_${payload.email}`;
    await agent.post('/api/account/email', { newEmail: later, currentPassword: payload.password });
    await suite.sql(`update @"email_changes" set "expires_at" = now() - interval '1 second' where "new_email" = ?`, [later]);
    expect((await new ApiAgent(suite.base).post('/api/account/email/confirm', { token: linkToken(later) })).status).toBe(400);
    expect((await new ApiAgent(suite.base).post('/api/account/email/confirm', { token: 'A'.repeat(43) })).status).toBe(400);

    const wanted = `wanted_${payload.email}`;
    await agent.post('/api/account/email', { newEmail: wanted, currentPassword: payload.password });
    await registeredAgent(suite.base, { email: wanted });
    expect((await new ApiAgent(suite.base).post('/api/account/email/confirm', { token: linkToken(wanted) })).status).toBe(409);
    expect((await agent.get('/api/account/profile')).json.user.email).toBe(payload.email);
  });
});
