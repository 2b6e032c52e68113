/**
 * The credit-dashboard remote's reads: one query definition (key + fetcher) per call, shared by the
 * Dashboard, Coaching and Progress screens, and what they derive from the answers (every number is the
 * server's, computed from the user's own data; where there is none, the screens say so).
 */
import { type CoachingProgress, formatTimestampDate } from '@finx/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api, successBody } from '../../common/api';

/** Query keys follow the API path, so a screen that changes data refreshes exactly what it read. */
export const creditKeys = {
  user: (id: number) => ['users', id] as const,
  profile: (id: number) => ['credit-profiles', id] as const,
  coaching: (id: number) => ['coaching-progress', id] as const,
  activities: (id: number) => ['activities', id] as const,
  builderAccounts: (id: number) => ['builder-accounts', id] as const,
  disputes: (id: number) => ['disputes', id] as const,
  scoreHistory: (id: number) => ['score-history', id] as const,
  lessons: ['coaching-lessons'] as const,
};

/**
 * A read of one user's data: waits for a user id while the session is `undefined` (the shell has it
 * already), then fetches `get(id)` under `key(id)`.
 */
const userQuery =
  <K extends readonly unknown[], T>(key: (id: number) => K, get: (id: number) => Promise<T>) =>
  (userId?: number) => {
    const id = userId ?? 0;
    return queryOptions({ queryKey: key(id), enabled: userId !== undefined, queryFn: () => get(id) });
  };

export const creditQueries = {
  user: userQuery(creditKeys.user, (id) => api.users.get({ params: { id } }).then(successBody)),
  profile: userQuery(creditKeys.profile, (userId) => api.creditProfiles.get({ params: { userId } }).then(successBody)),
  coaching: userQuery(creditKeys.coaching, (userId) => api.coaching.getProgress({ params: { userId } }).then(successBody)),
  activities: userQuery(creditKeys.activities, (userId) => api.activities.list({ params: { userId } }).then(successBody)),
  builderAccounts: userQuery(creditKeys.builderAccounts, (userId) => api.builderAccounts.list({ params: { userId } }).then(successBody)),
  disputes: userQuery(creditKeys.disputes, (userId) => api.disputes.list({ params: { userId } }).then(successBody)),
  scoreHistory: userQuery(creditKeys.scoreHistory, (userId) => api.scoreHistory.trend({ params: { userId } }).then(successBody)),
  lessons: () => queryOptions({ queryKey: creditKeys.lessons, queryFn: () => api.coaching.lessons().then((res) => successBody(res).lessons) }),
};

/** The FinX Score (overall × 10, out of 1000), or null while we know nothing of the user's credit. */
export const finxScore = (c: CoachingProgress) => (c.overallScore === null ? null : c.overallScore * 10);

/** Learning progress: the share of the course's lessons completed, in percent. */
export const lessonPercent = (c: CoachingProgress) => (c.totalLessons > 0 ? Math.round((c.completedLessons / c.totalLessons) * 100) : 0);

/** One sentence on what the factors are based on, so an estimate is never taken for a measurement. */
export function factorBasis(c: CoachingProgress): string {
  switch (c.scoreSource) {
    case 'credit_report':
      return 'Computed from your credit report.';
    case 'assessment':
      return `Estimated from your assessment answers${c.lastAssessmentDate ? ` of ${formatTimestampDate(c.lastAssessmentDate)}` : ''}. Upload a credit report for factors measured from your file.`;
    case 'self_reported':
      return `Estimated from the credit score you told us (${c.estimatedFrom}): it does not tell us which factor is strong or weak. Take the assessment for your own factors.`;
    default:
      return 'No data yet: add your credit score or take the assessment to get your first estimate.';
  }
}

const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' });
const monthLongFormat = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
/** 'YYYY-MM' → 'Jan' (short) or 'January 2026' (long). */
export function formatMonth(month: string, style: 'short' | 'long' = 'short'): string {
  const [y, m] = month.split('-').map(Number);
  const d = new Date(Date.UTC(y!, (m ?? 1) - 1, 1));
  return (style === 'short' ? monthFormat : monthLongFormat).format(d);
}
