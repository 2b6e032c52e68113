import { afterAll, describe, expect, test } from 'bun:test';
import { extractText } from 'unpdf';
import { isValidUspsTrackingNumber } from '../src/modules/disputes/carrier';
import { addCalendarDays, bureauAnswerDue } from '../src/modules/disputes/deadlines';
import { checkOverdueJob } from '../src/modules/disputes/disputes.jobs';
import { lobSignatureHeaders, startFakeLob } from './fixtures/fake-lob';
import { ApiAgent, confirmedSend, contractedAgent, memoryLogger, pollUntil, registeredAgent, type TestSuite, useTestServer } from './support';

/**
 * The disputes engine through the HTTP API (issue 12): preview → approve by sending → certified mail (sandbox
 * carrier, and Lob against a local fake) → tracking events → the bureau's answer → the next round; overdue
 * answers; validation; the SSN kept out of the database, the answers, the logs and the PDF; access control.
 */

const SSN = '123-45-6789';
const SSN_DIGITS = '123456789';
const DOB = '1990-04-12';
const INFO = { firstName: 'Jane', lastName: 'Doe', address: '12 Oak St', city: 'Austin', state: 'TX', zip: '78701', ssn: SSN, dateOfBirth: DOB };
const FULL_ACCOUNT = '4111-2222-3333-9876';
const MISSING = 'Please fill in all required user information fields';

interface DisputeView {
  id: number;
  status: string;
  type: string;
  round: number;
  result: string | null;
  expectedResponseDate: string | null;
  overdueAt: string | null;
  mailing: {
    id: number;
    status: string;
    carrier: string;
    trackingNumber: string | null;
    deliveredAt: string | null;
    error: string | null;
    events: { name: string; occurredAt: string }[];
  } | null;
}

/** Sandbox tracking events this far apart: longer than the send call's poll, so its answer is still 'mailed'. */
const SANDBOX_STEP_MS = 250;
const log = memoryLogger('debug');
const sandbox = useTestServer(
  { TRUST_PROXY: 'true', LOG_LEVEL: 'debug' },
  { logger: log.logger, configure: (c) => (c.certifiedMail.sandboxStepMs = SANDBOX_STEP_MS) },
);

const today = () => new Date().toISOString().slice(0, 10);

async function fileDispute(suite: TestSuite, overrides: Record<string, unknown> = {}) {
  const { agent, user } = await contractedAgent(suite.base);
  const res = await agent.post('/api/disputes', {
    userId: user.id,
    type: 'validation',
    creditor: 'Midland Credit Management',
    accountNumber: FULL_ACCOUNT,
    amount: '1250.50',
    bureau: 'experian',
    description: 'This collection is not mine; I never had an account with the original creditor.',
    disputeReason: 'not_mine',
    ...overrides,
  });
  expect(res.status).toBe(201);
  return { agent, user, id: res.json.id as number };
}

const previewPath = (id: number) => `/api/disputes/${id}/letter-preview`;
/** Writes (or re-reads) the letter for these details: a POST, the details in its body. */
const preview = (agent: ApiAgent, id: number, info: unknown = INFO) => agent.post(previewPath(id), { userInfo: info });
/** Sends at the price the user confirmed (issue 26: the mailing's quote). */
const send = (agent: ApiAgent, id: number, letterId: unknown, info: unknown = INFO) =>
  confirmedSend(agent, `/api/disputes/${id}/mailing-quote`, `/api/disputes/${id}/send-certified-mail`, { userInfo: info, letterId });

async function previewAndSend(agent: ApiAgent, id: number, info: Record<string, unknown> = INFO) {
  const p = await preview(agent, id, info);
  expect(p.status).toBe(200);
  return {
    letter: p.json as { letterContent: string; letterId: number; citations: string[]; pdfUrl: string },
    sent: await send(agent, id, p.json.letterId, info),
  };
}

async function disputeOf(agent: ApiAgent, userId: number, id: number): Promise<DisputeView> {
  const list = await agent.get(`/api/disputes/${userId}`);
  expect(list.status).toBe(200);
  return list.json.find((d: DisputeView) => d.id === id);
}

/** Everything the engine could write for a user, to prove a refused call wrote nothing. */
async function userRows(suite: TestSuite, userId: number) {
  const q = (query: string) => suite.sql(query, [userId]);
  const ofDisputes = (table: string) => q(`select t.* from @"${table}" t join @"disputes" d on d."id" = t."dispute_id" where d."user_id" = ? order by t."id"`);
  return JSON.stringify([
    await q('select * from @"disputes" where "user_id" = ? order by "id"'),
    await ofDisputes('dispute_letters'),
    await ofDisputes('dispute_mailings'),
    await ofDisputes('dispute_results'),
    await q(
      'select e.* from @"mailing_events" e join @"dispute_mailings" m on m."id" = e."mailing_id" join @"disputes" d on d."id" = m."dispute_id" where d."user_id" = ? order by e."id"',
    ),
    await q('select * from @"letter_details" where "user_id" = ?'),
    await q('select * from @"activities" where "user_id" = ? order by "id"'),
  ]);
}

