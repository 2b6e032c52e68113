import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'bun:test';
import { builderSignupEventSchema, type WebhookEvent, type WebhookEventDetail } from '@finx/contracts';
import { Webhook } from 'standardwebhooks';
import { outboxDir } from '../src/platform/mail';
import { ApiAgent, eventually, registeredAgent, useTestServer } from './support';
import { type Receiver, startReceiver } from './webhooks-receiver';

/** Short retry schedule: immediately, then 200 ms, 400 ms, 400 ms. */
const suite = useTestServer({
  TRUST_PROXY: 'true',
  WEBHOOK_ALLOW_LOOPBACK: 'true',
  WEBHOOK_RETRY_SCHEDULE: '0,0.2,0.4,0.4',
  WEBHOOK_TIMEOUT_SECONDS: '1',
  WEBHOOK_SWEEP_SECONDS: '1',
});
const { sql } = suite;
const receivers: Receiver[] = [];
afterAll(() => receivers.forEach((r) => r.stop()));
const receiver = (...args: Parameters<typeof startReceiver>) => {
  const r = startReceiver(...args);
  receivers.push(r);
  return r;
};

async function partner(provider = 'kikoff', url?: string) {
  const { agent, user, payload } = await registeredAgent(suite.base);
  const r = receiver();
  const res = await agent.post('/api/webhooks', { userId: user.id, provider, webhookUrl: url ?? r.url, generateSecret: true, isActive: true });
  expect(res.status).toBe(201);
  return { agent, user, email: payload.email, receiver: r, webhook: res.json as { id: number; signingSecret: string } };
}

const trigger = (agent: ApiAgent, userId: number, builderProvider = 'kikoff') =>
  agent.post('/api/webhooks/trigger/builder-signup', { userId, builderProvider, creditScore: 650 });

const events = async (agent: ApiAgent) => (await agent.get('/api/webhook-events')).json as WebhookEvent[];
const detail = async (agent: ApiAgent, id: number) => (await agent.get(`/api/webhook-events/${id}`)).json as WebhookEventDetail;
const settled = (agent: ApiAgent, status: 'sent' | 'failed') =>
  eventually(async () => (await events(agent)).find((e) => e.status === status), `an event ${status}`);

describe('webhooks: the calls are the session user’s', () => {
  test('401 without a session on every call', async () => {
    const anon = new ApiAgent(suite.base);
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/webhooks'],
      ['POST', '/api/webhooks', { userId: 1, provider: 'self', webhookUrl: 'http://127.0.0.1:1/', generateSecret: true }],
      ['PATCH', '/api/webhooks/1', { isActive: false }],
      ['DELETE', '/api/webhooks/1', {}],
      ['POST', '/api/webhooks/1/rotate-secret', {}],
      ['POST', '/api/webhooks/trigger/builder-signup', { userId: 1, builderProvider: 'self', creditScore: 650 }],
      ['GET', '/api/webhook-events'],
      ['GET', '/api/webhook-events/1'],
      ['POST', '/api/webhook-events/1/replay', {}],
    ];
    for (const [method, p, body] of calls) expect([method, p, (await anon.call(method, p, body)).status]).toEqual([method, p, 401]);
  });

  test("403 for another user's id in a body, 404 for another user's webhook or event", async () => {
    const owner = await partner();
    expect((await trigger(owner.agent, owner.user.id)).status).toBe(202);
    const [event] = await events(owner.agent);
    const { agent: other, user: otherUser } = await registeredAgent(suite.base);
    expect((await other.post('/api/webhooks', { userId: owner.user.id, provider: 'self', webhookUrl: owner.receiver.url, generateSecret: true })).status).toBe(
      403,
    );
    expect((await trigger(other, owner.user.id)).status).toBe(403);
    const id = owner.webhook.id;
    expect((await other.call('PATCH', `/api/webhooks/${id}`, { isActive: false })).status).toBe(404);
    expect((await other.call('DELETE', `/api/webhooks/${id}`, {})).status).toBe(404);
    expect((await other.post(`/api/webhooks/${id}/rotate-secret`)).status).toBe(404);
    expect((await other.get(`/api/webhook-events/${event!.id}`)).status).toBe(404);
    expect((await other.post(`/api/webhook-events/${event!.id}/replay`)).status).toBe(404);
    expect((await other.get('/api/webhooks')).json).toEqual([]);
    expect(await events(other)).toEqual([]);
    expect(otherUser.id).not.toBe(owner.user.id);
    // the owner's webhook is untouched
    expect((await owner.agent.get('/api/webhooks')).json[0]).toMatchObject({ id, isActive: true });
  });
});

