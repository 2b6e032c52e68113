import { describe, expect, test } from 'bun:test';
import {
  CHANNEL_UNAVAILABLE,
  levelName,
  SANDBOX_CARRIER_NOTICE,
  type NotificationPage,
  type NotificationPreferences,
  type NotificationPreferencesInput,
} from '@finx/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { LESSON_ANSWERS } from '../src/modules/credit';
import { markOverdue } from '../src/modules/disputes/dispute-rounds.service';
import { recordMailingEvent } from '../src/modules/disputes/mailings.service';
import { notifyUser } from '../src/modules/notifications';
import { unsubscribeTokens } from '../src/modules/notifications/secrets';
import { ApiAgent, registeredAgent, useTestServer } from './support';

const suite = useTestServer({ TRUST_PROXY: 'true', PUBLIC_URL: 'https://app.finx.test', NOTIFICATION_SWEEP_SECONDS: '3600' });
const { sql } = suite;

const prefsOf = async (agent: ApiAgent) => (await agent.get('/api/notifications/preferences')).json as NotificationPreferences;
const put = (agent: ApiAgent, body: unknown) => agent.call('PUT', '/api/notifications/preferences', body);

const valid = (over: Partial<Record<'email' | 'sms' | 'push', object>> = {}): NotificationPreferencesInput => ({
  email: { enabled: true, frequency: 'daily', types: ['dispute_status_update', 'letter_delivered'], address: 'alerts@example.com', ...over.email },
  sms: { enabled: false, frequency: 'immediate', types: ['system_alert'], phoneNumber: '+12145550123', ...over.sms },
  push: { enabled: true, frequency: 'immediate', types: ['credit_score_change'], ...over.push },
  timeZone: 'America/New_York',
});

/** The delivery rows of a user's notifications: channel and mode, sorted. */
const deliveriesOf = async (userId: number) =>
  (
    await sql<{ channel: string; mode: string }>(`select "channel", "mode" from @"notification_deliveries" where "user_id" = ? order by "channel", "mode"`, [
      userId,
    ])
  ).map((r) => `${r.channel}:${r.mode}`);

const em = () => suite.server.db.orm.em.fork() as EntityManager;

describe('notification preferences', () => {
  test('defaults until saved; a saved set reads back the same, time zone included', async () => {
    const { agent, payload } = await registeredAgent(suite.base);
    const first = await prefsOf(agent);
    expect(first.email).toMatchObject({ enabled: true, frequency: 'immediate', address: '' });
    expect(first.email.types).toHaveLength(8);
    expect(first.sms.enabled).toBe(false);
    expect(first.accountEmail).toBe(payload.email);

    const res = await put(agent, valid());
    expect(res.status).toBe(200);
    const again = await prefsOf(agent);
    expect(again).toEqual(res.json);
    expect(again).toMatchObject({
      email: { enabled: true, frequency: 'daily', types: ['dispute_status_update', 'letter_delivered'], address: 'alerts@example.com' },
      sms: { enabled: false, frequency: 'immediate', types: ['system_alert'], phoneNumber: '+12145550123', phoneVerified: false },
      push: { enabled: true, frequency: 'immediate', types: ['credit_score_change'], devices: 0 },
      timeZone: 'America/New_York',
    });
  });

  test('a US number in any common format is stored as E.164 (issue 26)', async () => {
    const { agent } = await registeredAgent(suite.base);
    for (const typed of ['214 555 0199', '(214) 555-0199', '1-214-555-0199', '+1 214.555.0199']) {
      const res = await put(agent, valid({ sms: { phoneNumber: typed } }));
      expect([typed, res.status, res.json.sms.phoneNumber]).toEqual([typed, 200, '+12145550199']);
    }
  });

  test('bad input is 400 with the reason, and nothing is saved', async () => {
    const { agent } = await registeredAgent(suite.base);
    await put(agent, valid());
    const before = await prefsOf(agent);
    const bad: [unknown, string][] = [
      [{ ...valid(), email: { ...valid().email, frequency: 'hourly' } }, 'Email frequency must be one of: immediate, daily, weekly'],
      [{ ...valid(), sms: { ...valid().sms, frequency: 'weekly' } }, 'SMS frequency must be one of: immediate, daily'],
      [{ ...valid(), push: { ...valid().push, frequency: 'weekly' } }, 'Push frequency must be one of: immediate, daily'],
      [{ ...valid(), push: { ...valid().push, types: ['spam'] } }, 'Notification types must be among'],
      [{ ...valid(), push: { ...valid().push, types: ['system_alert', 'system_alert'] } }, 'Each notification type may be listed once'],
      [{ ...valid(), sms: { ...valid().sms, phoneNumber: '555-0123' } }, 'Enter a US phone number with its area code, e.g. (214) 555-0123'],
      [{ ...valid(), sms: { ...valid().sms, enabled: true, phoneNumber: '' } }, 'Enter a phone number to receive SMS'],
      [{ ...valid(), email: { ...valid().email, address: 'not-an-email' } }, 'Please enter a valid email address'],
      [{ ...valid(), timeZone: 'Mars/Olympus' }, 'IANA time zone'],
      [{ ...valid(), push: { ...valid().push, address: 'x@example.com' } }, 'Unrecognized key'],
      [{ ...valid(), extra: true }, 'Unrecognized key'],
      [{ email: valid().email }, 'Required'],
    ];
    for (const [body, message] of bad) {
      const res = await put(agent, body);
      expect([res.status, res.json.error]).toEqual([400, expect.stringContaining(message)]);
    }
    expect(await prefsOf(agent)).toEqual(before);
  });

  test('a changed phone number is not confirmed; SMS waits for the confirmation', async () => {
    const { agent, user } = await registeredAgent(suite.base);
    await put(agent, valid({ sms: { enabled: true } }));
    await sql(`update @"notification_preferences" set "verified_phone" = '+12145550123' where "user_id" = ?`, [user.id]);
    expect((await prefsOf(agent)).sms.phoneVerified).toBe(true);
    await put(agent, valid({ sms: { enabled: true, phoneNumber: '+12145550999' } }));
    expect((await prefsOf(agent)).sms.phoneVerified).toBe(false);
    await notifyUser(em(), user.id, 'system_alert', { title: 'A', body: 'B' });
    expect(await deliveriesOf(user.id)).toEqual([]); // e-mail and push do not take system_alert here; SMS is not confirmed
  });
});

