/**
 * Loading skeletons of the Dashboard, Coaching and Progress screens, shaped like the screens themselves: the
 * same heading, cards, card titles and grids, and text-shaped placeholders (`Skeleton text=`) where the numbers
 * and sentences will be, so that nothing moves when the data arrives. The screens show them while their reads
 * load; the shell shows the same ones while the credit-dashboard remote loads (shell/src/layout/sidebarChunk.ts),
 * so this file may import only from the design system.
 */
import { Card, PageHeader, Skeleton, Stat } from '@finx/design-system';
import { css, cx } from '@finx/design-system/css';
import { grid } from '@finx/design-system/patterns';
import type { ReactNode } from 'react';

// The screens' own layout, as in parts.tsx and the screens.
const screenStack = css({ display: 'flex', flexDirection: 'column', gap: '6', minWidth: '0' });
const summaryGrid = grid({ columns: { base: 1, sm: 2, lg: 4 }, gap: '4' });
// Panda extracts styles at build time: literal values only (no parameters).
const stack = {
  '1': css({ display: 'flex', flexDirection: 'column', gap: '1' }),
  '2': css({ display: 'flex', flexDirection: 'column', gap: '2' }),
  '3': css({ display: 'flex', flexDirection: 'column', gap: '3' }),
  '5': css({ display: 'flex', flexDirection: 'column', gap: '5' }),
};
const row = css({ display: 'flex', alignItems: 'center', gap: '3', flexWrap: 'wrap' });
const muted = css({ color: 'text.secondary', fontSize: 'sm', m: '0' });
const small = css({ fontSize: 'sm' });
const xs = css({ fontSize: 'xs' });
const bigNumber = css({ fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'bold', lineHeight: 'tight' });
const numberLg = css({ fontSize: 'xl', fontWeight: 'bold', lineHeight: 'tight' });
const tileGrid = css({ display: 'grid', gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' }, gap: '3' });
const tile = css({ display: 'flex', flexDirection: 'column', gap: '1', p: '3', bg: 'raised', borderRadius: 'control' });
/** Styles the screens share with their skeletons (defined here: this file imports only the design system). */
export const noteList = css({ listStyle: 'none', m: '0', p: '0', display: 'flex', flexDirection: 'column', gap: '3' });
export const note = css({ p: '3', bg: 'raised', borderRadius: 'control', display: 'flex', flexDirection: 'column', gap: '1' });
const barRow = css({ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: '3' });
const barTrack = css({ h: '2', bg: 'raised', borderRadius: 'full' });
export const activityItem = css({
  display: 'flex',
  flexDirection: { base: 'column', sm: 'row' },
  justifyContent: 'space-between',
  gap: { base: '1', sm: '4' },
  py: '3',
  borderTopWidth: '1px',
  borderTopStyle: 'solid',
  borderTopColor: 'border',
  _first: { borderTopWidth: '0', pt: '0' },
});

/**
 * The dashboard's layout, shared with its skeleton: summary cards 4 across on desktop and 2 on tablets, then the
 * FinX Score beside the quick actions. On phones (one column) the grids step aside (`display: contents`) so the
 * scores lead: the credit score card, then the FinX Score, then the other cards in their usual order.
 */
export const dashboardLayout = {
  stack: css({ display: 'flex', flexDirection: 'column', gap: { base: '4', sm: '6' }, minWidth: '0' }),
  summary: css({
    display: { base: 'contents', sm: 'grid' },
    gridTemplateColumns: { sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
    gap: '4',
  }),
  analysis: css({
    display: { base: 'contents', sm: 'grid' },
    gridTemplateColumns: { sm: 'minmax(0, 1fr)', lg: 'repeat(3, minmax(0, 1fr))' },
    gap: '4',
    alignItems: 'start',
  }),
  first: css({ order: { base: 1, sm: 0 } }),
  finx: css({ order: { base: 2, sm: 0 }, gridColumn: { lg: 'span 2' } }),
  later: css({ order: { base: 3, sm: 0 } }),
};

/** Placeholder for text like `sample`, in the element the real text will be in. */
const t = (sample: string) => <Skeleton text={sample} />;

const BASIS = 'Estimated from your assessment answers of Nov 3, 2026. Upload a credit report for factors measured from your file.';
const FACTORS = ['Payment History', 'Credit Utilization', 'Credit Mix', 'Account Age'];

/** `singletons`: the screen's useSingletonCheck answer, on the skeleton as on the screen (the shell has none to give). */
type SkeletonProps = { singletons?: string };

function ScreenSkeleton({
  title,
  subtitle,
  singletons,
  children,
  className = screenStack,
}: { title: string; subtitle: ReactNode; children: ReactNode; className?: string } & SkeletonProps) {
  return (
    <section aria-busy="true" data-testid="screen-skeleton" data-singletons={singletons} className={className}>
      <span role="status" className={css({ srOnly: true })}>
        Loading…
      </span>
      <PageHeader title={title} subtitle={subtitle} className={css({ mb: '0' })} />
      {children}
    </section>
  );
}

/** A summary card: its label, and placeholders for the number and the line (or lines) under it. */
function SummaryCard({ label, value, hint, className }: { label: string; value: string; hint: string | string[]; className?: string }) {
  const lines =
    typeof hint === 'string'
      ? t(hint)
      : hint.map((h) => (
          <span key={h} className={css({ display: 'block' })}>
            {t(h)}
          </span>
        ));
  return (
    <Card as="div" className={className}>
      <Stat label={label} value={t(value)} hint={lines} />
    </Card>
  );
}

/** The credit score card's sample: the score, what it is, and its change (or why none). */
const CREDIT_SCORE_SAMPLE = { value: '712', hint: ['Self-reported · Nov 6, 2026', 'Upload a report to track changes'] };

function SummaryCards({ cards }: { cards: [label: string, value: string, hint: string | string[]][] }) {
  return (
    <div className={summaryGrid}>
      {cards.map(([label, value, hint]) => (
        <SummaryCard key={label} label={label} value={value} hint={hint} />
      ))}
    </div>
  );
}

/** Shaped like the design system's Progress: label and value over the bar. */
function Bar({ label, value }: { label: string; value: string }) {
  return (
    <div className={stack['2']}>
      <div className={barRow}>
        <span className={muted}>{t(label)}</span>
        <span className={cx(small, css({ fontWeight: 'semibold' }))}>{t(value)}</span>
      </div>
      <div className={barTrack} />
    </div>
  );
}

function FactorTiles({ value }: { value: ReactNode }) {
  return (
    <div className={tileGrid}>
      {FACTORS.map((f) => (
        <div key={f} className={tile}>
          <span className={muted}>{t(f)}</span>
          {value}
        </div>
      ))}
    </div>
  );
}

function Notes({ notes }: { notes: [title: string, text: string][] }) {
  return (
    <div className={noteList}>
      {notes.map(([title, text]) => (
        <div key={title} className={note}>
          <span className={xs}>{t(title)}</span>
          <span className={small}>{t(text)}</span>
        </div>
      ))}
    </div>
  );
}

function ActivityRows({ rows }: { rows: number }) {
  return (
    <div>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className={activityItem}>
          <div>
            <p className={cx(small, css({ fontWeight: 'semibold', m: '0' }))}>{t('Lesson completed')}</p>
            <p className={muted}>{t('Lesson 14: Requesting your full file (FCRA §609)')}</p>
          </div>
          <span className={xs}>{t('Nov 22, 2026')}</span>
        </div>
      ))}
    </div>
  );
}

