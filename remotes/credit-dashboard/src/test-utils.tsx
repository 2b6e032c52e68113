/** Helpers for the credit-dashboard screen tests (the account remote's style). */
import type { Activity, BuilderAccount, CoachingProgress, CreditProfile, Dispute, Lesson, ScoreTrend } from '@finx/contracts';
import type { SessionUser } from '@finx/contracts/session';
import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { json, renderScreen as renderAt, type Respond, USER } from '../../common/testing';

export { bodyOf, callsTo, heldAnswer, json, navigatedTo, stubFetch, USER } from '../../common/testing';

/** The screen at `path`, signed in as USER unless told otherwise. */
export const renderScreen = (Screen: ComponentType, path: string, session: SessionUser | null = USER) => renderAt(Screen, path, session);

export const LESSONS: Lesson[] = Array.from({ length: 20 }, (_, i) => ({
  number: i + 1,
  slug: `lesson-${i + 1}`,
  topic: 'utilization',
  title: `Lesson title ${i + 1}`,
  minutes: 5 + (i % 3),
  summary: `Summary of lesson ${i + 1}`,
  body: [`First paragraph of lesson ${i + 1}.`, `Second paragraph of lesson ${i + 1}.`],
}));

export const EMPTY_TREND: ScoreTrend = {
  months: ['2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06'].map((month) => ({ month, score: null })),
};

export const PROFILE: CreditProfile = {
  userId: 42,
  currentScore: 712,
  goalScore: 800,
  targetScore: 800,
  scoreChange: -8,
  primaryGoal: 'increase_score',
  timeframe: '12_months',
  lastUpdated: '2026-06-01T00:00:00.000Z',
};

export const COACHING: CoachingProgress = {
  userId: 42,
  overallScore: 64,
  level: 4,
  completedLessons: 14,
  totalLessons: 20,
  nextMilestone: 'Reach 750+ credit score',
  lessonsToAdvanced: 1,
  paymentHistoryScore: 91,
  utilizationScore: 58,
  creditMixScore: 72,
  accountAgeScore: 99,
  lastAssessmentDate: '2026-05-03T12:00:00.000Z',
};

export const dispute = (id: number, status: Dispute['status'], extra: Partial<Dispute> = {}): Dispute => ({
  id,
  userId: 42,
  type: 'validation',
  creditor: `Creditor ${id}`,
  accountNumber: '****1234',
  amount: '100.00',
  bureau: 'experian',
  description: '',
  disputeReason: 'not_mine',
  status,
  expectedResponseDate: null,
  submittedDate: `2026-0${id}-10T10:00:00.000Z`,
  ...extra,
});

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

export const builder = (id: number, provider: BuilderAccount['provider']): BuilderAccount => ({
  id,
  userId: 42,
  provider,
  status: 'active',
  createdAt: '2026-04-20T10:00:00.000Z',
});

export interface ApiData {
  user?: Response | (() => Response);
  profile?: CreditProfile | null;
  coaching?: CoachingProgress | null;
  activities?: Activity[];
  builderAccounts?: BuilderAccount[];
  disputes?: Dispute[];
  trend?: ScoreTrend;
  lessons?: Lesson[];
}

/** The GET answers for user 42: a new user (no profile or coaching: null; empty lists) unless given. `extra` answers everything else. */
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
          return json(200, data.coaching ?? null);
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

/** A summary card's visible text, found by its label. */
export const card = (name: string) => screen.getByRole('region', { name });

/** A card found by its heading. */
export const section = (heading: string) => screen.getByRole('heading', { name: heading, level: 2 }).closest('section') as HTMLElement;
