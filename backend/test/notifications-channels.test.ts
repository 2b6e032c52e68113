import { createECDH, randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, test } from 'bun:test';
import ece from 'http_ece';
import { SMTPServer } from 'smtp-server';
import { notifyUser } from '../src/modules/notifications';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ApiAgent, eventually, registeredAgent, useTestServer } from './support';
import { startReceiver } from './webhooks-receiver';

/** A real SMTP server on a local port: every message as it arrived (headers and body). */
async function startSmtp() {
  const messages: { to: string[]; raw: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      let raw = '';
      stream.on('data', (c: Buffer) => (raw += c.toString('utf8')));
      stream.on('end', () => {
        messages.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { messages, port: (server.server.address() as AddressInfo).port, stop: () => new Promise((r) => server.close(() => r(undefined))) };
}

const smtp = await startSmtp();
/** A stand-in for Twilio's REST API: answers Messages.json like Twilio does. */
const twilio = startReceiver(
  () =>
    new Response(JSON.stringify({ sid: `SM${randomBytes(16).toString('hex')}`, status: 'queued', body: '', to: '', from: '' }), {
      status: 201,
      headers: { 'content-type': 'application/json' },
    }),
);
/** A stand-in for a browser's push service. */
const pushService = startReceiver(() => new Response(null, { status: 201 }));
afterAll(async () => {
  twilio.stop();
  pushService.stop();
  await smtp.stop();
});

const SID = 'AC0123456789abcdef0123456789abcdef';
const suite = useTestServer({
  TRUST_PROXY: 'true',
  PUBLIC_URL: 'https://app.finx.test',
  SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
  MAIL_FROM: 'FinX <no-reply@finx.test>',
  TWILIO_ACCOUNT_SID: SID,
  TWILIO_AUTH_TOKEN: 'secret-token',
  TWILIO_FROM: '+15005550006',
  TWILIO_BASE_URL: `http://127.0.0.1:${twilio.port}`,
  NOTIFICATION_SWEEP_SECONDS: '3600',
});
const em = () => suite.server.db.orm.em.fork() as EntityManager;

/** Headers unfolded, and the body with quoted-printable soft breaks and =XX escapes decoded. */
function parseMail(raw: string) {
  const [head, ...rest] = raw.replace(/\r\n/g, '\n').split('\n\n');
  const headers = head!.replace(/\n[ \t]+/g, ' ');
  const body = rest
    .join('\n\n')
    .replace(/=\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
  return { header: (name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(headers)?.[1], body: Buffer.from(body, 'latin1').toString('utf8') };
}

const mailTo = (address: string) => eventually(async () => smtp.messages.find((m) => m.to.includes(address)), `an e-mail to ${address}`);

describe('e-mail over SMTP', () => {
  test('the test e-mail arrives with List-Unsubscribe; its link unsubscribes signed out', async () => {
    const { agent, payload } = await registeredAgent(suite.base);
    const res = await agent.post('/api/notifications/test', { channel: 'email' });
    expect(res.json).toEqual({ success: true, channel: 'email', sentTo: payload.email });
    const mail = parseMail((await mailTo(payload.email)).raw);
    expect(mail.header('Subject')).toBe('FinX: Test notification');
    expect(mail.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const oneClick = /^<(https:\/\/app\.finx\.test\/api\/hooks\/notifications\/unsubscribe\?token=([^>]+))>$/.exec(mail.header('List-Unsubscribe') ?? '');
    expect(oneClick).not.toBeNull();
    const link = /Unsubscribe from FinX notification e-mails: https:\/\/app\.finx\.test\/unsubscribe\?token=(\S+)/.exec(mail.body);
    expect(link?.[1]).toBe(oneClick![2]!);

    const out = await new ApiAgent(suite.base).post('/api/notifications/unsubscribe', { token: link![1] });
    expect(out.status).toBe(200);
    expect((await agent.get('/api/notifications/preferences')).json.email.enabled).toBe(false);
  });

  test('an event goes to the chosen address, with a link to the screen', async () => {
    const { agent, user } = await registeredAgent(suite.base);
    const address = `alerts.${user.id}@example.org`;
    await agent.call('PUT', '/api/notifications/preferences', {
      email: { enabled: true, frequency: 'immediate', types: ['letter_delivered'], address },
      sms: { enabled: false, frequency: 'immediate', types: [], phoneNumber: '' },
      push: { enabled: false, frequency: 'immediate', types: [] },
    });
    await notifyUser(em(), user.id, 'letter_delivered', { title: 'Dispute letter delivered', body: 'Experian received your letter.', link: '/disputes' });
    const mail = parseMail((await mailTo(address)).raw);
    expect(mail.header('Subject')).toBe('FinX: Dispute letter delivered');
    expect(mail.body).toContain('Experian received your letter.');
    expect(mail.body).toContain('Open in FinX: https://app.finx.test/disputes');
    const sent = () => suite.sql(`select 1 from @"notification_deliveries" where "user_id" = ? and "status" = 'sent' and "sent_at" is not null`, [user.id]);
    await eventually(async () => (await sent()).length === 1, 'the delivery marked sent');
  });
});

describe('SMS through Twilio', () => {
  test('a number is confirmed by the texted code, then events and tests are texted to it', async () => {
    const { agent, user } = await registeredAgent(suite.base);
    const phone = `+1214555${String(user.id % 10000).padStart(4, '0')}`;
    const prefs = {
      email: { enabled: false, frequency: 'immediate', types: [], address: '' },
      sms: { enabled: true, frequency: 'immediate', types: ['dispute_status_update'], phoneNumber: phone },
      push: { enabled: false, frequency: 'immediate', types: [] },
    };
    expect((await agent.call('PUT', '/api/notifications/preferences', prefs)).status).toBe(200);
    await notifyUser(em(), user.id, 'dispute_status_update', { title: 'Before confirming', body: 'not texted' });
    expect((await agent.post('/api/notifications/test', { channel: 'sms' })).status).toBe(409);

    const asked = await agent.post('/api/notifications/phone/send-code');
    expect(asked.json).toEqual({ success: true, sentTo: `+1…${phone.slice(-4)}` });
    const codeText = await eventually(async () => twilio.hits.find((h) => new URLSearchParams(h.body).get('To') === phone), 'the code SMS');
    expect(codeText.path).toBe(`/2010-04-01/Accounts/${SID}/Messages.json`);
    expect(codeText.headers.authorization).toBe(`Basic ${Buffer.from(`${SID}:secret-token`).toString('base64')}`);
    const form = new URLSearchParams(codeText.body);
    expect(form.get('From')).toBe('+15005550006');
    const code = /code is (\d{6})/.exec(form.get('Body') ?? '')![1]!;

    const wrong = await agent.post('/api/notifications/phone/confirm', { code: code === '000000' ? '111111' : '000000' });
    expect([wrong.status, wrong.json.error]).toEqual([400, expect.stringContaining('not right')]);
    const ok = await agent.post('/api/notifications/phone/confirm', { code });
    expect(ok.json.sms.phoneVerified).toBe(true);

    await notifyUser(em(), user.id, 'dispute_status_update', { title: 'Bureau answered', body: 'Experian: deleted', link: '/disputes' });
    const texts = () => twilio.hits.filter((h) => new URLSearchParams(h.body).get('To') === phone).map((h) => new URLSearchParams(h.body).get('Body'));
    await eventually(async () => texts().length === 2, 'the event SMS');
    expect(texts()[1]).toBe('FinX: Bureau answered. Experian: deleted https://app.finx.test/disputes');
    const test = await agent.post('/api/notifications/test', { channel: 'sms' });
    expect(test.json).toEqual({ success: true, channel: 'sms', sentTo: `+1…${phone.slice(-4)}` });
  });
});

describe('Web Push', () => {
  test('an event is encrypted for the browser and POSTed to its push service with VAPID', async () => {
    const { agent, user } = await registeredAgent(suite.base);
    const browser = createECDH('prime256v1');
    browser.generateKeys();
    const auth = randomBytes(16);
    const endpoint = `${pushService.url}/${user.id}`;
    await suite.sql(`insert into @"push_subscriptions" ("user_id", "endpoint", "p256dh", "auth") values (?, ?, ?, ?)`, [
      user.id,
      endpoint,
      browser.getPublicKey().toString('base64url'),
      auth.toString('base64url'),
    ]);
    await agent.call('PUT', '/api/notifications/preferences', {
      email: { enabled: false, frequency: 'immediate', types: [], address: '' },
      sms: { enabled: false, frequency: 'immediate', types: [], phoneNumber: '' },
      push: { enabled: true, frequency: 'immediate', types: ['document_processed'] },
    });
    await notifyUser(em(), user.id, 'document_processed', { title: 'Report read', body: 'Your Experian report is processed', link: '/document-center' });
    const hit = await eventually(async () => pushService.hits.find((h) => h.path === `/hook/${user.id}`), 'the push');
    const { publicKey } = (await agent.get('/api/notifications/push/key')).json;
    expect(hit.headers.authorization).toStartWith('vapid t=');
    expect(hit.headers.authorization).toContain(`k=${publicKey}`);
    expect(hit.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(hit.headers.ttl)).toBeGreaterThan(0);

    // The body itself arrived as text in the receiver; read the raw bytes again through a second push.
    const raw: Uint8Array[] = [];
    pushService.answerWith(() => new Response(null, { status: 201 }));
    const server = Bun.serve({
      port: 0,
      hostname: '127.0.0.1',
      fetch: async (req) => (raw.push(new Uint8Array(await req.arrayBuffer())), new Response(null, { status: 201 })),
    });
    try {
      await suite.sql(`update @"push_subscriptions" set "endpoint" = ? where "user_id" = ?`, [`http://127.0.0.1:${server.port}/p`, user.id]);
      const test = await agent.post('/api/notifications/test', { channel: 'push' });
      expect(test.json).toEqual({ success: true, channel: 'push', sentTo: '1 browser' });
      const plain = ece.decrypt(Buffer.from(raw[0]!), { version: 'aes128gcm', privateKey: browser, authSecret: auth.toString('base64url') });
      expect(JSON.parse(plain.toString('utf8'))).toEqual({
        title: 'Test notification',
        body: 'Your Push notifications from FinX work.',
        link: '/notifications',
        tag: 'finx-test',
      });

      // A push service that no longer knows the subscription: it is forgotten.
      server.reload({ fetch: () => new Response(null, { status: 410 }) });
      expect((await agent.post('/api/notifications/test', { channel: 'push' })).status).toBe(409);
      expect(await suite.count('push_subscriptions', user.id)).toBe(0);
    } finally {
      server.stop(true);
    }
  });
});
