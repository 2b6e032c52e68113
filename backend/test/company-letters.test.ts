import { describe, expect, test } from 'bun:test';
import { GOODWILL_NOT_A_DISPUTE, VALIDATION_PERIOD_OVER, withinValidationPeriod } from '@finx/contracts';
import { extractText } from 'unpdf';
import { GOODWILL_AFTER_DISPUTE } from '../src/modules/disputes/company-letters/company-letters.service';
import { complaintCase, type RoundRecord } from '../src/modules/disputes/company-letters/complaint-case';
import { draftCfpbComplaint } from '../src/modules/disputes/letters/company/cfpb-complaint';
import { account, collection, insertReport, reading } from './fixtures/readings';
import { type ApiAgent, contractedAgent, registeredAgent, useTestServer } from './support';

/**
 * Letters to companies (issue 29): a goodwill letter for an accurate late payment, a debt-validation request and a
 * pay-for-delete offer to a collector, and a CFPB complaint draft for a bureau that missed its deadline or did not say
 * how it verified — each with its citations, refused (409, nothing written) where it does not fit, 404 for another
 * user's item or dispute, 400 for bad input.
 */

const INFO = { firstName: 'Jane', lastName: 'Doe', address: '12 Oak St', city: 'Austin', state: 'TX', zip: '78701' };
const CAPITAL_ONE = { address: 'PO BOX 30285, SALT LAKE CITY, UT 84130', phone: '(800) 955-7070' };
const MIDLAND = { address: 'PO BOX 2036, WARREN, MI 48090-2036', phone: '(877) 450-8010' };
const suite = useTestServer({ TRUST_PROXY: 'true' });

/** A card 30 days late in February 2025 and paid as agreed every month since (through September 2026). */
function lateCard() {
  const months: { month: string; mark: 'OK' | '30' }[] = [];
  for (let t = Date.UTC(2026, 8, 1); t >= Date.UTC(2025, 0, 1); t = Date.UTC(new Date(t).getUTCFullYear(), new Date(t).getUTCMonth() - 1, 1)) {
    const month = new Date(t).toISOString().slice(0, 7);
    months.push({ month, mark: month === '2025-02' ? '30' : 'OK' });
  }
  return account({
    creditor: 'CAPITAL ONE',
    accountNumberLast4: '5590',
    accountNumberMasked: '****5590',
    latePayments: { late30: 1, late60: 0, late90: 0 },
    negative: true,
    paymentHistory: months,
    furnisher: CAPITAL_ONE,
  });
}

async function userWithFile() {
  const { agent, user } = await contractedAgent(suite.base, { firstName: 'Jane', lastName: 'Doe' });
  await insertReport(
    suite,
    user.id,
    reading('experian', [lateCard(), collection({ furnisher: MIDLAND }), account()], {
      inquiries: [{ creditor: 'CARMAX AUTO FINANCE', date: '2026-05-02', kind: 'hard', bureau: 'experian' }],
    }),
  );
  const { items } = (await agent.get('/api/company-letters')).json as {
    items: { item: { key: string; name: string }; letters: { kind: string; offered: boolean; reason: string | null }[] }[];
  };
  const keyOf = (name: string) => items.find((i) => i.item.name.startsWith(name))!.item.key;
  return { agent, user, items, card: keyOf('CAPITAL ONE'), midland: keyOf('MIDLAND'), chase: keyOf('CHASE') };
}

const offers = (items: { item: { name: string }; letters: { kind: string; offered: boolean }[] }[], name: string) =>
  Object.fromEntries(items.find((i) => i.item.name.startsWith(name))!.letters.map((l) => [l.kind, l.offered]));
const pdfText = async (base64: string) => (await extractText(new Uint8Array(Buffer.from(base64, 'base64')), { mergePages: true })).text;
const letterRows = async (userId: number) =>
  (
    await suite.sql<{ n: number }>('select count(*)::int as n from @"dispute_letters" l join @"disputes" d on d."id" = l."dispute_id" where d."user_id" = ?', [
      userId,
    ])
  )[0]!.n;