describe('notifyUser: exactly what the preferences ask for', () => {
  test('each channel that is on and takes the type, at its frequency; nothing on the others', async () => {
    const { agent, user } = await registeredAgent(suite.base);
    await put(
      agent,
      valid({ email: { types: ['letter_delivered', 'credit_score_change'] }, sms: { enabled: true, frequency: 'daily', types: ['credit_score_change'] } }),
    );
    await sql(`update @"notification_preferences" set "verified_phone" = '+12145550123' where "user_id" = ?`, [user.id]);

    await notifyUser(em(), user.id, 'credit_score_change', { title: 'Score up', body: 'Your score rose 12 points', link: '/dashboard' });
    expect(await deliveriesOf(user.id)).toEqual(['email:daily', 'push:immediate', 'sms:daily']);

    await notifyUser(em(), user.id, 'coaching_milestone', { title: 'Level 2', body: 'You reached level 2' });
    expect(await deliveriesOf(user.id)).toHaveLength(3); // no channel takes coaching milestones
    const page = (await agent.get('/api/notifications')).json as NotificationPage;
    expect(page.notifications.map((n) => [n.type, n.priority, n.title])).toEqual([
      ['coaching_milestone', 'low', 'Level 2'],
      ['credit_score_change', 'medium', 'Score up'],
    ]);
    expect(page.notifications[1]!.link).toBe('/dashboard');
  });

  test('urgent goes out at once even where the channel is a digest; switched off → in-app only', async () => {
    const { agent, user } = await registeredAgent(suite.base);
    await put(agent, valid({ email: { frequency: 'weekly', types: ['system_alert'] }, push: { enabled: false, types: ['system_alert'] } }));
    await notifyUser(em(), user.id, 'system_alert', { title: 'Webhook switched off', body: 'Deliveries failed' });
    expect(await deliveriesOf(user.id)).toEqual(['email:immediate']);

    await put(agent, valid({ email: { enabled: false }, sms: { enabled: false }, push: { enabled: false } }));
    await notifyUser(em(), user.id, 'letter_delivered', { title: 'Delivered', body: 'Your letter arrived' });
    expect(await deliveriesOf(user.id)).toEqual(['email:immediate']);
    expect((await agent.get('/api/notifications/unread-count')).json).toEqual({ unread: 2 });
  });

  test("written in the caller's transaction: a rollback leaves nothing", async () => {
    const { user } = await registeredAgent(suite.base);
    await em()
      .transactional(async (tx) => {
        await notifyUser(tx as EntityManager, user.id, 'letter_delivered', { title: 'Delivered', body: 'x' });
        throw new Error('the event itself failed');
      })
      .catch(() => undefined);
    expect(await suite.count('notifications', user.id)).toBe(0);
    expect(await deliveriesOf(user.id)).toEqual([]);
  });

  test('POST /api/notifications/send notifies the signed-in user; bad payloads are 400', async () => {
    const { agent, user } = await registeredAgent(suite.base);
    const res = await agent.post('/api/notifications/send', { type: 'account_activity', title: 'Signed in', body: 'A new sign-in', link: '/dashboard' });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ type: 'account_activity', priority: 'low', title: 'Signed in', readAt: null });
    expect(await deliveriesOf(user.id)).toEqual(['email:immediate']);
    for (const body of [
      { type: 'nope', title: 'a', body: 'b' },
      { type: 'system_alert', title: '', body: 'b' },
      { type: 'system_alert', title: 'a', body: 'b', link: 'https://evil.example/' },
      { type: 'system_alert', title: 'a', body: 'b', link: '//evil.example/' },
      { type: 'system_alert', title: 'a', body: 'b', userId: 1 },
    ]) {
      expect((await agent.post('/api/notifications/send', body)).status).toBe(400);
    }
  });
});

