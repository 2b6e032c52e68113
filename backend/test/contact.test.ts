import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'bun:test';
import { outboxDir } from '../src/platform/mail';
import { ApiAgent, eventually, memoryLogger, uid, useTestServer } from './support';

const RATE_LIMIT = 3;
const log = memoryLogger('info');
const suite = useTestServer({ TRUST_PROXY: 'true', CONTACT_RATE_LIMIT: String(RATE_LIMIT), SUPPORT_INBOX: 'leads@finx-example.test' }, { logger: log.logger });
const { sql } = suite;
const outbox = () => outboxDir(suite.server.config.dataDir);
const leadCount = () => suite.count('contact_leads');

/** A complete, valid lead with a unique e-mail address. */
const lead = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Maria',
  lastName: 'Delgado',
  email: `maria.${uid()}@example.com`,
  phone: '(214) 555-0187',
  creditScore: '580-669',
  primaryGoal: 'qualify-mortgage',
  currentSituation: 'collection-accounts',
  message: 'Two medical collections from 2021 are keeping me from a mortgage pre-approval.',
  agreeToTerms: true,
  subscribeNewsletter: false,
  preferredContact: 'phone',
  ...overrides,
});

const submit = (body: unknown, agent = new ApiAgent(suite.base)) => agent.post('/api/contact/submit', body);

/** Quoted-printable text, soft line breaks removed. */
const decodeQp = (s: string) =>
  decodeURIComponent(
    s
      .replace(/=\n/g, '')
      .replace(/%/g, '%25')
      .replace(/=([0-9A-F]{2})/g, '%$1'),
  );

/** An .eml as a person reads it: unfolded, encoded-word headers and the quoted-printable body decoded. */
function readEml(file: string) {
  const raw = readFileSync(file, 'utf8');
  const [head, ...body] = raw.split('\n\n');
  const headers = head!
    .replace(/\?=\n =\?UTF-8\?Q\?/g, '')
    .replace(/\n\s+/g, ' ')
    .replace(/=\?UTF-8\?Q\?(.*?)\?=/g, (_, w: string) => decodeQp(w.replace(/_/g, ' ')));
  return { headers, text: decodeQp(body.join('\n\n')) };
}

const outboxFileMentioning = (text: string) => {
  let files: string[] = [];
  try {
    files = readdirSync(outbox()).filter((f) => f.endsWith('.eml'));
  } catch {
    return undefined;
  }
  return files.map((f) => path.join(outbox(), f)).find((f) => readFileSync(f, 'utf8').includes(text));
};