/** The FinX Score line: the number out of 1000, its band and 'Estimated' (until a credit report is read), then what changed it. */
function ScoreLine({ band, numberClass = bigNumber }: { band: string; numberClass?: string }) {
  return (
    <>
      <div className={row}>
        <p className={css({ m: '0' })}>
          <span className={numberClass}>{t('750')}</span>
          <span className={muted}>/1000</span>
        </p>
        <span className={xs}>{t(band)}</span>
        <span className={xs}>{t('Estimated')}</span>
      </div>
      <p className={muted}>{t('Down 30 from 750 on Nov 6, 2026: you took the assessment.')}</p>
    </>
  );
}

/** A button's place: full width, or as wide as its label (`narrow`: from md on, `small`: always). */
const buttonWidth = {
  full: undefined,
  narrow: css({ alignSelf: { md: 'flex-start' }, width: { base: '100%', md: '9rem' } }),
  small: css({ alignSelf: 'flex-start', width: '6rem' }),
};
const button = (height: 32 | 40, width: keyof typeof buttonWidth = 'full') => (
  <div className={buttonWidth[width]}>
    <Skeleton height={height} />
  </div>
);

/** /dashboard while it loads; `firstName` (known once the session is) completes the greeting. */
export function DashboardSkeleton({ firstName, singletons }: { firstName?: string } & SkeletonProps) {
  const greeting = `Welcome back, ${firstName ?? 'Jordan'}! Here's your credit overview.`;
  return (
    <ScreenSkeleton title="Credit Dashboard" subtitle={firstName ? greeting : t(greeting)} singletons={singletons} className={dashboardLayout.stack}>
      <div className={dashboardLayout.summary}>
        <SummaryCard label="Credit Score" {...CREDIT_SCORE_SAMPLE} className={dashboardLayout.first} />
        <SummaryCard label="Active Disputes" value="1" hint="In progress" className={dashboardLayout.later} />
        <SummaryCard label="Coaching Progress" value="70%" hint="Level 3 - Advanced" className={dashboardLayout.later} />
        <SummaryCard label="Builder Accounts" value="1" hint="Active accounts" className={dashboardLayout.later} />
      </div>
      <div className={dashboardLayout.analysis}>
        <Card title="FinX Score Analysis" className={dashboardLayout.finx}>
          <div className={stack['5']}>
            <ScoreLine band="Good" />
            <FactorTiles value={<span className={css({ fontSize: 'lg', fontWeight: 'bold' })}>{t('75%')}</span>} />
            <p className={muted}>{t(BASIS)}</p>
            <div className={stack['1']}>
              <Bar label="Current credit score" value="712 of 300–850" />
              <p className={muted}>{t('Self-reported · Nov 6, 2026')}</p>
            </div>
          </div>
        </Card>
        <Card title="Quick Actions" description="Common next steps, one press away." className={dashboardLayout.later}>
          <div className={stack['3']}>
            {button(40)}
            {button(40)}
            {button(40)}
            {button(40)}
          </div>
        </Card>
      </div>
      <Card title="Recent Activity" className={dashboardLayout.later}>
        <ActivityRows rows={5} />
      </Card>
    </ScreenSkeleton>
  );
}

