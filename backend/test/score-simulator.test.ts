import { describe, expect, test } from 'bun:test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { CreditFile, CreditReportReading } from '@finx/contracts';
import { recordFactors } from '../src/modules/credit';
import { factorsFromReading } from '../src/modules/documents/processing/report-factors';
import { untilProcessed, upload } from './fixtures/documents';
import { account, collection, insertReport, reading } from './fixtures/readings';
import { type ApiAgent, registeredAgent, useTestServer } from './support';

/**
 * The score simulator through the HTTP API (issue 29): "what if this were deleted / this card paid down to N %"
 * runs the FinX Score's own scoring on a changed copy of the report the score comes from, for the user's own
 * items only, and says so when there is no report to simulate on.
 */

const suite = useTestServer({ TRUST_PROXY: 'true' });

/** A report read as processing reads one: stored, and its factors recorded as the user's FinX basis. */
async function readReport(userId: number, r: CreditReportReading): Promise<number> {
  const id = await insertReport(suite, userId, r);
  const em = suite.server.db.orm.em.fork();
  const { factors, details } = factorsFromReading(r, id);
  await recordFactors(em, userId, 'credit_report', factors, details);
  await em.flush();
  return id;
}

/** Experian: a collection, a card at 90 % of its limit, an installment loan, one hard and one soft inquiry. */
const experian = () =>
  reading(
    'experian',
    [
      collection({ creditor: 'MIDLAND CREDIT MANAGEMENT', balance: 1240 }),
      account({ creditor: 'CAPITAL ONE', accountNumberLast4: '9921', accountNumberMasked: '****9921', balance: 4500, creditLimit: 5000 }),
      account({
        creditor: 'AUTO LOAN CO',
        accountNumberLast4: '7710',
        accountNumberMasked: '****7710',
        type: 'installment',
        balance: 8000,
        creditLimit: null,
        opened: '2012-03',
      }),
    ],
    {
      negativeItems: [{ kind: 'collection', creditor: 'MIDLAND CREDIT MANAGEMENT', accountNumberLast4: '8812', bureau: 'experian' }],
      inquiries: [{ creditor: 'CARMAX AUTO', date: '2026-08-02', kind: 'hard', bureau: 'experian' }],
      softInquiries: [{ creditor: 'CAPITAL ONE', date: '2026-09-01', kind: 'promotional', bureau: 'experian' }],
    },
  );

async function userWithReport(r = experian()) {
  const { agent, user } = await registeredAgent(suite.base);
  const reportId = await readReport(user.id, r);
  const file = (await agent.get('/api/credit-file')).json as CreditFile;
  const key = (creditor: string) => [...file.accounts, ...file.inquiries].find((i) => i.creditor === creditor)!.key;
  return { agent, user, reportId, file, key };
}

const simulate = (agent: ApiAgent, key: string, query: string) => agent.get(`/api/credit-file/items/${key}/score-simulation?${query}`);

