import './index.css';
import {
  applyAssessment,
  applyLesson,
  IMPROVEMENT_THRESHOLD,
  SUBSCORE_FALLBACK,
  SUBSCORE_KEYS,
  SUBSCORE_LABELS,
  SUBSCORE_WEIGHTS,
  type CoachingProgress,
  type Lesson,
  type SubscoreKey,
  type UpdateCoachingProgressBody,
} from '@finx/contracts';
import { serverMessage } from '@finx/contracts/session';
import { Badge, Button, Card, PageHeader, Skeleton, scoreBand, toast } from '@finx/design-system';
import { css, cx } from '@finx/design-system/css';
import { grid } from '@finx/design-system/patterns';
import { Progress } from '@finx/design-system/progress';
import { useMutation, useQueries, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { api, successBody } from '../../common/api';
import { useDocumentTitle } from '../../common/useDocumentTitle';
import { useSingletonCheck } from '../../common/useSingletonCheck';
import { bigNumber, Loaded, muted, screenStack, SubscoreList, SubscoreSkeleton, tabular, type QueryLike } from './parts';
import { coachingView, creditKeys, creditQueries, formatDate, useSessionUser, type CoachingView } from './queries';

const LessonDialog = lazy(() => import('./LessonDialog'));

/** 'Complete 3 more lessons to unlock advanced strategies' (1: 'lesson'; 0: unlocked). */
export const advancedLine = (n: number) =>
  n <= 0 ? 'Advanced strategies unlocked' : `Complete ${n} more ${n === 1 ? 'lesson' : 'lessons'} to unlock advanced strategies`;

const OPPORTUNITY_TIP: Record<SubscoreKey, string> = {
  paymentHistoryScore: 'Autopay for at least the minimum keeps every payment on time.',
  utilizationScore: 'Keeping card balances under 30% of their limits lifts it fastest.',
  creditMixScore: 'A credit-builder account adds an installment line to your mix.',
  accountAgeScore: 'Keep your oldest accounts open so their history keeps counting.',
};

const RECOMMENDED = [
  {
    title: 'Reduce Credit Utilization',
    impact: 'High Impact',
    tone: 'warning' as const,
    text: 'Pay balances down below 30% of each card limit (under 10% is best) before the statement date.',
  },
  { title: 'Set Up Autopay', impact: 'Critical', tone: 'danger' as const, text: 'One missed payment can cost more points than anything else. Automate at least the minimum.' },
  {
    title: 'Diversify Credit Mix',
    impact: 'Medium Impact',
    tone: 'info' as const,
    text: 'A mix of revolving and installment credit helps. A credit-builder loan is a low-risk way to add one.',
  },
];

const stackSm = css({ display: 'flex', flexDirection: 'column', gap: '3' });
const noteList = css({ listStyle: 'none', m: '0', p: '0', display: 'flex', flexDirection: 'column', gap: '3' });
const note = css({ p: '3', bg: 'raised', borderRadius: 'control', display: 'flex', flexDirection: 'column', gap: '1' });
const noteTitle = css({ fontSize: 'xs', fontWeight: 'semibold', textTransform: 'uppercase', letterSpacing: '0.04em' });
const numberLg = cx(css({ fontSize: 'xl', fontWeight: 'bold', lineHeight: 'tight' }), tabular);

/**
 * /coaching (spec part 1 §2): the FinX Score, insights drawn from the user's own numbers, level,
 * lessons (readable in a dialog), milestone, breakdown, tips and the assessment. Complete Lesson and
 * Take Assessment send the spec's payloads (computed with the shared rules from what is shown); the
 * server's answer replaces the cached progress.
 */
export default function Coaching() {
  useDocumentTitle('FinX Score Coaching');
  const singletons = useSingletonCheck('credit-dashboard');
  const userId = useSessionUser()?.id;
  const queryClient = useQueryClient();
  const [reading, setReading] = useState<Lesson | null>(null);

  const [coaching, lessons] = useQueries({ queries: [creditQueries.coaching(userId), creditQueries.lessons()] });
  const view = coaching.data === undefined ? undefined : coachingView(coaching.data, SUBSCORE_FALLBACK);

  const save = useMutation({
    mutationFn: ({ body }: { body: UpdateCoachingProgressBody; action: 'lesson' | 'assessment' }) =>
      api.coaching.updateProgress({ params: { userId: userId! }, body }).then(successBody),
    onSuccess: (progress: CoachingProgress) => {
      if (userId === undefined) return;
      queryClient.setQueryData(creditKeys.coaching(userId), progress);
      void queryClient.invalidateQueries({ queryKey: creditKeys.activities(userId) });
      toast({ title: 'Progress updated', description: 'Your coaching progress has been saved', tone: 'success' });
    },
    onError: (err) =>
      toast({ title: 'Progress Not Saved', description: serverMessage(err, 'Your coaching progress could not be saved. Please try again.'), tone: 'destructive' }),
  });

  const completeLesson = () => {
    if (!view || save.isPending || userId === undefined) return;
    const next = applyLesson(view);
    save.mutate({ action: 'lesson', body: { completedLessons: next.completedLessons, overallScore: next.overallScore } });
  };

  const takeAssessment = () => {
    if (!view || save.isPending || userId === undefined) return;
    const next = applyAssessment(view);
    save.mutate({
      action: 'assessment',
      body: {
        paymentHistoryScore: next.paymentHistoryScore,
        utilizationScore: next.utilizationScore,
        creditMixScore: next.creditMixScore,
        accountAgeScore: next.accountAgeScore,
        lastAssessmentDate: new Date().toISOString(),
        overallScore: next.overallScore,
      },
    });
  };

  const pendingAction = save.isPending ? save.variables?.action : undefined;

  return (
    <section data-remote="credit-dashboard" data-singletons={singletons} className={screenStack}>
      <PageHeader title="FinX Score Coaching" subtitle="AI-powered financial coaching to optimize your credit profile" className={css({ mb: '0' })} />

      {/* lg: the score over level + lessons on the left, insights beside both, the milestone across */}
      <div className={grid({ columns: { base: 1, md: 2, lg: 3 }, gap: '4' })}>
        <Card title="Your FinX Score" padding="lg" className={css({ gridColumn: { md: 'span 2' } })}>
          <Section query={coaching} view={view} skeleton={<ScoreSkeleton />}>
            {(v) => <ScoreCard view={v} />}
          </Section>
        </Card>
        <Card title="AI Insights" description="Drawn from your own numbers." className={css({ gridColumn: { md: 'span 2', lg: 'auto' }, gridRow: { lg: 'span 2' } })}>
          <Section query={coaching} view={view} skeleton={<Skeleton lines={6} />}>
            {(v) => <Insights view={v} />}
          </Section>
        </Card>
        <Card title="Current Level">
          <Section query={coaching} view={view} skeleton={<Skeleton lines={3} />}>
            {(v) => (
              <div className={stackSm}>
                <div className={css({ display: 'flex', alignItems: 'center', gap: '3', flexWrap: 'wrap' })}>
                  <span className={numberLg}>Level {v.level}</span>
                  <Badge tone="accent">Advanced User</Badge>
                </div>
                <Progress label="Overall score" value={v.overallScore} />
              </div>
            )}
          </Section>
        </Card>
        <Card title="Lesson Progress">
          <Section query={coaching} view={view} skeleton={<Skeleton lines={3} />}>
            {(v) => {
              const percent = v.totalLessons > 0 ? Math.round((v.completedLessons / v.totalLessons) * 100) : 0;
              return (
                <div className={stackSm}>
                  <span className={numberLg}>
                    {v.completedLessons}/{v.totalLessons}
                    <span className={cx(muted, css({ fontWeight: 'normal', ml: '2' }))}>lessons</span>
                  </span>
                  <Progress label="Lessons completed" value={percent} />
                </div>
              );
            }}
          </Section>
        </Card>
        <Card title="Next Milestone" className={css({ gridColumn: { md: '1 / -1' } })}>
          <Section query={coaching} view={view} skeleton={<Skeleton lines={4} />}>
            {(v) => (
              <NextMilestone
                view={v}
                lessons={lessons}
                onRead={setReading}
                onComplete={completeLesson}
                isPending={pendingAction === 'lesson'}
                isBusy={save.isPending}
              />
            )}
          </Section>
        </Card>
      </div>

      <div className={grid({ columns: { base: 1, lg: 2 }, gap: '4', alignItems: 'start' })}>
        <Card title="Credit Score Breakdown">
          <Section query={coaching} view={view} skeleton={<Skeleton lines={8} />}>
            {(v) => <Breakdown view={v} />}
          </Section>
        </Card>
        <Card title="Recommended Actions">
          <ul className={noteList}>
            {RECOMMENDED.map((r) => (
              <li key={r.title} className={note}>
                <div className={css({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '2', flexWrap: 'wrap' })}>
                  <h3 className={css({ fontSize: 'sm', fontWeight: 'semibold', m: '0' })}>{r.title}</h3>
                  <Badge tone={r.tone}>{r.impact}</Badge>
                </div>
                <p className={muted}>{r.text}</p>
              </li>
            ))}
          </ul>
        </Card>
      </div>

      <Card title="Assessment Center" description="A quick check of your four credit factors updates your sub-scores and FinX Score.">
        <Section query={coaching} view={view} skeleton={<Skeleton width={180} height={40} />}>
          {(v) => (
            <div className={css({ display: 'flex', alignItems: 'center', gap: '4', flexWrap: 'wrap' })}>
              <Button onPress={takeAssessment} isPending={pendingAction === 'assessment'} pendingLabel="Processing..." isDisabled={save.isPending && pendingAction !== 'assessment'}>
                Take Assessment
              </Button>
              {v.lastAssessmentDate && <p className={muted}>Last assessment: {formatDate(v.lastAssessmentDate)}</p>}
            </div>
          )}
        </Section>
      </Card>

      {reading && (
        <Suspense fallback={null}>
          <LessonDialog lesson={reading} onClose={() => setReading(null)} />
        </Suspense>
      )}
    </section>
  );
}

/** A section fed by the coaching query: skeleton, inline error with Retry, or the numbers. */
function Section({
  query,
  view,
  skeleton,
  children,
}: {
  query: QueryLike<CoachingProgress | null>;
  view: CoachingView | undefined;
  skeleton: React.ReactNode;
  children: (view: CoachingView) => React.ReactNode;
}) {
  return (
    <Loaded query={query} what="your coaching progress" skeleton={skeleton}>
      {() => children(view!)}
    </Loaded>
  );
}

function ScoreSkeleton() {
  return (
    <div className={stackSm}>
      <Skeleton width="45%" height={48} />
      <SubscoreSkeleton height={64} />
    </div>
  );
}

function ScoreCard({ view }: { view: CoachingView }) {
  const finx = view.overallScore * 10;
  const band = scoreBand(finx);
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}>
      <div className={css({ display: 'flex', alignItems: 'center', gap: '3', flexWrap: 'wrap' })}>
        <p className={css({ m: '0' })}>
          <span className={cx(bigNumber, css({ fontSize: { base: '3xl', md: '3xl' } }))}>{finx}</span>
          <span className={muted}>/1000</span>
          <span className={css({ srOnly: true })}> FinX Score</span>
        </p>
        <Badge tone={band.tone}>{band.label} Financial Health</Badge>
      </div>
      <SubscoreList
        value={(k) => (
          <span className={numberLg}>
            {view[k] * 10}
            <span className={cx(muted, css({ fontWeight: 'normal' }))}>/1000</span>
          </span>
        )}
      />
    </div>
  );
}