describe('which letters fit which account', () => {
  test('goodwill for a late mark; validation and pay-for-delete for a collection; nothing for a clean card', async () => {
    const { items } = await userWithFile();
    expect(offers(items, 'CAPITAL ONE')).toEqual({ goodwill: true, validation: false, pay_for_delete: false });
    expect(offers(items, 'MIDLAND')).toEqual({ goodwill: false, validation: true, pay_for_delete: true });
    expect(offers(items, 'CHASE')).toEqual({ goodwill: false, validation: false, pay_for_delete: false });
    const card = items.find((i) => i.item.name.startsWith('CAPITAL ONE')) as unknown as { lateMarks: unknown; furnisher: unknown };
    expect(card.lateMarks).toEqual([{ bureau: 'experian', months: [{ month: '2025-02', daysLate: 30 }], counts: { late30: 1, late60: 0, late90: 0 } }]);
    expect(card.furnisher).toEqual({ name: 'CAPITAL ONE', ...CAPITAL_ONE });
  }, 60_000);

  test('an inquiry has none (each says why, and writing one is a 409); a key not in the file is a 404', async () => {
    const { agent } = await userWithFile();
    const inquiry = (await agent.get('/api/credit-file')).json.inquiries[0].key as string;
    const res = await agent.get(`/api/company-letters/items/${inquiry}`);
    expect(res.json.letters.map((l: { offered: boolean; reason: string }) => [l.offered, l.reason])).toEqual(
      Array(3).fill([false, 'Letters to a company are written about an account of your credit file.']),
    );
    expect((await agent.post(`/api/company-letters/items/${inquiry}/goodwill`, { userInfo: INFO })).status).toBe(409);
    expect((await agent.get('/api/company-letters/items/0123456789abcdef0123')).status).toBe(404);
  }, 60_000);
});

describe('the goodwill letter', () => {
  test('the account, the month of the late mark, the reason, the history since, "not required to agree"; no claim that the report is wrong', async () => {
    const { agent, card } = await userWithFile();
    const res = await agent.post(`/api/company-letters/items/${card}/goodwill`, {
      userInfo: INFO,
      reason: 'I was in the hospital that month and missed the due date.',
    });
    expect(res.status).toBe(200);
    expect(res.json.citations).toEqual([]);
    const text = res.json.letterContent as string;
    expect(text).toMatch(/CAPITAL ONE\nPO BOX 30285\nSALT LAKE CITY, UT 84130/);
    expect(text).toContain('Re: Goodwill request to remove a late payment');
    expect(text).toContain('Account number: ****5590');
    expect(text).toContain('Experian: 30 days late in February 2025');
    expect(text).toContain('What happened, in my own words: “I was in the hospital that month and missed the due date.”');
    expect(text).toContain('Since February 2025, my credit reports show 19 months of this account paid as agreed, and it is reported as current.');
    expect(text).toContain('You are not required to agree to this request');
    expect(text).toContain('please ask Experian to remove the late payment listed above');
    expect(text).not.toMatch(/inaccura|error|disput/i);
    expect(await pdfText(res.json.pdfBase64)).toContain('30 days late in February 2025');
  }, 60_000);

  test('refused for a reason that says the report is wrong (400) and after the late mark was disputed as wrong (409); 404 for another user', async () => {
    const { agent, user, card } = await userWithFile();
    const wrong = await agent.post(`/api/company-letters/items/${card}/goodwill`, { userInfo: INFO, reason: 'The late payment is a reporting error.' });
    expect(wrong.status).toBe(400);
    expect(wrong.json.error).toContain(GOODWILL_NOT_A_DISPUTE);
    const other = await registeredAgent(suite.base);
    expect((await other.agent.post(`/api/company-letters/items/${card}/goodwill`, { userInfo: INFO })).status).toBe(404);
    expect((await other.agent.get(`/api/company-letters/items/${card}`)).status).toBe(404);
    expect((await agent.post(`/api/company-letters/items/${card}/goodwill`, { userInfo: { ...INFO, zip: 'x' } })).status).toBe(400);

    expect((await agent.post(`/api/credit-file/items/${card}/disputes`, { problem: 'wrong_late' })).status).toBe(201);
    const after = await agent.get(`/api/company-letters/items/${card}`);
    expect(after.json.letters.find((l: { kind: string }) => l.kind === 'goodwill')).toEqual({
      kind: 'goodwill',
      offered: false,
      reason: GOODWILL_AFTER_DISPUTE,
    });
    const refused = await agent.post(`/api/company-letters/items/${card}/goodwill`, { userInfo: INFO });
    expect(refused.status).toBe(409);
    expect(refused.json.error).toBe(GOODWILL_AFTER_DISPUTE);
    expect(await letterRows(user.id)).toBe(0);
  }, 60_000);
});

