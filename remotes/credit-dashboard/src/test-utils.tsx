/** Helpers for the credit-dashboard screen tests (the account remote's style). */
import {
  BUILDER_PROVIDER_SIGNUP_URLS,
  overallOf,
  type Activity,
  type BuilderAccount,
  type CoachingProgress,
  type CreditProfile,
  type Dispute,
  type Factors,
  type Lesson,
  type ScoreTrend,
} from '@finx/contracts';
import type { SessionUser } from '@finx/contracts/session';
import { Toaster } from '@finx/design-system';
import { render, screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import type { ComponentType } from 'react';
import { disputeFixture, json, renderScreen as renderAt, type Respond, USER } from '../../common/testing';

export { bodyOf, callsTo, heldAnswer, json, navigatedTo, stubFetch, USER } from '../../common/testing';

/**
 * The screen at `path`, signed in as USER unless told otherwise, beside the shell's Toaster (dialogs wait
 * for it to keep it clickable, and reject when it never comes).
 */
export function renderScreen(Screen: ComponentType, path: string, session: SessionUser | null = USER) {
  render(<Toaster />);
  return renderAt(Screen, path, session);
}

export const LESSONS: Lesson[] = Array.from({ length: 20 }, (_, i) => ({
  number: i + 1,
  slug: `lesson-${i + 1}`,
  topic: 'utilization',
  title: `Lesson title ${i + 1}`,
  minutes: 5 + (i % 3),
  summary: `Summary of lesson ${i + 1}`,
  check: { question: `Check question of lesson ${i + 1}?`, options: ['First option', 'Second option', 'Third option'] },
  body: [`First paragraph of lesson ${i + 1}.`, `Second paragraph of lesson ${i + 1}.`],
}));

export const EMPTY_TREND: ScoreTrend = { lines: [] };

/** A profile whose score is an Experian FICO 8 of June 1, down 8 from the Experian FICO 8 of May 2. */
export const PROFILE: CreditProfile = {
  userId: 42,
  currentScore: 712,
  goalScore: 800,
  targetScore: 800,
  scoreChange: -8,
  scorePoint: { score: 712, source: 'credit_report', bureau: 'experian', model: 'FICO Score 8', date: '2026-06-01' },
  previousScore: { score: 720, source: 'credit_report', bureau: 'experian', model: 'FICO Score 8', date: '2026-05-02' },
  primaryGoal: 'increase_score',
  timeframe: '12_months',
  lastUpdated: '2026-06-01T00:00:00.000Z',
};

/** What the server answers for a user who has told us nothing yet: 0 of 20 lessons, level 1, no factors. */
export const NEW_COACHING: CoachingProgress = {
  userId: 42,
  overallScore: null,
  level: 1,
  levelName: 'Beginner',
  completedLessons: 0,
  totalLessons: 20,
  openedLesson: null,
  nextMilestone: 'Add your credit score to set your first milestone',
  lessonsToAdvanced: 15,
  paymentHistoryScore: null,
  utilizationScore: null,
  creditMixScore: null,
  accountAgeScore: null,
  newCreditScore: null,
  scoreSource: 'none',
  estimated: true,
  estimatedFrom: null,
  lastAssessmentDate: null,
  finxChange: null,
};

/** A user who entered 640 at onboarding: every factor estimated at 62 (where 640 sits on 300–850), overall 62. */
export const SELF_REPORTED_PROFILE: CreditProfile = {
  ...PROFILE,
  currentScore: 640,
  goalScore: 750,
  targetScore: 750,
  scoreChange: null,
  scorePoint: { score: 640, source: 'self_reported', bureau: null, model: null, date: '2026-05-20' },
  previousScore: null,
};
export const SELF_REPORTED_COACHING: CoachingProgress = {
  ...NEW_COACHING,
  overallScore: 62,
  nextMilestone: 'Reach 700+ credit score',
  paymentHistoryScore: 62,
  utilizationScore: 62,
  creditMixScore: 62,
  accountAgeScore: 62,
  newCreditScore: 62,
  scoreSource: 'self_reported',
  estimatedFrom: 640,
  finxChange: {
    from: null,
    to: 620,
    first: true,
    at: '2026-05-20T10:00:00.000Z',
    cause: 'self_reported',
    bureau: null,
    reportDate: null,
    selfReportedScore: 640,
  },
};

/** The server's answer after an assessment whose answers gave `factors` (overall computed as the server does). */
export const assessed = (factors: Factors, extra: Partial<CoachingProgress> = {}): CoachingProgress => ({
  ...NEW_COACHING,
  ...factors,
  overallScore: overallOf(factors),
  nextMilestone: 'Reach 750+ credit score',
  scoreSource: 'assessment',
  lastAssessmentDate: '2026-05-03T12:00:00.000Z',
  finxChange: {
    from: 620,
    to: overallOf(factors) * 10,
    first: false,
    at: '2026-05-03T12:00:00.000Z',
    cause: 'assessment',
    bureau: null,
    reportDate: null,
    selfReportedScore: null,
  },
  ...extra,
});

/** A user 14 lessons in who took the assessment: 91/58/72/99, new credit 85 (overall 80). */
export const COACHING: CoachingProgress = assessed(
  { paymentHistoryScore: 91, utilizationScore: 58, creditMixScore: 72, accountAgeScore: 99, newCreditScore: 85 },
  { level: 3, levelName: 'Advanced', completedLessons: 14, lessonsToAdvanced: 1 },
);

export const dispute = (id: number, status: Dispute['status'], extra: Partial<Dispute> = {}): Dispute =>
  disputeFixture(id, { status, amount: '100.00', submittedDate: `2026-0${id}-10T10:00:00.000Z`, ...extra });

export const activity = (id: number, extra: Partial<Activity> = {}): Activity => ({
  id,
  userId: 42,
  type: 'quick_action',
  title: `Activity ${id}`,
  description: `Description ${id}`,
  metadata: null,
  createdAt: `2026-05-${String(10 + (id % 18)).padStart(2, '0')}T10:00:00.000Z`,
  ...extra,
});

/** A builder account: 'active' (the partner confirmed it) unless another status is given. */
export const builder = (
  id: number,
  provider: BuilderAccount['provider'],
  status: BuilderAccount['status'] = 'active',
  partnerNotified = true,
): BuilderAccount => ({
  id,
  userId: 42,
  provider,
  status,
  partnerNotified,
  signupUrl: BUILDER_PROVIDER_SIGNUP_URLS[provider],
  createdAt: '2026-04-20T10:00:00.000Z',
});

export interface ApiData {
  profile?: CreditProfile | null;
  coaching?: CoachingProgress;
  activities?: Activity[];
  builderAccounts?: BuilderAccount[];
  disputes?: Dispute[];
  trend?: ScoreTrend;
  lessons?: Lesson[];
}

/** The GET answers for user 42: a new user (no profile, NEW_COACHING, empty lists) unless given. `extra` answers everything else. */
export function apiFor(data: ApiData = {}, extra?: Respond): Respond {
  return (path, init) => {
    const method = init.method ?? 'GET';
    if (method === 'GET') {
      switch (path) {
        case '/api/users/42':
          return json(200, USER);
        case '/api/credit-profiles/42':
          return json(200, data.profile ?? null);
        case '/api/coaching-progress/42':
          return json(200, data.coaching ?? NEW_COACHING);
        case '/api/activities/42':
          return json(200, data.activities ?? []);
        case '/api/builder-accounts/42':
          return json(200, data.builderAccounts ?? []);
        case '/api/disputes/42':
          return json(200, data.disputes ?? []);
        case '/api/score-history/42':
          return json(200, data.trend ?? EMPTY_TREND);
        case '/api/coaching-lessons':
          return json(200, { lessons: data.lessons ?? LESSONS });
      }
    }
    if (extra) return extra(path, init);
    return json(500, { error: `unexpected ${method} ${path}` });
  };
}

/** Waits until the screen has replaced its loading skeleton (every read answered). */
export const screenLoaded = () => waitFor(() => expect(screen.queryByTestId('screen-skeleton')).toBeNull());

/** A summary card's visible text, found by its label. */
export const card = (name: string) => screen.getByRole('region', { name });

/** A card found by its heading. */
export const section = (heading: string) => screen.getByRole('heading', { name: heading, level: 2 }).closest('section') as HTMLElement;
