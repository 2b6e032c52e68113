import { describe, expect, test } from 'bun:test';
import { estimateFromCreditScore, overallOf, type CreditReportReading, type Factors, type Finding, type UnderwritingInput } from '@finx/contracts';
import { analyzeFeatures, type Features, reportFeatures } from '../src/modules/underwriting/model';
import { offlineNarrative } from '../src/modules/underwriting/narrative/offline';
import { account, reading } from './fixtures/underwriting-reading';

const NOW = new Date('2026-10-15T12:00:00Z');
const FULL_INPUT: UnderwritingInput = { income: 6_000, employment: 5, expenses: 2_000, existingDebts: 10_000 };

function features(o: { reading?: CreditReportReading | null; finx?: Factors | null; input?: UnderwritingInput; openDisputes?: number } = {}): Features {
  const r = o.reading === undefined ? reading() : o.reading;
  const report = r ? reportFeatures({ id: 1, reading: r }, NOW) : null;
  const factors =
    o.finx === undefined ? { paymentHistoryScore: 90, utilizationScore: 85, creditMixScore: 85, accountAgeScore: 80, newCreditScore: 100 } : o.finx;
  const input = o.input ?? FULL_INPUT;
  return {
    report,
    finx: factors && { overall: overallOf(factors), source: r ? 'credit_report' : 'assessment', factors, estimatedFrom: null },
    input,
    debts: input.existingDebts ?? report?.totalBalance ?? null,
    openDisputes: o.openDisputes ?? 0,
  };
}
const analyze = (f: Features, findings: Finding[] = []) => analyzeFeatures(f, findings, new Set())!;
const codes = (f: Features) => analyze(f).reasons.map((r) => r.code);

