import { describe, expect, test } from 'bun:test';
import { findingSchema } from '@finx/contracts';
import { similarCreditors } from '../src/modules/documents';
import { findFindings, type ReportInput } from '../src/modules/disputes/findings';
import { account, collection, conflictingReports, reading } from './fixtures/readings';

const TODAY = new Date('2026-11-01T12:00:00Z');
const reports = (...readings: ReportInput['reading'][]): ReportInput[] => readings.map((r, i) => ({ id: i + 1, reading: r }));
const find = (...readings: ReportInput['reading'][]) => findFindings(reports(...readings), TODAY);

const mortgage = account({
  creditor: 'WELLS FARGO HOME MORTGAGE',
  accountNumberLast4: '9365',
  accountNumberMasked: '****9365',
  type: 'mortgage',
  balance: 212904,
  creditLimit: null,
  opened: '2020-09',
});
const amex = account({ creditor: 'AMERICAN EXPRESS', accountNumberLast4: '1008', accountNumberMasked: '****1008', balance: 642, opened: '2014-05' });
const late = account({
  creditor: 'HONDA FINANCIAL SERVICES',
  accountNumberLast4: '3390',
  type: 'installment',
  paymentStatus: 'late_30',
  balance: 11204,
  opened: '2023-03',
  latePayments: { late30: 2, late60: 0, late90: 0 },
  negative: true,
});

describe('creditor names', () => {
  test('bureau spellings of one company match; different companies do not', () => {
    expect(similarCreditors('CAPITAL ONE BANK USA NA', 'CAP ONE')).toBe(true);
    expect(similarCreditors('SYNCB/AMAZON', 'Synchrony Bank/Amazon')).toBe(true);
    expect(similarCreditors('AMEX', 'American Express Co.')).toBe(true);
    expect(similarCreditors('JPMCB CARD', 'Chase Card Services')).toBe(true);
    expect(similarCreditors('BK OF AMER', 'Bank of America, N.A.')).toBe(true);
    expect(similarCreditors('CREDIT ONE BANK', 'CAPITAL ONE')).toBe(false);
    expect(similarCreditors('CREDIT ONE BANK', 'CREDIT ACCEPTANCE')).toBe(false);
    expect(similarCreditors('SYNCB/AMAZON', 'SYNCB/LOWES')).toBe(false);
  });
});

describe('no findings', () => {
  test('three consistent single-bureau reports', () => {
    const accounts = [account(), mortgage, amex, late];
    expect(find(reading('experian', accounts), reading('equifax', accounts), reading('transunion', accounts))).toEqual([]);
  });

  test('one bureau: consistent data, even with adverse items, is never a finding', () => {
    expect(find(reading('experian', [account(), mortgage, late, collection({ originalCreditor: 'WEBBANK/FINGERHUT' })]))).toEqual([]);
  });

  test('a 3-bureau report whose columns agree', () => {
    const view = {
      status: 'open' as const,
      paymentStatus: 'current' as const,
      balance: 642,
      creditLimit: 12000,
      highBalance: 5210,
      latePayments: { late30: 0, late60: 0, late90: 0 },
    };
    const a = account({ ...amex, byBureau: { experian: view, equifax: view, transunion: { ...view, balance: 660 } } });
    expect(
      find(
        reading(null, [a], {
          bureaus: ['experian', 'equifax', 'transunion'].map((b) => ({
            bureau: b as 'experian',
            reportDate: '2026-10-14',
            creditScore: 700,
            scoreModel: null,
            totalBalance: 642,
          })),
        }),
      ),
    ).toEqual([]);
  });

  test('two cards of one bank (different numbers) at every bureau', () => {
    const cards = [account(), account({ accountNumberLast4: '7777', accountNumberMasked: '****7777', balance: 90 })];
    expect(find(reading('experian', cards), reading('transunion', [...cards].reverse()))).toEqual([]);
  });

  test('an open card whose balance moved by less than a payment between the two reports', () => {
    expect(find(reading('experian', [account({ balance: 1250 })]), reading('equifax', [account({ balance: 1210 })]))).toEqual([]);
  });

  test('reports pulled months apart are not compared for balances, statuses or late marks', () => {
    const closed = { status: 'closed' as const };
    expect(
      find(
        reading('experian', [account({ ...closed, balance: 1250 })]),
        reading('equifax', [account({ ...closed, balance: 980 })], { reportDate: '2026-03-01' }),
      ),
    ).toEqual([]);
  });
});

