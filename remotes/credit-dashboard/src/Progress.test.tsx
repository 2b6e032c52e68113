import type { ScoreTrend } from '@finx/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import Progress, { goalPercent } from './Progress';
import { trendBarPercent } from './TrendChart';
import {
  activity,
  apiFor,
  builder,
  card,
  COACHING,
  dispute,
  heldAnswer,
  json,
  PROFILE,
  renderScreen,
  screenLoaded,
  section,
  SELF_REPORTED_COACHING,
  SELF_REPORTED_PROFILE,
  stubFetch,
} from './test-utils';

afterEach(() => vi.unstubAllGlobals());

const GETS = [
  '/api/credit-profiles/42',
  '/api/coaching-progress/42',
  '/api/disputes/42',
  '/api/activities/42',
  '/api/builder-accounts/42',
  '/api/score-history/42',
];

const MONTHS = ['2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06'];
const monthsOf = (scores: (number | null)[]) => MONTHS.map((month, i) => ({ month, score: scores[i]! }));
/** The current score's line (Experian FICO 8) first, then the scores the user told us: two lines, never one. */
const TREND: ScoreTrend = {
  lines: [
    { source: 'credit_report', bureau: 'experian', model: 'FICO Score 8', months: monthsOf([null, 630, null, 685, 850, 712]) },
    { source: 'self_reported', bureau: null, model: null, months: monthsOf([500, 500, 600, 600, 700, 700]) },
  ],
};

describe('score maths', () => {
  it('goal progress runs from 300 to the goal, clamped 0–100', () => {
    expect(goalPercent(650, 750)).toBe(78); // 350 / 450
    expect(goalPercent(300, 750)).toBe(0);
    expect(goalPercent(250, 750)).toBe(0);
    expect(goalPercent(800, 750)).toBe(100);
    expect(goalPercent(712, 800)).toBe(82); // 412 / 500
  });
  it('trend bars use the 550-point range above 300', () => {
    expect(trendBarPercent(300)).toBe(0);
    expect(trendBarPercent(575)).toBe(50);
    expect(trendBarPercent(850)).toBe(100);
    expect(trendBarPercent(900)).toBe(100);
    expect(trendBarPercent(200)).toBe(0);
  });
});