describe('the debt-validation request', () => {
  const today = new Date().toISOString().slice(0, 10);
  const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

  test('within 30 days: the debt is disputed, the §809(a) items asked for, collection paused under §809(b); no admission', async () => {
    const { agent, midland } = await userWithFile();
    const res = await agent.post(`/api/company-letters/items/${midland}/validation`, { userInfo: INFO, noticeReceivedOn: daysAgo(10) });
    expect(res.status).toBe(200);
    expect(res.json.citations).toEqual(['FDCPA §809(b)', 'FDCPA §809(a)', 'FDCPA §807(8)']);
    const text = res.json.letterContent as string;
    expect(text).toMatch(/MIDLAND CREDIT MANAGEMENT\nPO BOX 2036\nWARREN, MI 48090-2036/);
    expect(text).toContain('I dispute this debt, and I request validation of it.');
    expect(text).toContain(
      'because I dispute this debt in writing within 30 days of receiving your notice, you must stop collecting it until you obtain verification',
    );
    expect(text).toContain('the name and address of the original creditor (FDCPA §809(a)(5))');
    expect(text).toContain('the amount of the debt, and how it was calculated');
    expect(text).toContain('Original creditor: SYNCHRONY BANK/LOWES');
    expect(text).toContain('This letter is not an acknowledgment that I owe this debt');
    expect(text).not.toMatch(/my debt|I owe (you|this)\b(?! debt, and)/i);
    expect(await pdfText(res.json.pdfBase64)).toContain('FDCPA §809(b)');
  }, 60_000);

  test('after 30 days it is still written, without claiming the pause; bad days are 400; a card is no collection (409)', async () => {
    const { agent, midland, card } = await userWithFile();
    const late = await agent.post(`/api/company-letters/items/${midland}/validation`, { userInfo: INFO, noticeReceivedOn: daysAgo(45) });
    expect(late.status).toBe(200);
    expect(late.json.letterContent).toContain(
      'so the pause in collection that FDCPA §809(b) (15 U.S.C. §1692g(b)) requires for a dispute within those 30 days may not apply',
    );
    expect(late.json.letterContent).not.toContain('you must stop collecting it');
    expect(withinValidationPeriod(daysAgo(30), today)).toBe(true);
    expect(withinValidationPeriod(daysAgo(31), today)).toBe(false);
    expect(VALIDATION_PERIOD_OVER).toContain('applies only to a dispute sent within those 30 days');
    for (const [day, message] of [
      [undefined, 'Enter the day you received the collector’s first letter about this debt'],
      ['10/02/2026', 'Enter the day you received the collector’s first letter as YYYY-MM-DD'],
      ['2026-02-30', 'Enter a real day'],
      [new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10), 'The day you received the letter cannot be in the future'],
    ] as const) {
      const res = await agent.post(`/api/company-letters/items/${midland}/validation`, { userInfo: INFO, ...(day ? { noticeReceivedOn: day } : {}) });
      expect([res.status, res.json.error]).toEqual([400, expect.stringContaining(message)]);
    }
    const notCollection = await agent.post(`/api/company-letters/items/${card}/validation`, { userInfo: INFO, noticeReceivedOn: today });
    expect([notCollection.status, notCollection.json.error]).toEqual([
      409,
      'This letter goes to a debt collector: your credit reports do not show this account as a collection.',
    ]);
  }, 60_000);
});

