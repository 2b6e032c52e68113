import './index.css';
import {
  createCreditProfileBodySchema,
  CREDIT_PROFILE_FALLBACK,
  PRIMARY_GOAL_LABELS,
  PRIMARY_GOALS,
  TIMEFRAMES,
  type CreateCreditProfileBody,
  type CreditProfile,
  type PrimaryGoal,
  type Timeframe,
} from '@finx/contracts';
import { serverMessage, SESSION_QUERY_KEY } from '@finx/contracts/session';
import { Button, Card, PageHeader, toast } from '@finx/design-system';
import { css } from '@finx/design-system/css';
import { TextField } from '@finx/design-system/forms';
import { grid, hstack, stack } from '@finx/design-system/patterns';
import { Progress } from '@finx/design-system/progress';
import { useNavigate, useSearchParams } from '@finx/router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { api, successBody } from '../../common/api';
import { findPlan, withPlan } from '../../common/plans';
import { ChoiceGroup } from './ChoiceGroup';
import { PublicPage } from './PublicPage';
import { useForm } from '../../common/useForm';
import { useSessionUser } from '../../common/useSessionUser';

/**
 * The wizard's steps. The spec's third step ('Setup Complete') is never reached — a successful submit
 * goes straight to /dashboard — so it is left out and the bar shows two steps.
 */
const STEPS = ['Welcome', 'Credit Goals'] as const;

const FEATURES = [
  { title: 'FinX Score coaching', text: 'A 1000-point score with lessons and milestones that show what to improve next.' },
  { title: 'AI dispute letters', text: 'Dispute errors with Experian, Equifax and TransUnion, sent by certified mail.' },
  { title: 'Progress tracking', text: 'Follow your score trend, achievements and credit-health factors over time.' },
];

const timeframeLabel = (t: Timeframe) => t.replace('_months', ' Months');

/** What the Credit Goals step says about the values it shows. */
function goalsSubtitle(saved: { data?: CreditProfile | null; isError: boolean }): string {
  if (saved.data) return 'These are the goals you saved. Change what has changed, then complete setup.';
  if (saved.isError) return "Your saved goals couldn't be loaded, so these are the starting values. Tell us where your credit stands.";
  return 'Tell us where your credit stands and where you want it to be.';
}

/** Spec part 1 §5: score text that is not a number becomes 0 (and then fails the range check). */
const toScore = (text: string) => Number(text) || 0;

/** The starting values for a user without a profile (spec part 1 §5). */
const DEFAULTS = {
  currentScore: String(CREDIT_PROFILE_FALLBACK.currentScore),
  targetScore: String(CREDIT_PROFILE_FALLBACK.goalScore),
  primaryGoal: 'increase_score' as PrimaryGoal,
  timeframe: '12_months' as Timeframe,
};

/** The goals a user saved, as the form holds them. */
const savedGoals = (profile: CreditProfile): typeof DEFAULTS => ({
  currentScore: String(profile.currentScore),
  targetScore: String(profile.targetScore),
  primaryGoal: profile.primaryGoal,
  timeframe: profile.timeframe,
});

/** GET /api/credit-profiles/{userId} (null before the first onboarding), under the key the dashboard reads it by. */
const profileQuery = (userId: number | undefined) => ({
  queryKey: ['credit-profiles', userId ?? 0],
  enabled: userId !== undefined,
  queryFn: () => api.creditProfiles.get({ params: { userId: userId ?? 0 } }).then(successBody),
});

/**
 * /onboarding (spec part 1 §2, §4, §5): Welcome, then Credit Goals, filled in with what the user saved
 * before (the spec's defaults only without a profile). Complete Setup sends the signed-in user's id with
 * the scores, the primary goal and the timeframe (the spec's app collected the last two but never sent
 * them), then goes to /dashboard — or to /subscription with the plan chosen on the landing page (`?plan=`).
 */