describe('registering a receiver', () => {
  test("missing fields are the spec's message; a bad secret or address is refused with the reason; nothing is stored", async () => {
    const { agent, user } = await registeredAgent(suite.base);
    const post = (body: Record<string, unknown>) => agent.post('/api/webhooks', { userId: user.id, ...body });
    const valid = { provider: 'chime', webhookUrl: 'https://partner.example/hooks', generateSecret: true };
    expect((await post({ ...valid, provider: '' })).json.error).toBe('Please fill all required fields');
    expect((await post({ ...valid, webhookUrl: '' })).json.error).toBe('Please fill all required fields');
    expect((await post({ provider: 'chime', webhookUrl: valid.webhookUrl })).json.error).toBe('Please fill all required fields');
    expect((await post({ ...valid, generateSecret: undefined, secretKey: 'hunter2' })).json.error).toContain('whsec_');
    expect((await post({ ...valid, provider: 'bank' })).status).toBe(400);
    for (const webhookUrl of [
      'http://10.0.0.8/hook',
      'http://169.254.169.254/latest',
      'http://[fd00::1]/',
      'http://192.168.1.20/',
      'http://100.64.0.1/',
      'ftp://partner.example/',
    ]) {
      const res = await post({ ...valid, webhookUrl });
      expect([webhookUrl, res.status]).toEqual([webhookUrl, 400]);
    }
    expect(await suite.count('webhooks', user.id)).toBe(0);
  });

  test('a generated secret is shown once; lists and the database never hold it in the clear', async () => {
    const { agent, user, webhook } = await partner('self');
    expect(webhook.signingSecret).toMatch(/^whsec_/);
    const [listed] = (await agent.get('/api/webhooks')).json;
    expect(listed).toMatchObject({
      provider: 'self',
      isActive: true,
      secretKey: `whsec_…${webhook.signingSecret.slice(-4)}`,
      lastTriggered: null,
      disabledReason: null,
    });
    expect(JSON.stringify(listed)).not.toContain(webhook.signingSecret.slice(6, 20));
    const [row] = await sql<{ secret_enc: string }>('select "secret_enc" from @"webhooks" where "user_id" = ?', [user.id]);
    expect(row!.secret_enc).toMatch(/^v1:/);
    expect(row!.secret_enc).not.toContain(webhook.signingSecret.slice(6));
  });

  test('a secret the partner gave is kept (masked in answers) and signs the deliveries', async () => {
    const { agent, user } = await registeredAgent(suite.base);
    const r = receiver();
    const secret = `whsec_${Buffer.alloc(32, 7).toString('base64')}`;
    const res = await agent.post('/api/webhooks', { userId: user.id, provider: 'extra', webhookUrl: r.url, secretKey: secret, isActive: true });
    expect(res.status).toBe(201);
    expect(res.json.signingSecret).toBeUndefined();
    expect(res.json.secretKey).toBe(`whsec_…${secret.slice(-4)}`);
    await trigger(agent, user.id, 'extra');
    await eventually(async () => r.hits[0], 'a delivery');
    expect(new Webhook(secret).verify(r.hits[0]!.body, r.hits[0]!.headers)).toBeTruthy();
  });
});

