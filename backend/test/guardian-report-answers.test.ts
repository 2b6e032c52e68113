/** Guardian's answers about the read report (no database): the highest balance, §605's date, the gap between bureaus. */
import { describe, expect, test } from 'bun:test';
import { DAY_MS, isoDay } from '@finx/contracts';
import { type AccountFact, FACT_SOURCES } from '../src/modules/guardian/facts';
import { accountsAnswer, lessonsAnswer, scoresAnswer } from '../src/modules/guardian/offline/report-answers';
import { askOf } from '../src/modules/guardian/offline/route';

const account = (over: Partial<AccountFact>): AccountFact => ({
  creditor: 'CAPITAL ONE',
  accountLast4: '4471',
  type: 'revolving',
  status: 'open',
  paymentStatus: 'current',
  balance: 900,
  creditLimit: 3000,
  highBalance: null,
  reportableUntil: null,
  utilization: 30,
  opened: '2019-04',
  dateOfFirstDelinquency: null,
  originalCreditor: null,
  late30: 0,
  late60: 0,
  late90: 0,
  negative: false,
  bureauNames: ['Experian'],
  bureauBalances: [],
  ...over,
});

const report = (accounts: AccountFact[]) => ({
  data: { reportDate: '2026-11-20', bureauNames: ['Experian'], accounts, hardInquiries: [], utilization: null },
  source: FACT_SOURCES.report,
});