function Insights({ view }: { view: CoachingView }) {
  const ranked = [...SUBSCORE_KEYS].sort((a, b) => view[b] - view[a]);
  const strongest = ranked[0]!;
  const weakest = ranked[ranked.length - 1]!;
  const notes = [
    { title: 'Strength', tone: css({ color: 'success' }), text: `${SUBSCORE_LABELS[strongest]} is your strongest factor at ${view[strongest]}%. Keep it there.` },
    {
      title: 'Opportunity',
      tone: css({ color: 'warning' }),
      text: `${SUBSCORE_LABELS[weakest]} is your lowest factor at ${view[weakest]}%. ${OPPORTUNITY_TIP[weakest]}`,
    },
    { title: 'Goal', tone: css({ color: 'info' }), text: `${view.nextMilestone}. ${advancedLine(view.lessonsToAdvanced)}.` },
  ];
  return (
    <ul className={noteList}>
      {notes.map((n) => (
        <li key={n.title} className={note}>
          <span className={cx(noteTitle, n.tone)}>{n.title}</span>
          <span className={css({ fontSize: 'sm' })}>{n.text}</span>
        </li>
      ))}
    </ul>
  );
}

function NextMilestone({
  view,
  lessons,
  onRead,
  onComplete,
  isPending,
  isBusy,
}: {
  view: CoachingView;
  lessons: QueryLike<Lesson[]>;
  onRead: (lesson: Lesson) => void;
  onComplete: () => void;
  isPending: boolean;
  isBusy: boolean;
}) {
  const allDone = view.completedLessons >= view.totalLessons;
  return (
    <div className={stackSm}>
      <p className={css({ m: '0', fontSize: 'lg', fontWeight: 'semibold' })}>{view.nextMilestone}</p>
      <p className={muted}>{advancedLine(view.lessonsToAdvanced)}</p>
      <Loaded query={lessons} what="the lessons" skeleton={<Skeleton lines={2} />}>
        {(list) => {
          const next = allDone ? undefined : list.find((l) => l.number === view.completedLessons + 1);
          const done = list.filter((l) => l.number <= view.completedLessons);
          return (
            <div className={stackSm}>
              {next && (
                <div className={note}>
                  <span className={noteTitle}>
                    Next lesson · <span className={tabular}>{next.minutes} min</span>
                  </span>
                  <span className={css({ fontWeight: 'semibold' })}>{next.title}</span>
                  <span className={muted}>{next.summary}</span>
                  <Button size="sm" variant="ghost" className={css({ alignSelf: 'flex-start', px: '0' })} onPress={() => onRead(next)} aria-label={`Read lesson: ${next.title}`}>
                    Read lesson
                  </Button>
                </div>
              )}
              {done.length > 0 && (
                <details>
                  <summary className={css({ cursor: 'pointer', fontSize: 'sm', color: 'accent', borderRadius: 'control', _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' } })}>
                    Completed lessons ({done.length})
                  </summary>
                  <ol className={css({ m: '0', mt: '2', pl: '5', display: 'flex', flexDirection: 'column', gap: '1' })}>
                    {done.map((l) => (
                      <li key={l.slug}>
                        <button
                          type="button"
                          onClick={() => onRead(l)}
                          className={css({ bg: 'transparent', border: 'none', p: '0', color: 'text.primary', textAlign: 'left', cursor: 'pointer', fontSize: 'sm', textDecoration: 'underline', textUnderlineOffset: '2px', borderRadius: 'control', _hover: { color: 'accent.hover' }, _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' } })}
                        >
                          {l.title}
                        </button>
                      </li>
                    ))}
                  </ol>
                </details>
              )}
            </div>
          );
        }}
      </Loaded>
      <Button onPress={onComplete} isPending={isPending} pendingLabel="Processing..." isDisabled={allDone || (isBusy && !isPending)} className={css({ alignSelf: { md: 'flex-start' } })}>
        {allDone ? 'All lessons completed' : 'Complete Lesson'}
      </Button>
    </div>
  );
}

function Breakdown({ view }: { view: CoachingView }) {
  return (
    <ul className={noteList}>
      {SUBSCORE_KEYS.map((k) => {
        const score = view[k];
        const low = score < IMPROVEMENT_THRESHOLD;
        return (
          <li key={k} className={css({ display: 'flex', flexDirection: 'column', gap: '1.5' })}>
            <Progress label={SUBSCORE_LABELS[k]} value={score} valueText={`${score}/100`} tone={low ? 'warning' : 'success'} />
            <div className={css({ display: 'flex', justifyContent: 'space-between', gap: '2', flexWrap: 'wrap' })}>
              <span className={muted}>{SUBSCORE_WEIGHTS[k]}% of your score</span>
              {low && <Badge tone="warning">Improvement opportunity</Badge>}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
