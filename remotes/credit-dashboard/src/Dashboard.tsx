import './index.css';
import {
  CURRENT_SCORE_RANGE,
  isActiveBuilderAccount,
  quickActionTitle,
  scoreLabel,
  type BuilderAccount,
  type CoachingProgress,
  type CreditProfile,
  type QuickAction,
} from '@finx/contracts';
import { serverMessage } from '@finx/contracts/session';
import { Badge, Button, Card, PageHeader, Skeleton, scoreBand, toast } from '@finx/design-system';
import { css, cx } from '@finx/design-system/css';
import { Progress } from '@finx/design-system/progress';
import { Link, useNavigate } from '@finx/router';
import { useMutation, useQueries, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { api, successBody } from '../../common/api';
import { useDocumentTitle } from '../../common/useDocumentTitle';
import { useSingletonCheck } from '../../common/useSingletonCheck';
import { activityWords } from './activity-words';
import {
  ActiveDisputesCard,
  ActivityList,
  ActivitySkeleton,
  bigNumber,
  CreditScoreCard,
  EstimateBadge,
  FinxChangeLine,
  LinkEmptyState,
  Loaded,
  muted,
  SubscoreList,
  SubscoreSkeleton,
  SummaryCard,
  tabular,
  type QueryLike,
} from './parts';
import { creditKeys, creditQueries, factorBasis, finxScore, lessonPercent } from './queries';
import { DashboardSkeleton, dashboardLayout as layout } from '../../common/credit-dashboard/skeletons';
import { useSessionUser } from '../../common/useSessionUser';

// The dialogs (and the form fields they use) load when first opened.
const DisputeDialog = lazy(() => import('./DisputeDialog'));
const BuilderDialog = lazy(() => import('./BuilderDialog'));

// a link inside a sentence: told apart from its text by colour and underline
const inlineLink = css({ color: 'accent.hover', textDecoration: 'underline', _hover: { color: 'text.primary' } });

/** The credit score bar runs on the credit score's own scale, 300 to 850 (the spec's 300–1000 is the FinX Score's top). */
export const DASHBOARD_SCALE = CURRENT_SCORE_RANGE;

/**
 * The button and the stored description of the quick actions that record one (activity-words.ts says what the screen
 * shows). Add Builder Account records nothing when it opens its dialog: the request records its activity when sent.
 */
type RecordedQuickAction = Exclude<QuickAction, 'add_builder_account'>;
const QUICK_ACTION_COPY: Record<RecordedQuickAction, { label: string; description: string }> = {
  coaching_plan_view: { label: 'View Coaching Plan', description: 'Opened the coaching plan from the dashboard' },
  progress_check: { label: 'Check Progress', description: 'Checked progress from the dashboard' },
};

/** 'Active accounts', and the requests partners have not confirmed yet (they are not accounts). */
export const builderCardHint = (accounts: BuilderAccount[]) => {
  const requested = accounts.filter((a) => a.status === 'requested').length;
  return requested === 0 ? 'Active accounts' : `Active accounts · ${requested} ${requested === 1 ? 'request' : 'requests'} not confirmed yet`;
};

/**
 * /dashboard (spec part 1 §2): greeting, four summary cards, the FinX Score analysis, recent activity
 * and the quick actions. Every read starts at once; each section shows its own skeleton or error.
 */
export default function Dashboard() {
  useDocumentTitle('Credit Dashboard');
  const singletons = useSingletonCheck('credit-dashboard');
  const session = useSessionUser();
  const userId = session?.id;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<'dispute' | 'builder' | null>(null);
  const [disputePending, setDisputePending] = useState(false);

  const [user, profile, coaching, activities, builderAccounts, disputes] = useQueries({
    queries: [
      creditQueries.user(userId),
      creditQueries.profile(userId),
      creditQueries.coaching(userId),
      creditQueries.activities(userId),
      creditQueries.builderAccounts(userId),
      creditQueries.disputes(userId),
    ],
  });

  const firstName = user.data?.firstName || session?.firstName || 'User';

  const quickAction = useMutation({
    mutationFn: (action: RecordedQuickAction) =>
      api.activities
        .create({
          body: {
            userId: userId!,
            type: 'quick_action',
            title: quickActionTitle(action),
            description: QUICK_ACTION_COPY[action].description,
            metadata: JSON.stringify({ action, source: 'dashboard' }),
          },
        })
        .then(successBody),
    onSuccess: (activity, action) => {
      toast({
        title: 'Action Completed',
        description: activity?.title ? activityWords(activity) : 'Your action has been recorded successfully',
        tone: 'success',
      });
      if (userId !== undefined) void queryClient.invalidateQueries({ queryKey: creditKeys.activities(userId) });
      navigate(action === 'coaching_plan_view' ? '/coaching' : '/progress');
    },
    onError: (err) => toast({ title: 'Action Failed', description: serverMessage(err, 'Unable to complete action. Please try again.'), tone: 'destructive' }),
  });

  const runQuickAction = (action: RecordedQuickAction) => {
    if (quickAction.isPending || userId === undefined) return;
    quickAction.mutate(action);
  };

  if ([user, profile, coaching, activities, builderAccounts, disputes].some((q) => q.isPending))
    return <DashboardSkeleton firstName={firstName} singletons={singletons} />;

  return (
    <section data-remote="credit-dashboard" data-singletons={singletons} className={layout.stack}>
      <PageHeader title="Credit Dashboard" subtitle={`Welcome back, ${firstName}! Here's your credit overview.`} className={css({ mb: '0' })} />

      {/* On phones the cards are one column led by the scores: the credit score, then the FinX Score, then the rest. */}
      <div className={layout.summary}>
        <CreditScoreCard label="Credit Score" query={profile} className={layout.first} />
        <ActiveDisputesCard query={disputes} className={layout.later} />
        <SummaryCard
          label="Coaching Progress"
          what="your coaching progress"
          query={coaching}
          value={(c) => `${lessonPercent(c)}%`}
          hint={(c) => `Level ${c.level} - ${c.levelName}`}
          className={layout.later}
        />
        <SummaryCard
          label="Builder Accounts"
          what="your builder accounts"
          query={builderAccounts}
          value={(list) => list.filter(isActiveBuilderAccount).length}
          hint={builderCardHint}
          className={layout.later}
        />
      </div>

      <div className={layout.analysis}>
        <Card title="FinX Score Analysis" className={layout.finx}>
          <ScoreAnalysis coaching={coaching} profile={profile} />
        </Card>

        <Card title="Quick Actions" description="Common next steps, one press away." className={layout.later}>
          <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
            <Button fullWidth isPending={disputePending} pendingLabel="Filing..." onPress={() => setDialog('dispute')} isDisabled={userId === undefined}>
              Start New Dispute
            </Button>
            {(['coaching_plan_view', 'progress_check'] as const).map((action) => (
              <Button
                key={action}
                fullWidth
                variant="secondary"
                isDisabled={userId === undefined}
                isPending={quickAction.isPending && quickAction.variables === action}
                onPress={() => runQuickAction(action)}
              >
                {QUICK_ACTION_COPY[action].label}
              </Button>
            ))}
            <Button fullWidth variant="secondary" isDisabled={userId === undefined} onPress={() => setDialog('builder')}>
              Add Builder Account
            </Button>
          </div>
        </Card>
      </div>

      <Card title="Recent Activity" className={layout.later}>
        <Loaded query={activities} what="your recent activity" skeleton={<ActivitySkeleton rows={3} />}>
          {(list) => (
            <ActivityList
              activities={list}
              limit={5}
              emptyAction={
                <Button variant="secondary" onPress={() => setDialog('dispute')} isDisabled={userId === undefined}>
                  Start New Dispute
                </Button>
              }
            />
          )}
        </Loaded>
      </Card>

      {userId !== undefined && dialog === 'dispute' && (
        <Suspense fallback={null}>
          <DisputeDialog userId={userId} onClose={() => setDialog(null)} onPendingChange={setDisputePending} />
        </Suspense>
      )}
      {userId !== undefined && dialog === 'builder' && (
        <Suspense fallback={null}>
          <BuilderDialog userId={userId} enrolled={builderAccounts.data ?? []} onClose={() => setDialog(null)} />
        </Suspense>
      )}
    </section>
  );
}

type ScoreAnalysisProps = { coaching: QueryLike<CoachingProgress>; profile: QueryLike<CreditProfile | null> };

/**
 * FinX Score (overall × 10, out of 1000) with its band, what changed it last, the four sub-scores and what they
 * are based on, and the credit score on its 300–850 scale with what it is; or, before any data, what to do to get them.
 */
function ScoreAnalysis({ coaching, profile }: ScoreAnalysisProps) {
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}>
      <Loaded
        query={coaching}
        what="your FinX Score"
        skeleton={
          <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
            <Skeleton width="40%" height={40} />
            <SubscoreSkeleton height={56} />
          </div>
        }
      >
        {(c) => {
          const finx = finxScore(c);
          if (finx === null) {
            return <LinkEmptyState title="No FinX Score yet" description={factorBasis(c)} to="/coaching" label="Take the assessment" />;
          }
          const band = scoreBand(finx);
          return (
            <>
              <div className={css({ display: 'flex', alignItems: 'center', gap: '3', flexWrap: 'wrap' })}>
                <p className={css({ m: '0' })}>
                  <span className={bigNumber}>{finx}</span>
                  <span className={muted}>/1000</span>
                  <span className={css({ srOnly: true })}> FinX Score</span>
                </p>
                <Badge tone={band.tone}>{band.label}</Badge>
                <EstimateBadge coaching={c} />
              </div>
              <FinxChangeLine coaching={c} />
              <SubscoreList value={(k) => <span className={cx(css({ fontSize: 'lg', fontWeight: 'bold' }), tabular)}>{c[k]}%</span>} />
              <p className={muted}>{factorBasis(c)}</p>
              {c.scoreSource === 'credit_report' && (
                <p className={muted}>
                  What if an item were deleted, or a card paid down?{' '}
                  <Link to="/credit-file" className={inlineLink}>
                    Estimate it on your Credit File
                  </Link>
                  .
                </p>
              )}
            </>
          );
        }}
      </Loaded>
      <Loaded query={profile} what="your credit score" skeleton={<Skeleton height={36} />}>
        {(p) =>
          p ? (
            <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
              <Progress
                label="Current credit score"
                value={p.currentScore}
                min={DASHBOARD_SCALE.min}
                max={DASHBOARD_SCALE.max}
                valueText={`${p.currentScore} of ${DASHBOARD_SCALE.min}–${DASHBOARD_SCALE.max}`}
              />
              <p className={muted}>{p.scorePoint ? scoreLabel(p.scorePoint) : 'Source not recorded'}</p>
            </div>
          ) : (
            <p className={muted}>
              No credit score yet. <Link to="/onboarding">Add it in setup</Link>.
            </p>
          )
        }
      </Loaded>
    </div>
  );
}