describe('the pay-for-delete offer', () => {
  test('the amount for deletion at each bureau, agreed in writing first, no admission and no promise; at most the balance', async () => {
    const { agent, midland } = await userWithFile();
    const res = await agent.post(`/api/company-letters/items/${midland}/pay-for-delete`, { userInfo: INFO, amount: '450' });
    expect(res.status).toBe(200);
    expect(res.json.citations).toEqual([]);
    const text = res.json.letterContent as string;
    expect(text).toContain('I offer to pay $450 to resolve it, in exchange for your agreement to delete the account from my credit reports at Experian.');
    expect(text).toContain('please send me your agreement in writing, signed, before I pay');
    expect(text).toContain('This offer is not an acknowledgment that I owe this debt');
    expect(text).toContain('You are not required to accept this offer');
    expect(text).toContain('Balance my credit report shows: $1,940');
    const tooMuch = await agent.post(`/api/company-letters/items/${midland}/pay-for-delete`, { userInfo: INFO, amount: 2000 });
    expect([tooMuch.status, tooMuch.json.error]).toEqual([
      400,
      'The amount you offer ($2,000) cannot be more than the balance your credit report shows ($1,940)',
    ]);
    for (const amount of ['0', '-5', 'abc', '12.345'])
      expect((await agent.post(`/api/company-letters/items/${midland}/pay-for-delete`, { userInfo: INFO, amount })).status).toBe(400);
  }, 60_000);

  test('not offered for a debt the user disputed as not theirs', async () => {
    const { agent, midland } = await userWithFile();
    expect((await agent.post(`/api/credit-file/items/${midland}/disputes`, { problem: 'not_mine' })).status).toBe(201);
    const res = await agent.post(`/api/company-letters/items/${midland}/pay-for-delete`, { userInfo: INFO, amount: '450' });
    expect([res.status, res.json.error]).toEqual([
      409,
      'You disputed this debt as not yours, so FinX does not write an offer to pay it. Ask the collector to validate it instead.',
    ]);
    // validating it is still offered: it disputes the debt
    expect((await agent.get(`/api/company-letters/items/${midland}`)).json.letters.find((l: { kind: string }) => l.kind === 'validation').offered).toBe(true);
  }, 60_000);
});

const day = (s: string) => new Date(`${s}T00:00:00Z`);
const dispute = (over: Partial<Parameters<typeof complaintCase>[0]> = {}): Parameters<typeof complaintCase>[0] => ({
  type: '611',
  bureau: 'experian',
  status: 'in_progress',
  round: 1,
  result: null,
  submittedDate: day('2026-09-01'),
  expectedResponseDate: day('2026-10-05'),
  deadlineExtended: false,
  ...over,
});
const mailed = (round: number, mailedOn: string, deliveredOn: string | null, answer: RoundRecord['answer'] = null): RoundRecord => ({
  round,
  mailing: { mailedAt: day(mailedOn), deliveredAt: deliveredOn ? day(deliveredOn) : null, trackingNumber: '9407111899562345678901' },
  answer,
});