describe('the same account reported differently', () => {
  test('balance: two separate reports, creditor name variants (Chase / JPMCB)', () => {
    const { experian, equifax } = conflictingReports();
    const findings = find(experian, equifax);
    expect(findings).toHaveLength(1);
    const [f] = findings;
    expect(findingSchema.omit({ disputeId: true }).parse(f)).toEqual(f!);
    expect(f).toMatchObject({
      kind: 'balance_mismatch',
      bureau: 'experian',
      creditor: 'CHASE CARD SERVICES',
      accountNumberLast4: '3301',
      disputeType: '611',
      disputeReason: 'incorrect_amount',
      amount: 1250,
    });
    expect(f!.reason).toContain('Experian reports a balance of $1,250');
    expect(f!.reason).toContain('Equifax reports $980');
    expect(f!.evidence).toEqual([
      { reportId: 1, bureau: 'experian', text: expect.stringContaining('Experian: CHASE CARD SERVICES ****3301, balance $1,250, status Closed') },
      { reportId: 2, bureau: 'equifax', text: expect.stringContaining('Equifax: JPMCB CARD ****3301, balance $980, status Closed') },
    ]);
  });

  test('within a 3-bureau report: the odd bureau out is disputed for its status and its late marks', () => {
    const current = {
      status: 'open' as const,
      paymentStatus: 'current' as const,
      balance: 11204,
      creditLimit: null,
      highBalance: 19995,
      latePayments: { late30: 0, late60: 0, late90: 0 },
    };
    const a = account({
      ...late,
      byBureau: {
        experian: current,
        equifax: current,
        transunion: { ...current, paymentStatus: 'late_60', latePayments: { late30: 1, late60: 1, late90: 0 } },
      },
    });
    const findings = find(
      reading(null, [a], {
        bureaus: (['experian', 'equifax', 'transunion'] as const).map((bureau) => ({
          bureau,
          reportDate: '2026-10-14',
          creditScore: null,
          scoreModel: null,
          totalBalance: 0,
        })),
      }),
    );
    expect(findings.map((f) => [f.kind, f.bureau])).toEqual([
      ['status_mismatch', 'transunion'],
      ['late_marks_mismatch', 'transunion'],
    ]);
    expect(findings[0]!.reason).toContain('TransUnion reports HONDA FINANCIAL SERVICES ****3390 as Open, 60 days late');
    expect(findings[0]!.evidence.map((e) => e.bureau)).toEqual(['experian', 'equifax', 'transunion']);
    expect(findings[1]!.evidence[2]!.text).toContain('late payments 1×30, 1×60, 0×90 days late');
    expect(findings.every((f) => f.disputeType === '611' && f.evidence.every((e) => e.reportId === 1))).toBe(true);
  });

  test('a collection whose balance differs is disputed with a validation request', () => {
    const [f] = find(
      reading('experian', [collection({ balance: 2400 })]),
      reading('equifax', [collection({ creditor: 'MIDLAND CREDIT MGMT', balance: 1940 })]),
    );
    expect(f).toMatchObject({ kind: 'balance_mismatch', bureau: 'experian', disputeType: 'validation', amount: 2400 });
  });

  test('paid at one bureau, charged off at another → paid_in_full at the one reporting the charge-off', () => {
    const paid = account({ status: 'paid', balance: 0, closed: '2024-02' });
    const chargedOff = account({ status: 'chargeoff', paymentStatus: 'chargeoff', balance: 0, negative: true, closed: '2024-02' });
    const findings = find(reading('experian', [paid]), reading('transunion', [chargedOff]));
    expect(findings.map((f) => [f.kind, f.bureau, f.disputeReason])).toEqual([['status_mismatch', 'transunion', 'paid_in_full']]);
  });

  test('the newest report of a bureau is the one compared', () => {
    const old = reading('experian', [account({ status: 'closed', balance: 4000 })], { reportDate: '2025-01-01' });
    const now = reading('experian', [account({ status: 'closed', balance: 980 })]);
    const equifax = reading('equifax', [account({ status: 'closed', balance: 980 })]);
    expect(
      findFindings(
        [
          { id: 3, reading: now },
          { id: 2, reading: equifax },
          { id: 1, reading: old },
        ],
        TODAY,
      ),
    ).toEqual([]);
    expect(
      findFindings(
        [
          { id: 1, reading: old },
          { id: 3, reading: now },
          { id: 2, reading: equifax },
        ],
        TODAY,
      ),
    ).toEqual([]);
  });
});

