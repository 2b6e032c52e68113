/**
 * Progress Tracking's 'Recent Achievements': earned from what really happened (the user's disputes,
 * activities, builder accounts, stored coaching progress and score trend), never from fallbacks.
 */
import type { Activity, BuilderAccount, CoachingProgress, Dispute, ScoreTrend } from '@finx/contracts';

export interface Achievement {
  id: string;
  title: string;
  description: string;
  /** ISO date when known. */
  date: string | null;
}

export interface AchievementInput {
  disputes?: Dispute[];
  activities?: Activity[];
  builderAccounts?: BuilderAccount[];
  coaching?: CoachingProgress | null;
  trend?: ScoreTrend;
}

/** The earliest of some ISO dates (null when none). */
const earliest = (dates: (string | null | undefined)[]) =>
  dates.filter((d): d is string => !!d).sort((a, b) => new Date(a).getTime() - new Date(b).getTime())[0] ?? null;

/** A rise of at least this many points over the trend counts as an achievement. */
export const SCORE_RISE_MIN = 1;

export function achievementsFrom({ disputes, activities, builderAccounts, coaching, trend }: AchievementInput): Achievement[] {
  const out: Achievement[] = [];
  const ofType = (type: Activity['type']) => (activities ?? []).filter((a) => a.type === type);

  if (disputes && disputes.length > 0) {
    out.push({
      id: 'first-dispute',
      title: 'First dispute filed',
      description: 'You challenged an item on your credit report.',
      date: earliest([...disputes.map((d) => d.submittedDate), ...ofType('dispute_filed').map((a) => a.createdAt)]),
    });
  }
  const resolved = (disputes ?? []).filter((d) => d.status === 'resolved');
  if (resolved.length > 0) {
    out.push({ id: 'dispute-resolved', title: 'Dispute resolved', description: `${resolved.length} of your disputes ${resolved.length === 1 ? 'has' : 'have'} been resolved.`, date: null });
  }

  const lessons = ofType('lesson_completed');
  if (lessons.length > 0) {
    out.push({ id: 'first-lesson', title: 'First lesson completed', description: 'You started your FinX coaching course.', date: earliest(lessons.map((a) => a.createdAt)) });
  }

  const assessments = ofType('assessment_completed');
  if (assessments.length > 0 || coaching?.lastAssessmentDate) {
    out.push({
      id: 'assessment',
      title: 'Assessment taken',
      description: 'You checked your four credit factors.',
      date: earliest([...assessments.map((a) => a.createdAt), coaching?.lastAssessmentDate]),
    });
  }

  // The first lesson has its own achievement above; finishing the whole course is the other one.
  if (coaching && coaching.totalLessons > 0 && coaching.completedLessons >= coaching.totalLessons) {
    out.push({
      id: 'course-complete',
      title: 'All lessons completed',
      description: `You finished all ${coaching.totalLessons} FinX coaching lessons.`,
      date: null,
    });
  }

  const builders = builderAccounts ?? [];
  if (builders.length > 0 || ofType('builder_account_opened').length > 0) {
    out.push({
      id: 'builder',
      title: 'Builder account opened',
      description: 'On-time payments on it now build your history.',
      date: earliest([...builders.map((b) => b.createdAt), ...ofType('builder_account_opened').map((a) => a.createdAt)]),
    });
  }

  const known = (trend?.months ?? []).filter((m): m is { month: string; score: number } => m.score !== null);
  if (known.length >= 2) {
    const rise = known[known.length - 1]!.score - known[0]!.score;
    if (rise >= SCORE_RISE_MIN) {
      out.push({
        id: 'score-up',
        title: `Score up ${rise} points`,
        description: `From ${known[0]!.score} to ${known[known.length - 1]!.score} over the last ${known.length} months with data.`,
        date: null,
      });
    }
  }

  // newest first; undated ones after the dated
  return out.sort((a, b) => (b.date ? new Date(b.date).getTime() : -Infinity) - (a.date ? new Date(a.date).getTime() : -Infinity));
}