describe('builder.signup from an enrollment (outbox)', () => {
  test("reaches the user's active webhooks for that provider, signed per Standard Webhooks", async () => {
    const { agent, user, receiver: r, webhook } = await partner('kikoff');
    const off = receiver();
    const otherProvider = receiver();
    await agent.post('/api/webhooks', { userId: user.id, provider: 'kikoff', webhookUrl: off.url, generateSecret: true, isActive: false });
    await agent.post('/api/webhooks', { userId: user.id, provider: 'chime', webhookUrl: otherProvider.url, generateSecret: true });

    const enrolled = await agent.post('/api/builder-accounts', { userId: user.id, provider: 'kikoff' });
    expect(enrolled.status).toBe(201);
    // sent to Kikoff, and a request until Kikoff confirms it
    expect(enrolled.json).toMatchObject({ status: 'requested', partnerNotified: true, signupUrl: 'https://kikoff.com/' });
    const [activity] = (await agent.get(`/api/activities/${user.id}`)).json;
    expect(activity).toMatchObject({ title: 'Builder account requested', description: "Request sent to Kikoff — finish on Kikoff's site" });
    const hit = await eventually(async () => r.hits[0], 'the delivery');
    const verified = new Webhook(webhook.signingSecret).verify(hit.body, hit.headers);
    const payload = builderSignupEventSchema.parse(verified);
    expect(payload.data).toEqual({ userId: user.id, builderProvider: 'kikoff', builderAccountId: enrolled.json.id, creditScore: null, test: false });
    expect(hit.headers['content-type']).toBe('application/json');
    expect(hit.headers['webhook-id']).toMatch(/^msg_[0-9a-f]{32}$/);

    const sent = await settled(agent, 'sent');
    expect(sent).toMatchObject({ eventType: 'builder.signup', attempts: 1, responseStatus: 200, responseBody: 'ok', messageId: hit.headers['webhook-id'] });
    expect(JSON.parse(sent.payload)).toEqual(payload);
    const [listed] = (await agent.get('/api/webhooks')).json.filter((w: { id: number }) => w.id === webhook.id);
    expect(listed.lastTriggered).not.toBeNull();
    await Bun.sleep(300);
    expect(off.hits).toHaveLength(0);
    expect(otherProvider.hits).toHaveLength(0);
    expect(r.hits).toHaveLength(1);
  });

  test('an enrollment that fails writes no event (and an event is never without its enrollment)', async () => {
    const { agent, user } = await partner('perchcard');
    expect((await agent.post('/api/builder-accounts', { userId: user.id, provider: 'perchcard' })).status).toBe(201);
    expect((await agent.post('/api/builder-accounts', { userId: user.id, provider: 'perchcard' })).status).toBe(409);
    expect(await suite.count('webhook_events', user.id)).toBe(1);
    expect(await suite.count('builder_accounts', user.id)).toBe(1);
  });
});

