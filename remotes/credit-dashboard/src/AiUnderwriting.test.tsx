import type { BuilderAccount, CreditReportSummary, InsurancePolicy, InsuranceQuote, UnderwritingResult } from '@finx/contracts';
import { toaster } from '@finx/design-system';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import AiUnderwriting from './AiUnderwriting';
import { inputOf } from './AnalysisTab';
import { bodyOf, builder, callsTo, json, renderScreen, stubFetch } from './test-utils';
import type { Respond } from '../../common/testing';

afterEach(() => vi.unstubAllGlobals());

const RESULT: UnderwritingResult = {
  id: 7,
  userId: 42,
  createdAt: '2026-10-15T12:00:00.000Z',
  creditworthinessScore: 64,
  riskLevel: 'medium',
  confidenceScore: 80,
  reasons: [
    {
      code: 'utilization',
      text: 'Proportion of balances to credit limits on revolving accounts is too high',
      detail: 'Your revolving balances are 92% of your limits ($9,200 of $10,000).',
    },
    { code: 'inquiries', text: 'Number of recent inquiries on credit bureau report', detail: '4 hard inquiries in the 12 months before the report.' },
  ],
  recommendations: [
    {
      id: 'builder_account:kikoff',
      type: 'builder_account',
      title: 'Open a Kikoff account',
      description: 'A $750 revolving line.',
      estimatedImpact: 6,
      provider: 'Kikoff',
      timeframe: '3–6 months',
      priority: 'medium',
      cost: 'From $5/month',
      action: { kind: 'enroll_builder', provider: 'kikoff' },
    },
    {
      id: 'debt_consolidation',
      type: 'debt_consolidation',
      title: 'Consolidate card balances into one fixed-rate loan',
      description: 'One payment.',
      estimatedImpact: 12,
      provider: 'A credit union personal loan',
      timeframe: '1–2 months',
      priority: 'high',
      cost: 'Loan interest',
      action: null,
    },
  ],
  inputs: { income: 5000, existingDebts: 9200 },
  basis: {
    reportId: 3,
    reportDate: '2026-10-01',
    bureau: 'experian',
    finxScore: 640,
    finxSource: 'credit_report',
    creditData: 'credit_report',
    openDisputes: 0,
    debtToIncome: 0.055,
    missing: ['your monthly expenses', 'your years employed'],
  },
  narrative: 'Your creditworthiness score is 64 out of 100, which a lender would read as medium risk.',
  narrativeSource: 'offline',
  narrativeNote: null,
  model: 'finx-offline-1',
};

const REPORT: CreditReportSummary = {
  id: 3,
  fileName: 'experian.pdf',
  uploadDate: '2026-10-10T09:00:00.000Z',
  status: 'processed',
  error: null,
  bureau: 'experian',
  reportDate: '2026-10-01',
  creditScore: 688,
  scoreRange: { min: 300, max: 850 },
  riskLevel: 'medium',
  accountSummary: { totalBalance: 18450 },
};

const QUOTE: InsuranceQuote = {
  id: 'q_abc',
  providerKey: 'shield',
  provider: 'FinX Shield',
  monthlyPremium: 29.72,
  riskLevel: 'medium',
  coverage: { maximumCoverage: 15000, deductible: 400 },
  income: 5000,
  illustrative: true,
  underwritingResultId: 7,
  createdAt: '2026-10-15T12:00:00.000Z',
  expiresAt: '2026-11-14T12:00:00.000Z',
};
const { illustrative: _, ...QUOTED } = QUOTE;
const SAVED: InsurancePolicy = { ...QUOTED, id: 11, userId: 42, quoteId: 'q_abc', paymentMethod: 'card', status: 'illustrative', cancelledAt: null };