describe('the read report in answers', () => {
  test('asked whether inquiries are older than a year, each one says so, from today', () => {
    const recent = isoDay(new Date(Date.now() - 60 * DAY_MS));
    const old = isoDay(new Date(Date.now() - 500 * DAY_MS));
    const r = {
      ...report([]),
      data: {
        ...report([]).data,
        hardInquiries: [
          { creditor: 'CARMAX', date: recent, bureauName: 'Experian' },
          { creditor: 'DISCOVER BANK', date: old, bureauName: 'Equifax' },
        ],
      },
    };
    expect(accountsAnswer(r, askOf('are any of my hard inquiries older than a year')).text).toContain(
      'Today, CARMAX is less than a year old and DISCOVER BANK is a year old or more.',
    );
  });

  test('an amount paid on one card: each card’s use after it, and whether that is under 30 %; how far below its highest balance', () => {
    const r = report([
      account({ balance: 1380, creditLimit: 2000 }),
      account({ creditor: 'DISCOVER BANK', accountLast4: '2290', balance: 2140, creditLimit: 5000, highBalance: 3900 }),
    ]);
    expect(accountsAnswer(r, askOf('i got $700, can that get either of my cards under 30%')).text).toBe(
      "Paying $700 on one card: CAPITAL ONE ****4471 would go to $680 of its $2,000 limit (34% used, still over 30%) and DISCOVER BANK ****2290 would go to $1,440 of its $5,000 limit (28.8% used, under 30%) (from your report's balances; FinX's arithmetic, not a score).",
    );
    expect(accountsAnswer(r, askOf('if i pay $640 on my discover')).text).toContain('$1,500 of its $5,000 limit (30% used, exactly 30% — not under it)');
    expect(accountsAnswer(r, askOf('my discover balance is $2,140 right')).text).not.toContain('Paying');
    expect(accountsAnswer(r, askOf('how far below its highest balance is my discover')).text).toContain('highest balance $3,900 ($1,760 below it now)');
  });

  test('asked what a bureau with no report shows, the answer says so before what the others show', () => {
    const text = accountsAnswer(report([account({})]), askOf("whats capital one's balance at transunion")).text;
    expect(text).toStartWith('No report from TransUnion yet, so I can’t see what it shows. On your Experian report');
  });

  test('asked which accounts were never late, the answer names them, and the late ones apart', () => {
    const r = report([account({ late30: 1 }), account({ creditor: 'DISCOVER BANK', accountLast4: '2290' })]);
    expect(accountsAnswer(r, askOf('which of my accounts have never been late')).text).toBe(
      'On your Experian report dated November 20, 2026, DISCOVER BANK ****2290 shows no late payment. CAPITAL ONE ****4471 shows late payments.',
    );
  });

  test("the lessons answer names the Coaching screen's next milestone", () => {
    const coaching = {
      data: {
        completedLessons: 1,
        totalLessons: 20,
        level: 'Beginner',
        next: { number: 2, title: 'How late payments are reported', slug: 'x' },
        nextMilestone: 'Reach 700+ credit score',
      },
      source: FACT_SOURCES.coaching,
    };
    expect(lessonsAnswer(coaching).text).toContain('the Coaching screen’s next milestone: Reach 700+ credit score.');
    expect(lessonsAnswer(coaching).text).toContain('14 more lessons unlock the advanced strategies.');
  });

  test("an account two bureaus report says whether its balance is the same at both, or each bureau's", () => {
    const both = { bureauNames: ['Equifax', 'Experian'] };
    const same = accountsAnswer(
      report([
        account({
          ...both,
          bureauBalances: [
            { bureauName: 'Equifax', balance: 900 },
            { bureauName: 'Experian', balance: 900 },
          ],
        }),
      ]),
      askOf('do both bureaus show the same balance on my capital one'),
    ).text;
    expect(same).toContain('balance $900 (the same at both bureaus)');
    const differ = accountsAnswer(
      report([
        account({
          ...both,
          bureauBalances: [
            { bureauName: 'Equifax', balance: 900 },
            { bureauName: 'Experian', balance: 1200 },
          ],
        }),
      ]),
      askOf('whats the balance on my capital one'),
    ).text;
    expect(differ).toContain('balance $900 (Equifax $900 and Experian $1,200)');
  });

  test('asked when a late payment was, the answer says the count is all FinX has, not the month', () => {
    const late = report([account({ late30: 1 })]);
    expect(accountsAnswer(late, askOf('what month was my capital one late payment')).text).toContain(
      '1× 30 days late (FinX has the count of late payments from the report, not the months they fell in)',
    );
    expect(accountsAnswer(late, askOf('tell me about my capital one card')).text).not.toContain('not the months');
  });

  test("the cards' totals say how much credit is still available, and the summary what all the balances add up to", () => {
    const r = report([
      account({ balance: 900, creditLimit: 3000 }),
      account({ creditor: 'LVNV FUNDING', accountLast4: '8830', type: 'collection', balance: 612, creditLimit: null, utilization: null }),
    ]);
    expect(accountsAnswer(r, askOf('how much available credit do i have on my cards in total')).text).toContain(
      'Your cards’ balances total $900 of $3,000 in limits ($2,100 still available)',
    );
    expect(accountsAnswer(r, askOf('what accounts are on my report')).text).toContain('Their balances add up to $1,512.');
  });

  test('an account names its highest balance when the report gives one', () => {
    const text = accountsAnswer(report([account({ highBalance: 2450 })]), askOf('what was the highest balance on my capital one')).text;
    expect(text).toContain('highest balance $2,450');
  });

  test('a collection says until when FCRA §605 lets it be reported, and that the date is past when it is', () => {
    const past = account({
      creditor: 'PORTFOLIO RECOVERY',
      type: 'collection',
      negative: true,
      dateOfFirstDelinquency: '2017-03',
      reportableUntil: '2024-09-30',
    });
    expect(accountsAnswer(report([past]), askOf('when does the portfolio recovery collection come off')).text).toContain(
      'it may be reported until about September 2024 — a date already past, so it is obsolete and can be disputed',
    );
    const later = account({
      creditor: 'PORTFOLIO RECOVERY',
      type: 'collection',
      negative: true,
      dateOfFirstDelinquency: '2024-03',
      reportableUntil: '2031-09-30',
    });
    const text = accountsAnswer(report([later]), askOf('when does the portfolio recovery collection come off')).text;
    expect(text).toContain('until about September 2031.');
    expect(text).not.toContain('already past');
  });

  test('a card paid down to an amount, the other left alone: the overall utilization then', () => {
    const cards = [
      account({ creditor: 'CAPITAL ONE', balance: 1500, creditLimit: 2000, utilization: 75 }),
      account({ creditor: 'DISCOVER BANK', accountLast4: '2290', balance: 1000, creditLimit: 3000, utilization: 33 }),
    ];
    const text = accountsAnswer(report(cards), askOf('what would my overall utilization be if i pay discover down to $400 and keep capital one as is')).text;
    expect(text).toContain(
      'With DISCOVER BANK ****2290 paid down to $400, your cards would owe $1,900 of $5,000 in limits: an overall utilization of about 38%',
    );
  });

  test('asked how far apart two bureaus’ scores are: the difference in points', () => {
    const findings = {
      data: {
        reports: [
          {
            id: 1,
            bureau: null,
            reportDate: '2026-11-20',
            uploadedOn: '2026-11-21',
            creditScore: null,
            scoreModel: null,
            bureaus: [
              { bureau: 'experian' as const, bureauName: 'Experian', score: 650, model: 'FICO Score 8', reportDate: '2026-11-20' },
              { bureau: 'equifax' as const, bureauName: 'Equifax', score: 684, model: 'VantageScore 3.0', reportDate: '2026-11-20' },
            ],
          },
        ],
        items: [],
      },
      source: FACT_SOURCES.findings,
    };
    const none = { data: null, source: FACT_SOURCES.profile };
    const factors = {
      data: {
        source: 'none',
        estimated: false,
        overallScore: null,
        finxScore: null,
        factors: [],
        weakest: [],
        estimatedFrom: null,
        lastAssessmentDate: null,
        finxChange: null,
      },
      source: FACT_SOURCES.factors,
    };
    const text = scoresAnswer(findings as never, none, factors as never, askOf('how many points apart are my experian and equifax scores')).text;
    expect(text).toContain('Equifax’s 684 and Experian’s 650 are 34 points apart.');
  });
});
