import { afterAll, describe, expect, test } from 'bun:test';
import type { CreditReportReading, ReportAccount } from '@finx/contracts';
import { stopOcr } from '../src/modules/documents/extract';
import { SETS } from './report-corpus/corpus';
import { evaluateCorpus } from './report-corpus/evaluate';
import { expectedReading, middleScore } from './report-corpus/expected';
import { checkFindings } from './report-corpus/findings';
import { firstView, makeFile } from './report-corpus/generate';
import { creditorsAgree, last4Of, matchAccounts, recallPrecision, sameDay, scoreReading } from './report-corpus/score';
import type { Bureau, BureauView, CreditFile, TruthAccount, TruthInquiry } from './report-corpus/truth';

const view = (over: Partial<BureauView> = {}): BureauView => ({
  balance: 100,
  status: 'open',
  paymentStatus: 'current',
  pastDue: 0,
  lastReported: '2025-05-01',
  paymentGrid: [],
  ...over,
});

function account(creditor: string, number: string, byBureau: TruthAccount['byBureau'], over: Partial<TruthAccount> = {}): TruthAccount {
  return {
    id: number,
    creditor,
    accountNumber: number,
    type: 'revolving',
    typeDetail: 'Credit Card',
    responsibility: 'Individual',
    creditLimit: 1000,
    highBalance: 500,
    monthlyPayment: 25,
    termMonths: null,
    opened: '2020-01-01',
    closed: null,
    dateOfFirstDelinquency: null,
    originalCreditor: null,
    onRecordUntil: null,
    remarks: [],
    furnisher: { address: 'PO BOX 1', city: 'X', state: 'TX', zip: '75001', phone: '(800) 000-0000' },
    byBureau,
    late: { late30: 0, late60: 0, late90: 0 },
    ...over,
  };
}

const inquiry = (creditor: string, date: string, bureau: Bureau, kind: 'hard' | 'soft' = 'hard'): TruthInquiry => ({
  creditor,
  date,
  bureau,
  kind,
  purpose: kind === 'hard' ? 'Credit card application' : 'Promotional',
  furnisher: null,
});

function file(over: Partial<CreditFile>): CreditFile {
  return {
    seed: 1,
    consumer: {
      name: 'Ann Lee',
      alsoKnownAs: [],
      birthYear: 1980,
      ssnLast4: '1234',
      address: '1 Main St',
      city: 'Dallas',
      state: 'TX',
      zip: '75217',
      previousAddresses: [],
      employers: [],
      phone: '(214) 555-0101',
    },
    bureaus: ['experian'],
    reports: { experian: { reportDate: '2025-05-10', reportNumber: '1', score: { value: 700, model: 'FICO Score 8', range: { min: 300, max: 850 } } } },
    accounts: [],
    inquiries: [],
    publicRecords: [],
    ...over,
  };
}

const single = file({
  accounts: [
    account('CAPITAL ONE', '5178001111', { experian: view({ balance: 400 }) }),
    account(
      'MIDLAND CREDIT MANAGEMENT',
      '88112222',
      { experian: view({ balance: 900, status: 'collection', paymentStatus: 'collection' }) },
      { type: 'collection', originalCreditor: 'CREDIT ONE BANK' },
    ),
    account('NAVIENT', '99003333', { experian: view({ balance: 5000 }) }, { late: { late30: 1, late60: 0, late90: 0 } }),
    account('SYNCB/AMAZON', '60194444', { experian: view({ balance: 0, status: 'closed' }) }),
  ],
  inquiries: [inquiry('CAPITAL ONE', '2025-01-03', 'experian'), inquiry('CREDIT KARMA', '2025-02-01', 'experian', 'soft')],
});

/** The reading a perfect reader would give. */
function perfectReading(f: CreditFile): CreditReportReading {
  const e = expectedReading(f);
  const accounts = e.accounts.map(
    (a): ReportAccount => ({
      creditor: a.creditor,
      accountNumberLast4: a.last4,
      accountNumberMasked: `****${a.last4}`,
      type: null,
      status: null,
      paymentStatus: null,
      balance: null,
      creditLimit: null,
      highBalance: null,
      opened: null,
      closed: null,
      dateOfFirstDelinquency: null,
      originalCreditor: null,
      latePayments: { late30: 0, late60: 0, late90: 0 },
      negative: false,
      bureau: null,
    }),
  );
  return {
    format: 'pdf',
    bureau: e.bureau,
    reportDate: e.reportDate,
    creditScore: e.creditScore,
    scoreModel: null,
    scoreRange: null,
    consumer: { name: null, address: null, city: null, state: null, zip: null },
    accounts,
    negativeItems: e.negativeAccounts.map((a) => ({ kind: 'collection' as const, creditor: a.creditor, accountNumberLast4: a.last4, bureau: null })),
    publicRecords: [],
    inquiries: e.hardInquiries.map((i) => ({ creditor: i.creditor, date: i.date, kind: 'hard' as const, bureau: null })),
    softInquiries: [],
    totalBalance: e.totalBalance,
    riskLevel: 'medium',
  };
}