describe('the inbox', () => {
  test('newest first, a page at a time; mark read, all read, unread count', async () => {
    const { agent, user } = await registeredAgent(suite.base);
    for (let i = 1; i <= 5; i++) await notifyUser(em(), user.id, 'account_activity', { title: `N${i}`, body: `body ${i}` });
    const p1 = (await agent.get('/api/notifications?page=1&pageSize=2')).json as NotificationPage;
    const p3 = (await agent.get('/api/notifications?page=3&pageSize=2')).json as NotificationPage;
    expect(p1.notifications.map((n) => n.title)).toEqual(['N5', 'N4']);
    expect(p3.notifications.map((n) => n.title)).toEqual(['N1']);
    expect([p1.total, p1.unread]).toEqual([5, 5]);

    const read = await agent.post(`/api/notifications/${p1.notifications[0]!.id}/read`);
    expect(read.status).toBe(200);
    expect(read.json.readAt).toEqual(expect.any(String));
    expect((await agent.get('/api/notifications/unread-count')).json).toEqual({ unread: 4 });
    expect((await agent.post('/api/notifications/read-all')).json).toEqual({ updated: 4 });
    expect((await agent.get('/api/notifications/unread-count')).json).toEqual({ unread: 0 });
    expect((await agent.get('/api/notifications?pageSize=500')).status).toBe(400);
  });

  test("401 without a session on every call, 403 cross-site, 404 for another user's notification", async () => {
    const anon = new ApiAgent(suite.base);
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/notifications/preferences'],
      ['PUT', '/api/notifications/preferences', valid()],
      ['GET', '/api/notifications'],
      ['GET', '/api/notifications/unread-count'],
      ['POST', '/api/notifications/1/read', {}],
      ['POST', '/api/notifications/read-all', {}],
      ['POST', '/api/notifications/test', { channel: 'email' }],
      ['POST', '/api/notifications/send', { type: 'system_alert', title: 'a', body: 'b' }],
      ['POST', '/api/notifications/phone/send-code', {}],
      ['POST', '/api/notifications/phone/confirm', { code: '123456' }],
      ['GET', '/api/notifications/push/key'],
      ['POST', '/api/notifications/push/subscriptions', { endpoint: 'https://fcm.googleapis.com/fcm/send/x', keys: { p256dh: 'a', auth: 'b' } }],
      ['POST', '/api/notifications/push/subscriptions/remove', { endpoint: 'https://fcm.googleapis.com/fcm/send/x' }],
    ];
    for (const [method, p, body] of calls) expect([method, p, (await anon.call(method, p, body)).status]).toEqual([method, p, 401]);

    const { agent } = await registeredAgent(suite.base);
    for (const [method, p, body] of calls.filter(([m]) => m !== 'GET')) {
      expect([p, (await agent.call(method, p, body, { origin: 'https://evil.example' })).status]).toEqual([p, 403]);
    }
    const other = await registeredAgent(suite.base);
    const id = await notifyUser(em(), other.user.id, 'account_activity', { title: 'theirs', body: 'x' });
    expect((await agent.post(`/api/notifications/${id}/read`)).status).toBe(404);
    expect((await other.agent.get('/api/notifications/unread-count')).json).toEqual({ unread: 1 });
  });
});

