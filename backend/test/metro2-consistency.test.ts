/**
 * Metro 2 consistency findings (issue 29): one tradeline contradicting itself at one bureau, or against that bureau's
 * earlier report. Each rule on a positive and a negative case, the two known false alarms (a charge-off and a closed
 * card that still show a balance), the generated corpus (no rule fires on what the generator made consistent), and
 * one finding filed in one click through POST /api/credit-report-findings/{key}/file.
 */
import { afterAll, describe, expect, test } from 'bun:test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONSISTENCY_FINDING_KINDS, type ReportAccount } from '@finx/contracts';
import { findFindings, type ReportInput } from '../src/modules/disputes/findings';
import { stopOcr } from '../src/modules/documents/extract';
import { readCreditReportFile } from '../src/modules/documents/reports';
import { account, insertReport, reading } from './fixtures/readings';
import { CORPUS_DIR } from './report-corpus/corpus';
import type { CreditFile } from './report-corpus/truth';
import { registeredAgent, useTestServer } from './support';

const TODAY = new Date('2026-11-01T12:00:00Z');
const CONSISTENCY = new Set<string>(CONSISTENCY_FINDING_KINDS);
const experian = (accounts: ReportAccount[], over: Parameters<typeof reading>[2] = {}) => reading('experian', accounts, over);
/** The consistency findings of the readings (oldest first is fine: each bureau's newest report is the one judged). */
const consistency = (...readings: ReportInput['reading'][]) =>
  findFindings(
    readings.map((r, i) => ({ id: i + 1, reading: r })),
    TODAY,
  ).filter((f) => CONSISTENCY.has(f.kind));
const kinds = (...readings: ReportInput['reading'][]) => consistency(...readings).map((f) => f.kind);
const src = (page: number, text: string) => ({ page, text });

const chargeOff = (over: Partial<ReportAccount> = {}) =>
  account({
    creditor: 'CAPITAL ONE',
    accountNumberLast4: '4421',
    accountNumberMasked: '****4421',
    status: 'chargeoff',
    paymentStatus: 'chargeoff',
    balance: 2310,
    dateOfFirstDelinquency: '2023-02',
    closed: '2023-08',
    negative: true,
    ...over,
  });
const collectionAccount = (over: Partial<ReportAccount> = {}) =>
  account({
    creditor: 'LVNV FUNDING LLC',
    accountNumberLast4: '7730',
    type: 'collection',
    status: 'collection',
    paymentStatus: 'collection',
    balance: 880,
    originalCreditor: 'CREDIT ONE BANK',
    dateOfFirstDelinquency: '2022-11',
    negative: true,
    ...over,
  });

describe('the two known false alarms', () => {
  test('a charge-off that still shows its balance, with every date in order, is no finding', () => {
    const history = [
      { month: '2026-09', mark: 'CO' as const },
      { month: '2023-04', mark: '60' as const },
      { month: '2023-03', mark: '30' as const },
    ];
    expect(kinds(experian([chargeOff({ pastDue: 2310, paymentHistory: history, removalDate: '2030-02', chargeOffDate: '2023-08' })]))).toEqual([]);
  });

  test('a closed card that still shows a balance (and went late after closing) is no finding', () => {
    const card = account({
      status: 'closed',
      closed: '2025-03',
      balance: 640,
      pastDue: 35,
      paymentStatus: 'late_30',
      paymentHistory: [
        { month: '2026-09', mark: '30' },
        { month: '2025-06', mark: '30' },
        { month: '2025-04', mark: 'OK' },
      ],
    });
    expect(kinds(experian([card]))).toEqual([]);
  });
});

describe('a charge-off or collection without a date of first delinquency', () => {
  test('the report prints the field empty → a finding naming the status and the empty date, filed as a validation for a collector', () => {
    const [f] = consistency(
      experian([collectionAccount({ dateOfFirstDelinquency: null, sources: { dateOfFirstDelinquency: src(4, 'Date of First Delinquency -') } })]),
    );
    expect(f).toMatchObject({
      kind: 'missing_delinquency_date',
      bureau: 'experian',
      creditor: 'LVNV FUNDING LLC',
      disputeType: 'validation',
      disputeReason: 'incorrect_date',
    });
    expect(f!.conflict!.fields).toEqual([
      { field: 'status', value: 'Collection', where: null },
      { field: 'date of first delinquency', value: 'not reported', where: 'page 4: "Date of First Delinquency -"' },
    ]);
    expect(f!.reason).toContain('FCRA §623(a)(5)');
  });

  test('not raised when the date is there, when the reader simply did not find one, or when the bureau prints its removal date', () => {
    expect(kinds(experian([chargeOff()]))).toEqual([]);
    expect(kinds(experian([chargeOff({ dateOfFirstDelinquency: null })]))).toEqual([]);
    expect(
      kinds(
        experian([
          chargeOff({ dateOfFirstDelinquency: null, removalDate: '2030-02', sources: { dateOfFirstDelinquency: src(2, 'Date of First Delinquency') } }),
        ]),
      ),
    ).toEqual([]);
  });
});

