import { describe, expect, test } from 'bun:test';
import type { CreditFile, CreditFileAccount, ItemProblem } from '@finx/contracts';
import { account, collection, insertReport, reading } from './fixtures/readings';
import { ApiAgent, contractedAgent, registeredAgent, useTestServer } from './support';

/**
 * The credit file and "Dispute this" through the HTTP API (issue 24): the readings of the user's reports as one
 * file, one dispute pipeline (Dispute this, the New Dispute form and findings make the same disputes), one open
 * dispute per item and bureau, and the letters built from every open, unsent dispute.
 */

const suite = useTestServer({ TRUST_PROXY: 'true' });
const INFO = { firstName: 'Jane', lastName: 'Doe', address: '12 Oak St', city: 'Austin', state: 'TX', zip: '78701' };

const creditFile = async (agent: ApiAgent) => {
  const res = await agent.get('/api/credit-file');
  expect(res.status).toBe(200);
  return res.json as CreditFile;
};
const accountNamed = (file: CreditFile, creditor: string) => file.accounts.find((a) => a.creditor === creditor) as CreditFileAccount;
const disputeThis = (agent: ApiAgent, key: string, body: { problem: ItemProblem | string; bureaus?: string[]; description?: string }) =>
  agent.post(`/api/credit-file/items/${key}/disputes`, body);
const disputeRows = (userId: number) =>
  suite.sql<{ type: string; dispute_reason: string; bureau: string; creditor: string; status: string; expected_response_date: Date | null }>(
    'select * from @"disputes" where "user_id" = ? order by "id"',
    [userId],
  );

/** A one-bureau Experian report: a 30-day late card, a collection, a paid loan, one hard and one soft inquiry, a judgment. */
const experianOnly = () =>
  reading(
    'experian',
    [
      account({
        creditor: 'PAID AUTO LOAN',
        accountNumberLast4: '7710',
        accountNumberMasked: '****7710',
        type: 'installment',
        status: 'paid',
        balance: 0,
        creditLimit: null,
        sources: { balance: { page: 2, text: 'Balance $0' } },
      }),
      account({
        creditor: 'CAPITAL ONE',
        accountNumberLast4: '9921',
        accountNumberMasked: '****9921',
        balance: 900,
        creditLimit: 1000,
        paymentStatus: 'late_30',
        latePayments: { late30: 1, late60: 0, late90: 0 },
        negative: true,
        sources: { balance: { page: 3, text: 'Balance $900' } },
      }),
      collection({ creditor: 'MIDLAND CREDIT MANAGEMENT', balance: 1240 }),
    ],
    {
      inquiries: [{ creditor: 'CARMAX AUTO', date: '2026-08-02', kind: 'hard', bureau: 'experian' }],
      softInquiries: [{ creditor: 'CAPITAL ONE', date: '2026-09-01', kind: 'promotional', bureau: 'experian' }],
      publicRecords: [{ type: 'Civil judgment', court: 'Travis County Court', filed: '2015-04-02', status: 'satisfied', amount: 2300, bureau: 'experian' }],
      confidence: 0.62,
      checks: [{ label: 'Open accounts', stated: 4, read: 3, ok: false, source: null }],
    },
  );

async function userWithExperian() {
  const { agent, user } = await contractedAgent(suite.base);
  const reportId = await insertReport(suite, user.id, experianOnly());
  return { agent, user, reportId };
}