/** The case: income, expenses, debts and employment, and no report or score. */
const NO_CREDIT: UnderwritingResult = {
  ...RESULT,
  id: 8,
  creditworthinessScore: null,
  riskLevel: null,
  confidenceScore: 20,
  reasons: [],
  recommendations: [],
  inputs: { income: 9000, expenses: 1500, existingDebts: 2000, employment: 8 },
  basis: {
    reportId: null,
    reportDate: null,
    bureau: null,
    finxScore: null,
    finxSource: 'none',
    creditData: 'none',
    openDisputes: 0,
    debtToIncome: 0.007,
    missing: ['a credit report', 'a FinX Score (take the assessment)'],
  },
  narrative:
    'No score yet: upload a credit report so the analysis can read your credit history. Income, expenses and debts alone do not show a lender how you repay credit. Confidence 20%: the analysis has no credit history to read.',
};

interface Data {
  latest?: UnderwritingResult | null;
  reports?: CreditReportSummary[];
  policies?: InsurancePolicy[];
}

/** The screen's reads for user 42; `extra` answers the writes. */
function api(data: Data = {}, extra?: Respond): Respond {
  return (path, init) => {
    if ((init.method ?? 'GET') === 'GET') {
      switch (path) {
        case '/api/ai-underwriting/results/42':
          return json(200, { latest: data.latest ?? null, history: data.latest ? [data.latest] : [] });
        case '/api/credit-reports':
          return json(200, { reports: data.reports ?? [] });
        case '/api/insurance/policies/42':
          return json(200, { policies: data.policies ?? [] });
        case '/api/builder-accounts/42':
          return json(200, []);
        case '/api/credit-report-findings':
          return json(200, { findings: [] });
        case '/api/ai-underwriting/providers':
          return json(200, {
            providers: [
              { provider: 'FinX offline model (finx-offline-1)', note: 'Computes the score.', active: true },
              { provider: 'OpenAI', note: "Not available yet: FinX's own model writes the summary.", active: false },
            ],
          });
        case '/api/insurance/providers':
          return json(200, { shield: { name: 'FinX Shield', description: 'Covers your payments.', specialties: ['Job loss', 'Disability'] } });
      }
    }
    if (extra) return extra(path, init);
    return json(500, { error: `unexpected ${init.method} ${path}` });
  };
}

const openTab = async (name: string) => userEvent.click(await screen.findByRole('tab', { name }));