describe('re-aging: a date of first delinquency that moved later between two reports of the same bureau', () => {
  const earlier = experian([collectionAccount({ dateOfFirstDelinquency: '2022-11' })], { reportDate: '2026-03-02' });

  test('moved later → a finding quoting both reports', () => {
    const [f] = consistency(earlier, experian([collectionAccount({ dateOfFirstDelinquency: '2024-05' })]));
    expect(f).toMatchObject({ kind: 'reaged_delinquency_date', bureau: 'experian', disputeReason: 'incorrect_date' });
    expect(f!.conflict!.fields.map((x) => x.value)).toEqual(['2022-11', '2024-05']);
    expect(f!.evidence.map((e) => e.reportId)).toEqual([2, 1]);
    expect(f!.reason).toContain('2022-11');
  });

  test('the same month, an earlier date, another bureau, or an account that was never charged off: no finding', () => {
    expect(kinds(earlier, experian([collectionAccount({ dateOfFirstDelinquency: '2022-11-20' })]))).toEqual([]);
    expect(kinds(earlier, experian([collectionAccount({ dateOfFirstDelinquency: '2022-06' })]))).toEqual([]);
    expect(kinds(earlier, reading('equifax', [collectionAccount({ dateOfFirstDelinquency: '2024-05' })]))).toEqual([]);
    // a late account brought current and late again has a new delinquency, and a new date
    const late = (d: string) => account({ paymentStatus: 'late_30', dateOfFirstDelinquency: d, negative: true });
    expect(kinds(experian([late('2024-01')], { reportDate: '2026-03-02' }), experian([late('2026-08')]))).toEqual([]);
  });
});

describe('a date of first delinquency later than the charge-off', () => {
  test("against the printed charge-off date, and against the grid's first charged-off month", () => {
    expect(kinds(experian([chargeOff({ dateOfFirstDelinquency: '2024-01', chargeOffDate: '2023-09' })]))).toEqual(['delinquency_after_chargeoff']);
    const [f] = consistency(
      experian([
        chargeOff({
          dateOfFirstDelinquency: '2024-01',
          paymentHistory: [
            { month: '2024-03', mark: 'CO' },
            { month: '2023-11', mark: 'CO' },
          ],
        }),
      ]),
    );
    expect(f!.conflict!.fields[1]).toEqual({ field: 'payment history', value: 'charged off (CO) in 2023-11', where: null });
  });

  test('a delinquency before (or in the month of) the charge-off is no finding', () => {
    expect(kinds(experian([chargeOff({ dateOfFirstDelinquency: '2023-02', chargeOffDate: '2023-08' })]))).toEqual([]);
    expect(kinds(experian([chargeOff({ dateOfFirstDelinquency: '2023-08-20', chargeOffDate: '2023-08-01' })]))).toEqual([]);
  });
});

describe('paid or settled with a balance above zero', () => {
  test('status paid, balance $420 → a finding naming both', () => {
    const [f] = consistency(
      experian([
        account({ status: 'paid', paymentStatus: null, balance: 420, sources: { status: src(3, 'Status Paid/Settled'), balance: src(3, 'Balance $420') } }),
      ]),
    );
    expect(f).toMatchObject({ kind: 'paid_with_balance', disputeType: '611', disputeReason: 'incorrect_amount', amount: 420 });
    expect(f!.conflict!.fields).toEqual([
      { field: 'status', value: 'Paid', where: 'page 3: "Status Paid/Settled"' },
      { field: 'balance', value: '$420', where: 'page 3: "Balance $420"' },
    ]);
  });

  test('paid at $0 is no finding', () => {
    expect(kinds(experian([account({ status: 'paid', balance: 0 })]))).toEqual([]);
  });
});

