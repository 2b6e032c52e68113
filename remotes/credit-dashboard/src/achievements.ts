/**
 * Progress Tracking's 'Recent Achievements': earned from what really happened (the user's disputes,
 * activities, builder accounts, stored coaching progress and score trend), never from fallbacks.
 */
import {
  isActiveBuilderAccount,
  isComparableScore,
  scoreLineName,
  type Activity,
  type BuilderAccount,
  type CoachingProgress,
  type Dispute,
  type ScoreTrend,
} from '@finx/contracts';

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

/** A rise of at least this many points over the trend of one bureau and model counts as an achievement. */
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
    out.push({
      id: 'dispute-resolved',
      title: 'Dispute resolved',
      description: `${resolved.length} of your disputes ${resolved.length === 1 ? 'has' : 'have'} been resolved.`,
      date: null,
    });
  }

  const lessons = ofType('lesson_completed');
  if (lessons.length > 0) {
    out.push({
      id: 'first-lesson',
      title: 'First lesson completed',
      description: 'You started your FinX coaching course.',
      date: earliest(lessons.map((a) => a.createdAt)),
    });
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

  // only an account the partner confirmed: a request sent (its activity too) is not an account yet
  const builders = (builderAccounts ?? []).filter(isActiveBuilderAccount);
  if (builders.length > 0) {
    out.push({
      id: 'builder',
      title: 'Builder account opened',
      description: 'On-time payments on it now build your history.',
      date: earliest(builders.map((b) => b.createdAt)),
    });
  }

  // a rise only within one bureau and model (self-reported scores and reports without them are never compared)
  const rises = (trend?.lines ?? []).filter(isComparableScore).flatMap((line) => {
    const known = line.months.filter((m): m is { month: string; score: number } => m.score !== null);
    const rise = known.length >= 2 ? known[known.length - 1]!.score - known[0]!.score : 0;
    return rise >= SCORE_RISE_MIN ? [{ line, known, rise }] : [];
  });
  const best = rises.sort((a, b) => b.rise - a.rise)[0];
  if (best) {
    out.push({
      id: 'score-up',
      title: `Score up ${best.rise} points`,
      description: `${scoreLineName(best.line)}: from ${best.known[0]!.score} to ${best.known[best.known.length - 1]!.score} over the last ${best.known.length} months with data.`,
      date: null,
    });
  }

  // newest first; undated ones after the dated
  return out.sort((a, b) => (b.date ? new Date(b.date).getTime() : -Infinity) - (a.date ? new Date(a.date).getTime() : -Infinity));
}
