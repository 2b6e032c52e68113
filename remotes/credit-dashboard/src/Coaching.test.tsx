import { applyAssessment, applyLesson, COACHING_FALLBACK, SUBSCORE_FALLBACK } from '@finx/contracts';
import { toaster } from '@finx/design-system';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import Coaching, { advancedLine } from './Coaching';
import { apiFor, bodyOf, callsTo, COACHING, heldAnswer, json, renderScreen, section, stubFetch } from './test-utils';

afterEach(() => {
  vi.unstubAllGlobals();
  toaster.dismiss();
});

const h2s = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

describe('/coaching', () => {
  it('starts both reads at once and shows its heading while loading', async () => {
    const held = heldAnswer();
    const fetchMock = stubFetch(() => held.answer);
    renderScreen(Coaching, '/coaching');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('FinX Score Coaching');
    expect(screen.getByText('AI-powered financial coaching to optimize your credit profile')).toBeTruthy();
    expect(document.title).toBe('FinX Score Coaching · FinX');
    await waitFor(() => expect(fetchMock.mock.calls.map(([p]) => String(p)).sort()).toEqual(['/api/coaching-lessons', '/api/coaching-progress/42']));
    held.release(json(500, {}));
  });

  it("shows every section in the spec's order with the fallbacks for a new user", async () => {
    stubFetch(apiFor());
    renderScreen(Coaching, '/coaching');
    const score = section('Your FinX Score');
    await waitFor(() => expect(within(score).getByText('780')).toBeTruthy());
    expect(h2s()).toEqual([
      'Your FinX Score',
      'AI Insights',
      'Current Level',
      'Lesson Progress',
      'Next Milestone',
      'Credit Score Breakdown',
      'Recommended Actions',
      'Assessment Center',
    ]);
    expect(within(score).getByText('Good Financial Health')).toBeTruthy();
    expect(within(score).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Payment History990/1000',
      'Credit Utilization920/1000',
      'Credit Mix850/1000',
      'Account Age980/1000',
    ]);

    const insights = within(section('AI Insights')).getAllByRole('listitem').map((li) => li.textContent);
    expect(insights[0]).toBe('StrengthPayment History is your strongest factor at 99%. Keep it there.');
    expect(insights[1]).toMatch(/^OpportunityCredit Mix is your lowest factor at 85%\./);
    expect(insights[2]).toBe('GoalReach 700+ credit score. Complete 3 more lessons to unlock advanced strategies.');

    const level = section('Current Level');
    expect(within(level).getByText('Level 3')).toBeTruthy();
    expect(within(level).getByText('Advanced User')).toBeTruthy();
    expect(within(level).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('78');

    const lessons = section('Lesson Progress');
    expect(lessons.textContent).toContain('12/20');
    expect(within(lessons).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('60');

    const milestone = section('Next Milestone');
    expect(within(milestone).getByText('Reach 700+ credit score')).toBeTruthy();
    expect(within(milestone).getByText('Complete 3 more lessons to unlock advanced strategies')).toBeTruthy();
    expect(await within(milestone).findByText('Lesson title 13')).toBeTruthy();
    expect(within(milestone).getByText('Completed lessons (12)')).toBeTruthy();

    const breakdown = section('Credit Score Breakdown');
    const rows = within(breakdown).getAllByRole('listitem').map((li) => li.textContent);
    expect(rows).toEqual([
      'Payment History99/10035% of your score',
      'Credit Utilization92/10030% of your score',
      'Credit Mix85/10010% of your score',
      'Account Age98/10015% of your score',
    ]);

    const tips = within(section('Recommended Actions')).getAllByRole('listitem');
    expect(tips.map((t) => [within(t).getByRole('heading').textContent, t.querySelector('[data-tone]')!.textContent])).toEqual([
      ['Reduce Credit Utilization', 'High Impact'],
      ['Set Up Autopay', 'Critical'],
      ['Diversify Credit Mix', 'Medium Impact'],
    ]);
    const assessment = section('Assessment Center');
    expect(within(assessment).getByRole('button', { name: 'Take Assessment' })).toBeTruthy();
    expect(within(assessment).queryByText(/Last assessment/)).toBeNull();
  });

  it('shows the stored progress: band badge, sub-scores ×10, improvement opportunities under 80, last assessment', async () => {
    stubFetch(apiFor({ coaching: { ...COACHING, overallScore: 92 } }));
    renderScreen(Coaching, '/coaching');
    const score = section('Your FinX Score');
    await waitFor(() => expect(within(score).getByText('920')).toBeTruthy());
    expect(within(score).getByText('Excellent Financial Health').getAttribute('data-tone')).toBe('success');
    expect(within(score).getByText('Credit Utilization').parentElement!.textContent).toBe('Credit Utilization580/1000');

    const breakdown = section('Credit Score Breakdown');
    const low = within(breakdown)
      .getAllByRole('listitem')
      .filter((li) => li.textContent!.includes('Improvement opportunity'))
      .map((li) => within(li).getByRole('progressbar').getAttribute('aria-label'));
    expect(low).toEqual(['Credit Utilization: 58/100', 'Credit Mix: 72/100']);
    expect(within(section('Current Level')).getByText('Level 4')).toBeTruthy();
    expect(within(section('Next Milestone')).getByText('Complete 1 more lesson to unlock advanced strategies')).toBeTruthy();
    expect(within(section('Next Milestone')).getByText('Reach 750+ credit score')).toBeTruthy();
    expect(within(section('Assessment Center')).getByText('Last assessment: May 3, 2026')).toBeTruthy();
    expect(within(section('AI Insights')).getAllByRole('listitem')[1]!.textContent).toMatch(/Credit Utilization is your lowest factor at 58%/);
  });

  it("says 'Advanced strategies unlocked' at 0 and disables Complete Lesson at the total", async () => {
    expect(advancedLine(0)).toBe('Advanced strategies unlocked');
    expect(advancedLine(1)).toBe('Complete 1 more lesson to unlock advanced strategies');
    stubFetch(apiFor({ coaching: { ...COACHING, completedLessons: 20, lessonsToAdvanced: 0 } }));
    renderScreen(Coaching, '/coaching');
    const milestone = section('Next Milestone');
    expect(await within(milestone).findByText('Advanced strategies unlocked')).toBeTruthy();
    const done = within(milestone).getByRole('button', { name: 'All lessons completed' }) as HTMLButtonElement;
    expect(done.disabled).toBe(true);
    expect(within(section('Lesson Progress')).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
  });

  it('opens the next lesson and a completed one to read', async () => {
    stubFetch(apiFor());
    renderScreen(Coaching, '/coaching');
    await userEvent.click(await screen.findByRole('button', { name: 'Read lesson: Lesson title 13' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    expect(within(dialog).getByText('Lesson 13: Lesson title 13')).toBeTruthy();
    expect(within(dialog).getByText('Second paragraph of lesson 13.')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close lesson' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(screen.getByText('Completed lessons (12)'));
    await userEvent.click(screen.getByRole('button', { name: 'Lesson title 2' }));
    expect(within(await screen.findByRole('dialog')).getByText('First paragraph of lesson 2.')).toBeTruthy();
  });

  it("Complete Lesson sends applyLesson's numbers, shows 'Processing...', puts the answer in the cache and says 'Progress updated'", async () => {
    const held = heldAnswer();
    const fetchMock = stubFetch(apiFor({}, (path, init) => (path === '/api/coaching-progress/42' && init.method === 'PATCH' ? held.answer : json(500, {}))));
    renderScreen(Coaching, '/coaching');
    await userEvent.click(await screen.findByRole('button', { name: 'Complete Lesson' }));
    expect(screen.getAllByRole('button', { name: 'Processing...' })[0]!.getAttribute('aria-busy')).toBe('true');
    const expected = applyLesson({ ...COACHING_FALLBACK, ...SUBSCORE_FALLBACK });
    const [call] = callsTo(fetchMock, 'PATCH', '/api/coaching-progress/42');
    expect(bodyOf(call!)).toEqual({ completedLessons: expected.completedLessons, overallScore: expected.overallScore });
    expect(bodyOf(call!)).toEqual({ completedLessons: 13, overallScore: 83 });

    held.release(json(200, { ...COACHING, completedLessons: 13, overallScore: 83, lessonsToAdvanced: 2 }));
    await waitFor(() => expect(toaster.get()).toMatchObject({ title: 'Progress updated', description: 'Your coaching progress has been saved', tone: 'success' }));
    expect(within(section('Your FinX Score')).getByText('830')).toBeTruthy();
    expect(section('Lesson Progress').textContent).toContain('13/20');
    expect(within(section('Next Milestone')).getByText('Complete 2 more lessons to unlock advanced strategies')).toBeTruthy();
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/activities/42')).toHaveLength(0)); // not read here: nothing to refresh
  });

  it("Take Assessment sends applyAssessment's sub-scores, date and overall score", async () => {
    const fetchMock = stubFetch(
      apiFor({ coaching: COACHING }, (path, init) =>
        path === '/api/coaching-progress/42' && init.method === 'PATCH' ? json(200, { ...COACHING, ...applyAssessment(COACHING), lastAssessmentDate: '2026-06-10T09:00:00.000Z' }) : json(500, {}),
      ),
    );
    renderScreen(Coaching, '/coaching');
    const before = Date.now();
    await userEvent.click(await screen.findByRole('button', { name: 'Take Assessment' }));
    const [call] = callsTo(fetchMock, 'PATCH', '/api/coaching-progress/42');
    const body = bodyOf(call!);
    const next = applyAssessment(COACHING);
    expect(body).toEqual({
      paymentHistoryScore: next.paymentHistoryScore,
      utilizationScore: next.utilizationScore,
      creditMixScore: next.creditMixScore,
      accountAgeScore: next.accountAgeScore,
      lastAssessmentDate: expect.any(String),
      overallScore: next.overallScore,
    });
    expect(body).toMatchObject({ paymentHistoryScore: 94, utilizationScore: 60, creditMixScore: 76, accountAgeScore: 100, overallScore: 83 });
    expect(new Date(body.lastAssessmentDate as string).getTime()).toBeGreaterThanOrEqual(before - 1);
    await waitFor(() => expect(toaster.get()).toMatchObject({ title: 'Progress updated' }));
    expect(within(section('Assessment Center')).getByText('Last assessment: Jun 10, 2026')).toBeTruthy();
  });

  it("shows a destructive toast with the server's message when saving fails (the spec's app showed nothing)", async () => {
    stubFetch(apiFor({}, () => json(409, { error: 'All lessons are already completed' })));
    renderScreen(Coaching, '/coaching');
    await userEvent.click(await screen.findByRole('button', { name: 'Complete Lesson' }));
    await waitFor(() => expect(toaster.get()).toMatchObject({ title: 'Progress Not Saved', description: 'All lessons are already completed', tone: 'danger' }));
    expect(section('Lesson Progress').textContent).toContain('12/20');
  });

  it('shows an inline error with Retry when the progress cannot be read', async () => {
    let fail = true;
    stubFetch((path, init) => (path === '/api/coaching-progress/42' && fail ? json(500, {}) : apiFor()(path, init)));
    renderScreen(Coaching, '/coaching');
    const alerts = await screen.findAllByRole('alert');
    expect(alerts[0]!.textContent).toContain("Couldn't load your coaching progress.");
    fail = false;
    await userEvent.click(within(alerts[0]!).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryAllByRole('alert')).toHaveLength(0));
    expect(within(section('Your FinX Score')).getByText('780')).toBeTruthy();
  });
});