describe('an account missing at a bureau', () => {
  const files = (experian: ReturnType<typeof account>[]) => [
    reading('experian', experian),
    reading('equifax', [account()]),
    reading('transunion', [account()]),
  ];

  test('an adverse account only one bureau reports: that bureau is asked to verify it', () => {
    const findings = find(...files([account(), collection()]));
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({
      kind: 'missing_at_bureau',
      bureau: 'experian',
      creditor: 'MIDLAND CREDIT MANAGEMENT',
      disputeType: 'validation',
      disputeReason: 'other',
      amount: 1940,
    });
    expect(findings[0]!.reason).toContain('Equifax and TransUnion do not report this account');
    expect(findings[0]!.evidence.map((e) => e.text)).toContain('TransUnion: not reported (report of 2026-10-14)');
  });

  test('a good account missing somewhere is not a dispute; nor is one opened after the other report', () => {
    expect(find(...files([account(), amex]))).toEqual([]);
    const recent = late;
    expect(find(reading('experian', [recent]), reading('equifax', [], { reportDate: '2023-04-01' }))).toEqual([]);
  });

  test('only one bureau read: nothing is "missing"', () => {
    expect(find(reading('experian', [account(), late]))).toEqual([]);
  });
});

describe('one debt reported twice', () => {
  const original = account({
    creditor: 'SYNCB/LOWES',
    accountNumberLast4: '4410',
    accountNumberMasked: '****4410',
    status: 'chargeoff',
    paymentStatus: 'chargeoff',
    balance: 1900,
    negative: true,
    dateOfFirstDelinquency: '2024-06',
    opened: '2019-02',
  });

  test('the original creditor still shows a balance beside the debt buyer: the collection is disputed (validation, duplicate)', () => {
    const findings = find(reading('experian', [original, collection()]));
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({
      kind: 'duplicate_debt',
      bureau: 'experian',
      creditor: 'MIDLAND CREDIT MANAGEMENT',
      accountNumberLast4: '8812',
      disputeType: 'validation',
      disputeReason: 'duplicate',
      amount: 1940,
    });
    expect(findings[0]!.evidence[0]!.text).toContain('original creditor SYNCHRONY BANK/LOWES');
    expect(findings[0]!.evidence[1]!.text).toContain('SYNCB/LOWES ****4410, balance $1,900');
  });

  test('sold at $0 or a very different amount is not a duplicate', () => {
    expect(find(reading('experian', [{ ...original, balance: 0 }, collection()]))).toEqual([]);
    expect(find(reading('experian', [{ ...original, balance: 5200 }, collection()]))).toEqual([]);
  });

  test('two collectors of one original debt: the later one is disputed', () => {
    const first = collection({ creditor: 'PORTFOLIO RECOVERY ASSOCIATES', accountNumberLast4: '1200', opened: '2024-11', balance: 1900 });
    const findings = find(reading('equifax', [collection(), first]));
    expect(findings.map((f) => [f.kind, f.creditor])).toEqual([['duplicate_debt', 'MIDLAND CREDIT MANAGEMENT']]);
  });
});