describe('late marks after the account was paid', () => {
  const paidLoan = (over: Partial<ReportAccount>) => account({ type: 'installment', status: 'paid', balance: 0, closed: '2025-02', ...over });

  test('a late month after the date paid → a finding listing the months', () => {
    const [f] = consistency(
      experian([
        paidLoan({
          datePaid: '2025-02-10',
          paymentHistory: [
            { month: '2025-05', mark: '30' },
            { month: '2025-02', mark: 'OK' },
            { month: '2024-11', mark: '60' },
          ],
        }),
      ]),
    );
    expect(f).toMatchObject({ kind: 'late_after_paid', disputeReason: 'other' });
    expect(f!.conflict!.fields[1]!.value).toBe('2025-05 30 days late');
  });

  test('a closed account at $0 whose last payment was before its closing: lates after closing', () => {
    const card = account({
      status: 'closed',
      balance: 0,
      closed: '2025-03-15',
      lastPaymentDate: '2025-01-20',
      paymentHistory: [{ month: '2025-06', mark: '30' }],
    });
    expect(kinds(experian([card]))).toEqual(['late_after_paid']);
  });

  test('lates before the payoff, and a paid charge-off whose $0 came from a sale, are no finding', () => {
    expect(kinds(experian([paidLoan({ datePaid: '2025-02-10', paymentHistory: [{ month: '2024-11', mark: '60' }] })]))).toEqual([]);
    const sold = chargeOff({
      status: 'paid',
      balance: 0,
      lastPaymentDate: '2023-01-05',
      paymentHistory: [
        { month: '2023-04', mark: '60' },
        { month: '2023-08', mark: 'CO' },
      ],
    });
    expect(kinds(experian([sold])).filter((k) => k === 'late_after_paid')).toEqual([]);
  });
});

describe('the current status against the latest month of the payment history', () => {
  test('"current" while the latest month is charged off → a finding', () => {
    const [f] = consistency(experian([chargeOff({ status: 'chargeoff', paymentStatus: 'current', paymentHistory: [{ month: '2026-09', mark: 'CO' }] })]));
    expect(f).toMatchObject({ kind: 'status_contradicts_history' });
    expect(f!.conflict!.fields[1]).toEqual({ field: 'payment history, 2026-09', value: 'charged off (CO)', where: null });
  });

  test('90 days late the month after an on-time month → a finding', () => {
    expect(kinds(experian([account({ paymentStatus: 'late_90', negative: true, paymentHistory: [{ month: '2026-09', mark: 'OK' }] })]))).toEqual([
      'status_contradicts_history',
    ]);
  });

  test('one month of lag is no contradiction: 30 days late after OK, current after 60, 60 after 30', () => {
    for (const [paymentStatus, mark] of [
      ['late_30', 'OK'],
      ['current', '60'],
      ['late_60', '30'],
    ] as const) {
      expect(kinds(experian([account({ paymentStatus, paymentHistory: [{ month: '2026-09', mark }] })]))).toEqual([]);
    }
  });

  test('an old grid (its newest month long before the report) is not compared', () => {
    expect(kinds(experian([account({ paymentStatus: 'late_90', paymentHistory: [{ month: '2024-01', mark: 'OK' }] })]))).toEqual([]);
  });
});

describe('a past-due amount above the balance', () => {
  test('$300 past due on a $120 balance → a finding', () => {
    const [f] = consistency(experian([account({ balance: 120, pastDue: 300, paymentStatus: 'late_60', negative: true })]));
    expect(f).toMatchObject({ kind: 'past_due_over_balance', disputeReason: 'incorrect_amount' });
    expect(f!.conflict!.fields.map((x) => [x.field, x.value])).toEqual([
      ['amount past due', '$300'],
      ['balance', '$120'],
    ]);
  });

  test('past due equal to the balance (a charge-off), or no past-due amount read, is no finding', () => {
    expect(kinds(experian([chargeOff({ pastDue: 2310 })]))).toEqual([]);
    expect(kinds(experian([account({ balance: 120 })]))).toEqual([]);
  });
});

describe('the removal date past DOFD + 7 years + 180 days (§605(c))', () => {
  test('"On record until" a year too late → a finding with the latest date allowed', () => {
    const [f] = consistency(
      experian([chargeOff({ dateOfFirstDelinquency: '2023-02-10', removalDate: '2031-06', sources: { removalDate: src(5, 'On record until Jun 2031') } })]),
    );
    expect(f).toMatchObject({ kind: 'removal_date_too_late', disputeReason: 'incorrect_date' });
    expect(f!.conflict!.fields.at(-1)).toEqual({ field: 'latest removal date allowed', value: '2030-08-09', where: null });
    expect(f!.reason).toContain('FCRA §605(c)(1)');
  });

  test("the bureaus' usual DOFD + 7 years, the month of the limit itself, and a bankruptcy are no finding", () => {
    expect(kinds(experian([chargeOff({ dateOfFirstDelinquency: '2023-02', removalDate: '2030-02' })]))).toEqual([]);
    expect(kinds(experian([chargeOff({ dateOfFirstDelinquency: '2023-02', removalDate: '2030-08' })]))).toEqual([]);
    expect(
      kinds(experian([account({ paymentStatus: 'bankruptcy', status: 'closed', dateOfFirstDelinquency: '2021-01', removalDate: '2031-05', negative: true })])),
    ).toEqual([]);
  });
});

