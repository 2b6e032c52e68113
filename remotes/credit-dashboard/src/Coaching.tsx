import './index.css';
import {
  factorsFromAnswers,
  formatTimestampDate,
  IMPROVEMENT_THRESHOLD,
  NEW_CREDIT_WEIGHT,
  overallOf,
  SUBSCORE_KEYS,
  SUBSCORE_LABELS,
  SUBSCORE_WEIGHTS,
  type AssessmentAnswers,
  type CoachingProgress,
  type Lesson,
  type SubscoreKey,
  type UpdateCoachingProgressBody,
} from '@finx/contracts';
import { isApiError, serverMessage } from '@finx/contracts/session';
import { Badge, Button, Card, EmptyState, PageHeader, Skeleton, scoreBand, toast } from '@finx/design-system';
import { css, cx } from '@finx/design-system/css';
import { grid } from '@finx/design-system/patterns';
import { Progress } from '@finx/design-system/progress';
import { useMutation, useQueries, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from '@finx/router';
import { lazy, Suspense, useEffect, useState } from 'react';
import { api, successBody } from '../../common/api';
import { useDocumentTitle } from '../../common/useDocumentTitle';
import { useSingletonCheck } from '../../common/useSingletonCheck';
import { recommendedTips } from './coaching-tips';
import {
  badgeInColumn,
  bigNumber,
  EstimateBadge,
  FinxChangeLine,
  Loaded,
  muted,
  screenStack,
  SubscoreList,
  SubscoreSkeleton,
  tabular,
  type QueryLike,
} from './parts';
import { creditKeys, creditQueries, factorBasis, finxScore, lessonPercent } from './queries';
import { CoachingSkeleton, note, noteList } from '../../common/credit-dashboard/skeletons';
import { useSessionUser } from '../../common/useSessionUser';

const LessonDialog = lazy(() => import('./LessonDialog'));
const AssessmentDialog = lazy(() => import('./AssessmentDialog'));

/** 'Complete 3 more lessons to unlock advanced strategies' (1: 'lesson'; 0: unlocked). */
export const advancedLine = (n: number) =>
  n <= 0 ? 'Advanced strategies unlocked' : `Complete ${n} more ${n === 1 ? 'lesson' : 'lessons'} to unlock advanced strategies`;

const OPPORTUNITY_TIP: Record<SubscoreKey, string> = {
  paymentHistoryScore: 'Autopay for at least the minimum keeps every payment on time.',
  utilizationScore: 'Keeping card balances under 30% of their limits lifts it fastest.',
  creditMixScore: 'A credit-builder account adds an installment line to your mix.',
  accountAgeScore: 'Keep your oldest accounts open so their history keeps counting.',
};

const stackSm = css({ display: 'flex', flexDirection: 'column', gap: '3' });
const noteTitle = css({ fontSize: 'xs', fontWeight: 'semibold', textTransform: 'uppercase', letterSpacing: '0.04em' });
const numberLg = cx(css({ fontSize: 'xl', fontWeight: 'bold', lineHeight: 'tight' }), tabular);

type Action = { action: 'lesson'; lesson: number } | { action: 'assessment' };

/**
 * /coaching (spec part 1 §2): the FinX Score and its factors as the server computes them (marked when
 * estimated), insights and tips from the user's own factors, level, lessons and the assessment. Complete
 * Lesson opens the next lesson: it counts once read and its check question answered. Take Assessment asks
 * five questions whose answers set the factors. The server's answer replaces the cached progress.
 */
export default function Coaching() {
  useDocumentTitle('FinX Score Coaching');
  const singletons = useSingletonCheck('credit-dashboard');
  const userId = useSessionUser()?.id;
  const queryClient = useQueryClient();
  const [reading, setReading] = useState<Lesson | null>(null);
  const [assessing, setAssessing] = useState(false);

  const [coaching, lessons] = useQueries({ queries: [creditQueries.coaching(userId), creditQueries.lessons()] });
  const view = coaching.data;

  const save = useMutation({
    mutationFn: ({ body }: { body: UpdateCoachingProgressBody } & Action) =>
      api.coaching.updateProgress({ params: { userId: userId! }, body }).then(successBody),
    onSuccess: (progress: CoachingProgress) => {
      if (userId === undefined) return;
      queryClient.setQueryData(creditKeys.coaching(userId), progress);
      void queryClient.invalidateQueries({ queryKey: creditKeys.activities(userId) });
      toast({ title: 'Progress updated', description: 'Your coaching progress has been saved', tone: 'success' });
      setReading(null);
      setAssessing(false);
    },
    onError: (err, { action }) => {
      // A wrong check answer is shown under the question in the open lesson; anything else as a toast.
      if (action === 'lesson' && isWrongAnswer(err)) return;
      toast({
        title: 'Progress Not Saved',
        description: serverMessage(err, 'Your coaching progress could not be saved. Please try again.'),
        tone: 'destructive',
      });
    },
  });

  const open = useMutation({
    mutationFn: (lesson: number) => api.coaching.openLesson({ params: { number: lesson }, body: {} }).then(successBody),
    onSuccess: ({ openedLesson }) => {
      if (userId !== undefined) queryClient.setQueryData<CoachingProgress>(creditKeys.coaching(userId), (c) => c && { ...c, openedLesson });
    },
    // Until the open is recorded the lesson's Complete Lesson stays disabled: say why.
    onError: (err) =>
      toast({
        title: 'Lesson Not Opened',
        description: serverMessage(err, 'Your lesson could not be opened. Close it and press Complete Lesson again.'),
        tone: 'destructive',
      }),
  });

  const nextLesson = view && lessons.data?.find((l) => l.number === view.completedLessons + 1);

  const read = (lesson: Lesson) => {
    save.reset();
    setReading(lesson);
    if (view && lesson.number === view.completedLessons + 1 && view.openedLesson !== lesson.number) open.mutate(lesson.number);
  };

  const completeLesson = (lesson: Lesson, answer: number) => {
    if (!view || save.isPending) return;
    save.mutate({ action: 'lesson', lesson: lesson.number, body: { completedLessons: view.completedLessons + 1, lesson: lesson.number, answer } });
  };

  const takeAssessment = (answers: AssessmentAnswers) => {
    if (save.isPending) return;
    const factors = factorsFromAnswers(answers);
    const { newCreditScore: _newCredit, ...subscores } = factors;
    save.mutate({ action: 'assessment', body: { ...subscores, overallScore: overallOf(factors), lastAssessmentDate: new Date().toISOString(), answers } });
  };

  const pending = save.isPending ? save.variables : undefined;
  const checking = reading && view && reading.number === view.completedLessons + 1 ? reading : undefined;
  const ahead = reading && view && reading.number > view.completedLessons + 1 ? reading : undefined;

  // `?lesson=<slug>` (Guardian's sources link lessons so): that lesson opens once the lessons and progress are
  // read — the next one with its check, a completed one to re-read, a later one to read ahead (it counts in turn).
  const [search, setSearch] = useSearchParams();
  const linked = search.get('lesson');
  // biome-ignore lint/correctness/useExhaustiveDependencies: read() is a new function each render; the link is gone from the address once handled
  useEffect(() => {
    if (!linked || !view || !lessons.data) return;
    const lesson = lessons.data.find((l) => l.slug === linked);
    if (lesson) read(lesson);
    else toast({ title: 'Lesson Not Found', description: 'That lesson is not in the course. Pick one from Next Milestone.', tone: 'destructive' });
    setSearch(
      (s) => {
        s.delete('lesson');
        return s;
      },
      { replace: true },
    );
  }, [linked, view, lessons.data]);

  if (coaching.isPending || lessons.isPending) return <CoachingSkeleton singletons={singletons} />;

  return (
    <section data-remote="credit-dashboard" data-singletons={singletons} className={screenStack}>
      <PageHeader title="FinX Score Coaching" subtitle="AI-powered financial coaching to optimize your credit profile" className={css({ mb: '0' })} />

      {/* lg: the score over level + lessons on the left, insights beside both, the milestone across */}
      <div className={grid({ columns: { base: 1, md: 2, lg: 3 }, gap: '4' })}>
        <Card title="Your FinX Score" padding="lg" className={css({ gridColumn: { md: 'span 2' } })}>
          <Section query={coaching} skeleton={<ScoreSkeleton />}>
            {(v) => <ScoreCard view={v} onAssess={() => setAssessing(true)} />}
          </Section>
        </Card>
        <Card
          title="AI Insights"
          description="Drawn from your own numbers."
          className={css({ gridColumn: { md: 'span 2', lg: 'auto' }, gridRow: { lg: 'span 2' } })}
        >
          <Section query={coaching} skeleton={<Skeleton lines={6} />}>
            {(v) => <Insights view={v} />}
          </Section>
        </Card>
        <Card title="Current Level">
          <Section query={coaching} skeleton={<Skeleton lines={3} />}>
            {(v) => (
              <div className={stackSm}>
                <div className={css({ display: 'flex', alignItems: 'center', gap: '3', flexWrap: 'wrap' })}>
                  <span className={numberLg}>Level {v.level}</span>
                  <Badge tone="accent">{v.levelName} User</Badge>
                </div>
                {v.overallScore === null ? <p className={muted}>No overall score yet.</p> : <Progress label="Overall score" value={v.overallScore} />}
              </div>
            )}
          </Section>
        </Card>
        <Card title="Lesson Progress">
          <Section query={coaching} skeleton={<Skeleton lines={3} />}>
            {(v) => (
              <div className={stackSm}>
                <span className={numberLg}>
                  {v.completedLessons}/{v.totalLessons}
                  <span className={cx(muted, css({ fontWeight: 'normal', ml: '2' }))}>lessons</span>
                </span>
                <Progress label="Lessons completed" value={lessonPercent(v)} />
              </div>
            )}
          </Section>
        </Card>
        <Card title="Next Milestone" className={css({ gridColumn: { md: '1 / -1' } })}>
          <Section query={coaching} skeleton={<Skeleton lines={4} />}>
            {(v) => <NextMilestone view={v} lessons={lessons} onRead={read} onComplete={() => nextLesson && read(nextLesson)} isBusy={save.isPending} />}
          </Section>
        </Card>
      </div>

      <div className={grid({ columns: { base: 1, lg: 2 }, gap: '4', alignItems: 'start' })}>
        <Card title="Credit Score Breakdown">
          <Section query={coaching} skeleton={<Skeleton lines={8} />}>
            {(v) => <Breakdown view={v} />}
          </Section>
        </Card>
        <Card title="Recommended Actions" description="For your weakest factors first.">
          <Section query={coaching} skeleton={<Skeleton lines={6} />}>
            {(v) => <Tips view={v} />}
          </Section>
        </Card>
      </div>

      <Card title="Assessment Center" description="Five questions about your payments, balances, accounts and applications set your factors and FinX Score.">
        <Section query={coaching} skeleton={<Skeleton width={180} height={40} />}>
          {(v) => (
            <div className={css({ display: 'flex', alignItems: 'center', gap: '4', flexWrap: 'wrap' })}>
              <Button
                onPress={() => setAssessing(true)}
                isPending={pending?.action === 'assessment'}
                pendingLabel="Processing..."
                isDisabled={save.isPending && pending?.action !== 'assessment'}
              >
                Take Assessment
              </Button>
              <p className={muted}>{v.lastAssessmentDate ? `Last assessment: ${formatTimestampDate(v.lastAssessmentDate)}` : 'No assessment taken yet.'}</p>
            </div>
          )}
        </Section>
      </Card>

      {reading && (
        <Suspense fallback={null}>
          <LessonDialog
            lesson={reading}
            onClose={() => setReading(null)}
            note={
              ahead && view
                ? `You're reading ahead: this lesson counts toward your progress once you reach it (lesson ${view.completedLessons + 1} is next).`
                : undefined
            }
            check={
              checking && {
                onComplete: (answer) => completeLesson(checking, answer),
                onChoose: () => save.reset(),
                isPending: pending?.action === 'lesson',
                isReady: view?.openedLesson === checking.number,
                error: save.isError && pending === undefined && isWrongAnswer(save.error) ? serverMessage(save.error, '') : undefined,
              }
            }
          />
        </Suspense>
      )}
      {assessing && (
        <Suspense fallback={null}>
          <AssessmentDialog onSubmit={takeAssessment} onClose={() => setAssessing(false)} isPending={pending?.action === 'assessment'} />
        </Suspense>
      )}
    </section>
  );
}

/** The server's answer to a check question that is not right. */
const isWrongAnswer = (err: unknown) => isApiError(err) && err.code === 'wrong_answer';

/** A section fed by the coaching query: skeleton, inline error with Retry, or the numbers. */
function Section({
  query,
  skeleton,
  children,
}: {
  query: QueryLike<CoachingProgress>;
  skeleton: React.ReactNode;
  children: (view: CoachingProgress) => React.ReactNode;
}) {
  return (
    <Loaded query={query} what="your coaching progress" skeleton={skeleton}>
      {children}
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

function ScoreCard({ view, onAssess }: { view: CoachingProgress; onAssess: () => void }) {
  const finx = finxScore(view);
  if (finx === null) {
    return (
      <EmptyState
        title="No FinX Score yet"
        description={factorBasis(view)}
        action={
          <Button variant="secondary" onPress={onAssess}>
            Get your estimate
          </Button>
        }
      />
    );
  }
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
        <EstimateBadge coaching={view} />
      </div>
      <FinxChangeLine coaching={view} />
      <SubscoreList
        value={(k) => (
          <span className={numberLg}>
            {(view[k] ?? 0) * 10}
            <span className={cx(muted, css({ fontWeight: 'normal' }))}>/1000</span>
          </span>
        )}
      />
      <p className={muted}>{factorBasis(view)}</p>
    </div>
  );
}

/** Strongest and weakest factor, when the factors say which (an estimate from one score does not), and the goal. */
function Insights({ view }: { view: CoachingProgress }) {
  const goal = { title: 'Goal', tone: css({ color: 'info' }), text: `${view.nextMilestone}. ${advancedLine(view.lessonsToAdvanced)}.` };
  const known = SUBSCORE_KEYS.filter((k) => view[k] !== null).sort((a, b) => view[b]! - view[a]!);
  const strongest = known[0];
  const weakest = known[known.length - 1];
  const differ = strongest !== undefined && weakest !== undefined && view[strongest] !== view[weakest];
  const notes = differ
    ? [
        {
          title: 'Strength',
          tone: css({ color: 'success' }),
          text: `${SUBSCORE_LABELS[strongest]} is your strongest factor at ${view[strongest]}%. Keep it there.`,
        },
        {
          title: 'Opportunity',
          tone: css({ color: 'warning' }),
          text: `${SUBSCORE_LABELS[weakest]} is your lowest factor at ${view[weakest]}%. ${OPPORTUNITY_TIP[weakest]}`,
        },
        goal,
      ]
    : [
        {
          title: 'Your factors',
          tone: css({ color: 'text.secondary' }),
          text: 'We cannot tell your strongest and weakest factor yet. Take the assessment, or upload a credit report, and your insights will come from them.',
        },
        goal,
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

/** The recommended actions for the user's weakest factors. */
function Tips({ view }: { view: CoachingProgress }) {
  const tips = recommendedTips(view);
  if (tips.length === 0) return <p className={muted}>All four of your factors are 80 or above: keep paying on time and your balances low.</p>;
  return (
    <ul className={noteList}>
      {tips.map((r) => (
        <li key={r.title} className={note}>
          <div className={css({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '2', flexWrap: 'wrap' })}>
            <h3 className={css({ fontSize: 'sm', fontWeight: 'semibold', m: '0' })}>{r.title}</h3>
            <Badge tone={r.tone}>{r.impact}</Badge>
          </div>
          <p className={muted}>{r.text}</p>
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
  isBusy,
}: {
  view: CoachingProgress;
  lessons: QueryLike<Lesson[]>;
  onRead: (lesson: Lesson) => void;
  /** Opens the next lesson: it is completed from there, once its check question is answered. */
  onComplete: () => void;
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
                  <Button
                    size="sm"
                    variant="ghost"
                    className={css({ alignSelf: 'flex-start', px: '0' })}
                    onPress={() => onRead(next)}
                    aria-label={`Read lesson: ${next.title}`}
                  >
                    Read lesson
                  </Button>
                </div>
              )}
              {done.length > 0 && (
                <details>
                  <summary
                    className={css({
                      cursor: 'pointer',
                      fontSize: 'sm',
                      color: 'accent',
                      borderRadius: 'control',
                      _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
                    })}
                  >
                    Completed lessons ({done.length})
                  </summary>
                  <ol className={css({ m: '0', mt: '2', pl: '5', display: 'flex', flexDirection: 'column', gap: '1' })}>
                    {done.map((l) => (
                      <li key={l.slug}>
                        <button
                          type="button"
                          onClick={() => onRead(l)}
                          className={css({
                            bg: 'transparent',
                            border: 'none',
                            p: '0',
                            color: 'text.primary',
                            textAlign: 'left',
                            cursor: 'pointer',
                            fontSize: 'sm',
                            textDecoration: 'underline',
                            textUnderlineOffset: '2px',
                            borderRadius: 'control',
                            _hover: { color: 'accent.hover' },
                            _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
                          })}
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
      <Button onPress={onComplete} isDisabled={allDone || isBusy || lessons.data === undefined} className={css({ alignSelf: { md: 'flex-start' } })}>
        {allDone ? 'All lessons completed' : 'Complete Lesson'}
      </Button>
    </div>
  );
}

function Breakdown({ view }: { view: CoachingProgress }) {
  if (view.overallScore === null) return <p className={muted}>{factorBasis(view)}</p>;
  return (
    <div className={stackSm}>
      <EstimateBadge coaching={view} className={badgeInColumn} />
      <ul className={noteList}>
        {SUBSCORE_KEYS.map((k) => {
          const score = view[k] ?? 0;
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
      <p className={muted}>
        The other {NEW_CREDIT_WEIGHT}% is new credit (recent applications){view.newCreditScore === null ? '' : `: ${view.newCreditScore}/100`}.
      </p>
    </div>
  );
}