describe('GET /api/credit-file', () => {
  test('no report yet: an empty file (nothing invented)', async () => {
    const { agent } = await registeredAgent(suite.base);
    expect(await creditFile(agent)).toEqual({ bureaus: [], accounts: [], inquiries: [], publicRecords: [] });
  });

  test('one bureau: its report, score and model, negative accounts first, each value with where it was read, hard inquiries first', async () => {
    const { agent, reportId } = await userWithExperian();
    const file = await creditFile(agent);
    expect(file.bureaus).toEqual([
      expect.objectContaining({
        bureau: 'experian',
        documentId: reportId,
        fileName: 'experian-report.json',
        reportDate: '2026-10-14',
        score: 680,
        scoreModel: 'FICO Score 8',
        confidence: 0.62,
        failedChecks: ['Open accounts'],
      }),
    ]);
    expect(file.accounts.map((a) => [a.creditor, a.negative])).toEqual([
      ['MIDLAND CREDIT MANAGEMENT', true],
      ['CAPITAL ONE', true],
      ['PAID AUTO LOAN', false],
    ]);
    const card = accountNamed(file, 'CAPITAL ONE');
    expect(card).toMatchObject({ last4: '9921', accountNumberMasked: '****9921', type: 'revolving', disagreements: [], disputes: [] });
    expect(card.bureaus).toEqual([
      expect.objectContaining({
        bureau: 'experian',
        balance: 900,
        creditLimit: 1000,
        utilization: 90,
        latePayments: { late30: 1, late60: 0, late90: 0 },
        opened: '2016-07',
      }),
    ]);
    expect(card.bureaus[0]!.source).toEqual({ documentId: reportId, fileName: 'experian-report.json', page: null, text: null });
    expect(card.bureaus[0]!.fieldSources.balance).toEqual({ documentId: reportId, fileName: 'experian-report.json', page: 3, text: 'Balance $900' });
    expect(file.inquiries.map((q) => [q.creditor, q.inquiryKind])).toEqual([
      ['CARMAX AUTO', 'hard'],
      ['CAPITAL ONE', 'promotional'],
    ]);
    expect(file.publicRecords).toEqual([
      expect.objectContaining({
        type: 'Civil judgment',
        court: 'Travis County Court',
        filed: '2015-04-02',
        bureaus: [expect.objectContaining({ bureau: 'experian', amount: 2300 })],
      }),
    ]);
  });

  test('three bureaus: one account is one item with the bureaus side by side and the fields they disagree on', async () => {
    const { agent, user } = await registeredAgent(suite.base);
    await insertReport(suite, user.id, reading('experian', [account({ balance: 1250 })]));
    await insertReport(
      suite,
      user.id,
      reading('equifax', [account({ creditor: 'JPMCB CARD', balance: 980 })], { creditScore: 598, scoreModel: 'VantageScore 3.0' }),
    );
    await insertReport(
      suite,
      user.id,
      reading('transunion', [account({ balance: 980, paymentStatus: 'late_30', latePayments: { late30: 1, late60: 0, late90: 0 } })]),
    );
    const file = await creditFile(agent);
    expect(file.bureaus.map((b) => [b.bureau, b.score, b.scoreModel])).toEqual([
      ['experian', 680, 'FICO Score 8'],
      ['equifax', 598, 'VantageScore 3.0'],
      ['transunion', 680, 'FICO Score 8'],
    ]);
    expect(file.accounts).toHaveLength(1);
    const [card] = file.accounts;
    expect(card!.bureaus.map((b) => [b.bureau, b.balance])).toEqual([
      ['experian', 1250],
      ['equifax', 980],
      ['transunion', 980],
    ]);
    expect(card!.disagreements).toEqual(['balance', 'paymentStatus', 'latePayments']);
    expect(card!.negative).toBe(true);
  });
});