test("a 3-bureau file: each bureau's own column is judged", () => {
  const view = {
    status: 'paid' as const,
    paymentStatus: 'current' as const,
    creditLimit: null,
    highBalance: 900,
    latePayments: { late30: 0, late60: 0, late90: 0 },
  };
  const a = account({ byBureau: { experian: { ...view, balance: 0 }, transunion: { ...view, balance: 310 } } });
  const bureaus = (['experian', 'transunion'] as const).map((bureau) => ({
    bureau,
    reportDate: '2026-10-14',
    creditScore: 700,
    scoreModel: null,
    totalBalance: 0,
  }));
  expect(consistency(reading(null, [a], { bureaus })).map((f) => [f.kind, f.bureau])).toEqual([['paid_with_balance', 'transunion']]);
});

describe('the generated corpus', () => {
  afterAll(() => stopOcr());

  test("over its 128 files, a rule fires only where the generator's own data contradicts itself", async () => {
    let files = 0;
    for (const set of ['dev', 'heldout']) {
      const dir = join(CORPUS_DIR, 'files', set);
      for (const name of readdirSync(dir).filter((n) => n.endsWith('.truth.json'))) {
        const truth = JSON.parse(readFileSync(join(dir, name), 'utf8')) as CreditFile;
        const base = name.replace('.truth.json', '');
        const file = readdirSync(dir).find((n) => n.startsWith(`${base}.`) && !n.endsWith('.truth.json') && !n.endsWith('.expected.json'))!;
        const reading = await readCreditReportFile(new Uint8Array(readFileSync(join(dir, file))), file.split('.').pop() as 'pdf');
        files++;
        for (const f of findFindings([{ id: 1, reading }], new Date(`${truth.reports[truth.bureaus[0]!]!.reportDate}T12:00:00Z`)).filter((x) =>
          CONSISTENCY.has(x.kind),
        )) {
          // the generator makes a few delinquent accounts owe three missed payments on a smaller balance: those are true findings
          const own = truth.accounts.find((a) => a.accountNumber.endsWith(f.accountNumberLast4 ?? '-'))?.byBureau[f.bureau];
          expect([file, f.kind, own && own.pastDue > own.balance]).toEqual([file, 'past_due_over_balance', true]);
        }
      }
    }
    expect(files).toBe(128);
  }, 60_000);
});

describe('filing', () => {
  const suite = useTestServer();

  test('a consistency finding becomes a dispute in one click, its letter wording stating the inconsistency; the credit file shows it on the account', async () => {
    const { agent, user } = await registeredAgent(suite.base);
    await insertReport(suite, user.id, experian([account({ status: 'paid', balance: 420 })]));
    const list = (await agent.get('/api/credit-report-findings')).json.findings as {
      key: string;
      kind: string;
      itemKey?: string;
      conflict?: { rule: string };
    }[];
    const f = list.find((x) => x.kind === 'paid_with_balance')!;
    expect(f.conflict!.rule).toBe('An account reported paid or settled owes nothing more, so its balance must be $0.');
    const file = (await agent.get('/api/credit-file')).json as { accounts: { key: string }[] };
    expect(f.itemKey).toBe(file.accounts[0]!.key);

    const filed = await agent.post(`/api/credit-report-findings/${f.key}/file`, {});
    expect(filed.status).toBe(201);
    expect(filed.json).toMatchObject({ type: '611', bureau: 'experian', disputeReason: 'incorrect_amount', creditor: 'CHASE CARD SERVICES', amount: '420.00' });
    expect(filed.json.description).toContain('as paid or settled, yet with a balance of $420');
    expect((await agent.post(`/api/credit-report-findings/${f.key}/file`, {})).status).toBe(409);
    // another user's key is unknown to them
    expect((await (await registeredAgent(suite.base)).agent.post(`/api/credit-report-findings/${f.key}/file`, {})).status).toBe(404);
  });
});