describe('channels without configuration, push subscriptions', () => {
  test('SMS not set up says so in plain words (the settings go to the log); push without a browser says so', async () => {
    const { agent } = await registeredAgent(suite.base);
    const sms = await agent.post('/api/notifications/test', { channel: 'sms' });
    expect(sms.status).toBe(503);
    expect(sms.json.error).toBe(CHANNEL_UNAVAILABLE.sms);
    const code = await agent.post('/api/notifications/phone/send-code');
    expect([code.status, code.json.error]).toEqual([503, CHANNEL_UNAVAILABLE.sms]);
    // E-mail without SMTP_URL is kept in the outbox folder, and the user is told it was not delivered.
    const email = await agent.post('/api/notifications/test', { channel: 'email' });
    expect(email.json).toEqual({ success: true, channel: 'email', sentTo: (await prefsOf(agent)).accountEmail, notice: CHANNEL_UNAVAILABLE.email });
    expect((await prefsOf(agent)).available).toEqual({ email: false, sms: false, push: true });
    // The operator's side: GET /api/health names the settings.
    const { providers } = (await (await fetch(`${suite.base}/api/health`)).json()) as { providers: Record<string, { configured: boolean; missing: string[] }> };
    expect(providers.sms).toMatchObject({ configured: false, missing: ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'] });
    expect(providers.email).toMatchObject({ configured: false, missing: ['SMTP_URL'] });
    expect(providers.push).toMatchObject({ configured: true, missing: [] });
    const push = await agent.post('/api/notifications/test', { channel: 'push' });
    expect([push.status, push.json.error]).toEqual([409, expect.stringContaining('No browser is subscribed')]);
    expect((await agent.post('/api/notifications/test', { channel: 'fax' })).status).toBe(400);
  });

  test('a subscription is kept for a known push service only; the VAPID key is served', async () => {
    const { agent } = await registeredAgent(suite.base);
    const key = await agent.get('/api/notifications/push/key');
    expect(key.json.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    const keys = { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM', auth: 'tBHItJI5svbpez7KI4CCXg' };
    expect((await agent.post('/api/notifications/push/subscriptions', { endpoint: 'https://127.0.0.1/push', keys })).status).toBe(400);
    expect((await agent.post('/api/notifications/push/subscriptions', { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys })).status).toBe(201);
    expect((await prefsOf(agent)).push.devices).toBe(1);
    await agent.post('/api/notifications/push/subscriptions/remove', { endpoint: 'https://fcm.googleapis.com/fcm/send/abc' });
    expect((await prefsOf(agent)).push.devices).toBe(0);
  });
});

describe('the unsubscribe link', () => {
  const tokens = () => unsubscribeTokens(suite.server.config);

  test('works signed out: e-mail notifications are off afterwards', async () => {
    const { agent, user, payload } = await registeredAgent(suite.base);
    const anon = new ApiAgent(suite.base);
    const res = await anon.post('/api/notifications/unsubscribe', { token: tokens().sign(user.id) });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: true, email: `${payload.email[0]}•••@example.com` });
    expect((await prefsOf(agent)).email.enabled).toBe(false);
    await notifyUser(em(), user.id, 'letter_delivered', { title: 'Delivered', body: 'x' });
    expect(await deliveriesOf(user.id)).toEqual([]);
  });

  test('one-click (RFC 8058): a form-encoded POST to the header URL', async () => {
    const { agent, user } = await registeredAgent(suite.base);
    const res = await fetch(`${suite.base}/api/hooks/notifications/unsubscribe?token=${tokens().sign(user.id)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    expect((await prefsOf(agent)).email.enabled).toBe(false);
  });

  test('a tampered or foreign token is refused and changes nothing', async () => {
    const { agent, user } = await registeredAgent(suite.base);
    const good = tokens().sign(user.id);
    const other = await registeredAgent(suite.base);
    const [, mac] = good.split('.');
    const forged = [`${other.user.id}.${mac}`, `${good.slice(0, -1)}${good.endsWith('A') ? 'B' : 'A'}`, 'garbage', ''];
    for (const token of forged) {
      expect((await new ApiAgent(suite.base).post('/api/notifications/unsubscribe', { token })).status).toBe(400);
    }
    const hook = await fetch(`${suite.base}/api/hooks/notifications/unsubscribe?token=${forged[0]}`, { method: 'POST' });
    expect(hook.status).toBe(400);
    expect((await prefsOf(agent)).email.enabled).toBe(true);
    expect((await prefsOf(other.agent)).email.enabled).toBe(true);
  });
});

describe("the product's events", () => {
  test('a letter mailed and delivered (disputes engine), an overdue answer, a coaching level: each notifies per the preferences', async () => {
    const { agent, user } = await registeredAgent(suite.base);
    await put(agent, valid({ email: { frequency: 'immediate', types: ['letter_delivered'] }, push: { enabled: false } }));
    const dispute = await agent.post('/api/disputes', {
      userId: user.id,
      type: 'validation',
      creditor: 'Midland Credit',
      bureau: 'experian',
      disputeReason: 'not_mine',
    });
    expect(dispute.status).toBe(201);
    const info = { firstName: 'Ada', lastName: 'Lovelace', address: '1 Main St', city: 'Dallas', state: 'TX', zip: '75201' };
    const preview = await agent.post(`/api/disputes/${dispute.json.id}/letter-preview`, { userInfo: info });
    expect(preview.status).toBe(200);
    const [m] = await sql<{ id: string }>(
      `insert into @"dispute_mailings" ("dispute_id", "letter_id", "round", "carrier", "service", "status", "tracking_number", "created_at") values (?, ?, 1, 'sandbox', 'certified', 'queued', '9407111899223197428490', now()) returning "id"`,
      [dispute.json.id, preview.json.letterId],
    );
    await sql(`update @"disputes" set "status" = 'in_progress' where "id" = ?`, [dispute.json.id]);
    await recordMailingEvent(em(), Number(m!.id), 'Mailed', new Date());
    await recordMailingEvent(em(), Number(m!.id), 'Delivered', new Date());
    await recordMailingEvent(em(), Number(m!.id), 'Delivered', new Date()); // a repeated event notifies nothing
    await sql(`update @"disputes" set "expected_response_date" = now() - interval '3 days' where "id" = ?`, [dispute.json.id]);
    await markOverdue(em(), new Date(), [dispute.json.id]);

    const page = (await agent.get('/api/notifications')).json as NotificationPage;
    expect(page.notifications.map((n) => [n.type, n.title, n.link])).toEqual([
      ['dispute_status_update', 'Bureau answer overdue', '/disputes'],
      ['letter_delivered', 'Dispute letter delivered', '/disputes'],
      ['dispute_status_update', 'Dispute letter mailed', '/disputes'],
    ]);
    expect(page.notifications[1]!.body).toMatch(
      /^Your certified letter \(tracking 9407111899223197428490\) reached the bureau\. Its answer is due \d{4}-\d{2}-\d{2}\. /,
    );
    // The sandbox carrier mailed nothing, and every notification of it says so in the screens' words (issue 26).
    for (const n of page.notifications.slice(1)) expect(n.body.endsWith(` ${SANDBOX_CARRIER_NOTICE}`)).toBe(true);
    expect(await deliveriesOf(user.id)).toEqual(['email:immediate']); // e-mail takes only letter_delivered here
  });

  test('reaching a coaching level is a milestone', async () => {
    const { agent, user } = await registeredAgent(suite.base);
    for (let n = 1; n <= 5; n++) {
      await agent.post(`/api/coaching-lessons/${n}/open`);
      const res = await agent.call('PATCH', `/api/coaching-progress/${user.id}`, {
        lesson: n,
        answer: LESSON_ANSWERS[n - 1],
        completedLessons: n,
        overallScore: 0,
      });
      expect(res.status).toBe(200);
    }
    const page = (await agent.get('/api/notifications')).json as NotificationPage;
    expect(page.notifications.map((n) => [n.type, n.title])).toEqual([['coaching_milestone', `Level 2 reached: ${levelName(2)}`]]);
    expect(page.notifications[0]!.body).toBe('You completed 5 of 20 lessons.');
  });
});
