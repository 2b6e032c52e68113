import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import Progress, { goalPercent } from './Progress';
import { trendBarPercent } from './TrendChart';
import { activity, apiFor, builder, card, COACHING, dispute, heldAnswer, json, PROFILE, renderScreen, section, stubFetch } from './test-utils';

afterEach(() => vi.unstubAllGlobals());

const GETS = [
  '/api/credit-profiles/42',
  '/api/coaching-progress/42',
  '/api/disputes/42',
  '/api/activities/42',
  '/api/builder-accounts/42',
  '/api/score-history/42',
];

const TREND = {
  months: [
    { month: '2026-01', score: null },
    { month: '2026-02', score: 630 },
    { month: '2026-03', score: null },
    { month: '2026-04', score: 685 },
    { month: '2026-05', score: 850 },
    { month: '2026-06', score: 712 },
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

  it('shows the fallbacks for a new user: 650 toward 750, progress sub-scores 85/65/80/75, no achievements', async () => {
    stubFetch(apiFor());
    renderScreen(Progress, '/progress');
    await waitFor(() => expect(within(card('Current Score')).getByText('650')).toBeTruthy());
    expect(within(card('Goal Progress')).getByText('78%')).toBeTruthy();
    expect(within(card('Goal Progress')).getByText('Toward a goal of 750')).toBeTruthy();
    expect(within(card('Active Disputes')).getByText('0')).toBeTruthy();
    expect(within(card('Coaching Level')).getByText('Level 3')).toBeTruthy();
    expect(within(section('Goal Progress')).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('78');

    const health = within(section('Credit Health Breakdown'))
      .getAllByRole('progressbar')
      .map((b) => b.getAttribute('aria-label'));
    expect(health).toEqual(['Payment History: 85%', 'Credit Utilization: 65%', 'Credit Mix: 80%', 'Account Age: 75%']);

    const trend = section('6-Month Score Trend');
    expect(within(within(trend).getByTestId('trend-plot')).getAllByText('No data')).toHaveLength(6);
    expect(within(trend).queryAllByTestId('trend-bar')).toHaveLength(0);
    expect(within(section('Recent Achievements')).getByText('No achievements yet')).toBeTruthy();
    expect(within(section('Recent Activity')).getByText('No recent activity')).toBeTruthy();
  });

  it('shows real data: goal from 300, trend bars on the 550 range with null months, achievements, 10 activities', async () => {
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
    await waitFor(() => expect(within(card('Current Score')).getByText('712')).toBeTruthy());
    expect(within(card('Current Score')).getByText('-8 from last month')).toBeTruthy();
    expect(within(card('Goal Progress')).getByText('82%')).toBeTruthy();
    expect(within(card('Active Disputes')).getByText('1')).toBeTruthy();
    expect(within(card('Coaching Level')).getByText('Level 4')).toBeTruthy();

    const trend = section('6-Month Score Trend');
    const figure = within(trend).getByRole('figure');
    expect(figure.getAttribute('aria-labelledby')).toBeTruthy();
    expect(within(figure).getByText(/January 2026 to June 2026/)).toBeTruthy();
    const bars = within(trend).getAllByTestId('trend-bar');
    expect(bars.map((b) => [b.textContent, b.style.height])).toEqual([
      ['630', `${(330 / 550) * 100}%`],
      ['685', `${(385 / 550) * 100}%`],
      ['850', '100%'],
      ['712', `${(412 / 550) * 100}%`],
    ]);
    const table = within(trend).getByRole('table', { hidden: true });
    expect(
      within(table)
        .getAllByRole('row', { hidden: true })
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual(['January 2026No data', 'February 2026630', 'March 2026No data', 'April 2026685', 'May 2026850', 'June 2026712']);

    const earned = within(section('Recent Achievements'))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(earned).toEqual([
      expect.stringMatching(/^Assessment taken.*May 3, 2026$/),
      'Builder account openedOn-time payments on it now build your history.Apr 20, 2026',
      expect.stringMatching(/^First lesson completed.*Mar 15, 2026$/),
      'First dispute filedYou challenged an item on your credit report.Feb 10, 2026',
      expect.stringMatching(/^Dispute resolved.*Earned$/),
      expect.stringMatching(/^Score up 82 pointsFrom 630 to 712/),
    ]);

    expect(within(section('Recent Activity')).getAllByRole('listitem')).toHaveLength(10);
    const health = within(section('Credit Health Breakdown'))
      .getAllByRole('progressbar')
      .map((b) => b.getAttribute('aria-label'));
    expect(health).toEqual(['Payment History: 91%', 'Credit Utilization: 58%', 'Credit Mix: 72%', 'Account Age: 99%']);
  });

  it('shows an inline error with Retry for a failed read and keeps the rest', async () => {
    stubFetch((path, init) => (path === '/api/score-history/42' ? json(500, {}) : apiFor()(path, init)));
    renderScreen(Progress, '/progress');
    const alert = await within(section('6-Month Score Trend')).findByRole('alert');
    expect(alert.textContent).toContain("Couldn't load your score trend.");
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect((await within(section('Recent Achievements')).findByRole('alert')).textContent).toContain("Couldn't load your achievements.");
    expect(within(card('Current Score')).getByText('650')).toBeTruthy();
  });
});