describe('Dispute this', () => {
  test.each([
    ['MIDLAND CREDIT MANAGEMENT', 'not_mine', 'validation', 'not_mine', /FDCPA §809\(b\)/],
    ['CAPITAL ONE', 'not_mine', '611', 'not_mine', /FCRA §611/],
    ['PAID AUTO LOAN', 'paid', '611', 'paid_in_full', /§623\(a\)\(2\)/],
    ['CAPITAL ONE', 'wrong_balance', '611', 'incorrect_amount', /amount reported/],
    ['CAPITAL ONE', 'wrong_late', '611', 'incorrect_date', /late mark/],
    ['MIDLAND CREDIT MANAGEMENT', 'too_old', 'obsolete', 'obsolete', /FCRA §605\(a\)/],
    ['CAPITAL ONE', 'identity_theft', '611', 'not_mine', /§605B/],
  ])('%s, "%s" → a %s letter (%s) to the bureau that reports it, no due date yet', async (creditor, problem, type, reason, basis) => {
    const { agent, user } = await userWithExperian();
    const item = accountNamed(await creditFile(agent), creditor);
    const res = await disputeThis(agent, item.key, { problem, description: 'I have the bank statement.' });
    expect(res.status).toBe(201);
    expect(res.json.basis).toMatch(basis);
    expect(res.json.disputes).toEqual([
      expect.objectContaining({ type, disputeReason: reason, bureau: 'experian', creditor, status: 'pending', expectedResponseDate: null, round: 1 }),
    ]);
    expect(res.json.disputes[0].description).toContain('I have the bank statement.');
    expect(await disputeRows(user.id)).toEqual([expect.objectContaining({ type, dispute_reason: reason, bureau: 'experian' })]);
    // the item now shows its dispute, and the list on /disputes holds it
    expect(accountNamed(await creditFile(agent), creditor).disputes).toEqual([
      { bureau: 'experian', disputeId: res.json.disputes[0].id, status: 'pending', round: 1 },
    ]);
    expect((await agent.get(`/api/disputes/${user.id}`)).json.map((d: { id: number }) => d.id)).toEqual([res.json.disputes[0].id]);
  });

  test('an SSN or card number in the words the user adds is stored and shown masked to its last 4 (issue 27)', async () => {
    const { agent, user } = await userWithExperian();
    const item = accountNamed(await creditFile(agent), 'CAPITAL ONE');
    const res = await disputeThis(agent, item.key, { problem: 'not_mine', description: 'Opened with my SSN 219-09-9999 and card 4111-1111-1111-1111.' });
    expect(res.status).toBe(201);
    expect(res.json.disputes[0].description).toContain('Opened with my SSN ***-**-9999 and card ****1111.');
    const stored = JSON.stringify(await disputeRows(user.id));
    for (const secret of ['219-09-9999', '4111-1111-1111-1111']) expect(stored + JSON.stringify(res.json)).not.toContain(secret);
  });

  test('an unrecognised hard inquiry → a §611 dispute of the inquiry with its bureau; a public record can be disputed too', async () => {
    const { agent, user } = await userWithExperian();
    const file = await creditFile(agent);
    const inquiry = await disputeThis(agent, file.inquiries[0]!.key, { problem: 'unknown_inquiry' });
    expect(inquiry.status).toBe(201);
    expect(inquiry.json.disputes).toEqual([expect.objectContaining({ type: '611', disputeReason: 'not_mine', bureau: 'experian', creditor: 'CARMAX AUTO' })]);
    expect(inquiry.json.disputes[0].description).toContain('hard inquiry by CARMAX AUTO on 2026-08-02');
    const record = await disputeThis(agent, file.publicRecords[0]!.key, { problem: 'too_old' });
    expect(record.status).toBe(201);
    expect(record.json.disputes).toEqual([expect.objectContaining({ type: 'obsolete', creditor: 'Civil judgment, Travis County Court' })]);
    expect(await disputeRows(user.id)).toHaveLength(2);
  });

  test('an account three bureaus report → one dispute per bureau; only the chosen bureaus when given', async () => {
    const { agent, user } = await registeredAgent(suite.base);
    const old = collection({ dateOfFirstDelinquency: '2017-01' });
    for (const bureau of ['experian', 'equifax', 'transunion'] as const) await insertReport(suite, user.id, reading(bureau, [old]));
    const [item] = (await creditFile(agent)).accounts;
    const some = await disputeThis(agent, item!.key, { problem: 'too_old', bureaus: ['equifax'] });
    expect(some.json.disputes.map((d: { bureau: string }) => d.bureau)).toEqual(['equifax']);
    // the rest: Equifax already has it → 409 for the whole request, nothing written
    const again = await disputeThis(agent, item!.key, { problem: 'too_old' });
    expect(again.status).toBe(409);
    expect(again.json).toEqual({
      error: expect.stringContaining('already has an open dispute with Equifax'),
      disputeId: some.json.disputes[0].id,
      href: `/disputes#dispute-${some.json.disputes[0].id}`,
      code: 'duplicate_dispute',
    });
    expect(await disputeRows(user.id)).toHaveLength(1);
    const rest = await disputeThis(agent, item!.key, { problem: 'too_old', bureaus: ['experian', 'transunion'] });
    expect(rest.status).toBe(201);
    expect((await creditFile(agent)).accounts[0]!.disputes.map((d) => d.bureau)).toEqual(['experian', 'equifax', 'transunion']);
  });

  test('the New Dispute form and a finding refuse an item "Dispute this" already disputed (409 with its link); the finding shows that dispute', async () => {
    const { agent, user } = await registeredAgent(suite.base);
    await insertReport(suite, user.id, reading('experian', [account({ balance: 1250, status: 'closed' })]));
    await insertReport(suite, user.id, reading('equifax', [account({ creditor: 'JPMCB CARD', balance: 980, status: 'closed' })]));
    const [item] = (await creditFile(agent)).accounts;
    const saved = await disputeThis(agent, item!.key, { problem: 'wrong_balance', bureaus: ['experian'] });
    const first = saved.json.disputes[0].id;
    const form = await agent.post('/api/disputes', {
      userId: user.id,
      type: '609',
      creditor: 'Chase Card Services',
      accountNumber: '3301',
      bureau: 'experian',
      disputeReason: 'incorrect_amount',
    });
    expect(form.status).toBe(409);
    expect(form.json).toMatchObject({ disputeId: first, href: `/disputes#dispute-${first}` });
    const findings = (await agent.get('/api/credit-report-findings')).json.findings as { key: string; bureau: string; disputeId: number | null }[];
    const experian = findings.find((f) => f.bureau === 'experian')!;
    expect(experian.disputeId).toBe(first);
    expect((await agent.post(`/api/credit-report-findings/${experian.key}/file`)).status).toBe(409);
    expect(await disputeRows(user.id)).toHaveLength(1);
  });

  test("refusals: a problem that does not fit the item, a bureau that does not report it, no problem, an unknown or another user's item; nothing written", async () => {
    const { agent, user } = await userWithExperian();
    const file = await creditFile(agent);
    const card = accountNamed(file, 'CAPITAL ONE');
    const cases: [string, Record<string, unknown>, number, string][] = [
      [card.key, { problem: 'unknown_inquiry' }, 400, "“I don't recognise this inquiry” does not apply to this item"],
      [file.inquiries[0]!.key, { problem: 'paid' }, 400, '“I paid it” does not apply to this item'],
      [card.key, { problem: 'not_mine', bureaus: ['equifax'] }, 400, 'Equifax does not report this item'],
      [card.key, {}, 400, 'Choose what is wrong with this item'],
      [card.key, { problem: 'not_mine', bureaus: [] }, 400, 'Choose at least one bureau'],
      ['0123456789abcdef01234567', { problem: 'not_mine' }, 404, 'This item is not in your credit file (a newer report may have changed it): reload the page'],
    ];
    for (const [key, body, status, error] of cases) {
      const res = await agent.post(`/api/credit-file/items/${key}/disputes`, body);
      expect([res.status, res.json.error]).toEqual([status, error]);
    }
    const other = await registeredAgent(suite.base);
    expect((await disputeThis(other.agent, card.key, { problem: 'not_mine' })).status).toBe(404);
    expect((await disputeThis(new ApiAgent(suite.base), card.key, { problem: 'not_mine' })).status).toBe(401);
    expect((await new ApiAgent(suite.base).get('/api/credit-file')).status).toBe(401);
    expect(await disputeRows(user.id)).toHaveLength(0);
    expect(await disputeRows(other.user.id)).toHaveLength(0);
  });
});