/** /coaching while it loads. */
export function CoachingSkeleton({ singletons }: SkeletonProps) {
  return (
    <ScreenSkeleton title="FinX Score Coaching" subtitle="AI-powered financial coaching to optimize your credit profile" singletons={singletons}>
      <div className={grid({ columns: { base: 1, md: 2, lg: 3 }, gap: '4' })}>
        <Card title="Your FinX Score" padding="lg" className={css({ gridColumn: { md: 'span 2' } })}>
          <div className={stack['5']}>
            <ScoreLine band="Good Financial Health" numberClass={cx(bigNumber, css({ fontSize: { base: '3xl', md: '3xl' } }))} />
            <FactorTiles
              value={
                <span className={numberLg}>
                  {t('750')}
                  <span className={cx(muted, css({ fontWeight: 'normal' }))}>/1000</span>
                </span>
              }
            />
            <p className={muted}>{t(BASIS)}</p>
          </div>
        </Card>
        <Card
          title="AI Insights"
          description="Drawn from your own numbers."
          className={css({ gridColumn: { md: 'span 2', lg: 'auto' }, gridRow: { lg: 'span 2' } })}
        >
          <Notes
            notes={[
              ['Strength', 'Payment History is your strongest factor at 92%. Keep it there.'],
              ['Opportunity', 'Credit Utilization is your lowest factor at 74%. Keeping card balances under 30% of their limits lifts it fastest.'],
              ['Goal', 'Reach 750+ credit score. Complete 1 more lesson to unlock advanced strategies.'],
            ]}
          />
        </Card>
        <Card title="Current Level">
          <div className={stack['3']}>
            <div className={row}>
              <span className={numberLg}>{t('Level 3')}</span>
              <span className={xs}>{t('Advanced User')}</span>
            </div>
            <Bar label="Overall score" value="82%" />
          </div>
        </Card>
        <Card title="Lesson Progress">
          <div className={stack['3']}>
            <span className={numberLg}>{t('14/20 lessons')}</span>
            <Bar label="Lessons completed" value="70%" />
          </div>
        </Card>
        <Card title="Next Milestone" className={css({ gridColumn: { md: '1 / -1' } })}>
          <div className={stack['3']}>
            <p className={css({ m: '0', fontSize: 'lg', fontWeight: 'semibold' })}>{t('Reach 750+ credit score')}</p>
            <p className={muted}>{t('Complete 1 more lesson to unlock advanced strategies')}</p>
            <div className={stack['3']}>
              <div className={note}>
                <span className={xs}>{t('Next lesson · 4 min')}</span>
                <span className={css({ fontWeight: 'semibold' })}>{t('Disputing directly with the lender')}</span>
                <span className={muted}>{t('Furnishers must investigate disputes too, and fix the error at every bureau.')}</span>
                {button(32, 'small')}
              </div>
              <span className={small}>{t('Completed lessons (14)')}</span>
            </div>
            {button(40, 'narrow')}
          </div>
        </Card>
      </div>
      <div className={grid({ columns: { base: 1, lg: 2 }, gap: '4', alignItems: 'start' })}>
        <Card title="Credit Score Breakdown">
          <div className={noteList}>
            {FACTORS.map((f) => (
              <Bar key={f} label={f} value="75/100" />
            ))}
          </div>
        </Card>
        <Card title="Recommended Actions" description="For your weakest factors first.">
          <Notes
            notes={[
              ['Set Up Autopay', 'One missed payment can cost more points than anything else. Automate at least the minimum.'],
              ['Reduce Credit Utilization', 'Pay balances down below 30% of each card limit (under 10% is best) before the statement date.'],
            ]}
          />
        </Card>
      </div>
      <Card title="Assessment Center" description="Five questions about your payments, balances, accounts and applications set your factors and FinX Score.">
        {button(40, 'narrow')}
      </Card>
    </ScreenSkeleton>
  );
}