const pdfText = async (agent: ApiAgent, base: string, pdfUrl: string) => {
  const res = await fetch(`${base}${pdfUrl}`, { headers: { cookie: agent.cookie } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/pdf');
  const bytes = new Uint8Array(await res.arrayBuffer());
  return (await extractText(bytes, { mergePages: true })).text;
};

describe('the whole flow on the sandbox carrier', () => {
  test('file → preview → send → events to Delivered → due date from delivery → verified → next round (§611(a)(7)) → send → deleted → resolved', async () => {
    const { agent, user, id } = await fileDispute(sandbox);

    const first = await preview(agent, id);
    expect(first.status).toBe(200);
    const letter = first.json;
    expect(letter.writer).toBe('template');
    expect(letter.letterContent).toContain('Experian\nP.O. Box 4500\nAllen, TX 75013');
    expect(letter.letterContent).toContain('Jane Doe\n12 Oak St\nAustin, TX 78701');
    expect(letter.letterContent).toContain('Midland Credit Management');
    expect(letter.citations.length).toBeGreaterThan(0);
    for (const citation of letter.citations) expect(letter.letterContent).toContain(citation);
    expect(letter.letterContent).toContain('SSN: XXX-XX-6789');
    for (const secret of [SSN, SSN_DIGITS, FULL_ACCOUNT, '3333-9876']) expect(letter.letterContent).not.toContain(secret);
    expect(letter.pdfUrl).toBe(`/api/disputes/${id}/letters/${letter.letterId}/pdf`);

    // The same details are the same letter (what the user read is what is sent).
    const again = await preview(agent, id);
    expect(again.json.letterId).toBe(letter.letterId);
    expect(again.json.letterContent).toBe(letter.letterContent);
    expect(await sandbox.count('dispute_letters')).toBeGreaterThanOrEqual(1);
    expect((await sandbox.sql('select count(*)::int as n from @"dispute_letters" where "dispute_id" = ?', [id]))[0]).toEqual({ n: 1 });

    const sent = await send(agent, id, letter.letterId);
    expect(sent.status).toBe(200);
    expect(isValidUspsTrackingNumber(sent.json.tracking_number)).toBe(true);
    expect(sent.json.tracking_number).toMatch(/^\d{20,22}$/);
    expect(sent.json.mailing).toMatchObject({
      status: 'mailed',
      carrier: 'sandbox',
      trackingNumber: sent.json.tracking_number,
      service: 'certified_return_receipt',
    });
    expect(sent.json.mailing.events[0].name).toBe('Mailed');
    const [approved] = await sandbox.sql<{ approved_at: Date | null }>('select "approved_at" from @"dispute_letters" where "id" = ?', [letter.letterId]);
    expect(approved!.approved_at).not.toBeNull();
    expect((await disputeOf(agent, user.id, id)).status).toBe('in_progress');

    const delivered = await pollUntil(
      () => disputeOf(agent, user.id, id),
      (d) => d.mailing?.status === 'delivered',
      'the letter delivered',
    );
    expect(delivered.mailing!.events.map((e) => e.name)).toEqual(['Mailed', 'In Transit', 'In Local Area', 'Processed for Delivery', 'Delivered']);
    const deliveredAt = new Date(delivered.mailing!.deliveredAt!);
    const due = bureauAnswerDue(deliveredAt, false);
    expect(delivered.expectedResponseDate).toBe(due.toISOString());
    const deadlines = await agent.get(`/api/disputes/${id}/deadlines`);
    expect(deadlines.status).toBe(200);
    expect(deadlines.json).toMatchObject({
      initial_response: '30 days from submission',
      final_resolution: '45 days maximum',
      due_date: due.toISOString(),
      days_left: 30,
      overdue: false,
    });
    expect(deadlines.json.fcra_compliance).toContain('30 days');
    const activityTitles = (await agent.get(`/api/activities/${user.id}`)).json.map((a: { title: string }) => a.title);
    expect(activityTitles).toEqual(expect.arrayContaining(['Dispute letter mailed', 'Dispute letter delivered']));

    const verified = await agent.post(`/api/disputes/${id}/results`, { result: 'verified', responseDate: today(), note: 'Bureau letter of the 3rd' });
    expect(verified.status).toBe(200);
    expect(verified.json).toMatchObject({ status: 'rejected', result: 'verified', round: 1 });

    const next = await agent.post(`/api/disputes/${id}/next-round`, {});
    expect(next.status).toBe(200);
    expect(next.json).toMatchObject({ status: 'pending', round: 2, type: 'validation', result: null, mailing: null });

    const second = await preview(agent, id);
    expect(second.status).toBe(200);
    expect(second.json.letterId).not.toBe(letter.letterId);
    expect(second.json.citations).toContain('FCRA §611(a)(7)');
    expect(second.json.letterContent).toContain('§611(a)(7)');
    expect(second.json.letterContent).toContain('verified');

    const resent = await send(agent, id, second.json.letterId);
    expect(resent.status).toBe(200);
    expect(resent.json.tracking_number).not.toBe(sent.json.tracking_number);
    const round2 = await pollUntil(
      () => disputeOf(agent, user.id, id),
      (d) => d.mailing?.status === 'delivered',
      'the letter delivered',
    );
    expect(round2.mailing!.trackingNumber).toBe(resent.json.tracking_number);

    const deleted = await agent.post(`/api/disputes/${id}/results`, { result: 'deleted', responseDate: today() });
    expect(deleted.status).toBe(200);
    expect(deleted.json).toMatchObject({ status: 'resolved', result: 'deleted', round: 2 });
    expect(await sandbox.sql('select "round", "result" from @"dispute_results" where "dispute_id" = ? order by "round"', [id])).toEqual([
      { round: 1, result: 'verified' },
      { round: 2, result: 'deleted' },
    ]);
    // Resolved: nothing more to preview, answer or send.
    expect((await preview(agent, id)).status).toBe(409);
    expect((await agent.post(`/api/disputes/${id}/results`, { result: 'updated', responseDate: today() })).status).toBe(409);
    expect((await agent.post(`/api/disputes/${id}/next-round`, {})).status).toBe(409);
  }, 30_000);

  test('delivery methods, bureau portals, and filing on the portal starts the 30 days', async () => {
    const { agent, user, id } = await fileDispute(sandbox, { bureau: 'equifax' });
    const methods = await agent.get(`/api/disputes/${id}/delivery-methods`);
    expect(methods.status).toBe(200);
    expect(methods.json.certified_mail.timeline).toContain('Certified Mail');
    expect(methods.json.bureau_portal).toMatchObject({ url: expect.stringMatching(/^https:\/\/www\.equifax\.com\//) });

    const portals = await agent.get('/api/bureau-portals');
    expect(portals.status).toBe(200);
    expect(Object.keys(portals.json).sort()).toEqual(['equifax', 'experian', 'transunion']);
    expect(portals.json.experian.url).toMatch(/^https:\/\/www\.experian\.com\//);
    expect(portals.json.equifax.url).toMatch(/^https:\/\/www\.equifax\.com\//);
    expect(portals.json.transunion.url).toMatch(/^https:\/\/www\.transunion\.com\//);

    const used = await agent.post(`/api/disputes/${id}/portal-used`, {});
    expect(used.status).toBe(200);
    expect(used.json).toMatchObject({ status: 'in_progress', mailing: null });
    expect((await agent.post(`/api/disputes/${id}/portal-used`, {})).status).toBe(409);
    expect((await disputeOf(agent, user.id, id)).status).toBe('in_progress');
    // On its way by the portal: no certified letter for this round.
    const p = await preview(agent, id);
    expect((await send(agent, id, p.json.letterId)).status).toBe(409);
  });
});

describe('more information: 45 days instead of 30 (FCRA §611(a)(1)(B))', () => {
  test('filed on the portal: the due date moves 15 days; only once, and only while the bureau investigates', async () => {
    const { agent, user, id } = await fileDispute(sandbox);
    expect((await agent.post(`/api/disputes/${id}/more-information`, {})).status).toBe(409);
    const used = await agent.post(`/api/disputes/${id}/portal-used`, {});
    const due30 = new Date(used.json.expectedResponseDate);
    const extended = await agent.post(`/api/disputes/${id}/more-information`, {});
    expect(extended.status).toBe(200);
    expect(extended.json).toMatchObject({ deadlineExtended: true, expectedResponseDate: addCalendarDays(due30, 15).toISOString() });
    expect((await agent.post(`/api/disputes/${id}/more-information`, {})).status).toBe(409);
    const titles = (await agent.get(`/api/activities/${user.id}`)).json.map((a: { title: string }) => a.title);
    expect(titles).toContain('More information sent');
  });

  test('a delivered letter: 45 days from its delivery', async () => {
    const { agent, user, id } = await fileDispute(sandbox);
    await previewAndSend(agent, id);
    const delivered = await pollUntil(
      () => disputeOf(agent, user.id, id),
      (d) => d.mailing?.status === 'delivered',
      'the letter delivered',
    );
    const extended = await agent.post(`/api/disputes/${id}/more-information`, {});
    expect(extended.json.expectedResponseDate).toBe(bureauAnswerDue(new Date(delivered.mailing!.deliveredAt!), true).toISOString());
  });
});

describe('no double send', () => {
  test('two sends of one approved letter at once → one mailing; a send after it is mailed → 409', async () => {
    const { agent, id } = await fileDispute(sandbox);
    const p = await preview(agent, id);
    const [a, b] = await Promise.all([send(agent, id, p.json.letterId), send(agent, id, p.json.letterId)]);
    for (const r of [a, b]) expect([200, 409]).toContain(r.status);
    const ok = [a, b].filter((r) => r.status === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    expect(new Set(ok.map((r) => r.json.tracking_number)).size).toBe(1);
    expect(await sandbox.sql('select count(*)::int as n from @"dispute_mailings" where "dispute_id" = ?', [id])).toEqual([{ n: 1 }]);
    const late = await send(agent, id, p.json.letterId);
    expect(late.status).toBe(409);
    expect(late.json.error).toBe('This round is already under way');
  });
});

describe('validation: 400 / 409 and nothing written', () => {
  test.each([
    ['empty firstName', { firstName: '' }, MISSING, 'missing_user_info'],
    ['no firstName', { firstName: undefined }, MISSING, 'missing_user_info'],
    ['blank lastName', { lastName: '  ' }, MISSING, 'missing_user_info'],
    ['no address', { address: undefined }, MISSING, 'missing_user_info'],
    ["state 'Texas'", { state: 'Texas' }, 'State must be 2 letters', 'invalid_input'],
    ["zip '123'", { zip: '123' }, 'ZIP must be 5 digits or ZIP+4', 'invalid_input'],
    ["ssn '12345'", { ssn: '12345' }, 'SSN must be 9 digits', 'invalid_input'],
    ['an SSN typed into the address', { address: '12 Oak St 219-09-9999' }, 'Address must not hold a Social Security, card or account number', 'invalid_input'],
    ['a card number as the last name', { lastName: '4111111111111111' }, 'Last name must not hold a Social Security, card or account number', 'invalid_input'],
  ])('user information with %s → 400 %p on preview and send', async (_, override, message, code) => {
    const { agent, user, id } = await fileDispute(sandbox);
    const good = await preview(agent, id);
    const before = await userRows(sandbox, user.id);
    const info = { ...INFO, ...override };
    const p = await preview(agent, id, info);
    expect(p.status).toBe(400);
    expect(p.json).toEqual({ error: message, code });
    const s = await send(agent, id, good.json.letterId, info);
    expect(s.status).toBe(400);
    expect(s.json).toEqual({ error: message, code });
    expect(await userRows(sandbox, user.id)).toBe(before);
  });

  test('userInfo that is not an object or none → 400; send without letterId → 400; nothing written', async () => {
    const { agent, user, id } = await fileDispute(sandbox);
    const before = await userRows(sandbox, user.id);
    expect((await preview(agent, id, '{"firstName": "Jane",')).status).toBe(400);
    const none = await agent.post(previewPath(id), {});
    expect(none.status).toBe(400);
    expect(none.json).toEqual({ error: MISSING, code: 'missing_user_info' });
    const noLetter = await agent.post(`/api/disputes/${id}/send-certified-mail`, { userInfo: INFO, confirmedPriceCents: 850 });
    expect(noLetter.status).toBe(400);
    expect(noLetter.json).toEqual({ error: 'Preview the letter and approve it before sending', code: 'invalid_input' });
    expect((await agent.get('/api/disputes/abc/deadlines')).status).toBe(400);
    expect(await userRows(sandbox, user.id)).toBe(before);
  });

  test('send with a letter previewed with other details, or of another dispute → 409, nothing written', async () => {
    const { agent, user, id } = await fileDispute(sandbox);
    const p = await preview(agent, id);
    const other = await agent.post('/api/disputes', { userId: user.id, type: '609', creditor: 'Other Bank', bureau: 'transunion', disputeReason: 'other' });
    const otherLetter = await preview(agent, other.json.id);
    const before = await userRows(sandbox, user.id);
    const changed = await send(agent, id, p.json.letterId, { ...INFO, address: '99 Pine Rd' });
    expect(changed.status).toBe(409);
    expect(changed.json.error).toBe('The letter was previewed with other details: preview it again before sending');
    const wrongDispute = await send(agent, id, otherLetter.json.letterId);
    expect(wrongDispute.status).toBe(409);
    expect((await send(agent, id, 999_999_999)).status).toBe(409);
    expect(await userRows(sandbox, user.id)).toBe(before);
  });

  test("results 'bogus' → 400; results while pending → 409; next round while in progress → 409; nothing written", async () => {
    const { agent, user, id } = await fileDispute(sandbox);
    let before = await userRows(sandbox, user.id);
    const bogus = await agent.post(`/api/disputes/${id}/results`, { result: 'bogus', responseDate: today() });
    expect(bogus.status).toBe(400);
    expect(bogus.json).toEqual({ error: 'result must be one of: deleted, updated, verified, no_change', code: 'invalid_input' });
    expect((await agent.post(`/api/disputes/${id}/results`, { result: 'deleted', responseDate: 'yesterday' })).status).toBe(400);
    const pending = await agent.post(`/api/disputes/${id}/results`, { result: 'deleted', responseDate: today() });
    expect(pending.status).toBe(409);
    expect((await agent.post(`/api/disputes/${id}/next-round`, {})).status).toBe(409);
    expect(await userRows(sandbox, user.id)).toBe(before);

    const { sent } = await previewAndSend(agent, id);
    expect(sent.status).toBe(200);
    await pollUntil(
      () => disputeOf(agent, user.id, id),
      (d) => d.mailing?.status === 'delivered',
      'the letter delivered',
    );
    before = await userRows(sandbox, user.id);
    const early = await agent.post(`/api/disputes/${id}/next-round`, {});
    expect(early.status).toBe(409);
    const future = await agent.post(`/api/disputes/${id}/results`, { result: 'deleted', responseDate: '2999-01-01' });
    expect(future.status).toBe(400);
    expect(await userRows(sandbox, user.id)).toBe(before);
  }, 20_000);
});

describe('overdue answers', () => {
  test('an in-progress dispute past its due date is marked overdue by the check-overdue job; the next round is the escalation letter', async () => {
    const { agent, user, id } = await fileDispute(sandbox, { bureau: 'transunion' });
    expect((await previewAndSend(agent, id)).sent.status).toBe(200);
    await pollUntil(
      () => disputeOf(agent, user.id, id),
      (d) => d.mailing?.status === 'delivered',
      'the letter delivered',
    );
    await sandbox.sql(`update @"disputes" set "expected_response_date" = now() - interval '2 days' where "id" = ?`, [id]);

    await checkOverdueJob.enqueue(sandbox.server.srv.ctx.queue, { disputeId: id }, { key: new Date() });
    const overdue = await pollUntil(
      () => disputeOf(agent, user.id, id),
      (d) => d.overdueAt !== null,
      'the answer marked overdue',
    );
    expect(overdue.status).toBe('in_progress');
    const deadlines = await agent.get(`/api/disputes/${id}/deadlines`);
    expect(deadlines.json).toMatchObject({ overdue: true, days_left: -2 });
    const activities = (await agent.get(`/api/activities/${user.id}`)).json;
    expect(activities[0]).toMatchObject({
      title: 'Bureau answer overdue',
      description: 'Midland Credit Management: no answer by the FCRA deadline; an escalation letter is ready',
    });

    const next = await agent.post(`/api/disputes/${id}/next-round`, {});
    expect(next.status).toBe(200);
    expect(next.json).toMatchObject({ status: 'pending', round: 2, type: 'escalation', overdueAt: null, mailing: null });
    const escalation = await preview(agent, id);
    expect(escalation.status).toBe(200);
    expect(escalation.json.letterContent).toContain('Consumer Financial Protection Bureau');
    expect(escalation.json.letterContent).toContain('TransUnion Consumer Solutions\nP.O. Box 2000\nChester, PA 19016');
  }, 20_000);

  test('a due date that is today is not overdue yet (the bureau may still answer on the due day)', async () => {
    const { agent, user, id } = await fileDispute(sandbox);
    expect((await agent.post(`/api/disputes/${id}/portal-used`, {})).status).toBe(200);
    // Due at 00:00 UTC today, as a delivery-based due date is (a calendar day).
    await sandbox.sql(`update @"disputes" set "expected_response_date" = date_trunc('day', now() at time zone 'utc') at time zone 'utc' where "id" = ?`, [id]);
    await checkOverdueJob.enqueue(sandbox.server.srv.ctx.queue, { disputeId: id }, { key: new Date() });
    await Bun.sleep(500);
    expect((await disputeOf(agent, user.id, id)).overdueAt).toBeNull();
    expect((await agent.get(`/api/disputes/${id}/deadlines`)).json).toMatchObject({ overdue: false, days_left: 0 });
    expect((await agent.post(`/api/disputes/${id}/next-round`, {})).status).toBe(409);
  });
});

/** When the dispute's pending overdue checks will run (BullMQ's delayed jobs; null without Redis). */
async function overdueChecksOf(suite: TestSuite, disputeId: number): Promise<Date[] | null> {
  if (!process.env.REDIS_URL) return null;
  const { Queue } = await import('bullmq');
  const { Redis } = await import('ioredis');
  const connection = new Redis(process.env.REDIS_URL, { maxRetriesPerRequest: null });
  const queue = new Queue(checkOverdueJob.name, { connection, prefix: suite.server.config.queuePrefix });
  try {
    const delayed = await queue.getDelayed();
    return delayed.filter((j) => j.data.disputeId === disputeId).map((j) => new Date(j.timestamp + (j.delay ?? 0)));
  } finally {
    await queue.close();
    await connection.quit();
  }
}

describe('overdue checks are scheduled for the day after the due day', () => {
  const expectCheckAt = (checks: Date[] | null, due: Date) => {
    if (checks === null) return;
    expect(checks).toHaveLength(1);
    const dayAfter = addCalendarDays(due, 1).getTime();
    expect(checks[0]!.getTime()).toBeGreaterThanOrEqual(dayAfter);
    expect(checks[0]!.getTime()).toBeLessThan(dayAfter + 60_000);
  };

  test('after delivery', async () => {
    const { agent, user, id } = await fileDispute(sandbox);
    expect((await previewAndSend(agent, id)).sent.status).toBe(200);
    const d = await pollUntil(
      () => disputeOf(agent, user.id, id),
      (v) => v.mailing?.status === 'delivered',
      'the letter delivered',
    );
    expectCheckAt(
      await pollUntil(
        () => overdueChecksOf(sandbox, id),
        (c) => c === null || c.length > 0,
        'the overdue check queued',
      ),
      new Date(d.expectedResponseDate!),
    );
  });

  test('after filing on the bureau portal', async () => {
    const { agent, id } = await fileDispute(sandbox);
    const used = await agent.post(`/api/disputes/${id}/portal-used`, {});
    expect(used.status).toBe(200);
    expectCheckAt(await overdueChecksOf(sandbox, id), new Date(used.json.expectedResponseDate));
  });
});

describe('privacy: the SSN and date of birth', () => {
  test('stored only encrypted, never in an API answer, the logs, the letter or the PDF', async () => {
    const { agent, user, id } = await fileDispute(sandbox);
    const answers: unknown[] = [];
    const p = await preview(agent, id);
    answers.push(p.json);
    const sent = await send(agent, id, p.json.letterId);
    expect(sent.status).toBe(200);
    answers.push(sent.json);

    const [row] = await sandbox.sql<Record<string, unknown>>('select * from @"letter_details" where "user_id" = ?', [user.id]);
    expect(row).toMatchObject({ first_name: 'Jane', last_name: 'Doe', state: 'TX', zip: '78701', ssn_last4: '6789' });
    expect(String(row!.ssn_encrypted)).toMatch(/^v1:/);
    expect(String(row!.date_of_birth_encrypted)).toMatch(/^v1:/);
    const stored = JSON.stringify([
      row,
      await sandbox.sql('select * from @"dispute_letters" where "dispute_id" = ?', [id]),
      await sandbox.sql('select * from @"activities" where "user_id" = ?', [user.id]),
    ]);

    const userInfo = await agent.get('/api/dispute-user-info');
    expect(userInfo.status).toBe(200);
    expect(userInfo.json).toEqual({
      firstName: 'Jane',
      lastName: 'Doe',
      address: '12 Oak St',
      city: 'Austin',
      state: 'TX',
      zip: '78701',
      ssnMasked: 'XXX-XX-6789',
      hasDateOfBirth: true,
    });
    answers.push(userInfo.json, (await agent.get(`/api/disputes/${user.id}`)).json);

    const pdf = await pdfText(agent, sandbox.base, p.json.pdfUrl);
    expect(pdf).toContain('P.O. Box 4500');
    expect(pdf).toContain('XXX-XX-6789');

    expect(log.raw()).toContain('letter-preview');
    for (const text of [stored, JSON.stringify(answers), log.raw(), pdf]) {
      for (const secret of [SSN, SSN_DIGITS, '45-6789', DOB]) expect(text).not.toContain(secret);
    }
  });

  test('a new SSN replaces the stored one; none given keeps it', async () => {
    const { agent, user, id } = await fileDispute(sandbox);
    const first = await preview(agent, id, { ...INFO, ssn: '987-65-4321' });
    expect((await send(agent, id, first.json.letterId, { ...INFO, ssn: '987-65-4321' })).status).toBe(200);
    const id2 = (await agent.post('/api/disputes', { userId: user.id, type: '611', creditor: 'Other Bank', bureau: 'equifax', disputeReason: 'duplicate' }))
      .json.id;
    const noSsn = await preview(agent, id2, { ...INFO, ssn: '' });
    expect(noSsn.json.letterContent).toContain('SSN: XXX-XX-4321');
    const [row] = await sandbox.sql<{ ssn_last4: string }>('select "ssn_last4" from @"letter_details" where "user_id" = ?', [user.id]);
    expect(row!.ssn_last4).toBe('4321');
  });
});

describe('the letter preview: written by a POST, read by the GET', () => {
  test("the spec's GET reads the letter already previewed and never writes one; letter details in its URL → 400", async () => {
    const { agent, user, id } = await fileDispute(sandbox);
    const letters = async () => (await sandbox.sql<{ n: number }>('select count(*)::int as n from @"dispute_letters" where "dispute_id" = ?', [id]))[0]!.n;
    // a link followed with the session (the GET) writes nothing
    const before = await userRows(sandbox, user.id);
    const none = await agent.get(previewPath(id));
    expect(none.status).toBe(404);
    expect(none.json).toEqual({ error: 'No letter has been previewed for this round yet', code: 'not_found' });
    const withDetails = await agent.get(`${previewPath(id)}?userInfo=${encodeURIComponent(JSON.stringify(INFO))}`);
    expect(withDetails.status).toBe(400);
    expect(withDetails.json.error).toContain('personal details never go in a URL');
    expect(await userRows(sandbox, user.id)).toBe(before);

    const written = await preview(agent, id);
    expect(written.status).toBe(200);
    expect(await letters()).toBe(1);
    const read = await agent.get(previewPath(id));
    expect(read.status).toBe(200);
    expect(read.json).toEqual(written.json);
    expect((await agent.get(`${previewPath(id)}?letterId=${written.json.letterId}`)).json).toEqual(written.json);
    expect(await letters()).toBe(1);

    // another dispute's letter is not this dispute's
    const other = await agent.post('/api/disputes', { userId: user.id, type: '609', creditor: 'Other Bank', bureau: 'transunion', disputeReason: 'other' });
    const otherLetter = await preview(agent, other.json.id);
    expect((await agent.get(`${previewPath(id)}?letterId=${otherLetter.json.letterId}`)).status).toBe(404);
  });
});

describe('personal numbers typed into free text', () => {
  const SSN_TEXT = 'my SSN 219-09-9999 is on this account; they charged my card 4111 1111 1111 1111';
  const MASKED_TEXT = 'my SSN ***-**-9999 is on this account; they charged my card ****1111';
  const CLEAR = ['219-09-9999', '219099999', '4111 1111 1111 1111', '4111111111111111'];

  test('a dispute description is stored, shown and printed with its SSN and card number masked to the last 4', async () => {
    const { agent, user, id } = await fileDispute(sandbox, { description: SSN_TEXT });
    const dispute = (await agent.get(`/api/disputes/${user.id}`)).json.find((d: { id: number }) => d.id === id);
    expect(dispute.description).toBe(MASKED_TEXT);
    const p = await preview(agent, id);
    expect(p.json.letterContent).toContain('***-**-9999');
    const pdf = await pdfText(agent, sandbox.base, p.json.pdfUrl);
    expect((await send(agent, id, p.json.letterId)).status).toBe(200);
    // the bureau's answer: the user's note is stored masked too
    expect(
      (await agent.post(`/api/disputes/${id}/results`, { result: 'verified', responseDate: today(), note: 'They read SSN 219099999 back to me' })).status,
    ).toBe(200);
    const [result] = await sandbox.sql<{ note: string }>('select "note" from @"dispute_results" where "dispute_id" = ?', [id]);
    expect(result!.note).toBe('They read SSN ***-**-9999 back to me');
    const stored = JSON.stringify([
      await sandbox.sql('select * from @"disputes" where "id" = ?', [id]),
      await sandbox.sql('select * from @"dispute_letters" where "dispute_id" = ?', [id]),
      await sandbox.sql('select * from @"dispute_results" where "dispute_id" = ?', [id]),
      await sandbox.sql('select * from @"activities" where "user_id" = ?', [user.id]),
    ]);
    for (const text of [JSON.stringify(dispute), p.json.letterContent, pdf, stored, log.raw()]) for (const secret of CLEAR) expect(text).not.toContain(secret);
  });

  test('a dispute filed before the fix with an SSN in its description still never prints it', async () => {
    const { agent, id } = await fileDispute(sandbox);
    await sandbox.sql('update @"disputes" set "description" = ? where "id" = ?', [SSN_TEXT, id]);
    const p = await preview(agent, id);
    expect(p.json.letterContent).toContain(MASKED_TEXT);
    const pdf = await pdfText(agent, sandbox.base, p.json.pdfUrl);
    for (const text of [p.json.letterContent, pdf]) for (const secret of CLEAR) expect(text).not.toContain(secret);
  });

  test('a card number as the creditor → 400 naming the field, nothing written', async () => {
    const { agent, user } = await contractedAgent(sandbox.base);
    const before = await userRows(sandbox, user.id);
    const res = await agent.post('/api/disputes', {
      userId: user.id,
      type: 'validation',
      creditor: 'Visa 4111111111111111',
      bureau: 'experian',
      disputeReason: 'not_mine',
    });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ error: 'Creditor must not hold a Social Security, card or account number', code: 'invalid_input' });
    expect(await userRows(sandbox, user.id)).toBe(before);
  });
});

describe('access control', () => {
  const scopedCalls = (id: number, letterId: number) =>
    [
      ['POST', previewPath(id), { userInfo: INFO }],
      ['GET', previewPath(id)],
      ['GET', `/api/disputes/${id}/delivery-methods`],
      ['GET', `/api/disputes/${id}/deadlines`],
      ['GET', `/api/disputes/${id}/mailing-quote`],
      ['POST', `/api/disputes/${id}/send-certified-mail`, { userInfo: INFO, letterId, confirmedPriceCents: 850 }],
      ['POST', `/api/disputes/${id}/portal-used`, {}],
      ['POST', `/api/disputes/${id}/results`, { result: 'deleted', responseDate: today() }],
      ['POST', `/api/disputes/${id}/next-round`, {}],
      ['POST', `/api/disputes/${id}/more-information`, {}],
      ['GET', `/api/disputes/${id}/letters/${letterId}/pdf`],
    ] as const;

  test('401 without a session on every call, nothing written', async () => {
    const { agent, user, id } = await fileDispute(sandbox);
    const p = await preview(agent, id);
    const before = await userRows(sandbox, user.id);
    const anonymous = new ApiAgent(sandbox.base);
    for (const [method, path, body] of [
      ...scopedCalls(id, p.json.letterId),
      ['GET', '/api/dispute-user-info'] as const,
      ['GET', '/api/bureau-portals'] as const,
    ]) {
      const res = await anonymous.call(method, path, body);
      expect({ path, status: res.status }).toEqual({ path, status: 401 });
    }
    expect(await userRows(sandbox, user.id)).toBe(before);
  });

  test("another user's dispute → 404 on every dispute-scoped call, nothing written", async () => {
    const { agent, user, id } = await fileDispute(sandbox);
    const p = await preview(agent, id);
    const other = await registeredAgent(sandbox.base);
    const before = [await userRows(sandbox, user.id), await userRows(sandbox, other.user.id)];
    for (const [method, path, body] of scopedCalls(id, p.json.letterId)) {
      const res = await other.agent.call(method, path, body);
      expect({ path, status: res.status, body: res.json }).toEqual({ path, status: 404, body: { error: 'Dispute not found', code: 'not_found' } });
    }
    expect([await userRows(sandbox, user.id), await userRows(sandbox, other.user.id)]).toEqual(before);
    expect((await other.agent.get('/api/dispute-user-info')).json).toBeNull();
    // Another letter id under one's own dispute is not found either.
    const own = await fileDispute(sandbox);
    expect((await own.agent.get(`/api/disputes/${own.id}/letters/${p.json.letterId}/pdf`)).status).toBe(404);
  });
});

describe('Lob carrier (against a local fake of Lob’s API)', () => {
  const API_KEY = 'test_finx_engine_key';
  const SECRET = 'whsec_finx_engine';
  const fakeLob = startFakeLob(API_KEY);
  afterAll(() => fakeLob.server.stop(true));
  const lob = useTestServer({ TRUST_PROXY: 'true', LOB_API_KEY: API_KEY, LOB_BASE_URL: fakeLob.baseUrl, LOB_WEBHOOK_SECRET: SECRET });
  const requestsFor = (mailingId: number) => fakeLob.requests.filter((r) => r.idempotencyKey?.startsWith(`finx-mailing-${mailingId}-`));
  const resetFake = () => Object.assign(fakeLob.state, { failNext: 0, delayMs: 0, failWith: { status: 500, message: 'Internal server error' } });

  const webhook = (type: string, carrierId: string, opts: { eventId?: string; at?: Date; secret?: string } = {}) => {
    const body = JSON.stringify({
      id: opts.eventId ?? `evt_${crypto.randomUUID()}`,
      object: 'event',
      event_type: { id: type, resource: 'letters', object: 'event_type' },
      reference_id: carrierId,
      date_created: (opts.at ?? new Date()).toISOString(),
      body: { id: carrierId, object: 'letter' },
    });
    // No session cookie, no Origin: Lob calls from its own servers.
    return fetch(`${lob.base}/api/hooks/lob`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...lobSignatureHeaders(opts.secret ?? SECRET, body) },
      body,
    });
  };

  test('the approved letter reaches Lob with its PDF and both addresses; mailed with Lob’s tracking number', async () => {
    resetFake();
    const { agent, user, id } = await fileDispute(lob);
    const { letter, sent } = await previewAndSend(agent, id);
    expect(sent.status).toBe(200);
    expect(sent.json.mailing).toMatchObject({ status: 'mailed', carrier: 'lob' });
    const [request, ...more] = requestsFor(sent.json.mailing.id);
    expect(more).toEqual([]);
    expect(sent.json.tracking_number).toMatch(/^9207190\d{15}$/);
    const form = request!.form;
    expect(form.get('extra_service')).toBe('certified_return_receipt');
    expect([
      form.get('to[name]'),
      form.get('to[address_line1]'),
      form.get('to[address_city]'),
      form.get('to[address_state]'),
      form.get('to[address_zip]'),
    ]).toEqual(['Experian', 'P.O. Box 4500', 'Allen', 'TX', '75013']);
    expect([
      form.get('from[name]'),
      form.get('from[address_line1]'),
      form.get('from[address_city]'),
      form.get('from[address_state]'),
      form.get('from[address_zip]'),
    ]).toEqual(['Jane Doe', '12 Oak St', 'Austin', 'TX', '78701']);
    const pdf = (await extractText(request!.pdf.slice(), { mergePages: true })).text;
    expect(pdf).toContain('P.O. Box 4500');
    expect(pdf).toContain('Midland Credit Management');
    expect(pdf).not.toContain(SSN);
    expect(pdf).toBe(await pdfText(agent, lob.base, letter.pdfUrl));
    const [row] = await lob.sql<{ carrier_id: string; status: string }>('select "carrier_id", "status" from @"dispute_mailings" where "dispute_id" = ?', [id]);
    expect(row).toEqual({ carrier_id: expect.stringMatching(/^ltr_/), status: 'mailed' });
    expect((await disputeOf(agent, user.id, id)).status).toBe('in_progress');
  });

  test('a Lob 500 then success: the job retries with the same Idempotency-Key; one letter at Lob, mailed', async () => {
    resetFake();
    const created = fakeLob.state.created;
    fakeLob.state.failNext = 1;
    const { agent, id } = await fileDispute(lob);
    const { sent } = await previewAndSend(agent, id);
    expect(sent.status).toBe(200);
    expect(sent.json.mailing.status).toBe('mailed');
    expect(requestsFor(sent.json.mailing.id)).toHaveLength(2);
    expect(fakeLob.state.created).toBe(created + 1);
  }, 20_000);

  test('a Lob 4xx: the mailing fails, the send answers 502 with the reason; the letter can be sent again', async () => {
    resetFake();
    Object.assign(fakeLob.state, { failNext: 1, failWith: { status: 422, message: 'to.address_line1 is undeliverable' } });
    const { agent, user, id } = await fileDispute(lob);
    const { letter, sent } = await previewAndSend(agent, id);
    expect(sent.status).toBe(502);
    expect(sent.json.error).toContain('to.address_line1 is undeliverable');
    const failed = await disputeOf(agent, user.id, id);
    expect(failed.status).toBe('pending');
    expect(failed.mailing).toMatchObject({ status: 'failed', error: expect.stringContaining('undeliverable'), trackingNumber: null });
    expect(requestsFor(failed.mailing!.id)).toHaveLength(1); // not retried

    resetFake();
    const again = await send(agent, id, letter.letterId);
    expect(again.status).toBe(200);
    expect(again.json.mailing).toMatchObject({ id: failed.mailing!.id, status: 'mailed' });
  });

  test('two sends at once → one mailing, one call to Lob; a send after it is mailed → 409', async () => {
    resetFake();
    const created = fakeLob.state.created;
    const { agent, id } = await fileDispute(lob);
    const p = await preview(agent, id);
    const results = await Promise.all([send(agent, id, p.json.letterId), send(agent, id, p.json.letterId)]);
    const [mailing] = await lob.sql<{ id: number }>('select "id" from @"dispute_mailings" where "dispute_id" = ?', [id]);
    expect(await lob.sql('select count(*)::int as n from @"dispute_mailings" where "dispute_id" = ?', [id])).toEqual([{ n: 1 }]);
    for (const r of results) expect([200, 409]).toContain(r.status);
    await Bun.sleep(300); // a second job, had one been queued, would have run by now
    expect(requestsFor(Number(mailing!.id))).toHaveLength(1);
    expect(fakeLob.state.created).toBe(created + 1);
    expect((await send(agent, id, p.json.letterId)).status).toBe(409);
  });

  test('signed webhooks move the mailing (In Transit, Delivered → due date); a bad signature → 401 and nothing recorded', async () => {
    resetFake();
    const { agent, user, id } = await fileDispute(lob);
    const { sent } = await previewAndSend(agent, id);
    expect(sent.status).toBe(200);
    const [{ carrier_id: carrierId, id: mailingId }] = (await lob.sql<{ carrier_id: string; id: number }>(
      'select "carrier_id", "id" from @"dispute_mailings" where "dispute_id" = ?',
      [id],
    )) as [{ carrier_id: string; id: number }];
    const events = () => lob.sql('select "name" from @"mailing_events" where "mailing_id" = ? order by "id"', [mailingId]);

    const forged = await webhook('letter.certified.delivered', carrierId, { secret: 'whsec_wrong' });
    expect(forged.status).toBe(401);
    expect((await webhook('letter.certified.delivered', carrierId, { secret: '' })).status).toBe(401);
    await Bun.sleep(200);
    expect(await events()).toEqual([{ name: 'Mailed' }]);
    expect((await disputeOf(agent, user.id, id)).mailing!.status).toBe('mailed');

    const transit = await webhook('letter.certified.in_transit', carrierId);
    expect(transit.status).toBe(200);
    expect(await transit.json()).toEqual({ received: true });
    await pollUntil(
      () => disputeOf(agent, user.id, id),
      (d) => d.mailing?.status === 'in_transit',
      'the letter in transit',
    );

    const deliveredAt = new Date();
    const delivered = await webhook('letter.certified.delivered', carrierId, { eventId: 'evt_delivered_once', at: deliveredAt });
    expect(delivered.status).toBe(200);
    const d = await pollUntil(
      () => disputeOf(agent, user.id, id),
      (v) => v.mailing?.status === 'delivered',
      'the letter delivered',
    );
    expect(d.mailing!.deliveredAt).toBe(deliveredAt.toISOString());
    expect(d.expectedResponseDate).toBe(bureauAnswerDue(deliveredAt, false).toISOString());
    // Lob delivers a webhook again when unsure: recorded once.
    expect((await webhook('letter.certified.delivered', carrierId, { eventId: 'evt_delivered_once', at: deliveredAt })).status).toBe(200);
    await Bun.sleep(200);
    expect(await events()).toEqual([{ name: 'Mailed' }, { name: 'In Transit' }, { name: 'Delivered' }]);
    // An event for a letter that is not ours is acknowledged and ignored.
    expect((await webhook('letter.certified.delivered', 'ltr_unknown')).status).toBe(200);
  });

  test('the sandbox server refuses Lob webhooks (no secret configured)', async () => {
    const body = '{}';
    const res = await fetch(`${sandbox.base}/api/hooks/lob`, { method: 'POST', headers: lobSignatureHeaders(SECRET, body), body });
    expect(res.status).toBe(404);
  });

  test('the queue carries ids only: no personal data in Redis', async () => {
    if (!process.env.REDIS_URL) return;
    const { Redis } = await import('ioredis');
    const r = new Redis(process.env.REDIS_URL, { maxRetriesPerRequest: null });
    try {
      let dump = '';
      for (const prefix of [lob.server.config.queuePrefix, sandbox.server.config.queuePrefix]) {
        let cursor = '0';
        do {
          const [next, keys] = await r.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
          cursor = next;
          for (const key of keys) if ((await r.type(key)) === 'hash') dump += JSON.stringify(await r.hgetall(key));
        } while (cursor !== '0');
      }
      expect(dump).toContain('mailingId');
      for (const secret of [SSN, SSN_DIGITS, DOB, '12 Oak St', 'Jane']) expect(dump).not.toContain(secret);
    } finally {
      await r.quit();
    }
  });
});