describe('POST /api/contact/submit', () => {
  test('a valid lead is stored and e-mailed to the support inbox (outbox without SMTP_URL)', async () => {
    const body = lead();
    const res = await submit(body);
    expect(res.status).toBe(201);
    expect(res.json).toEqual({ success: true });

    const [row] = await sql('select * from @"contact_leads" where "email" = ?', [body.email]);
    expect(row).toMatchObject({
      first_name: 'Maria',
      last_name: 'Delgado',
      phone: '(214) 555-0187',
      credit_score: '580-669',
      primary_goal: 'qualify-mortgage',
      current_situation: 'collection-accounts',
      message: body.message,
      agree_to_terms: true,
      subscribe_newsletter: false,
      preferred_contact: 'phone',
    });

    const file = await eventually(async () => outboxFileMentioning(body.email), 'the e-mail in the outbox', 15_000);
    const { headers, text } = readEml(file);
    rmSync(file);
    expect(headers).toContain('To: leads@finx-example.test');
    expect(headers).toContain('From: FinX <no-reply@finx.credit>');
    expect(headers).toContain(`Reply-To: Maria Delgado <${body.email}>`);
    expect(headers).toContain('Subject: New lead: Maria Delgado — Qualify for a mortgage');
    expect(text).toContain('Phone:              (214) 555-0187');
    expect(text).toContain('Credit score:       580–669 (Fair)');
    expect(text).toContain('Current situation:  Accounts in collections');
    expect(text).toContain(body.message);

    const notified = await eventually(
      async () => (await sql<{ notified_at: string | null }>('select "notified_at" from @"contact_leads" where "email" = ?', [body.email]))[0].notified_at,
      'notified_at',
      15_000,
    );
    expect(Date.now() - new Date(notified).getTime()).toBeLessThan(60_000);
    // The job's log row is written after its handler returns, so after notified_at: wait for it too.
    const jobs = await eventually(async () => {
      const rows = await sql<{ status: string }>(`select "status" from @"job_log" where "queue" = 'contact.notify-support' and "job_id" = ?`, [
        `contact-lead-${row!.id}`,
      ]);
      return rows.length ? rows : undefined;
    }, 'the job log');
    expect(jobs.map((j) => j.status)).toEqual(['completed']);
  });

  test('an SSN or card number in the message is stored and e-mailed masked to its last 4', async () => {
    const body = lead({ message: 'My SSN 219-09-9999 shows twice; card 4111 1111 1111 1111 was charged. Call (214) 555-0187.' });
    expect((await submit(body)).status).toBe(201);
    const masked = 'My SSN ***-**-9999 shows twice; card ****1111 was charged. Call (214) 555-0187.';
    const [row] = await sql<{ message: string }>('select "message" from @"contact_leads" where "email" = ?', [body.email]);
    expect(row!.message).toBe(masked);
    const file = await eventually(async () => outboxFileMentioning(body.email), 'the e-mail in the outbox', 15_000);
    const { text } = readEml(file);
    rmSync(file);
    expect(text).toContain(masked);
    for (const secret of ['219-09-9999', '4111 1111 1111 1111']) expect(text + JSON.stringify(row)).not.toContain(secret);
  });

  test('only the four required fields: defaults preferredContact email and newsletter on', async () => {
    const body = { firstName: 'Sam', lastName: 'Ortiz', email: `sam.${uid()}@example.com`, agreeToTerms: true, phone: '', creditScore: '' };
    expect((await submit(body)).status).toBe(201);
    const [row] = await sql('select * from @"contact_leads" where "email" = ?', [body.email]);
    expect(row).toMatchObject({ phone: null, credit_score: null, primary_goal: null, message: '', subscribe_newsletter: true, preferred_contact: 'email' });
    const file = await eventually(async () => outboxFileMentioning(body.email), 'the e-mail in the outbox', 15_000);
    rmSync(file);
  });

  test.each([
    [{ firstName: undefined }, 'First name is required'],
    [{ firstName: '   ' }, 'First name is required'],
    [{ lastName: '' }, 'Last name is required'],
    [{ email: undefined }, 'Please enter a valid email'],
    [{ email: 'maria@' }, 'Please enter a valid email'],
    [{ agreeToTerms: false }, 'You must agree to the terms'],
    [{ agreeToTerms: undefined }, 'You must agree to the terms'],
    [{ phone: 'call me' }, 'Please enter a valid phone number'],
    [{ creditScore: '850-900' }, 'Credit score must be one of: under-500, 500-579, 580-669, 670-739, 740-799, 800-850, unknown'],
    [{ primaryGoal: 'get-rich' }, 'Primary goal must be one of'],
    [{ currentSituation: 'fine' }, 'Current situation must be one of'],
    [{ preferredContact: 'fax' }, 'Preferred contact must be one of: email, phone, text, any'],
    [{ message: 'a message of 2001 characters'.padEnd(2001, '.') }, 'Message must be at most 2000 characters'],
    [{ subscribeNewsletter: 'yes' }, 'subscribeNewsletter must be true or false'],
  ])('%j → 400 naming the problem, nothing stored', async (override, message) => {
    const before = await leadCount();
    const res = await submit(lead(override));
    expect(res.status).toBe(400);
    expect(res.json.error).toContain(message);
    expect(await leadCount()).toBe(before);
  });

  test('the honeypot: a bot gets the usual answer, nothing is stored or sent', async () => {
    const body = lead({ website: 'https://cheap-pills.example' });
    const before = await leadCount();
    const res = await submit(body);
    expect(res.status).toBe(201);
    expect(res.json).toEqual({ success: true });
    expect(await leadCount()).toBe(before);
    await Bun.sleep(300);
    expect(outboxFileMentioning(body.email)).toBeUndefined();
  });

  test('a cross-site post (no Origin of this site) → 403, nothing stored', async () => {
    const before = await leadCount();
    const res = await new ApiAgent(suite.base).call('POST', '/api/contact/submit', lead(), { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(await leadCount()).toBe(before);
  });

  test(`rate limit: ${RATE_LIMIT} submissions per IP per hour, invalid ones included; then 429 with Retry-After`, async () => {
    const agent = new ApiAgent(suite.base);
    expect((await submit(lead(), agent)).status).toBe(201);
    expect((await submit(lead({ email: 'nope' }), agent)).status).toBe(400);
    expect((await submit(lead(), agent)).status).toBe(201);
    const before = await leadCount();
    const limited = await submit(lead(), agent);
    expect(limited.status).toBe(429);
    expect(limited.json.error).toContain('Too many messages from this network');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(3500);
    expect(await leadCount()).toBe(before);
    // another address is not affected
    expect((await submit(lead())).status).toBe(201);
  });

  test('no personal data in the logs', async () => {
    const body = lead({ firstName: 'Zebulon', lastName: 'Quartermaine', phone: '(972) 555-0123' });
    expect((await submit(body)).status).toBe(201);
    await eventually(async () => outboxFileMentioning(body.email), 'the e-mail in the outbox', 15_000);
    const raw = log.raw();
    expect(raw).toContain('contact lead stored');
    for (const pii of [body.email, 'Zebulon', 'Quartermaine', '555-0123', 'medical collections']) expect(raw).not.toContain(pii);
  });
});

afterAll(() => {
  // the outbox files this file's leads produced
  let files: string[] = [];
  try {
    files = readdirSync(outbox()).map((f) => path.join(outbox(), f));
  } catch {
    return;
  }
  for (const file of files) if (readFileSync(file, 'utf8').includes('@example.com')) rmSync(file);
});