describe('one pipeline: letters from every open, unsent dispute', () => {
  test('Dispute this and the New Dispute form each make a bureau letter; a mailed one is not written again; nothing open → 400', async () => {
    const { agent, user } = await userWithExperian();
    const nothing = await agent.post('/api/disputes/generate-letters', { userId: user.id, userInfo: INFO, findingKeys: [] });
    expect(nothing.status).toBe(400);
    expect(nothing.json.error).toContain('dispute an item of your Credit File');
    expect(nothing.json.code).toBe('nothing_to_dispute');

    const collectionKey = accountNamed(await creditFile(agent), 'MIDLAND CREDIT MANAGEMENT').key;
    const fromFile = (await disputeThis(agent, collectionKey, { problem: 'not_mine' })).json.disputes[0];
    const fromForm = (
      await agent.post('/api/disputes', { userId: user.id, type: '611', creditor: 'Wells Fargo', bureau: 'equifax', disputeReason: 'incorrect_amount' })
    ).json;
    const generated = await agent.post('/api/disputes/generate-letters', { userId: user.id, userInfo: INFO, findingKeys: [] });
    expect(generated.status).toBe(200);
    const letters = generated.json.letters as { bureau: string; disputeIds: number[]; generatedContent: string }[];
    expect(letters.map((l) => [l.bureau, l.disputeIds])).toEqual(
      expect.arrayContaining([
        ['experian', [fromFile.id]],
        ['equifax', [fromForm.id]],
      ]),
    );
    expect(letters.find((l) => l.bureau === 'experian')!.generatedContent).toContain('MIDLAND CREDIT MANAGEMENT');
  });
});