describe('/ai-underwriting', () => {
  it('the inputs: numbers, empty ones omitted, anything else left for the schema', () => {
    expect(inputOf({ income: ' 5,000 ', employment: '', expenses: '$1200.5', existingDebts: 'abc' })).toEqual({
      income: 5000,
      expenses: 1200.5,
      existingDebts: 'abc',
    });
  });

  it('four tabs, Upload Reports first; a processed report lists its facts and fills existing debts (Data Auto-filled)', async () => {
    stubFetch(api({ reports: [REPORT] }));
    renderScreen(AiUnderwriting, '/ai-underwriting');
    expect(screen.getByRole('heading', { name: 'AI Credit Optimization', level: 1 })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Upload Reports', 'AI Analysis', 'Credit Protection', 'Integrations']);
    expect(screen.getByRole('tab', { name: 'Upload Reports' }).getAttribute('aria-selected')).toBe('true');
    const item = within(await screen.findByRole('list', { name: 'Processed reports' })).getByRole('listitem');
    for (const text of ['Experian', 'Processed', 'Risk: medium', '688', '300–850', '$18,450']) expect(within(item).getByText(text)).toBeTruthy();
    await userEvent.click(within(item).getByRole('button', { name: 'Use as existing debts: the $18,450 total balance' }));
    expect(toaster.get()).toMatchObject({
      title: 'Data Auto-filled',
      tone: 'success',
      description: expect.stringContaining('$18,450 from your Experian report'),
    });
    await openTab('AI Analysis');
    expect((screen.getByLabelText('Existing debts') as HTMLInputElement).value).toBe('18450');
  });

  it('runs the analysis with the numbers given and shows the result: score, risk, confidence, reasons in order, recommendations', async () => {
    const fetchMock = stubFetch(api({}, (path) => (path === '/api/ai-underwriting/analyze' ? json(201, RESULT) : json(500, {}))));
    renderScreen(AiUnderwriting, '/ai-underwriting');
    await openTab('AI Analysis');
    expect(await screen.findByText(/No analysis yet/)).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Monthly income'), '5000');
    await userEvent.type(screen.getByLabelText('Existing debts'), '9200');
    fetchMock.mockImplementation((input, init = {}) =>
      Promise.resolve(api({ latest: RESULT }, (path) => (path === '/api/ai-underwriting/analyze' ? json(201, RESULT) : json(500, {})))(String(input), init)),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Run AI Analysis' }));
    await waitFor(() => expect(toaster.get()).toMatchObject({ title: 'AI Analysis Complete', description: 'Creditworthiness score: 64/100', tone: 'success' }));
    expect(bodyOf(callsTo(fetchMock, 'POST', '/api/ai-underwriting/analyze')[0]!)).toEqual({
      userId: 42,
      additionalData: { income: 5000, existingDebts: 9200 },
    });
    const score = await screen.findByText('64');
    expect(score.getAttribute('data-tone')).toBe('warning');
    expect(screen.getByText('Medium risk')).toBeTruthy();
    expect(screen.getByText('80%')).toBeTruthy();
    const reasons = screen.getAllByRole('listitem').filter((li) => li.closest('ol'));
    expect(reasons.map((li) => li.querySelector('p')!.textContent)).toEqual(RESULT.reasons.map((r) => r.text));
    const recs = within(screen.getByRole('list', { name: 'Recommendations' })).getAllByRole('listitem');
    expect(recs).toHaveLength(2);
    for (const text of ['Credit builder', 'Medium priority', 'Open a Kikoff account', '+6 points', 'Kikoff', '3–6 months', 'From $5/month'])
      expect(within(recs[0]!).getByText(text)).toBeTruthy();
    expect(within(recs[1]!).queryByRole('button')).toBeNull();
  });

  it('a builder recommendation sends the partner the request in one click; then it reads "Request sent to Kikoff — finish on Kikoff\'s site" with the link', async () => {
    let accounts: BuilderAccount[] = [];
    const requested = builder(1, 'kikoff', 'requested');
    const fetchMock = stubFetch((path, init) =>
      path === '/api/builder-accounts/42'
        ? json(200, accounts)
        : api({ latest: RESULT }, (p) => (p === '/api/builder-accounts' ? ((accounts = [requested]), json(201, requested)) : json(500, {})))(path, init),
    );
    renderScreen(AiUnderwriting, '/ai-underwriting');
    await openTab('AI Analysis');
    await userEvent.click(await screen.findByRole('button', { name: 'Send request: Open a Kikoff account' }));
    await waitFor(() =>
      expect(toaster.get()).toMatchObject({ title: 'Request Sent', description: "Request sent to Kikoff — finish on Kikoff's site.", tone: 'success' }),
    );
    expect(bodyOf(callsTo(fetchMock, 'POST', '/api/builder-accounts')[0]!)).toEqual({ userId: 42, provider: 'kikoff' });
    const rec = within(screen.getByRole('list', { name: 'Recommendations' })).getAllByRole('listitem')[0]!;
    await waitFor(() => expect(within(rec).getByText('Requested')).toBeTruthy());
    expect(within(rec).queryByText('Enrolled')).toBeNull();
    expect(rec.textContent).toContain("Request sent to Kikoff — finish on Kikoff's site");
    const link = within(rec).getByRole('link', { name: /^finish on Kikoff's site\s?\(opens in a new tab\)$/ });
    expect(link.getAttribute('href')).toBe('https://kikoff.com/');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('without credit data: no score and no risk level, what it needs (with the way to upload), no recommendations; no quotes from it', async () => {
    stubFetch(api({ latest: NO_CREDIT }));
    renderScreen(AiUnderwriting, '/ai-underwriting');
    await openTab('AI Analysis');
    expect(await screen.findByText('No score without a credit report')).toBeTruthy();
    expect(screen.getByText('Not assessed')).toBeTruthy();
    expect(screen.getByText('20%')).toBeTruthy();
    expect(screen.queryByText(/\/100/)).toBeNull();
    expect(screen.queryByText(/low risk|Low risk/)).toBeNull();
    expect(
      screen.getByText(
        'No score yet: upload a credit report so the analysis can read your credit history. Income, expenses and debts alone do not show a lender how you repay credit.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Recommendations need your credit history: upload a credit report and run the analysis again.')).toBeTruthy();
    await openTab('Credit Protection');
    expect(await screen.findByText('No quotes without credit data')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Get Quotes' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Go to Upload Reports' }));
    expect(screen.getByRole('tab', { name: 'Upload Reports' }).getAttribute('aria-selected')).toBe('true');
  });

  it('an analysis without credit data: its toast says what it needs, not a score', async () => {
    stubFetch(api({}, (path) => (path === '/api/ai-underwriting/analyze' ? json(201, NO_CREDIT) : json(500, {}))));
    renderScreen(AiUnderwriting, '/ai-underwriting');
    await openTab('AI Analysis');
    await userEvent.type(await screen.findByLabelText('Monthly income'), '9000');
    await userEvent.click(screen.getByRole('button', { name: 'Run AI Analysis' }));
    await waitFor(() =>
      expect(toaster.get()).toMatchObject({
        title: 'AI Analysis Complete',
        description: 'No score yet: upload a credit report so the analysis can read your credit history.',
        tone: 'info',
      }),
    );
  });

  it('only a self-reported score: the result says what it rests on', async () => {
    stubFetch(
      api({
        latest: {
          ...RESULT,
          basis: { ...RESULT.basis, reportId: null, reportDate: null, bureau: null, finxSource: 'self_reported', creditData: 'self_reported' },
        },
      }),
    );
    renderScreen(AiUnderwriting, '/ai-underwriting');
    await openTab('AI Analysis');
    expect(
      await screen.findByText(
        'Based on the credit score you told us, not a credit report, so the confidence is lower. Upload a credit report so the analysis can read your credit history.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('64')).toBeTruthy();
  });

  it('a bad number is named under its field and nothing is sent; a failure is shown with the server’s words', async () => {
    const fetchMock = stubFetch(
      api({}, () => json(422, { error: 'Nothing to analyze yet: upload a credit report, take the assessment, or enter your monthly income' })),
    );
    renderScreen(AiUnderwriting, '/ai-underwriting');
    await openTab('AI Analysis');
    await userEvent.type(await screen.findByLabelText('Monthly income'), '-5');
    await userEvent.click(screen.getByRole('button', { name: 'Run AI Analysis' }));
    expect(await screen.findByText('Monthly income cannot be negative')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', '/api/ai-underwriting/analyze')).toHaveLength(0);
    await userEvent.clear(screen.getByLabelText('Monthly income'));
    await userEvent.click(screen.getByRole('button', { name: 'Run AI Analysis' }));
    await waitFor(() =>
      expect(toaster.get()).toMatchObject({ title: 'Analysis Failed', description: expect.stringContaining('Nothing to analyze yet'), tone: 'danger' }),
    );
  });

  it('Credit Protection asks for an analysis first', async () => {
    stubFetch(api());
    renderScreen(AiUnderwriting, '/ai-underwriting');
    await openTab('Credit Protection');
    expect(await screen.findByText('Run an analysis first')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Go to AI Analysis' }));
    expect(screen.getByRole('tab', { name: 'AI Analysis' }).getAttribute('aria-selected')).toBe('true');
  });

  it('Credit Protection: illustrative quotes from the last analysis; saving one says no policy exists (never "Insurance Activated"); nothing to cancel', async () => {
    let policies: InsurancePolicy[] = [];
    const fetchMock = stubFetch((path, init) =>
      api({ latest: RESULT, policies }, (p) => {
        if (p === '/api/insurance/quote') return json(201, { quotes: [QUOTE] });
        if (p === '/api/insurance/purchase') return ((policies = [SAVED]), json(201, SAVED));
        return json(500, {});
      })(path, init),
    );
    renderScreen(AiUnderwriting, '/ai-underwriting');
    await openTab('Credit Protection');
    expect(await screen.findByText('Nothing saved yet. You have no policy: no insurer is connected.')).toBeTruthy();
    await userEvent.click(await screen.findByRole('button', { name: 'Get Quotes' }));
    const quote = within(await screen.findByRole('list', { name: 'Quotes' })).getByRole('listitem');
    for (const text of ['FinX Shield', 'Illustrative', '$29.72', 'Medium risk', '$15,000', '$400']) expect(within(quote).getByText(text)).toBeTruthy();
    expect(bodyOf(callsTo(fetchMock, 'POST', '/api/insurance/quote')[0]!)).toEqual({ userId: 42, underwritingResult: { id: 7 } });
    expect(within(quote).queryByRole('button', { name: /^Purchase/ })).toBeNull();
    await userEvent.click(within(quote).getByRole('button', { name: 'Save illustrative quote: FinX Shield, $29.72 a month (no policy is bought)' }));
    await waitFor(() =>
      expect(toaster.get()).toMatchObject({
        title: 'Illustrative Quote Saved',
        description: 'FinX Shield: no policy exists — no insurer is connected, and nothing is charged.',
        tone: 'info',
      }),
    );
    expect(bodyOf(callsTo(fetchMock, 'POST', '/api/insurance/purchase')[0]!)).toEqual({ userId: 42, quote: { id: 'q_abc' }, paymentMethod: 'card' });
    const item = within(await screen.findByRole('list', { name: 'Saved quotes and policies' })).getByRole('listitem');
    expect(within(item).getByText('Illustrative — no policy')).toBeTruthy();
    expect(item.textContent).toContain('no policy exists and nothing is charged');
    expect(within(item).queryByRole('button')).toBeNull();
    await waitFor(() => expect(within(quote).getByText('Saved — no policy')).toBeTruthy());
    expect(screen.queryByText(/Insurance Activated|policy is active/)).toBeNull();
  });

  it('an insurer-confirmed policy (status active) reads Active and can be cancelled', async () => {
    let policies: InsurancePolicy[] = [{ ...SAVED, status: 'active' }];
    stubFetch((path, init) =>
      api({ latest: RESULT, policies }, (p) =>
        p === '/api/insurance/policies/11/cancel'
          ? ((policies = [{ ...SAVED, status: 'cancelled', cancelledAt: '2026-10-16T00:00:00.000Z' }]), json(200, policies[0]))
          : json(500, {}),
      )(path, init),
    );
    renderScreen(AiUnderwriting, '/ai-underwriting');
    await openTab('Credit Protection');
    const policy = within(await screen.findByRole('list', { name: 'Saved quotes and policies' })).getByRole('listitem');
    expect(within(policy).getByText('Active')).toBeTruthy();
    await userEvent.click(within(policy).getByRole('button', { name: 'Cancel FinX Shield policy' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Saved quotes and policies' })).getByText('Cancelled')).toBeTruthy());
  });

  it('Integrations: the AI provider status and the insurance providers', async () => {
    stubFetch(api());
    renderScreen(AiUnderwriting, '/ai-underwriting');
    await openTab('Integrations');
    const ai = within(await screen.findByRole('list', { name: 'AI providers' }));
    expect(ai.getByText('FinX offline model (finx-offline-1)')).toBeTruthy();
    expect(ai.getByText('Not available yet')).toBeTruthy();
    expect(ai.getByText("Not available yet: FinX's own model writes the summary.")).toBeTruthy();
    expect(ai.queryByText(/OPENAI_API_KEY|configured/)).toBeNull();
    const insurers = within(await screen.findByRole('list', { name: 'Insurance providers' }));
    for (const text of ['FinX Shield', 'Covers your payments.', 'Job loss', 'Disability']) expect(insurers.getByText(text)).toBeTruthy();
  });
});
