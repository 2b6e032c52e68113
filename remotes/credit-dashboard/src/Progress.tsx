import './index.css';
import {
  formatTimestampDate,
  SUBSCORE_KEYS,
  SUBSCORE_LABELS,
  SUBSCORE_WEIGHTS,
  type Activity,
  type BuilderAccount,
  type CoachingProgress,
  type Dispute,
  type ScoreTrend,
} from '@finx/contracts';
import { Badge, buttonStyle, Card, PageHeader, Skeleton, clampPercent, creditworthinessTone } from '@finx/design-system';
import { css } from '@finx/design-system/css';
import { grid } from '@finx/design-system/patterns';
import { Progress as Bar } from '@finx/design-system/progress';
import { Link } from '@finx/router';
import { useQueries } from '@tanstack/react-query';
import { useDocumentTitle } from '../../common/useDocumentTitle';
import { useSingletonCheck } from '../../common/useSingletonCheck';
import { achievementsFrom } from './achievements';
import {
  ActiveDisputesCard,
  ActivityList,
  ActivitySkeleton,
  badgeInColumn,
  CreditScoreCard,
  EstimateBadge,
  LinkEmptyState,
  Loaded,
  muted,
  NO_VALUE,
  screenStack,
  SummaryCard,
  summaryGrid,
  type QueryLike,
} from './parts';
import { creditQueries, factorBasis } from './queries';
import { ProgressSkeleton } from '../../common/credit-dashboard/skeletons';
import { TrendChart } from './TrendChart';
import { useSessionUser } from '../../common/useSessionUser';

/** Goal progress starts at 300 (spec part 1 §9): (current − 300) / (goal − 300), clamped 0–100. */
export const GOAL_BASE = 300;
export function goalPercent(current: number, goal: number): number {
  if (goal <= GOAL_BASE) return current >= goal ? 100 : 0;
  return Math.round(clampPercent(((current - GOAL_BASE) / (goal - GOAL_BASE)) * 100));
}

const list = css({ listStyle: 'none', m: '0', p: '0', display: 'flex', flexDirection: 'column', gap: '3' });
const achievementItem = css({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'flex-start',
  gap: '3',
  p: '3',
  bg: 'raised',
  borderRadius: 'control',
});

/**
 * /progress (spec part 1 §2): score, goal progress, active disputes and coaching level; the bar toward
 * the goal; the 6-month trend; achievements earned from real events; the last 10 activities; and the
 * four credit-health factors (the same the dashboard and coaching show, marked when estimated).
 */
export default function Progress() {
  useDocumentTitle('Progress Tracking');
  const singletons = useSingletonCheck('credit-dashboard');
  const userId = useSessionUser()?.id;

  const [profile, coaching, disputes, activities, builderAccounts, trend] = useQueries({
    queries: [
      creditQueries.profile(userId),
      creditQueries.coaching(userId),
      creditQueries.disputes(userId),
      creditQueries.activities(userId),
      creditQueries.builderAccounts(userId),
      creditQueries.scoreHistory(userId),
    ],
  });

  if ([profile, coaching, disputes, activities, builderAccounts, trend].some((q) => q.isPending)) return <ProgressSkeleton singletons={singletons} />;

  return (
    <section data-remote="credit-dashboard" data-singletons={singletons} className={screenStack}>
      <PageHeader title="Progress Tracking" subtitle="Your score trend, achievements and credit health over time." className={css({ mb: '0' })} />

      <div className={summaryGrid}>
        <CreditScoreCard label="Current Score" query={profile} />
        <SummaryCard
          label="Goal Progress"
          what="your goal"
          query={profile}
          value={(p) => (p ? `${goalPercent(p.currentScore, p.goalScore)}%` : NO_VALUE)}
          hint={(p) => (p ? `Toward a goal of ${p.goalScore}` : 'No goal set yet')}
        />
        <ActiveDisputesCard query={disputes} />
        <SummaryCard
          label="Coaching Level"
          what="your coaching progress"
          query={coaching}
          value={(c) => `Level ${c.level}`}
          hint={(c) => `${c.completedLessons} of ${c.totalLessons} lessons`}
        />
      </div>

      <Card title="Goal Progress">
        <Loaded query={profile} what="your goal" skeleton={<Skeleton height={36} />}>
          {(p) => {
            if (!p) return <NoProfile />;
            const pct = goalPercent(p.currentScore, p.goalScore);
            return (
              <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
                <Bar label={`From 300 to your goal of ${p.goalScore}`} value={pct} valueText={`${pct}%`} tone={pct >= 100 ? 'success' : 'accent'} />
                <p className={muted}>
                  {p.currentScore >= p.goalScore
                    ? `Goal reached: ${p.currentScore} is at or above ${p.goalScore}.`
                    : `${p.goalScore - p.currentScore} points to go: ${p.currentScore} now, goal ${p.goalScore}.`}
                </p>
              </div>
            );
          }}
        </Loaded>
      </Card>

      <div className={grid({ columns: { base: 1, lg: 2 }, gap: '4', alignItems: 'start' })}>
        <Card title="6-Month Score Trend">
          <Loaded query={trend} what="your score trend" skeleton={<Skeleton height={230} />}>
            {(t) => <TrendChart trend={t} />}
          </Loaded>
        </Card>

        <Card title="Recent Achievements">
          <AchievementsSection disputes={disputes} activities={activities} builderAccounts={builderAccounts} coaching={coaching} trend={trend} />
        </Card>
      </div>

      <div className={grid({ columns: { base: 1, lg: 2 }, gap: '4', alignItems: 'start' })}>
        <Card title="Recent Activity">
          <Loaded query={activities} what="your recent activity" skeleton={<ActivitySkeleton rows={4} />}>
            {(a) => (
              <ActivityList
                activities={a}
                limit={10}
                emptyAction={
                  <Link to="/dashboard" className={buttonStyle({ variant: 'secondary' })}>
                    Go to the dashboard
                  </Link>
                }
              />
            )}
          </Loaded>
        </Card>

        <Card title="Credit Health Breakdown">
          <Loaded query={coaching} what="your credit health" skeleton={<Skeleton lines={8} />}>
            {(c) => (
              <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
                <EstimateBadge coaching={c} className={badgeInColumn} />
                {c.overallScore !== null && (
                  <ul className={list}>
                    {SUBSCORE_KEYS.map((k) => {
                      const v = c[k] ?? 0;
                      return (
                        <li key={k} className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
                          <Bar label={SUBSCORE_LABELS[k]} value={v} valueText={`${v}%`} tone={creditworthinessTone(v)} />
                          <span className={muted}>{SUBSCORE_WEIGHTS[k]}% of your score</span>
                        </li>
                      );
                    })}
                  </ul>
                )}
                <p className={muted}>{factorBasis(c)}</p>
              </div>
            )}
          </Loaded>
        </Card>
      </div>
    </section>
  );
}