/** /progress while it loads. */
export function ProgressSkeleton({ singletons }: SkeletonProps) {
  return (
    <ScreenSkeleton title="Progress Tracking" subtitle="Your score trend, achievements and credit health over time." singletons={singletons}>
      <SummaryCards
        cards={[
          ['Current Score', CREDIT_SCORE_SAMPLE.value, CREDIT_SCORE_SAMPLE.hint],
          ['Goal Progress', '86%', 'Toward a goal of 780'],
          ['Active Disputes', '1', 'In progress'],
          ['Coaching Level', 'Level 3', '14 of 20 lessons'],
        ]}
      />
      <Card title="Goal Progress">
        <div className={stack['2']}>
          <Bar label="From 300 to your goal of 780" value="86%" />
          <p className={muted}>{t('68 points to go: 712 now, goal 780.')}</p>
        </div>
      </Card>
      <div className={grid({ columns: { base: 1, lg: 2 }, gap: '4', alignItems: 'start' })}>
        <Card title="6-Month Score Trend">
          <div className={stack['3']}>
            <span className={muted}>{t('Credit score at the end of each month, June 2026 to November 2026 (bars from 300 to 850)')}</span>
            <div>
              <Skeleton height={200} />
              <div className={cx(xs, css({ pt: '2' }))}>{t('Jun')}</div>
            </div>
          </div>
        </Card>
        <Card title="Recent Achievements">
          <Notes
            notes={[
              ['Assessment taken', 'You checked your four credit factors.'],
              ['First lesson completed', 'You started your FinX coaching course.'],
              ['First dispute filed', 'You challenged an item on your credit report.'],
            ]}
          />
        </Card>
      </div>
      <div className={grid({ columns: { base: 1, lg: 2 }, gap: '4', alignItems: 'start' })}>
        <Card title="Recent Activity">
          <ActivityRows rows={6} />
        </Card>
        <Card title="Credit Health Breakdown">
          <div className={noteList}>
            {FACTORS.map((f) => (
              <Bar key={f} label={f} value="75%" />
            ))}
          </div>
        </Card>
      </div>
    </ScreenSkeleton>
  );
}