describe('when a dispute qualifies for a CFPB complaint', () => {
  test('deadline passed without an answer (§611(a)(1)): from the day after the due day, with the dated timeline', () => {
    const rounds = [mailed(1, '2026-09-02', '2026-09-05')];
    expect(complaintCase(dispute(), rounds, day('2026-10-05')).qualifies).toBe(false);
    const c = complaintCase(dispute(), rounds, day('2026-10-06'));
    expect(c).toMatchObject({
      qualifies: true,
      grounds: ['deadline_missed'],
      deadline: { by: 'mail', receivedOn: day('2026-09-05'), due: day('2026-10-05'), days: 30 },
    });
    expect(c.timeline).toEqual([
      { day: '2026-09-01', event: 'Dispute prepared' },
      { day: '2026-09-02', event: 'Round 1 letter mailed to Experian by USPS Certified Mail (tracking 9407111899562345678901)' },
      { day: '2026-09-05', event: 'Round 1 letter delivered to Experian' },
      { day: '2026-10-05', event: 'Experian’s answer due (FCRA §611(a)(1))' },
    ]);
  });

  test('verified, then the method of verification asked for and not described within 15 days of receipt (§611(a)(7))', () => {
    const verified = { result: 'verified' as const, responseDate: day('2026-10-01') };
    const rounds = [mailed(1, '2026-09-02', '2026-09-05', verified), mailed(2, '2026-10-03', '2026-10-06')];
    const d = dispute({ round: 2, expectedResponseDate: day('2026-11-05') });
    expect(complaintCase(d, rounds, day('2026-10-21'))).toMatchObject({
      qualifies: false,
      reason: 'Experian has until October 21, 2026 to say how it verified this item (FCRA §611(a)(7)). If it does not, FinX offers a complaint draft.',
    });
    const c = complaintCase(d, rounds, day('2026-10-22'));
    expect(c).toMatchObject({
      qualifies: true,
      grounds: ['no_method_of_verification'],
      verification: { answeredOn: day('2026-10-01'), round: 2, receivedOn: day('2026-10-06'), due: day('2026-10-21') },
    });
    expect(c.timeline.map((e) => e.event)).toContain('Round 2 letter, asking how Experian verified the item, delivered to Experian');
    expect(c.timeline.map((e) => e.event)).toContain('Experian answered round 1: Verified as accurate');
  });

  test('not for a resolved dispute, a letter not sent, a block request or a verified answer not yet asked about; each says why', () => {
    const now = day('2026-12-01');
    expect(complaintCase(dispute({ status: 'resolved', result: 'deleted' }), [mailed(1, '2026-09-02', '2026-09-05')], now).reason).toContain(
      'Experian answered (Deleted)',
    );
    expect(complaintCase(dispute({ status: 'pending', expectedResponseDate: null }), [], now).reason).toBe(
      'Send the letter first: Experian’s 30 days start when it receives it (FCRA §611(a)(1)).',
    );
    expect(complaintCase(dispute({ type: '605b' }), [mailed(1, '2026-09-02', '2026-09-05')], now).qualifies).toBe(false);
    const rejected = complaintCase(
      dispute({ status: 'rejected', result: 'verified' }),
      [mailed(1, '2026-09-02', '2026-09-05', { result: 'verified', responseDate: day('2026-10-01') })],
      now,
    );
    expect(rejected.qualifies).toBe(false);
    expect(rejected.reason).toBe(
      'If Experian does not say how it verified this item within 15 days of receiving your next-round letter (FCRA §611(a)(7)), FinX offers a complaint draft.',
    );
  });

  test('the draft: what happened, the timeline and the asks, citing §611(a)(1) and (a)(5)(A), or §611(a)(6)(B)(iii) and (a)(7)', () => {
    const consumer = { firstName: 'Jane', lastName: 'Doe', address: '12 Oak St', city: 'Austin', state: 'TX', zip: '78701' };
    const verified = { result: 'verified' as const, responseDate: day('2026-10-01') };
    const c = complaintCase(
      dispute({ round: 2, expectedResponseDate: day('2026-11-05') }),
      [mailed(1, '2026-09-02', '2026-09-05', verified), mailed(2, '2026-10-03', '2026-10-06')],
      day('2026-11-10'),
    );
    expect(c.grounds).toEqual(['deadline_missed', 'no_method_of_verification']);
    const draft = draftCfpbComplaint({
      consumer,
      date: day('2026-11-10'),
      dispute: { bureau: 'experian', creditor: 'MIDLAND CREDIT MANAGEMENT', accountNumber: '****8812' },
      deadline: c.deadline,
      verification: c.verification,
      timeline: c.timeline,
      ask: 'Please delete it.',
    });
    expect(draft.title).toBe('Complaint about Experian: it did not answer my dispute in time and did not tell me how it verified it');
    expect(draft.citations).toEqual(['FCRA §611(a)(1)', 'FCRA §611(a)(5)(A)', 'FCRA §611(a)(6)(B)(iii)', 'FCRA §611(a)(7)']);
    const text = draft.sections.flatMap((s) => s.paragraphs).join('\n');
    for (const citation of draft.citations) expect(text).toContain(citation);
    expect(text).toContain(
      'it had to complete its reinvestigation within 30 days, by November 5, 2026. As of November 10, 2026, I have not received its results.',
    );
    expect(text).toContain('it had to send me the description within 15 days, by October 21, 2026');
    expect(text).toContain('- September 5, 2026: Round 1 letter delivered to Experian');
    expect(text).toContain('In my own words: “Please delete it.”');
  });
});

/** A dispute filed on Experian's website whose answer is now 2 days late. */
async function overdueDispute(agent: ApiAgent, userId: number) {
  const filed = await agent.post('/api/disputes', {
    userId,
    type: '611',
    creditor: 'MIDLAND CREDIT MANAGEMENT',
    accountNumber: '8812',
    bureau: 'experian',
    disputeReason: 'not_mine',
  });
  const id = filed.json.id as number;
  expect((await agent.post(`/api/disputes/${id}/portal-used`, {})).status).toBe(200);
  await suite.sql(`update @"disputes" set "submitted_date" = now() - interval '40 days', "expected_response_date" = now() - interval '2 days' where "id" = ?`, [
    id,
  ]);
  return id;
}

