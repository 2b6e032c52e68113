import { ASSESSMENT_QUESTIONS, factorsFromAnswers, overallOf, type AssessmentAnswers, type CoachingProgress } from '@finx/contracts';
import { toaster } from '@finx/design-system';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import Coaching, { advancedLine } from './Coaching';
import { creditKeys } from './queries';
import {
  apiFor,
  assessed,
  bodyOf,
  callsTo,
  COACHING,
  heldAnswer,
  json,
  NEW_COACHING,
  renderScreen,
  screenLoaded,
  section,
  SELF_REPORTED_COACHING,
  stubFetch,
} from './test-utils';

afterEach(() => {
  vi.unstubAllGlobals();
  toaster.dismiss();
});

const h2s = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
/** The FinX Score line of a section: '620/1000 FinX Score'. */
const finxLine = (el: HTMLElement) => within(el).getByText('FinX Score', { exact: false, selector: 'span' }).parentElement!.textContent;
const items = (el: HTMLElement) =>
  within(el)
    .getAllByRole('listitem')
    .map((li) => li.textContent);
/** The Recommended Actions, as [title, impact badge]. */
const tips = () =>
  within(section('Recommended Actions'))
    .getAllByRole('listitem')
    .map((t) => [within(t).getByRole('heading').textContent, t.querySelector('[data-tone]')!.textContent]);