describe('expectedReading', () => {
  test('a single-bureau file: its bureau, date, score, open balances, negatives and hard inquiries only', () => {
    const e = expectedReading(single);
    expect(e.bureau).toBe('experian');
    expect(e.reportDate).toBe('2025-05-10');
    expect(e.creditScore).toBe(700);
    expect(e.totalBalance).toBe(5400); // the collection and the closed card are not open accounts
    expect(e.accounts.map((a) => a.last4)).toEqual(['1111', '2222', '3333', '4444']);
    expect(e.negativeAccounts.map((a) => a.creditor)).toEqual(['MIDLAND CREDIT MANAGEMENT', 'NAVIENT']);
    expect(e.hardInquiries).toEqual([{ creditor: 'CAPITAL ONE', date: '2025-01-03' }]);
  });

  test("a 3-bureau file: no bureau, the latest date, the middle score, the first reporting bureau's balance, one inquiry per creditor and day", () => {
    const score = (value: number) => ({ value, model: 'VantageScore 3.0', range: { min: 300, max: 850 } });
    const tri = file({
      bureaus: ['transunion', 'experian', 'equifax'],
      reports: {
        transunion: { reportDate: '2025-05-10', reportNumber: '1', score: score(640) },
        experian: { reportDate: '2025-05-11', reportNumber: '2', score: score(700) },
        equifax: { reportDate: '2025-05-10', reportNumber: '3', score: score(655) },
      },
      accounts: [account('CHASE CARD', '1111222233334444', { experian: view({ balance: 300 }), equifax: view({ balance: 900 }) })],
      inquiries: [inquiry('CBNA', '2025-03-01', 'transunion'), inquiry('CBNA', '2025-03-01', 'equifax')],
    });
    const e = expectedReading(tri);
    expect(e.bureau).toBeNull();
    expect(e.reportDate).toBe('2025-05-11');
    expect(e.creditScore).toBe(655);
    expect(e.totalBalance).toBe(300);
    expect(e.hardInquiries).toHaveLength(1);
  });

  test('middle score: of three the middle, of two the lower, of one that one, of none null', () => {
    expect(middleScore([700, 640, 655])).toBe(655);
    expect(middleScore([700, 640])).toBe(640);
    expect(middleScore([612])).toBe(612);
    expect(middleScore([])).toBeNull();
  });
});

describe('scoreReading', () => {
  const expected = expectedReading(single);

  test('a perfect reading scores 1 everywhere', () => {
    const { scores, misses } = scoreReading(perfectReading(single), expected);
    expect(scores.overall).toBe(1);
    expect(misses).toEqual([]);
  });

  test('a null reading (the reader threw) scores 0 on everything', () => {
    const { scores } = scoreReading(null, expected, 'boom');
    expect(Object.values(scores).every((v) => v === 0)).toBe(true);
  });

  test('a missed account lowers recall; an invented one lowers precision', () => {
    const reading = perfectReading(single);
    reading.accounts = reading.accounts.slice(1);
    expect(scoreReading(reading, expected).scores.accountRecall).toBe(0.75);
    const invented = perfectReading(single);
    invented.accounts.push({ ...invented.accounts[0]!, creditor: 'UPSTART', accountNumberLast4: '9999' });
    const { scores, misses } = scoreReading(invented, expected);
    expect(scores.accountRecall).toBe(1);
    expect(scores.accountPrecision).toBe(0.8);
    expect(misses).toContain('account invented: UPSTART …9999');
  });

  test('wrong values are exact misses, with what was expected and read', () => {
    const reading = { ...perfectReading(single), creditScore: 701, totalBalance: 5000, bureau: 'equifax' as const };
    const { scores, misses } = scoreReading(reading, expected);
    expect([scores.creditScore, scores.totalBalance, scores.bureau]).toEqual([0, 0, 0]);
    expect(misses).toContain('creditScore: expected 700, read 701');
  });

  test('negatives: public records are left out, the same account under several bureaus counts once', () => {
    const reading = perfectReading(single);
    reading.negativeItems.push({ kind: 'public_record', creditor: 'US BANKRUPTCY COURT', accountNumberLast4: null, bureau: null });
    reading.negativeItems.push({ kind: 'late_payment', creditor: 'NAVIENT', accountNumberLast4: 'xxxx3333', bureau: 'experian' });
    const { scores } = scoreReading(reading, expected);
    expect(scores.negativePrecision).toBe(1);
    reading.negativeItems.push({ kind: 'late_payment', creditor: 'CAPITAL ONE', accountNumberLast4: '1111', bureau: null });
    expect(scoreReading(reading, expected).scores.negativePrecision).toBeCloseTo(2 / 3);
  });

  test('hard inquiries match by creditor and day, or month when only a month is read; empty on both sides is 1', () => {
    const reading = perfectReading(single);
    reading.inquiries = [{ creditor: 'Capital One Bank', date: '2025-01', kind: 'hard', bureau: null }];
    expect(scoreReading(reading, expected).scores.hardInquiryRecall).toBe(1);
    reading.inquiries = [{ creditor: 'CAPITAL ONE', date: '2025-01-04', kind: 'hard', bureau: null }];
    expect(scoreReading(reading, expected).scores.hardInquiryRecall).toBe(0);
    expect(recallPrecision(0, 0, 0)).toEqual({ recall: 1, precision: 1 });
    expect(recallPrecision(3, 0, 0)).toEqual({ recall: 0, precision: 0 });
  });
});