describe('offline underwriting model', () => {
  test('a clean, full file: low risk, no reasons, full confidence', () => {
    const a = analyze(features());
    expect(a.creditworthinessScore).toBeGreaterThanOrEqual(90);
    expect(a.riskLevel).toBe('low');
    expect(a.reasons).toEqual([]);
    expect(a.confidenceScore).toBe(100);
    expect(a.missing).toEqual([]);
  });

  test('deterministic: the same data gives the same result', () => {
    expect(analyze(features())).toEqual(analyze(features()));
  });

  test('no report: scored from the FinX factors and cash flow, confidence down 35, the report named as missing', () => {
    const a = analyze(features({ reading: null }));
    expect(a.confidenceScore).toBe(65);
    expect(a.missing).toEqual(['a credit report']);
    expect(a.recommendations.filter((r) => r.type === 'dispute')).toEqual([]);
  });

  test('no report and a weak assessment: the weakest factor is the reason, in adverse-action words', () => {
    const weak = { paymentHistoryScore: 50, utilizationScore: 20, creditMixScore: 55, accountAgeScore: 60, newCreditScore: 85 };
    const a = analyze(features({ reading: null, finx: weak, input: {} }));
    expect(a.reasons[0]).toEqual({
      code: 'utilization',
      text: 'Proportion of balances to credit limits on revolving accounts is too high',
      detail: 'From your assessment answers: Credit Utilization 20 of 100, your weakest factor.',
    });
  });

  test('nothing at all to score → null (the API answers 422)', () => {
    expect(analyzeFeatures(features({ reading: null, finx: null, input: {} }), [], new Set())).toBeNull();
  });

  test('no credit data (no report, no FinX Score): no score, no risk level, no recommendations; what it needs; confidence 20 at best', () => {
    const a = analyze(features({ reading: null, finx: null, input: { income: 9_000, expenses: 1_000, existingDebts: 0, employment: 10 } }));
    expect(a).toMatchObject({ creditworthinessScore: null, riskLevel: null, creditData: 'none', recommendations: [], reasons: [] });
    expect(a.confidenceScore).toBe(20);
    expect(a.missing).toEqual(['a credit report', 'a FinX Score (take the assessment)']);
    const text = offlineNarrative(a);
    expect(text).toStartWith('No score yet: upload a credit report so the analysis can read your credit history.');
    expect(text).not.toMatch(/out of 100|low risk|lender would read/i);
    // the cash-flow numbers still say what they show, and fewer inputs mean less confidence
    const short = analyze(features({ reading: null, finx: null, input: { income: 2_000, expenses: 1_900, existingDebts: 10_000 } }));
    expect(short.reasons.map((r) => r.code)).toEqual(['income_insufficient']);
    expect(short.riskLevel).toBeNull();
    expect(short.confidenceScore).toBe(15);
    expect(offlineNarrative(short)).toContain('From the numbers you entered: income insufficient for current obligations and expenses.');
  });

  test('only a self-reported score: scored, at least medium risk, the report’s 35 points of confidence gone, and the narrative says what it rests on', () => {
    const a = analyze({
      ...features({ reading: null }),
      finx: { overall: 70, source: 'self_reported', factors: estimateFromCreditScore(700), estimatedFrom: 700 },
    });
    expect(a).toMatchObject({ creditData: 'self_reported', confidenceScore: 65 });
    // the score would read low risk; without a credit file it is at least medium
    expect(a.creditworthinessScore).toBeGreaterThanOrEqual(75);
    expect(a.riskLevel).toBe('medium');
    expect(offlineNarrative(a)).toContain(
      'Based on the credit score you told us, not a credit report, so the confidence is lower. Upload a credit report so the analysis can read your credit history.',
    );
    expect(offlineNarrative(analyze(features({ reading: null })))).toContain('Based on your assessment answers, not a credit report');
    expect(offlineNarrative(analyze(features()))).not.toContain('not a credit report');
  });

  test('every missing input lowers the confidence', () => {
    const full = analyze(features()).confidenceScore;
    let previous = full;
    const input: UnderwritingInput = { ...FULL_INPUT };
    for (const key of ['employment', 'expenses', 'income'] as const) {
      delete input[key];
      const c = analyze(features({ input: { ...input } })).confidenceScore;
      expect(c).toBeLessThan(previous);
      previous = c;
    }
    expect(analyze(features({ reading: null, input: {} })).confidenceScore).toBeLessThan(previous);
    expect(analyze(features({ openDisputes: 2 })).confidenceScore).toBe(full - 6);
  });

  test('thin file: one young account → limited credit experience first, builder, tradeline and secured-card style help', () => {
    const thin = reading({ accounts: [account({ opened: '2026-02-01', balance: 100, creditLimit: 500 })] });
    const a = analyze(features({ reading: thin }));
    expect(a.reasons[0]).toMatchObject({
      code: 'limited_experience',
      text: 'Limited credit experience',
      detail: '1 credit account on the report; lenders look for at least 3.',
    });
    expect(a.confidenceScore).toBe(90);
    const types = a.recommendations.map((r) => r.type);
    expect(types).toContain('builder_account');
    expect(types).toContain('tradeline');
    const self = a.recommendations.find((r) => r.id === 'builder_account:self')!;
    expect(self.action).toEqual({ kind: 'enroll_builder', provider: 'self' });
    expect(self.estimatedImpact).toBeGreaterThan(0);
  });

  test('high utilization: the utilization reason with the numbers, and consolidation is offered', () => {
    const maxed = reading({ accounts: [account({ balance: 9_200, creditLimit: 10_000 }), ...reading().accounts.slice(1)] });
    const a = analyze(features({ reading: maxed }));
    expect(a.reasons[0]).toEqual({
      code: 'utilization',
      text: 'Proportion of balances to credit limits on revolving accounts is too high',
      detail: 'Your revolving balances are 92% of your limits ($9,200 of $10,000); under 30% is good, under 10% best.',
    });
    const consolidation = a.recommendations.find((r) => r.type === 'debt_consolidation')!;
    expect(consolidation.estimatedImpact).toBeGreaterThan(5);
    expect(a.creditworthinessScore).toBeLessThan(analyze(features()).creditworthinessScore!);
  });

  test('a recent charge-off: serious delinquency first, high risk, secured card offered', () => {
    const chargeoff = account({
      creditor: 'Capital One',
      status: 'chargeoff',
      paymentStatus: 'chargeoff',
      balance: 1_800,
      creditLimit: 2_000,
      dateOfFirstDelinquency: '2026-02-10',
      negative: true,
    });
    const a = analyze(features({ reading: reading({ accounts: [chargeoff, ...reading().accounts] }) }));
    expect(a.riskLevel).toBe('high');
    expect(a.reasons[0]).toEqual({
      code: 'serious_delinquency',
      text: 'Serious delinquency: an account charged off or placed for collection',
      detail: '1 account charged off, in collection or on public record (Capital One); the most recent 7 months before the report.',
    });
    expect(a.recommendations.map((r) => r.type)).toContain('secured_card');
  });

  test('the worst serious item names the reason: an old bankruptcy, or a recent charge-off beside it', () => {
    const bankruptcy = {
      type: 'Chapter 7 Bankruptcy',
      court: 'US Bankruptcy Court',
      filed: '2020-05-01',
      status: 'Discharged',
      amount: null,
      bureau: 'experian' as const,
    };
    expect(codes(features({ reading: reading({ publicRecords: [bankruptcy] }) }))[0]).toBe('bankruptcy');
    const chargeoff = account({ creditor: 'Capital One', status: 'chargeoff', dateOfFirstDelinquency: '2026-03-01' });
    expect(codes(features({ reading: reading({ publicRecords: [bankruptcy], accounts: [chargeoff, ...reading().accounts] }) }))[0]).toBe('serious_delinquency');
  });

  test('an old charge-off weighs less than a recent one', () => {
    const at = (dofd: string) =>
      analyze(
        features({
          reading: reading({ accounts: [account({ creditor: 'Capital One', status: 'chargeoff', dateOfFirstDelinquency: dofd }), ...reading().accounts] }),
        }),
      ).creditworthinessScore;
    expect(at('2020-01-01')).toBeGreaterThan(at('2026-01-01')!);
  });

  test('DTI exactly 0.43 is within the line; above it, "Excessive obligations in relation to income"', () => {
    const at = (existingDebts: number) => analyze(features({ input: { income: 3_000, employment: 5, expenses: 500, existingDebts } }));
    const onTheLine = at(43_000); // 3% of 43,000 = 1,290 = 43% of 3,000
    expect(onTheLine.cashFlow!.dti).toBe(0.43);
    expect(onTheLine.reasons.map((r) => r.code)).not.toContain('obligations');
    const over = at(44_000);
    expect(over.cashFlow!.dti).toBe(0.44);
    expect(over.reasons).toContainEqual({
      code: 'obligations',
      text: 'Excessive obligations in relation to income',
      detail: 'Estimated debt payments of $1,320 a month (3% of $44,000 owed) are 44% of your $3,000 monthly income; lenders look for 43% or less.',
    });
    expect(over.creditworthinessScore).toBeLessThan(onTheLine.creditworthinessScore!);
    expect(onTheLine.riskLevel).toBe('low');
    expect(at(60_000).riskLevel).toBe('medium'); // DTI 0.6: a clean report, yet at least medium
  });

  test('expenses and payments above income: income insufficient', () => {
    const f = features({ input: { income: 2_000, expenses: 1_900, existingDebts: 10_000, employment: 3 } });
    expect(codes(f)).toContain('income_insufficient');
    expect(analyze(f).riskLevel).toBe('high');
  });

  test('short employment: "Length of employment"', () => {
    const a = analyze(features({ input: { ...FULL_INPUT, employment: 0.5 } }));
    expect(a.reasons).toContainEqual({
      code: 'employment',
      text: 'Length of employment',
      detail: '6 months at your current employer; lenders commonly look for 2 years.',
    });
  });

  test('reasons are ordered by the points they cost, at most four, each specific', () => {
    const messy = reading({
      accounts: [
        account({ creditor: 'Capital One', status: 'chargeoff', paymentStatus: 'chargeoff', dateOfFirstDelinquency: '2025-12-01' }),
        account({ creditor: 'Discover', balance: 4_800, creditLimit: 5_000, opened: '2025-01-01', latePayments: { late30: 2, late60: 0, late90: 0 } }),
      ],
      inquiries: ['2026-01-05', '2026-03-09', '2026-05-20', '2026-07-01'].map((date) => ({
        creditor: 'Bank',
        date,
        kind: 'hard' as const,
        bureau: 'experian' as const,
      })),
    });
    const a = analyze(features({ reading: messy, input: { income: 2_500, employment: 0.5, expenses: 800, existingDebts: 40_000 } }));
    expect(a.reasons).toHaveLength(4);
    // points each costs (weight × shortfall): utilization 20 × 92, payment 30 × 47 (charge-off 35 + two 30-day lates 12),
    // DTI 0.48: 20 × 54, employment 5 × 60, depth 10 × 28, inquiries 5 × 45 → the first four
    expect(a.reasons.map((r) => r.code)).toEqual(['utilization', 'serious_delinquency', 'obligations', 'employment']);
    for (const r of a.reasons) {
      expect(r.text).not.toMatch(/internal|score too low/i);
      expect(r.detail).toMatch(/\d/);
    }
  });

  test('a finding becomes a dispute recommendation filed in one click; its impact is computed by removing the item', () => {
    const collection = account({
      creditor: 'Midland Credit',
      type: 'collection',
      status: 'collection',
      paymentStatus: 'collection',
      opened: '2026-01-01',
      balance: 900,
      creditLimit: null,
    });
    const finding: Finding = {
      key: 'abc123',
      kind: 'duplicate_debt',
      creditor: 'Midland Credit',
      accountNumberLast4: '4321',
      bureau: 'experian',
      disputeType: 'verification',
      disputeReason: 'duplicate',
      reason: 'The same debt is reported twice.',
      amount: 900,
      evidence: [],
      disputeId: null,
    };
    const a = analyze(features({ reading: reading({ accounts: [collection, ...reading().accounts] }) }), [finding]);
    const dispute = a.recommendations.find((r) => r.type === 'dispute')!;
    expect(dispute).toMatchObject({
      id: 'dispute:abc123',
      title: 'Dispute Midland Credit with Experian',
      priority: 'high',
      action: { kind: 'file_finding', key: 'abc123' },
    });
    expect(dispute.estimatedImpact).toBeGreaterThan(5);
    expect(a.recommendations[0]!.priority).toBe('high');
  });

  test('a self-reported estimate only: the low score is the reason, with the number', () => {
    const a = analyze({
      ...features({ reading: null, input: {} }),
      finx: { overall: 40, source: 'self_reported', factors: estimateFromCreditScore(520), estimatedFrom: 520 },
    });
    expect(a.reasons[0]!.detail).toContain('520');
  });

  test('the offline narrative says the score, risk, main reason and the best step', () => {
    const a = analyze(features({ reading: reading({ accounts: [account({ balance: 9_000, creditLimit: 10_000 })] }) }));
    const text = offlineNarrative(a);
    expect(text).toContain(`${a.creditworthinessScore} out of 100`);
    expect(text).toContain(`${a.riskLevel} risk`);
    expect(text).toContain('proportion of balances to credit limits');
    expect(text).toContain('Best next step');
  });
});