describe('/progress', () => {
  it('starts every read at once and shows its heading while loading', async () => {
    const held = heldAnswer();
    const fetchMock = stubFetch(() => held.answer);
    renderScreen(Progress, '/progress');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Progress Tracking');
    expect(document.title).toBe('Progress Tracking · FinX');
    await waitFor(() => expect(fetchMock.mock.calls.map(([p]) => String(p)).sort()).toEqual([...GETS].sort()));
    held.release(json(500, {}));
  });

  it('shows a new user no made-up numbers: no score, no goal yet, level 1 with 0 of 20 lessons, no factors', async () => {
    stubFetch(apiFor());
    renderScreen(Progress, '/progress');
    await screenLoaded();
    expect(card('Current Score').textContent).toBe('Current Score—Not added yet');
    expect(card('Goal Progress').textContent).toBe('Goal Progress—No goal set yet');
    expect(within(card('Active Disputes')).getByText('0')).toBeTruthy();
    expect(card('Coaching Level').textContent).toBe('Coaching LevelLevel 10 of 20 lessons');

    const goal = section('Goal Progress');
    expect(within(goal).getByText('No goal yet')).toBeTruthy();
    expect(within(goal).getByRole('link', { name: 'Set your goal' }).getAttribute('href')).toBe('/onboarding');
    expect(within(goal).queryByRole('progressbar')).toBeNull();

    const health = section('Credit Health Breakdown');
    expect(within(health).queryByRole('progressbar')).toBeNull();
    expect(within(health).queryByText('Estimated')).toBeNull();
    expect(within(health).getByText('No data yet: add your credit score or take the assessment to get your first estimate.')).toBeTruthy();

    const trend = section('6-Month Score Trend');
    expect(within(trend).getByText(/^No credit score recorded yet/)).toBeTruthy();
    expect(within(trend).queryAllByTestId('trend-bar')).toHaveLength(0);
    expect(within(section('Recent Achievements')).getByText('No achievements yet')).toBeTruthy();
    expect(within(section('Recent Activity')).getByText('No recent activity')).toBeTruthy();
    for (const madeUp of ['650', '750', '78%', '85%', 'Level 3']) expect(document.body.textContent).not.toContain(madeUp);
  });

  it('shows a self-reported 640 with the same estimated factors as the dashboard and coaching (62 each)', async () => {
    stubFetch(apiFor({ profile: SELF_REPORTED_PROFILE, coaching: SELF_REPORTED_COACHING }));
    renderScreen(Progress, '/progress');
    await screenLoaded();
    expect(card('Current Score').textContent).toBe('Current Score640Self-reported · May 20, 2026Upload a report to track changes');
    expect(card('Goal Progress').textContent).toBe('Goal Progress76%Toward a goal of 750'); // 340 / 450
    const health = section('Credit Health Breakdown');
    expect(within(health).getByText('Estimated')).toBeTruthy();
    expect(
      within(health)
        .getAllByRole('progressbar')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Payment History: 62%', 'Credit Utilization: 62%', 'Credit Mix: 62%', 'Account Age: 62%']);
    expect(within(health).getByText(/^Estimated from the credit score you told us \(640\)/)).toBeTruthy();
  });

  it('shows real data: goal from 300, one trend chart per bureau and model (bars on the 550 range, null months), achievements, 10 activities', async () => {
    stubFetch(
      apiFor({
        profile: PROFILE,
        coaching: COACHING,
        disputes: [dispute(3, 'pending'), dispute(2, 'resolved')],
        activities: [
          ...Array.from({ length: 11 }, (_, i) => activity(i + 1)),
          activity(20, { type: 'lesson_completed', title: 'Lesson completed', createdAt: '2026-04-02T10:00:00.000Z' }),
          activity(21, { type: 'lesson_completed', title: 'Lesson completed', createdAt: '2026-03-15T10:00:00.000Z' }),
        ],
        builderAccounts: [builder(1, 'self')],
        trend: TREND,
      }),
    );
    renderScreen(Progress, '/progress');
    await screenLoaded();
    expect(card('Current Score').textContent).toBe('Current Score712Experian · FICO Score 8 · Jun 1, 2026-8 since May 2, 2026');
    expect(within(card('Goal Progress')).getByText('82%')).toBeTruthy();
    expect(within(card('Active Disputes')).getByText('1')).toBeTruthy();
    expect(card('Coaching Level').textContent).toBe('Coaching LevelLevel 314 of 20 lessons');

    const trend = section('6-Month Score Trend');
    const [figure, selfReported] = within(trend).getAllByRole('figure');
    expect(figure!.getAttribute('aria-labelledby')).toBeTruthy();
    expect(within(figure!).getByText(/January 2026 to June 2026/)).toBeTruthy();
    expect(within(figure!).getByText('Experian · FICO Score 8')).toBeTruthy();
    expect(within(selfReported!).getByText('Self-reported')).toBeTruthy();
    const bars = within(figure!).getAllByTestId('trend-bar');
    expect(bars.map((b) => [b.textContent, b.style.height])).toEqual([
      ['630', `${(330 / 550) * 100}%`],
      ['685', `${(385 / 550) * 100}%`],
      ['850', '100%'],
      ['712', `${(412 / 550) * 100}%`],
    ]);
    const table = within(figure!).getByRole('table', { hidden: true });
    expect(within(table).getByText('Experian · FICO Score 8: credit score by month')).toBeTruthy();
    expect(
      within(table)
        .getAllByRole('row', { hidden: true })
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual(['January 2026No data', 'February 2026630', 'March 2026No data', 'April 2026685', 'May 2026850', 'June 2026712']);
    expect(
      within(selfReported!)
        .getAllByTestId('trend-bar')
        .map((b) => b.textContent),
    ).toEqual(['500', '500', '600', '600', '700', '700']);

    const earned = within(section('Recent Achievements'))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(earned).toEqual([
      expect.stringMatching(/^Assessment taken.*May 3, 2026$/),
      'Builder account openedOn-time payments on it now build your history.Apr 20, 2026',
      expect.stringMatching(/^First lesson completed.*Mar 15, 2026$/),
      'First dispute filedYou challenged an item on your credit report.Feb 10, 2026',
      expect.stringMatching(/^Dispute resolved.*Earned$/),
      // within the Experian FICO 8 line only: the self-reported 500 → 700 is not a measured rise
      'Score up 82 pointsExperian · FICO Score 8: from 630 to 712 over the last 4 months with data.Earned',
    ]);

    expect(within(section('Recent Activity')).getAllByRole('listitem')).toHaveLength(10);
    const health = section('Credit Health Breakdown');
    expect(
      within(health)
        .getAllByRole('progressbar')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Payment History: 91%', 'Credit Utilization: 58%', 'Credit Mix: 72%', 'Account Age: 99%']);
    expect(within(health).getByText('Estimated')).toBeTruthy();
  });

  it('shows an inline error with Retry for a failed read and keeps the rest', async () => {
    stubFetch((path, init) => (path === '/api/score-history/42' ? json(500, {}) : apiFor()(path, init)));
    renderScreen(Progress, '/progress');
    await screenLoaded();
    const alert = within(section('6-Month Score Trend')).getByRole('alert');
    expect(alert.textContent).toContain("Couldn't load your score trend.");
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect((await within(section('Recent Achievements')).findByRole('alert')).textContent).toContain("Couldn't load your achievements.");
    expect(card('Current Score').textContent).toBe('Current Score—Not added yet');
  });
});