export default function Onboarding() {
  const [step, setStep] = useState(0);
  const [cameBack, setCameBack] = useState(false);
  const form = useForm(DEFAULTS);
  const user = useSessionUser();
  const saved = useQuery(profileQuery(user?.id));
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const plan = findPlan(params.get('plan'));

  // Saved goals arrive after the first render; Get Started waits for them, so nothing typed is replaced.
  const profile = saved.data;
  // biome-ignore lint/correctness/useExhaustiveDependencies: not form.reset: a new function every render
  useEffect(() => {
    if (profile) form.reset(savedGoals(profile));
  }, [profile]);

  const setup = useMutation({
    mutationFn: (body: CreateCreditProfileBody) => api.creditProfiles.create({ body }).then(successBody),
    onSuccess: () => {
      // Whatever was read before the profile existed is out of date; the session is not.
      void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== SESSION_QUERY_KEY[0] });
      toast({ title: 'Setup Complete!', description: 'Welcome to FinX. Your personalized dashboard is ready.', tone: 'success' });
      navigate(plan ? withPlan('/subscription', plan) : '/dashboard');
    },
    onError: (err) => toast({ title: 'Setup Failed', description: serverMessage(err, 'Failed to complete setup'), tone: 'destructive' }),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (setup.isPending) return;
    const { values } = form;
    const body = form.validate(createCreditProfileBodySchema, {
      // the shell only shows this screen to a signed-in user
      userId: user?.id,
      currentScore: toScore(values.currentScore),
      targetScore: toScore(values.targetScore),
      primaryGoal: values.primaryGoal,
      timeframe: values.timeframe,
      lastUpdated: new Date().toISOString(),
    });
    if (body) setup.mutate(body);
  };

  return (
    <PublicPage documentTitle={STEPS[step]} width="wide">
      <Progress value={((step + 1) / STEPS.length) * 100} label={`Step ${step + 1} of ${STEPS.length}`} valueText={STEPS[step]} />
      {step === 0 ? (
        <div className={stack({ gap: '6' })}>
          <PageHeader
            title="Welcome to FinX"
            subtitle="Let's set up your credit goals, so your dashboard, coaching and disputes work toward them. It takes a minute."
            className={css({ mb: '0' })}
          />
          <div className={grid({ columns: { base: 1, md: 3 }, gap: '4' })}>
            {FEATURES.map((f) => (
              <Card key={f.title} title={f.title} description={f.text} className={css({ bg: 'raised' })} />
            ))}
          </div>
          <Button
            size="lg"
            autoFocus={cameBack}
            isPending={saved.isLoading}
            pendingLabel="Loading your goals..."
            className={css({ alignSelf: { base: 'stretch', sm: 'flex-end' } })}
            onPress={() => setStep(1)}
          >
            Get Started
          </Button>
        </div>
      ) : (
        <form ref={form.formRef} noValidate onSubmit={onSubmit} aria-label="Credit Goals" className={stack({ gap: '6' })}>
          <PageHeader title="Credit Goals" subtitle={goalsSubtitle(saved)} className={css({ mb: '0' })} />
          <div className={grid({ columns: { base: 1, sm: 2 }, gap: '4' })}>
            <TextField label="Current credit score" type="number" inputMode="numeric" description="300 to 850" autoFocus {...form.field('currentScore')} />
            <TextField label="Target credit score" type="number" inputMode="numeric" description="300 to 1000" {...form.field('targetScore')} />
          </div>
          <ChoiceGroup
            label="Primary goal"
            options={PRIMARY_GOALS}
            labelOf={(g) => PRIMARY_GOAL_LABELS[g]}
            value={form.values.primaryGoal}
            onChange={(g) => form.set('primaryGoal', g)}
            layout="pairs"
            disabled={setup.isPending}
          />
          <ChoiceGroup
            label="Timeframe"
            options={TIMEFRAMES}
            labelOf={timeframeLabel}
            value={form.values.timeframe}
            onChange={(t) => form.set('timeframe', t)}
            layout="row"
            disabled={setup.isPending}
          />
          <div className={hstack({ justify: 'space-between', gap: '3', flexWrap: 'wrap-reverse' })}>
            <Button
              variant="secondary"
              size="lg"
              isDisabled={setup.isPending}
              onPress={() => {
                setCameBack(true);
                setStep(0);
              }}
            >
              Back
            </Button>
            <Button type="submit" size="lg" isPending={setup.isPending} pendingLabel="Setting Up...">
              Complete Setup
            </Button>
          </div>
        </form>
      )}
    </PublicPage>
  );
}