describe('GET /api/credit-file/items/:key/score-simulation', () => {
  test('deleting a negative collection raises the estimate; current is the FinX Score the dashboard shows', async () => {
    const { agent, user, reportId, key } = await userWithReport();
    const res = await simulate(agent, key('MIDLAND CREDIT MANAGEMENT'), 'change=delete');
    expect(res.status).toBe(200);
    const coaching = (await agent.get(`/api/coaching-progress/${user.id}`)).json;
    expect(res.json).toMatchObject({
      available: true,
      change: 'delete',
      utilizationPercent: null,
      onReport: true,
      current: coaching.overallScore * 10,
      note: null,
      report: { documentId: reportId, fileName: 'experian-report.json', bureau: 'experian', reportDate: '2026-10-14' },
    });
    expect(res.json.simulated).toBeGreaterThan(res.json.current);
    // payment history: the collection was the only adverse item (15 → 100 points)
    expect(res.json.factors).toEqual([
      {
        factor: 'paymentHistoryScore',
        label: 'Payment History',
        from: 15,
        to: 100,
        before: '1 collection, charge-off or public record',
        after: 'No late payments, collections or charge-offs',
      },
    ]);
    // 35 % of 85 more points of 100: 430 → 730 of 1000
    expect([res.json.current, res.json.simulated]).toEqual([430, 730]);
  });

  test('paying a card down to 10 % raises the utilization factor (the same bands as the report scoring)', async () => {
    const { agent, key } = await userWithReport();
    const res = await simulate(agent, key('CAPITAL ONE'), 'change=pay_down&utilizationPercent=10');
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ available: true, change: 'pay_down', utilizationPercent: 10, onReport: true });
    expect(res.json.factors).toEqual([
      {
        factor: 'utilizationScore',
        label: 'Credit Utilization',
        from: 20,
        to: 85,
        before: 'Card balances use 90% of their limits',
        after: 'Card balances use 10% of their limits',
      },
    ]);
    expect(res.json.simulated).toBeGreaterThan(res.json.current);
    // under 10 % is the top band
    const lower = await simulate(agent, key('CAPITAL ONE'), 'change=pay_down&utilizationPercent=5');
    expect(lower.json.factors[0]).toMatchObject({ to: 100, after: 'Card balances use 5% of their limits' });
  });

  test('a change that moves a measured value but no points says so: the factor is listed with the same points', async () => {
    const { agent, key } = await userWithReport();
    const res = await simulate(agent, key('CAPITAL ONE'), 'change=pay_down&utilizationPercent=80');
    expect(res.json.simulated).toBe(res.json.current);
    expect(res.json.factors).toEqual([
      expect.objectContaining({ factor: 'utilizationScore', from: 20, to: 20, after: 'Card balances use 80% of their limits' }),
    ]);
  });

  test('deleting a hard inquiry moves new credit; a soft inquiry never counted, and the answer says nothing changes', async () => {
    const { agent, key, file } = await userWithReport();
    const hard = await simulate(agent, key('CARMAX AUTO'), 'change=delete');
    expect(hard.json.factors).toEqual([
      expect.objectContaining({ factor: 'newCreditScore', from: 85, to: 100, after: '0 hard inquiries in the 12 months before the report' }),
    ]);
    const soft = file.inquiries.find((q) => q.inquiryKind === 'promotional')!;
    const none = await simulate(agent, soft.key, 'change=delete');
    expect(none.json).toMatchObject({ onReport: true, factors: [], note: expect.stringContaining('Nothing the FinX Score measures changes') });
    expect(none.json.simulated).toBe(none.json.current);
  });

  test('deleting the only open card is not always good: utilization then has no card to measure', async () => {
    const { agent, key } = await userWithReport(reading('experian', [account({ balance: 100, creditLimit: 5000 })]));
    const res = await simulate(agent, key('CHASE CARD SERVICES'), 'change=delete');
    expect(res.json.simulated).toBeLessThan(res.json.current);
    expect(res.json.factors.map((f: { factor: string }) => f.factor)).toEqual(['utilizationScore', 'creditMixScore', 'accountAgeScore']);
  });

  test('a 3-bureau file: deleting an account takes it out at every bureau', async () => {
    const late = { late30: 2, late60: 0, late90: 0 };
    const view = (over: object) => ({
      status: 'open' as const,
      paymentStatus: 'current' as const,
      balance: 900,
      creditLimit: 1000,
      highBalance: 1000,
      latePayments: { late30: 0, late60: 0, late90: 0 },
      ...over,
    });
    const threeBureau = reading(
      null,
      [
        account({
          creditor: 'DISCOVER',
          accountNumberLast4: '4411',
          balance: 900,
          creditLimit: 1000,
          latePayments: late,
          negative: true,
          byBureau: { experian: view({ latePayments: late, paymentStatus: 'late_30' }), equifax: view({}), transunion: view({}) },
        }),
        account({
          byBureau: { experian: view({ balance: 100 }), equifax: view({ balance: 100 }), transunion: view({ balance: 100 }) },
          balance: 100,
          creditLimit: 1000,
        }),
      ],
      {
        bureaus: (['experian', 'equifax', 'transunion'] as const).map((bureau) => ({
          bureau,
          reportDate: '2026-10-14',
          creditScore: 700,
          scoreModel: 'FICO Score 8',
          totalBalance: 1000,
        })),
        negativeItems: [{ kind: 'late_payment', creditor: 'DISCOVER', accountNumberLast4: '4411', bureau: 'experian' }],
      },
    );
    const { agent, key } = await userWithReport(threeBureau);
    const res = await simulate(agent, key('DISCOVER'), 'change=delete');
    expect(res.json.report.bureau).toBeNull();
    expect(res.json.factors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ factor: 'paymentHistoryScore', before: '2 late payments', after: 'No late payments, collections or charge-offs' }),
        expect.objectContaining({
          factor: 'utilizationScore',
          before: 'Card balances use 50% of their limits',
          after: 'Card balances use 10% of their limits',
        }),
      ]),
    );
  });

  test('an item only on another report than the one the FinX Score comes from changes nothing, and says why', async () => {
    const { agent, user } = await registeredAgent(suite.base);
    await readReport(user.id, experian());
    await readReport(user.id, reading('equifax', [account({ creditor: 'AMEX', accountNumberLast4: '1005', balance: 0 })], { reportDate: '2026-10-20' }));
    const file = (await agent.get('/api/credit-file')).json as CreditFile;
    const midland = file.accounts.find((a) => a.creditor === 'MIDLAND CREDIT MANAGEMENT')!;
    const res = await simulate(agent, midland.key, 'change=delete');
    expect(res.json).toMatchObject({ available: true, onReport: false, factors: [], report: { bureau: 'equifax' } });
    expect(res.json.simulated).toBe(res.json.current);
    expect(res.json.note).toContain('not on your Equifax report of Oct 20, 2026');
  });

  test('on a report the reader read (an uploaded Equifax file): each negative account is scored away from the rest, from the score the dashboard shows', async () => {
    const { agent, user } = await registeredAgent(suite.base);
    const bytes = new Uint8Array(readFileSync(path.join(import.meta.dir, 'fixtures', 'reports', 'equifax-paged.txt')));
    const res = await upload(agent, '/api/credit-reports/upload', { userId: user.id }, [{ field: 'creditReport_0', name: 'equifax.txt', bytes }]);
    await untilProcessed(agent, `/api/credit-reports/${res.json.reports[0].id}`);
    const file = (await agent.get('/api/credit-file')).json as CreditFile;
    const coaching = (await agent.get(`/api/coaching-progress/${user.id}`)).json;
    const [card, chargeOff] = await Promise.all(
      file.accounts.filter((a) => a.negative).map((a) => simulate(agent, a.key, 'change=delete').then((r) => r.json)),
    );
    for (const r of [card, chargeOff]) expect(r).toMatchObject({ available: true, onReport: true, current: coaching.overallScore * 10 });
    // the late card is the only card: without it, utilization has nothing to measure (and the file no card)
    expect(card.factors.map((f: { factor: string }) => f.factor)).toEqual(['paymentHistoryScore', 'utilizationScore', 'creditMixScore']);
    // one of two adverse items gone leaves payment history at its floor: no change to the estimate, and the answer shows why
    expect(chargeOff.factors[0]).toEqual(
      expect.objectContaining({
        factor: 'paymentHistoryScore',
        from: 15,
        to: 15,
        before: expect.stringMatching(/^2 collections/),
        after: expect.stringMatching(/^1 collection/),
      }),
    );
    expect(chargeOff.simulated).toBe(chargeOff.current);
    expect(chargeOff.note).toBe('Payment history stays at its lowest while any collection, charge-off or public record remains on the report.');
  });

  test('no report read: it says plainly there is nothing to simulate on', async () => {
    const { agent } = await registeredAgent(suite.base);
    const res = await simulate(agent, 'a'.repeat(24), 'change=delete');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ available: false, reason: expect.stringContaining('No credit report has been read yet') });
  });

  test("another user's item is 404, like a missing one; no session is 401", async () => {
    const { key } = await userWithReport();
    const other = await userWithReport(reading('experian', [account({ creditor: 'AMEX', accountNumberLast4: '1005' })]));
    const res = await simulate(other.agent, key('MIDLAND CREDIT MANAGEMENT'), 'change=delete');
    expect(res.status).toBe(404);
    expect(res.json.error).toContain('not in your credit file');
    const anonymous = await fetch(`${suite.base}/api/credit-file/items/${key('CAPITAL ONE')}/score-simulation?change=delete`);
    expect(anonymous.status).toBe(401);
  });

  test.each([
    ['change=pay_down&utilizationPercent=101', /whole percentage from 0 to 100/],
    ['change=pay_down&utilizationPercent=-1', /whole percentage from 0 to 100/],
    ['change=pay_down&utilizationPercent=12.5', /whole percentage from 0 to 100/],
    ['change=pay_down&utilizationPercent=ten', /whole percentage from 0 to 100/],
    ['change=pay_down', /Choose the share of its limit/],
    ['change=delete&utilizationPercent=10', /only to paying a card down/],
    ['change=erase', /Choose what to simulate/],
    ['change=pay_down&utilizationPercent=90', /already 90% of its limit: choose a lower percentage/],
  ])('bad input %s → 400, nothing written', async (query, message) => {
    const { agent, user, key } = await userWithReport();
    const before = await suite.sql('select "result", "status" from @"documents" where "user_id" = ?', [user.id]);
    const res = await simulate(agent, key('CAPITAL ONE'), query);
    expect(res.status).toBe(400);
    expect(res.json.error).toMatch(message);
    expect(await suite.sql('select "result", "status" from @"documents" where "user_id" = ?', [user.id])).toEqual(before);
  });

  test('only an open card can be paid down: a collection or a closed card is 400', async () => {
    const { agent, key } = await userWithReport(reading('experian', [collection(), account({ status: 'closed', closed: '2025-01', balance: 300 })]));
    expect((await simulate(agent, key('MIDLAND CREDIT MANAGEMENT'), 'change=pay_down&utilizationPercent=0')).json.error).toMatch(/Only a credit card/);
    const closed = await simulate(agent, key('CHASE CARD SERVICES'), 'change=pay_down&utilizationPercent=0');
    expect(closed.status).toBe(400);
    expect(closed.json.error).toMatch(/closed/);
  });

  test('a simulation changes nothing stored: the reading, the factors and the score stay as they were', async () => {
    const { agent, user, key } = await userWithReport();
    const snapshot = () =>
      Promise.all([
        suite.sql('select "result" from @"documents" where "user_id" = ?', [user.id]),
        suite.sql('select * from @"credit_factors" where "user_id" = ?', [user.id]),
      ]);
    const before = await snapshot();
    expect((await simulate(agent, key('MIDLAND CREDIT MANAGEMENT'), 'change=delete')).status).toBe(200);
    expect((await simulate(agent, key('CAPITAL ONE'), 'change=pay_down&utilizationPercent=1')).status).toBe(200);
    expect(await snapshot()).toEqual(before);
  });
});