describe('past the FCRA §605 period', () => {
  test('a collection: 7 years from 180 days after the first delinquency (a month counts as its last day)', () => {
    const gone = find(reading('transunion', [collection({ dateOfFirstDelinquency: '2018-06', originalCreditor: 'WEBBANK' })]));
    expect(gone.map((f) => [f.kind, f.disputeType, f.disputeReason, f.bureau])).toEqual([['obsolete', 'obsolete', 'obsolete', 'transunion']]);
    expect(gone[0]!.reason).toContain('only until 2025-12-27');
    expect(find(reading('transunion', [collection({ dateOfFirstDelinquency: '2019-06', originalCreditor: 'WEBBANK' })]))).toEqual([]);
    // 2019-05-31 + 180 days + 7 years = 2026-11-27: not yet.
    expect(find(reading('transunion', [collection({ dateOfFirstDelinquency: '2019-05', originalCreditor: 'WEBBANK' })]))).toEqual([]);
  });

  test('late payments: 7 years from the delinquency; unknown delinquency date: never guessed', () => {
    expect(find(reading('equifax', [{ ...late, dateOfFirstDelinquency: '2019-09-15' }])).map((f) => f.kind)).toEqual(['obsolete']);
    expect(find(reading('equifax', [{ ...late, dateOfFirstDelinquency: '2020-01-15' }]))).toEqual([]);
    expect(find(reading('equifax', [{ ...late, dateOfFirstDelinquency: null }]))).toEqual([]);
  });

  test('bankruptcies 10 years from filing, other public records 7', () => {
    const pr = (type: string, filed: string) => ({
      type,
      court: 'US BANKRUPTCY COURT TX',
      filed,
      status: 'Discharged',
      amount: null,
      bureau: 'experian' as const,
    });
    const findings = find(
      reading('experian', [], {
        publicRecords: [
          pr('Chapter 7 Bankruptcy', '2016-03-01'),
          pr('Chapter 7 Bankruptcy', '2017-01-10'),
          pr('Chapter 13 Bankruptcy', '2018-02-01'),
          pr('Civil Judgment', '2019-05-01'),
        ],
      }),
    );
    expect(findings.map((f) => [f.kind, f.creditor])).toEqual([
      ['obsolete', 'Chapter 7 Bankruptcy, US BANKRUPTCY COURT TX'],
      ['obsolete', 'Civil Judgment, US BANKRUPTCY COURT TX'],
    ]);
    expect(findings[0]!.reason).toContain('only until 2026-03-01');
    expect(new Set(findings.map((f) => f.key)).size).toBe(2);
  });
});

describe('keys', () => {
  test('stable for the same readings, different per bureau and kind, short', () => {
    const both = () => {
      const { experian, equifax } = conflictingReports();
      return find(
        { ...experian, accounts: [...experian.accounts, collection({ dateOfFirstDelinquency: '2017-01' })] },
        { ...equifax, accounts: [...equifax.accounts, collection({ dateOfFirstDelinquency: '2017-01' })] },
      );
    };
    const a = both();
    const b = both();
    expect(a.map((f) => f.key)).toEqual(b.map((f) => f.key));
    expect(a.map((f) => [f.kind, f.bureau])).toEqual([
      ['balance_mismatch', 'experian'],
      ['obsolete', 'experian'],
      ['obsolete', 'equifax'],
    ]);
    expect(new Set(a.map((f) => f.key)).size).toBe(3);
    for (const f of a) expect(f.key).toMatch(/^[A-Za-z0-9_-]{12}$/);
  });
});