describe('matching helpers', () => {
  test('creditor names agree when equal, one starts the other, or the first long word is the same', () => {
    expect(creditorsAgree('SYNCB/AMAZON', 'Syncb Amazon')).toBe(true);
    expect(creditorsAgree('MIDLAND CREDIT MANAGEMENT', 'MIDLAND CREDIT MGMT')).toBe(true);
    expect(creditorsAgree('PORTFOLIO RECOVERY ASSOC', 'PORTFOLIO RECOVERY ASSOCIATES LLC')).toBe(true);
    expect(creditorsAgree('HARRIS & HARRIS LTD', 'HARRIS AND HARRIS')).toBe(true);
    expect(creditorsAgree('AMEX', 'CAPITAL ONE')).toBe(false);
    expect(creditorsAgree('', 'CAPITAL ONE')).toBe(false);
  });

  test('a read account without last 4 takes an agreeing expected account no other read account matched', () => {
    const expected = [
      { creditor: 'NAVIENT', last4: '1111' },
      { creditor: 'NAVIENT', last4: '2222' },
    ];
    const m = matchAccounts(expected, [
      { creditor: 'NAVIENT', last4: null },
      { creditor: 'NAVIENT', last4: '1111' },
    ]);
    expect(m.matched.map(([e]) => e.last4).sort()).toEqual(['1111', '2222']);
    const twice = matchAccounts(expected, [
      { creditor: 'NAVIENT', last4: '1111' },
      { creditor: 'NAVIENT', last4: '1111' },
    ]);
    expect(twice.duplicates).toHaveLength(1);
    expect(twice.missed).toEqual([{ creditor: 'NAVIENT', last4: '2222' }]);
  });

  test('last 4 and day helpers', () => {
    expect(last4Of('****1234')).toBe('1234');
    expect(last4Of('XX34')).toBeNull();
    expect(sameDay('2025-03-09', '2025-03')).toBe(true);
    expect(sameDay('2025-03-09', '2025-03-09')).toBe(true);
    expect(sameDay('2025-03-09', null)).toBe(false);
  });
});

describe('makeFile', () => {
  test('is deterministic from its seed and keeps its promises', () => {
    for (let seed = 1; seed <= 40; seed++) {
      const options = { scope: seed % 2 ? 'tri' : 'single', scored: seed % 3 > 0 } as const;
      const f = makeFile(seed, options);
      expect(makeFile(seed, options)).toEqual(f);
      expect(f.accounts.length).toBeGreaterThanOrEqual(4);
      expect(f.accounts.length).toBeLessThanOrEqual(16);
      expect(new Set(f.accounts.map((a) => a.accountNumber.slice(-4))).size).toBe(f.accounts.length);
      expect(f.bureaus).toEqual(options.scope === 'tri' ? ['transunion', 'experian', 'equifax'] : [f.bureaus[0]!]);
      if (!options.scored) expect(Object.values(f.reports).every((r) => r!.score === null)).toBe(true);
      for (const a of f.accounts) {
        const grid = firstView(a)!.paymentGrid.map((g) => g.code);
        expect(a.late.late30).toBe(grid.filter((c) => c === '30').length);
        expect(a.late.late90).toBe(grid.filter((c) => ['90', '120', '150', '180'].includes(c)).length);
      }
    }
  });

  test('a single-bureau file of a given bureau reports only that bureau', () => {
    const f = makeFile(7, { scope: 'single', bureau: 'equifax', scored: true });
    expect(f.bureaus).toEqual(['equifax']);
    expect(f.accounts.every((a) => Object.keys(a.byBureau).join() === 'equifax')).toBe(true);
    expect(f.inquiries.every((i) => i.bureau === 'equifax')).toBe(true);
  });
});

afterAll(() => stopOcr());

describe('the reader on the corpus (expected readings from the generator, held-out layouts never tuned on)', () => {
  test('dev layouts read at least 95 % right, held-out layouts at least 90 %; 3-bureau findings raise each discrepancy once', async () => {
    const summary = await evaluateCorpus();
    expect(summary.dev).toBeGreaterThanOrEqual(0.95);
    expect(summary.heldout).toBeGreaterThanOrEqual(0.9);
    for (const set of SETS) {
      const check = await checkFindings(set);
      expect(check.doubled).toBe(0);
      expect(check.found / check.expected).toBeGreaterThanOrEqual(0.8);
    }
  }, 180_000);
});