describe('delivery', () => {
  test('the Test trigger: 202 with the number of events; 404 without an active webhook; creditScore is checked', async () => {
    const { agent, user, receiver: r } = await partner('chime');
    const res = await trigger(agent, user.id, 'chime');
    expect(res.status).toBe(202);
    expect(res.json).toEqual({ success: true, events: 1 });
    const hit = await eventually(async () => r.hits[0], 'the test event');
    expect(JSON.parse(hit.body).data).toMatchObject({ builderProvider: 'chime', creditScore: 650, test: true, builderAccountId: null });
    expect((await trigger(agent, user.id, 'self')).json.error).toBe('No active webhook for Self Credit Builder');
    expect((await agent.post('/api/webhooks/trigger/builder-signup', { userId: user.id, builderProvider: 'chime', creditScore: 9000 })).status).toBe(400);
  });

  test('a receiver that fails then succeeds: the same webhook-id each time, every attempt and its backoff recorded', async () => {
    const { agent, user, receiver: r } = await partner();
    r.answerWith((_, n) => (n <= 2 ? new Response('try later', { status: 500 }) : new Response('thanks', { status: 200 })));
    await trigger(agent, user.id);
    const sent = await settled(agent, 'sent');
    expect(sent).toMatchObject({ attempts: 3, responseStatus: 200, responseBody: 'thanks' });
    expect(new Set(r.hits.map((h) => h.headers['webhook-id']))).toEqual(new Set([sent.messageId]));
    expect(r.hits[1]!.at - r.hits[0]!.at).toBeGreaterThanOrEqual(180);
    expect(r.hits[2]!.at - r.hits[1]!.at).toBeGreaterThanOrEqual(380);
    const { attemptLog } = await detail(agent, sent.id);
    expect(attemptLog.map((a) => [a.attempt, a.responseStatus, a.responseBody])).toEqual([
      [1, 500, 'try later'],
      [2, 500, 'try later'],
      [3, 200, 'thanks'],
    ]);
    expect(attemptLog[0]!.nextAttemptAt).not.toBeNull();
    expect(attemptLog[2]!.nextAttemptAt).toBeNull();
    expect(attemptLog.every((a) => a.durationMs >= 0 && a.error === null)).toBe(true);
  });

  test('many at once (claimed and recorded together): each event reaches its receiver once, every attempt recorded', async () => {
    const { agent, user, receiver: ok } = await partner('extra');
    const seen = new Set<string>();
    const flaky = receiver((hit) => {
      const first = !seen.has(hit.headers['webhook-id']!);
      seen.add(hit.headers['webhook-id']!);
      return first ? new Response('busy', { status: 500 }) : new Response('ok');
    });
    await agent.post('/api/webhooks', { userId: user.id, provider: 'extra', webhookUrl: flaky.url, generateSecret: true });
    const results = await Promise.all(Array.from({ length: 6 }, () => trigger(agent, user.id, 'extra')));
    expect(results.map((r) => r.json.events)).toEqual([2, 2, 2, 2, 2, 2]);
    const all = await eventually(async () => {
      const list = (await agent.get('/api/webhook-events?limit=50')).json as WebhookEvent[];
      return list.length === 12 && list.every((e) => e.status === 'sent') && list;
    }, 'all 12 events sent');
    const ids = (hits: { headers: Record<string, string> }[]) => hits.map((h) => h.headers['webhook-id']);
    expect(new Set(ids(ok.hits)).size).toBe(6);
    expect(ok.hits).toHaveLength(6);
    expect(flaky.hits).toHaveLength(12); // each of its six events: a 500, then once more
    expect(new Set(ids(flaky.hits)).size).toBe(6);
    for (const e of all) {
      const { attemptLog } = await detail(agent, e.id);
      const expected = ids(ok.hits).includes(e.messageId)
        ? [[1, 200]]
        : [
            [1, 500],
            [2, 200],
          ];
      expect(attemptLog.map((a) => [a.attempt, a.responseStatus])).toEqual(expected);
      expect(e.attempts).toBe(expected.length);
    }
  });

  test('the schedule used up: the event fails after its last attempt', async () => {
    const { agent, user, receiver: r } = await partner();
    r.answerWith(() => new Response('down', { status: 500 }));
    await trigger(agent, user.id);
    const failed = await settled(agent, 'failed');
    expect(failed.attempts).toBe(4);
    expect(r.hits).toHaveLength(4);
    expect((await agent.get('/api/webhooks')).json[0].isActive).toBe(true);
  });

  test('410 Gone fails the event, switches the webhook off and e-mails its owner; replay after switching on', async () => {
    const { agent, user, email, receiver: r, webhook } = await partner();
    r.answerWith(() => new Response('gone', { status: 410 }));
    await trigger(agent, user.id);
    const failed = await settled(agent, 'failed');
    expect(failed).toMatchObject({ attempts: 1, responseStatus: 410 });
    const [hook] = (await agent.get('/api/webhooks')).json;
    expect(hook).toMatchObject({ isActive: false, disabledReason: expect.stringContaining('410') });
    await eventually(
      async () =>
        (await sql<{ owner_notified_at: Date | null }>('select "owner_notified_at" from @"webhooks" where "id" = ?', [webhook.id]))[0]?.owner_notified_at,
      'the owner told',
    );
    // A system alert: in the inbox, and e-mailed (every type goes by e-mail until the owner chooses otherwise).
    const inbox = (await agent.get('/api/notifications')).json;
    expect(JSON.stringify(inbox)).toContain('webhook was switched off');
    const dir = outboxDir(suite.server.config.dataDir);
    const mail = await eventually(
      async () =>
        readdirSync(dir)
          .map((f) => readFileSync(path.join(dir, f), 'utf8'))
          .find((f) => f.includes(`To: ${email}`) && f.includes('switched off')),
      'the e-mail',
    );
    expect(mail).toContain('410 Gone');

    expect((await agent.post(`/api/webhook-events/${failed.id}/replay`)).json.error).toBe('Switch the webhook on before replaying its events');
    expect((await agent.call('PATCH', `/api/webhooks/${webhook.id}`, { isActive: true })).json).toMatchObject({ isActive: true, disabledReason: null });
    r.answerWith(() => new Response('ok'));
    const replay = await agent.post(`/api/webhook-events/${failed.id}/replay`);
    expect(replay.status).toBe(202);
    expect(replay.json.status).toBe('pending');
    const sent = await settled(agent, 'sent');
    expect(sent).toMatchObject({ id: failed.id, attempts: 2, messageId: failed.messageId });
    expect(r.hits.map((h) => h.headers['webhook-id'])).toEqual([failed.messageId, failed.messageId]);
    expect((await agent.post(`/api/webhook-events/${failed.id}/replay`)).status).toBe(409);
  });

  test('Retry-After on 503 is honoured (longer than the schedule’s step)', async () => {
    const { agent, user, receiver: r } = await partner();
    r.answerWith((_, n) => (n === 1 ? new Response('busy', { status: 503, headers: { 'retry-after': '1' } }) : new Response('ok')));
    await trigger(agent, user.id);
    await settled(agent, 'sent');
    expect(r.hits[1]!.at - r.hits[0]!.at).toBeGreaterThanOrEqual(950);
  });

  test('a 3xx is a failed attempt and the redirect is not followed', async () => {
    const target = receiver();
    const { agent, user, receiver: r } = await partner();
    r.answerWith((_, n) => (n === 1 ? new Response(null, { status: 307, headers: { location: target.url } }) : new Response('ok')));
    await trigger(agent, user.id);
    const sent = await settled(agent, 'sent');
    expect(sent.attempts).toBe(2);
    expect((await detail(agent, sent.id)).attemptLog[0]!.responseStatus).toBe(307);
    expect(target.hits).toHaveLength(0);
  });

  test('the answer body is kept up to 4 KB; no answer in time is a failed attempt', async () => {
    const { agent, user, receiver: r } = await partner();
    r.answerWith(async (_, n) => {
      if (n === 1) return new Response('x'.repeat(10_000), { status: 500 });
      if (n === 2) await Bun.sleep(1500); // past WEBHOOK_TIMEOUT_SECONDS=1
      return new Response('ok\0'); // a NUL, which PostgreSQL's text refuses, is kept as U+FFFD
    });
    await trigger(agent, user.id);
    const sent = await eventually(async () => (await events(agent)).find((e) => e.status === 'sent'), 'delivery', 15_000);
    const { attemptLog } = await detail(agent, sent.id);
    expect(attemptLog[0]!.responseBody).toHaveLength(4096);
    expect(attemptLog[1]).toMatchObject({ responseStatus: null, responseBody: null, error: 'No answer within 1 s' });
    expect(attemptLog[2]).toMatchObject({ responseStatus: 200, responseBody: 'ok\uFFFD' });
  });

  test('the address is checked again at delivery: a receiver now on a private address is not connected to', async () => {
    const { agent, user, webhook } = await partner();
    await sql('update @"webhooks" set "webhook_url" = ? where "id" = ?', ['http://10.20.30.40:9/hook', webhook.id]);
    await trigger(agent, user.id);
    const ev = await eventually(async () => (await events(agent)).find((e) => e.attempts >= 1), 'an attempt');
    expect(ev.lastError).toBe('The webhook URL points to a private address; use a public address');
    expect(ev.responseStatus).toBeNull();
  });

  test('failing for longer than WEBHOOK_DISABLE_AFTER_HOURS switches the webhook off', async () => {
    const { agent, user, receiver: r, webhook } = await partner();
    r.answerWith(() => new Response('down', { status: 502 }));
    await sql(`update @"webhooks" set "failing_since" = now() - interval '121 hours' where "id" = ?`, [webhook.id]);
    await trigger(agent, user.id);
    const [hook] = await eventually(async () => {
      const list = (await agent.get('/api/webhooks')).json;
      return list[0].isActive ? undefined : list;
    }, 'the switch-off');
    expect(hook.disabledReason).toBe('Every delivery failed for 120 hours');
    // the event does not go on to a webhook that is off
    const ev = await eventually(async () => (await events(agent)).find((e) => e.status === 'failed'), 'the event to stop');
    expect(ev.lastError).toBe('Not sent: the webhook is switched off');
  });

  test('a delivery that succeeds ends a failure streak', async () => {
    const { agent, user, webhook } = await partner();
    await sql(`update @"webhooks" set "failing_since" = now() - interval '3 hours' where "id" = ?`, [webhook.id]);
    await trigger(agent, user.id);
    await settled(agent, 'sent');
    const [row] = await sql<{ failing_since: Date | null }>('select "failing_since" from @"webhooks" where "id" = ?', [webhook.id]);
    expect(row!.failing_since).toBeNull();
  });

  test('rotating the secret: the new one is shown once; both sign until the old one expires', async () => {
    const { agent, user, receiver: r, webhook } = await partner();
    const rotated = await agent.post(`/api/webhooks/${webhook.id}/rotate-secret`);
    expect(rotated.status).toBe(200);
    expect(rotated.json.signingSecret).toMatch(/^whsec_/);
    expect(rotated.json.signingSecret).not.toBe(webhook.signingSecret);
    await trigger(agent, user.id);
    const hit = await eventually(async () => r.hits[0], 'the delivery');
    expect(hit.headers['webhook-signature']!.split(' ')).toHaveLength(2);
    expect(new Webhook(rotated.json.signingSecret).verify(hit.body, hit.headers)).toBeTruthy();
    expect(new Webhook(webhook.signingSecret).verify(hit.body, hit.headers)).toBeTruthy();
  });

  test('a delivery left behind (its job lost) is picked up by the sweep', async () => {
    const { agent, user, receiver: r, webhook } = await partner();
    await sql(
      `insert into @"webhook_events" ("message_id", "webhook_id", "user_id", "event_type", "payload", "status", "next_attempt_at", "locked_until")
       values ('msg_stranded0000000000000000000000', ?, ?, 'builder.signup', '{"stranded":true}', 'pending', now() - interval '5 seconds', now() - interval '1 second')`,
      [webhook.id, user.id],
    );
    const hit = await eventually(async () => r.hits[0], 'the sweep', 8000);
    expect(hit.headers['webhook-id']).toBe('msg_stranded0000000000000000000000');
    expect((await settled(agent, 'sent')).attempts).toBe(1);
  });

  test('switching a webhook off and deleting it', async () => {
    const { agent, user, webhook } = await partner();
    expect((await agent.call('PATCH', `/api/webhooks/${webhook.id}`, { isActive: false })).json.isActive).toBe(false);
    expect((await trigger(agent, user.id)).status).toBe(404);
    expect((await agent.call('PATCH', `/api/webhooks/${webhook.id}`, { isActive: 'yes' })).status).toBe(400);
    expect((await agent.call('PATCH', '/api/webhooks/abc', { isActive: true })).status).toBe(400);
    expect((await agent.call('DELETE', `/api/webhooks/${webhook.id}`, {})).json).toEqual({ success: true });
    expect((await agent.get('/api/webhooks')).json).toEqual([]);
    expect((await agent.call('DELETE', `/api/webhooks/${webhook.id}`, {})).status).toBe(404);
  });

  test('events list newest first and honours limit', async () => {
    const { agent, user } = await partner();
    for (let i = 0; i < 3; i++) await trigger(agent, user.id);
    const all = await events(agent);
    expect(all).toHaveLength(3);
    expect(all.map((e) => e.id)).toEqual([...all.map((e) => e.id)].sort((a, b) => b - a));
    expect((await agent.get('/api/webhook-events?limit=2')).json).toHaveLength(2);
    expect((await agent.get('/api/webhook-events?limit=0')).status).toBe(400);
  });
});