/** Waits for every source (skeleton), names any that failed (Retry refetches them), then lists what was earned. */
function AchievementsSection({
  disputes,
  activities,
  builderAccounts,
  coaching,
  trend,
}: {
  disputes: QueryLike<Dispute[]>;
  activities: QueryLike<Activity[]>;
  builderAccounts: QueryLike<BuilderAccount[]>;
  coaching: QueryLike<CoachingProgress>;
  trend: QueryLike<ScoreTrend>;
}) {
  const all: QueryLike<unknown>[] = [disputes, activities, builderAccounts, coaching, trend];
  const failed = all.filter((q) => q.isError);
  const combined: QueryLike<true> = {
    data: all.every((q) => q.data !== undefined) ? true : undefined,
    isError: failed.length > 0,
    isFetching: failed.some((q) => q.isFetching),
    refetch: () => failed.forEach((q) => q.refetch()),
  };
  return (
    <Loaded query={combined} what="your achievements" skeleton={<ActivitySkeleton rows={3} />}>
      {() => {
        const earned = achievementsFrom({
          disputes: disputes.data,
          activities: activities.data,
          builderAccounts: builderAccounts.data,
          coaching: coaching.data,
          trend: trend.data,
        });
        if (earned.length === 0) {
          return (
            <LinkEmptyState
              title="No achievements yet"
              description="File a dispute, complete a lesson or take an assessment to earn your first one."
              to="/coaching"
              label="Start a lesson"
            />
          );
        }
        return (
          <ul className={list}>
            {earned.map((a) => (
              <li key={a.id} className={achievementItem}>
                <div className={css({ display: 'flex', flexDirection: 'column', gap: '1', minWidth: '0' })}>
                  <span className={css({ fontWeight: 'semibold', fontSize: 'sm' })}>{a.title}</span>
                  <span className={muted}>{a.description}</span>
                </div>
                {a.date ? (
                  <time
                    dateTime={a.date}
                    className={css({ fontSize: 'xs', color: 'text.secondary', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' })}
                  >
                    {formatTimestampDate(a.date)}
                  </time>
                ) : (
                  <Badge tone="success">Earned</Badge>
                )}
              </li>
            ))}
          </ul>
        );
      }}
    </Loaded>
  );
}

/** Before onboarding there is no score or goal: say so, and where to add them. */
function NoProfile() {
  return (
    <LinkEmptyState
      title="No goal yet"
      description="Add your credit score and the score you are aiming for, and your progress toward it shows here."
      to="/onboarding"
      label="Set your goal"
    />
  );
}
