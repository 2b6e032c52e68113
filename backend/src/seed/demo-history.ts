import type { EntityManager } from '@mikro-orm/postgresql';
import { type AssessmentAnswers, DAY_MS } from '@finx/contracts';
import {
  applyCoachingAction,
  enrollBuilderAccount,
  findCoachingProgress,
  LESSON_ANSWERS,
  openLesson,
  recordActivity,
  recordScore,
  saveOnboarding,
} from '../modules/credit';
import { fileDispute, markPortalUsed, recordResult } from '../modules/disputes';

const daysAgo = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/**
 * The demo's credit score over the last months, ending at 712: the scores Jordan told us at onboarding and
 * each time they updated it (self-reported: the demo has read no credit report, so no bureau or model is
 * claimed, and FinX computes no rise or drop between them).
 */
export const DEMO_SCORES = [
  { score: 668, daysAgo: 200 },
  { score: 675, daysAgo: 150 },
  { score: 681, daysAgo: 110 },
  { score: 694, daysAgo: 70 },
  { score: 712, daysAgo: 21 },
] as const;
/** When the i-th demo score was recorded: its days before `now`. */
const scoreDate = (now: Date, i: number): Date => daysAgo(now, DEMO_SCORES[i]!.daysAgo);
const GOALS = { targetScore: 780, primaryGoal: 'increase_score', timeframe: '12_months' } as const;

/** Lessons the demo has completed, and its assessment answers (FinX Score 720: one late payment, 30–49 % utilization). */
const DEMO_LESSONS = 14;
export const DEMO_ASSESSMENT: AssessmentAnswers = {
  latePayments: 'one',
  cardBalances: '30_to_49',
  accountKinds: 'cards_and_loans',
  oldestAccount: '5_to_9',
  recentApplications: 'one',
};

/** A new demo account's profile, as if onboarding had been updated at each score. */
export async function seedDemoProfile(em: EntityManager, userId: number, now: Date) {
  for (const [i, p] of DEMO_SCORES.entries()) await saveOnboarding(em, userId, { currentScore: p.score, ...GOALS }, scoreDate(now, i));
}

/** Score points for a demo account seeded before score history existed (its profile is left as it is): self-reported, as its profile's were. */
export async function seedDemoScorePoints(em: EntityManager, userId: number, now: Date) {
  for (const [i, p] of DEMO_SCORES.entries()) recordScore(em, userId, p.score, scoreDate(now, i), { source: 'self_reported' });
  await em.flush();
}

/** Whether the lived-in data below is there (its coaching row is written with it, in one transaction). */
export const hasDemoHistory = async (em: EntityManager, userId: number) => !!(await findCoachingProgress(em, userId));

/**
 * Coaching (14/20 lessons, an assessment 3 weeks ago), a Self builder account, a resolved and a pending
 * dispute, and the activities they leave, spread over the last weeks. Uses the services with back-dated
 * timestamps, so the data looks exactly like the API would have written it. The disputes only `withDisputes`
 * (tests may mount users and credit without the disputes module).
 */
export async function seedDemoHistory(em: EntityManager, userId: number, now: Date, withDisputes: boolean) {
  await enrollBuilderAccount(em, userId, 'self', daysAgo(now, 45));
  if (withDisputes) {
    // Filed on the bureau's portal; TransUnion answered that it updated the balance.
    const resolved = await fileDispute(
      em,
      userId,
      {
        type: 'verification',
        creditor: 'Capital One',
        bureau: 'transunion',
        disputeReason: 'incorrect_amount',
        accountNumber: '5178 0590 0000 9034',
        amount: '482.17',
        description: 'The balance reported after my final payment in March is wrong; the account was paid down to $0.',
      },
      daysAgo(now, 60),
    );
    await markPortalUsed(em, userId, resolved.id, daysAgo(now, 60));
    await recordResult(em, userId, resolved.id, { result: 'updated', responseDate: daysAgo(now, 36) }, daysAgo(now, 34));
  }

  // Lessons 1–14, one every four days until three and a half weeks ago, each opened and its check answered.
  for (let n = 1; n <= DEMO_LESSONS; n++) {
    const at = daysAgo(now, 24 + (DEMO_LESSONS - n) * 4);
    await openLesson(em, userId, n, at);
    await applyCoachingAction(em, userId, { action: 'lesson', lesson: n, answer: LESSON_ANSWERS[n - 1]! }, at);
  }
  await applyCoachingAction(em, userId, { action: 'assessment', answers: DEMO_ASSESSMENT }, daysAgo(now, 21));
  await em.flush();

  if (withDisputes) {
    await fileDispute(
      em,
      userId,
      {
        type: 'validation',
        creditor: 'Midland Credit Management',
        bureau: 'experian',
        disputeReason: 'not_mine',
        accountNumber: '8841-2207-4821',
        amount: '1250.00',
        description: 'I do not recognize this collection account and never had an account with the original creditor.',
      },
      daysAgo(now, 10),
    );
  }
  recordActivity(em, userId, {
    type: 'quick_action',
    title: 'Quick action: progress_check',
    description: 'Checked progress from the dashboard',
    metadata: { action: 'progress_check' },
    at: daysAgo(now, 2),
  });
  await em.flush();
}