const PATCH_PROGRESS = (init: RequestInit, path: string) => path === '/api/coaching-progress/42' && init.method === 'PATCH';

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

  it("shows a new user no score, level 1 'Beginner User', 0/20 lessons and no assessment, in the spec's section order", async () => {
    stubFetch(apiFor());
    renderScreen(Coaching, '/coaching');
    await screenLoaded();
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
    const noData = 'No data yet: add your credit score or take the assessment to get your first estimate.';
    const score = section('Your FinX Score');
    expect(within(score).getByText('No FinX Score yet')).toBeTruthy();
    expect(within(score).getByText(noData)).toBeTruthy();
    expect(within(score).getByRole('button', { name: 'Get your estimate' })).toBeTruthy();

    const level = section('Current Level');
    expect(within(level).getByText('Level 1')).toBeTruthy();
    expect(within(level).getByText('Beginner User')).toBeTruthy();
    expect(within(level).getByText('No overall score yet.')).toBeTruthy();

    const lessons = section('Lesson Progress');
    expect(lessons.textContent).toContain('0/20');
    expect(within(lessons).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('0');

    const milestone = section('Next Milestone');
    expect(within(milestone).getByText('Add your credit score to set your first milestone')).toBeTruthy();
    expect(within(milestone).getByText('Complete 15 more lessons to unlock advanced strategies')).toBeTruthy();
    expect(within(milestone).getByText('Lesson title 1')).toBeTruthy();
    expect(within(milestone).queryByText(/Completed lessons/)).toBeNull();

    expect(within(section('Credit Score Breakdown')).getByText(noData)).toBeTruthy();
    expect(within(section('Credit Score Breakdown')).queryByRole('progressbar')).toBeNull();
    expect(items(section('AI Insights'))[0]).toMatch(/^Your factorsWe cannot tell your strongest and weakest factor yet\./);
    expect(within(section('Assessment Center')).getByText('No assessment taken yet.')).toBeTruthy();
    for (const madeUp of ['780', 'Advanced', '12/20', '99', 'Estimated']) expect(document.body.textContent).not.toContain(madeUp);
  });

  it("shows a self-reported 640 as the same estimate as the dashboard: 620/1000 Fair, every factor 62, and says it can't tell strong from weak", async () => {
    stubFetch(apiFor({ coaching: SELF_REPORTED_COACHING }));
    renderScreen(Coaching, '/coaching');
    await screenLoaded();
    const score = section('Your FinX Score');
    expect(finxLine(score)).toBe('620/1000 FinX Score');
    expect(within(score).getByText('Fair Financial Health').getAttribute('data-tone')).toBe('warning');
    expect(within(score).getByText('Estimated')).toBeTruthy();
    expect(items(score)).toEqual(['Payment History620/1000', 'Credit Utilization620/1000', 'Credit Mix620/1000', 'Account Age620/1000']);
    expect(within(score).getByText(/^Estimated from the credit score you told us \(640\)/)).toBeTruthy();
    // why the FinX Score is what it is, in one line
    expect(within(score).getByTestId('finx-change').textContent).toBe('Your first FinX Score, on May 20, 2026: estimated from the score you told us (640).');

    const breakdown = section('Credit Score Breakdown');
    expect(within(breakdown).getByText('Estimated')).toBeTruthy();
    expect(
      within(breakdown)
        .getAllByRole('progressbar')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Payment History: 62/100', 'Credit Utilization: 62/100', 'Credit Mix: 62/100', 'Account Age: 62/100']);
    expect(within(breakdown).getByText('The other 10% is new credit (recent applications): 62/100.')).toBeTruthy();
    expect(within(section('Current Level')).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('62');

    expect(items(section('AI Insights'))).toEqual([
      'Your factorsWe cannot tell your strongest and weakest factor yet. Take the assessment, or upload a credit report, and your insights will come from them.',
      'GoalReach 700+ credit score. Complete 15 more lessons to unlock advanced strategies.',
    ]);
    // all four equal: the tips follow the weights (35 %, 30 %, 15 %)
    expect(tips()).toEqual([
      ['Set Up Autopay', 'Critical'],
      ['Reduce Credit Utilization', 'High Impact'],
      ['Keep Old Accounts Open', 'Long-Term'],
    ]);
  });

  it('follows the assessed factors: utilization the strength is named and gets no tip, payment history the weakest comes first', async () => {
    stubFetch(apiFor({ coaching: assessed({ paymentHistoryScore: 50, utilizationScore: 100, creditMixScore: 85, accountAgeScore: 60, newCreditScore: 100 }) }));
    renderScreen(Coaching, '/coaching');
    await screenLoaded();
    const insights = items(section('AI Insights'));
    expect(insights[0]).toBe('StrengthCredit Utilization is your strongest factor at 100%. Keep it there.');
    expect(insights[1]).toMatch(/^OpportunityPayment History is your lowest factor at 50%\./);
    expect(tips()).toEqual([
      ['Set Up Autopay', 'Critical'],
      ['Keep Old Accounts Open', 'Long-Term'],
    ]);
    expect(within(section('Recommended Actions')).queryByText('Reduce Credit Utilization')).toBeNull();
    const low = within(section('Credit Score Breakdown'))
      .getAllByRole('listitem')
      .filter((li) => li.textContent!.includes('Improvement opportunity'))
      .map((li) => within(li).getByRole('progressbar').getAttribute('aria-label'));
    expect(low).toEqual(['Payment History: 50/100', 'Account Age: 60/100']);
    expect(within(section('Your FinX Score')).getByText(/^Estimated from your assessment answers of May 3, 2026\./)).toBeTruthy();
    expect(within(section('Assessment Center')).getByText('Last assessment: May 3, 2026')).toBeTruthy();
  });

  it('says so instead of tips when all four factors are 80 or above', async () => {
    stubFetch(apiFor({ coaching: assessed({ paymentHistoryScore: 100, utilizationScore: 85, creditMixScore: 85, accountAgeScore: 80, newCreditScore: 40 }) }));
    renderScreen(Coaching, '/coaching');
    await screenLoaded();
    const actions = section('Recommended Actions');
    expect(within(actions).getByText('All four of your factors are 80 or above: keep paying on time and your balances low.')).toBeTruthy();
    expect(within(actions).queryAllByRole('listitem')).toHaveLength(0);
  });

  it("shows the level the server gives for 14 lessons, and 'All lessons completed' disabled at 20", async () => {
    expect(advancedLine(0)).toBe('Advanced strategies unlocked');
    expect(advancedLine(1)).toBe('Complete 1 more lesson to unlock advanced strategies');
    stubFetch(apiFor({ coaching: { ...COACHING, completedLessons: 20, lessonsToAdvanced: 0, level: 5, levelName: 'Master' } }));
    renderScreen(Coaching, '/coaching');
    await screenLoaded();
    expect(within(section('Current Level')).getByText('Master User')).toBeTruthy();
    const milestone = section('Next Milestone');
    expect(within(milestone).getByText('Advanced strategies unlocked')).toBeTruthy();
    expect((within(milestone).getByRole('button', { name: 'All lessons completed' }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(section('Lesson Progress')).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
  });

  it('re-reads a completed lesson without its check question', async () => {
    const fetchMock = stubFetch(apiFor({ coaching: COACHING }));
    renderScreen(Coaching, '/coaching');
    await screenLoaded();
    expect(within(section('Current Level')).getByText('Advanced User')).toBeTruthy();
    await userEvent.click(screen.getByText('Completed lessons (14)'));
    await userEvent.click(screen.getByRole('button', { name: 'Lesson title 2' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    expect(within(dialog).getByText('First paragraph of lesson 2.')).toBeTruthy();
    expect(within(dialog).queryByRole('group')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Complete Lesson' })).toBeNull();
    expect(callsTo(fetchMock, 'POST', '/api/coaching-lessons/2/open')).toHaveLength(0);
  });
});

describe('/coaching?lesson=<slug> (Guardian links lessons so)', () => {
  const linkedDialog = async (slug: string) => {
    const fetchMock = stubFetch(
      apiFor({ coaching: COACHING }, (path, init) =>
        path === '/api/coaching-lessons/15/open' && init.method === 'POST' ? json(200, { openedLesson: 15 }) : json(500, {}),
      ),
    );
    renderScreen(Coaching, `/coaching?lesson=${slug}`);
    return { fetchMock, dialog: await screen.findByRole('dialog', {}, { timeout: 5000 }) };
  };

  it('opens the next lesson with its check question (its open recorded), as Complete Lesson does', async () => {
    const { fetchMock, dialog } = await linkedDialog('lesson-15');
    expect(within(dialog).getByText('Lesson 15: Lesson title 15')).toBeTruthy();
    expect(within(dialog).getByRole('group', { name: 'Check: Check question of lesson 15?' })).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', '/api/coaching-lessons/15/open')).toHaveLength(1);
  });

  it('opens a completed lesson to re-read, and a later one to read ahead (no check; it says when it counts)', async () => {
    const done = await linkedDialog('lesson-2');
    expect(within(done.dialog).getByText('Lesson 2: Lesson title 2')).toBeTruthy();
    expect(within(done.dialog).queryByRole('group')).toBeNull();
    expect(within(done.dialog).queryByText(/reading ahead/)).toBeNull();
    cleanup();
    const later = await linkedDialog('lesson-18');
    expect(within(later.dialog).getByText('Lesson 18: Lesson title 18')).toBeTruthy();
    expect(within(later.dialog).getByText("You're reading ahead: this lesson counts toward your progress once you reach it (lesson 15 is next).")).toBeTruthy();
    expect(within(later.dialog).queryByRole('group')).toBeNull();
    expect(within(later.dialog).queryByRole('button', { name: 'Complete Lesson' })).toBeNull();
    expect(later.fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
  });

  it('says so when no lesson has that slug', async () => {
    stubFetch(apiFor({ coaching: COACHING }));
    renderScreen(Coaching, '/coaching?lesson=no-such-lesson');
    await waitFor(() => expect(toaster.get()).toMatchObject({ title: 'Lesson Not Found', tone: 'danger' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('/coaching: Complete Lesson', () => {
  const opened = (n: number): CoachingProgress => ({ ...NEW_COACHING, openedLesson: n });

  /** Presses Complete Lesson and returns the lesson dialog. */
  const pressCompleteLesson = async () => {
    await screenLoaded();
    await userEvent.click(within(section('Next Milestone')).getByRole('button', { name: 'Complete Lesson' }));
    return screen.findByRole('dialog', {}, { timeout: 5000 });
  };

  it("opens the next lesson: POSTs its open, and its 'Complete Lesson' waits for that answer", async () => {
    const held = heldAnswer();
    const fetchMock = stubFetch(apiFor({}, (path, init) => (path === '/api/coaching-lessons/1/open' && init.method === 'POST' ? held.answer : json(500, {}))));
    renderScreen(Coaching, '/coaching');
    const dialog = await pressCompleteLesson();
    expect(within(dialog).getByText('Lesson 1: Lesson title 1')).toBeTruthy();
    expect(within(dialog).getByText('Second paragraph of lesson 1.')).toBeTruthy();
    expect(within(dialog).getByRole('group', { name: 'Check: Check question of lesson 1?' })).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', '/api/coaching-lessons/1/open')).toHaveLength(1);
    const complete = within(dialog).getByRole('button', { name: 'Complete Lesson' }) as HTMLButtonElement;
    expect(complete.disabled).toBe(true);
    held.release(json(200, { openedLesson: 1 }));
    await waitFor(() => expect(complete.disabled).toBe(false));
  });

  it("says why when the lesson cannot be opened (its 'Complete Lesson' stays disabled)", async () => {
    stubFetch(apiFor({}, () => json(500, {})));
    renderScreen(Coaching, '/coaching');
    const dialog = await pressCompleteLesson();
    await waitFor(() =>
      expect(toaster.get()).toMatchObject({
        title: 'Lesson Not Opened',
        description: 'Your lesson could not be opened. Close it and press Complete Lesson again.',
        tone: 'danger',
      }),
    );
    expect((within(dialog).getByRole('button', { name: 'Complete Lesson' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('asks for an answer when none is chosen, and sends nothing', async () => {
    const fetchMock = stubFetch(apiFor({ coaching: opened(1) }));
    renderScreen(Coaching, '/coaching');
    const dialog = await pressCompleteLesson();
    expect(callsTo(fetchMock, 'POST', '/api/coaching-lessons/1/open')).toHaveLength(0); // already opened
    await userEvent.click(within(dialog).getByRole('button', { name: 'Complete Lesson' }));
    expect(within(dialog).getByText('Choose an answer to complete the lesson')).toBeTruthy();
    expect(within(dialog).getByRole('group').getAttribute('aria-invalid')).toBe('true');
    expect(callsTo(fetchMock, 'PATCH', '/api/coaching-progress/42')).toHaveLength(0);
  });

  it("shows a wrong answer's message under the question, with no toast, and keeps the lesson open", async () => {
    const wrong = "That's not the right answer. Read the lesson again and try once more.";
    stubFetch(
      apiFor({ coaching: opened(1) }, (path, init) => (PATCH_PROGRESS(init, path) ? json(422, { error: wrong, code: 'wrong_answer' }) : json(500, {}))),
    );
    renderScreen(Coaching, '/coaching');
    const dialog = await pressCompleteLesson();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'First option' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Complete Lesson' }));
    const group = within(dialog).getByRole('group');
    await waitFor(() => expect(within(group).getByText(wrong)).toBeTruthy());
    expect(toaster.get()).toBeNull();
    expect(screen.getByRole('dialog')).toBe(dialog);
    // another choice: the last answer's message no longer applies
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Second option' }));
    await waitFor(() => expect(within(group).queryByText(wrong)).toBeNull());
  });

  it("sends the lesson and its answer, shows 'Processing...', then 'Progress updated', closes and keeps the server's answer", async () => {
    const held = heldAnswer();
    const fetchMock = stubFetch(apiFor({ coaching: opened(1) }, (path, init) => (PATCH_PROGRESS(init, path) ? held.answer : json(500, {}))));
    const { queryClient } = renderScreen(Coaching, '/coaching');
    const dialog = await pressCompleteLesson();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Second option' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Complete Lesson' }));

    expect(within(dialog).getByRole('button', { name: 'Processing...' }).getAttribute('aria-busy')).toBe('true');
    const [call] = callsTo(fetchMock, 'PATCH', '/api/coaching-progress/42');
    expect(bodyOf(call!)).toEqual({ completedLessons: 1, lesson: 1, answer: 1 });

    const answer: CoachingProgress = { ...NEW_COACHING, completedLessons: 1, lessonsToAdvanced: 14 };
    held.release(json(200, answer));
    await waitFor(() =>
      expect(toaster.get()).toMatchObject({ title: 'Progress updated', description: 'Your coaching progress has been saved', tone: 'success' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(queryClient.getQueryData(creditKeys.coaching(42))).toEqual(answer);
    expect(section('Lesson Progress').textContent).toContain('1/20');
    expect(within(section('Next Milestone')).getByText('Complete 14 more lessons to unlock advanced strategies')).toBeTruthy();
    expect(within(section('Next Milestone')).getByText('Lesson title 2')).toBeTruthy();
    // learning progress, not a better score
    expect(within(section('Your FinX Score')).getByText('No FinX Score yet')).toBeTruthy();
  });

  it("shows any other refusal as a 'Progress Not Saved' toast with the server's words", async () => {
    stubFetch(
      apiFor({ coaching: opened(1) }, (path, init) =>
        PATCH_PROGRESS(init, path) ? json(409, { error: 'Open lesson 1 and read it before completing it', code: 'conflict' }) : json(500, {}),
      ),
    );
    renderScreen(Coaching, '/coaching');
    const dialog = await pressCompleteLesson();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Second option' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Complete Lesson' }));
    await waitFor(() =>
      expect(toaster.get()).toMatchObject({ title: 'Progress Not Saved', description: 'Open lesson 1 and read it before completing it', tone: 'danger' }),
    );
    expect(within(dialog).queryByText('Open lesson 1 and read it before completing it')).toBeNull();
  });
});

describe('/coaching: Take Assessment', () => {
  const ANSWERS: AssessmentAnswers = {
    latePayments: 'one',
    cardBalances: 'under_10',
    accountKinds: 'cards_only',
    oldestAccount: '3_to_4',
    recentApplications: 'two_to_three',
  };

  const openAssessment = async () => {
    await screenLoaded();
    await userEvent.click(within(section('Assessment Center')).getByRole('button', { name: 'Take Assessment' }));
    return screen.findByRole('dialog', {}, { timeout: 5000 });
  };

  it("asks five questions and marks each unanswered one with 'Choose an answer', sending nothing", async () => {
    const fetchMock = stubFetch(apiFor());
    renderScreen(Coaching, '/coaching');
    const dialog = await openAssessment();
    const questions = within(dialog).getAllByRole('group');
    expect(questions.map((q) => q.querySelector('legend')!.textContent)).toEqual(Object.values(ASSESSMENT_QUESTIONS).map((q) => q.question));
    await userEvent.click(within(questions[0]!).getByRole('radio', { name: 'One' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit Assessment' }));
    expect(within(dialog).getAllByText('Choose an answer')).toHaveLength(4);
    expect(within(questions[0]!).queryByText('Choose an answer')).toBeNull();
    expect(callsTo(fetchMock, 'PATCH', '/api/coaching-progress/42')).toHaveLength(0);
  });

  it("sends the answers with the spec's sub-scores, overall score and date they give, shows 'Processing...', then the server's factors", async () => {
    const held = heldAnswer();
    const fetchMock = stubFetch(apiFor({}, (path, init) => (PATCH_PROGRESS(init, path) ? held.answer : json(500, {}))));
    renderScreen(Coaching, '/coaching');
    const dialog = await openAssessment();
    for (const [id, value] of Object.entries(ANSWERS) as [keyof AssessmentAnswers, string][]) {
      const q = ASSESSMENT_QUESTIONS[id];
      const label = (q.options as readonly { value: string; label: string }[]).find((o) => o.value === value)!.label;
      await userEvent.click(within(within(dialog).getByRole('group', { name: q.question })).getByRole('radio', { name: label }));
    }
    const before = Date.now();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit Assessment' }));
    expect(within(dialog).getByRole('button', { name: 'Processing...' }).getAttribute('aria-busy')).toBe('true');

    const [call] = callsTo(fetchMock, 'PATCH', '/api/coaching-progress/42');
    const body = bodyOf(call!);
    const factors = factorsFromAnswers(ANSWERS);
    expect(body).toEqual({
      answers: ANSWERS,
      paymentHistoryScore: factors.paymentHistoryScore,
      utilizationScore: factors.utilizationScore,
      creditMixScore: factors.creditMixScore,
      accountAgeScore: factors.accountAgeScore,
      overallScore: overallOf(factors),
      lastAssessmentDate: expect.any(String),
    });
    expect(body).toMatchObject({ paymentHistoryScore: 70, utilizationScore: 100, creditMixScore: 55, accountAgeScore: 60, overallScore: 76 });
    expect(new Date(body.lastAssessmentDate as string).getTime()).toBeGreaterThanOrEqual(before - 1);

    held.release(json(200, assessed(factors, { lastAssessmentDate: '2026-06-10T09:00:00.000Z' })));
    await waitFor(() => expect(toaster.get()).toMatchObject({ title: 'Progress updated' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(finxLine(section('Your FinX Score'))).toBe('760/1000 FinX Score');
    expect(within(section('Assessment Center')).getByText('Last assessment: Jun 10, 2026')).toBeTruthy();
  });
});

describe('/coaching: errors', () => {
  it('shows an inline error with Retry when the progress cannot be read', async () => {
    let fail = true;
    stubFetch((path, init) => (path === '/api/coaching-progress/42' && fail ? json(500, {}) : apiFor({ coaching: SELF_REPORTED_COACHING })(path, init)));
    renderScreen(Coaching, '/coaching');
    const alerts = await screen.findAllByRole('alert');
    expect(alerts[0]!.textContent).toContain("Couldn't load your coaching progress.");
    fail = false;
    await userEvent.click(within(alerts[0]!).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryAllByRole('alert')).toHaveLength(0));
    expect(finxLine(section('Your FinX Score'))).toBe('620/1000 FinX Score');
  });
});