describe('the CFPB complaint draft through the API', () => {
  test('offered on an overdue dispute with its timeline; needs the facts confirmed; 404 for another user; 409 when it does not qualify', async () => {
    const { agent, user } = await contractedAgent(suite.base);
    const id = await overdueDispute(agent, user.id);
    const option = await agent.get(`/api/disputes/${id}/cfpb-complaint`);
    expect(option.status).toBe(200);
    expect(option.json).toMatchObject({ qualifies: true, grounds: ['deadline_missed'] });
    expect(option.json.timeline.map((e: { event: string }) => e.event)).toEqual([
      'Dispute prepared',
      'Round 1 filed on Experian’s website',
      'Experian’s answer due (FCRA §611(a)(1))',
    ]);

    expect((await agent.post(`/api/disputes/${id}/cfpb-complaint`, { userInfo: INFO })).status).toBe(400);
    const res = await agent.post(`/api/disputes/${id}/cfpb-complaint`, { userInfo: INFO, confirmed: true, ask: 'Delete the account.' });
    expect(res.status).toBe(200);
    expect(res.json.complaintUrl).toBe('https://www.consumerfinance.gov/complaint/');
    expect(res.json.citations).toEqual(['FCRA §611(a)(1)', 'FCRA §611(a)(5)(A)']);
    expect(res.json.letterContent).toContain('Complaint about Experian: it did not answer my dispute in time');
    expect(res.json.letterContent).toContain('I filed the dispute on Experian’s website on');
    expect(res.json.letterContent).toContain('Timeline (from my dispute records)');
    expect(await pdfText(res.json.pdfBase64)).toContain('What I ask for');

    const other = await registeredAgent(suite.base);
    expect((await other.agent.get(`/api/disputes/${id}/cfpb-complaint`)).status).toBe(404);
    expect((await other.agent.post(`/api/disputes/${id}/cfpb-complaint`, { userInfo: INFO, confirmed: true })).status).toBe(404);

    const fresh = await agent.post('/api/disputes', {
      userId: user.id,
      type: '611',
      creditor: 'CHASE CARD SERVICES',
      bureau: 'equifax',
      disputeReason: 'incorrect_amount',
    });
    const notYet = await agent.post(`/api/disputes/${fresh.json.id}/cfpb-complaint`, { userInfo: INFO, confirmed: true });
    expect([notYet.status, notYet.json.error]).toEqual([409, 'Send the letter first: Equifax’s 30 days start when it receives it (FCRA §611(a)(1)).']);
  }, 60_000);

  test('a verified answer, the round 2 letter delivered 20 days ago, no description: the §611(a)(7) draft', async () => {
    const { agent, user } = await contractedAgent(suite.base);
    const filed = await agent.post('/api/disputes', {
      userId: user.id,
      type: '611',
      creditor: 'MIDLAND CREDIT MANAGEMENT',
      bureau: 'transunion',
      disputeReason: 'not_mine',
    });
    const id = filed.json.id as number;
    await agent.post(`/api/disputes/${id}/portal-used`, {});
    const answered = new Date(Date.now() - 25 * 86_400_000).toISOString().slice(0, 10);
    expect((await agent.post(`/api/disputes/${id}/results`, { result: 'verified', responseDate: new Date().toISOString().slice(0, 10) })).status).toBe(200);
    await suite.sql(`update @"dispute_results" set "response_date" = ? where "dispute_id" = ?`, [answered, id]);
    await agent.post(`/api/disputes/${id}/next-round`, {});
    const preview = await agent.post(`/api/disputes/${id}/letter-preview`, { userInfo: INFO });
    expect(preview.status).toBe(200);
    const [letter] = await suite.sql<{ id: string }>('select "id" from @"dispute_letters" where "dispute_id" = ? and "round" = 2', [id]);
    await suite.sql(
      `insert into @"dispute_mailings" ("dispute_id", "letter_id", "round", "carrier", "service", "status", "mailed_at", "delivered_at") values (?, ?, 2, 'sandbox', 'certified', 'delivered', now() - interval '23 days', now() - interval '20 days')`,
      [id, letter!.id],
    );
    await suite.sql(`update @"disputes" set "status" = 'in_progress', "expected_response_date" = now() + interval '10 days' where "id" = ?`, [id]);
    const option = (await agent.get(`/api/disputes/${id}/cfpb-complaint`)).json;
    expect(option).toMatchObject({ qualifies: true, grounds: ['no_method_of_verification'] });
    const res = await agent.post(`/api/disputes/${id}/cfpb-complaint`, { userInfo: INFO, confirmed: true });
    expect(res.json.citations).toEqual(['FCRA §611(a)(6)(B)(iii)', 'FCRA §611(a)(7)']);
    expect(res.json.letterContent).toContain('TransUnion answered on');
    expect(res.json.letterContent).toContain('it has not sent it');
  }, 60_000);
});
