/** Pieces the Dashboard, Coaching and Progress screens share. */
import {
  finxChangeText,
  formatTimestampDate,
  isActiveDispute,
  scoreChangeText,
  scoreLabel,
  SUBSCORE_KEYS,
  SUBSCORE_LABELS,
  type Activity,
  type CoachingProgress,
  type CreditProfile,
  type Dispute,
  type SubscoreKey,
} from '@finx/contracts';
import { Badge, buttonStyle, Card, EmptyState, Skeleton, Stat } from '@finx/design-system';
import { Link } from '@finx/router';
import { css, cx } from '@finx/design-system/css';
import { grid } from '@finx/design-system/patterns';
import type { ReactNode } from 'react';
import { QueryError } from '../../common/QueryError';
import { activityWords } from './activity-words';
import { activityItem } from '../../common/credit-dashboard/skeletons';

/** What a section needs of a query result. */
export type QueryLike<T> = { data: T | undefined; isError: boolean; isFetching: boolean; refetch: () => unknown };

export const screenStack = css({ display: 'flex', flexDirection: 'column', gap: '6', minWidth: '0' });

/** Summary cards: 4 across on desktop, 2 on tablet, 1 on phone (DESIGN.md). */
export const summaryGrid = grid({ columns: { base: 1, sm: 2, lg: 4 }, gap: '4' });

export const bigNumber = css({ fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'bold', lineHeight: 'tight', fontVariantNumeric: 'tabular-nums' });
export const tabular = css({ fontVariantNumeric: 'tabular-nums' });
export const muted = css({ color: 'text.secondary', fontSize: 'sm', m: '0' });

const subscoreGrid = css({
  listStyle: 'none',
  m: '0',
  p: '0',
  display: 'grid',
  gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
  gap: '3',
});
const subscoreItem = css({ display: 'flex', flexDirection: 'column', gap: '1', p: '3', bg: 'raised', borderRadius: 'control' });

/** The four FinX sub-scores, 2 across on phones and 4 from md: each its label over `value(key)`. */
export function SubscoreList({ value }: { value: (key: SubscoreKey) => ReactNode }) {
  return (
    <ul className={subscoreGrid} aria-label="FinX sub-scores">
      {SUBSCORE_KEYS.map((k) => (
        <li key={k} className={subscoreItem}>
          <span className={muted}>{SUBSCORE_LABELS[k]}</span>
          {value(k)}
        </li>
      ))}
    </ul>
  );
}

/** SubscoreList while loading: a skeleton tile per sub-score. */
export function SubscoreSkeleton({ height }: { height: number }) {
  return (
    <div className={subscoreGrid}>
      {SUBSCORE_KEYS.map((k) => (
        <Skeleton key={k} height={height} />
      ))}
    </div>
  );
}

/**
 * The three states of a section's data: skeleton while loading, an inline error with Retry, or the
 * content. `what` names the data in the error ("your disputes").
 */
export function Loaded<T>({ query, what, skeleton, children }: { query: QueryLike<T>; what: string; skeleton: ReactNode; children: (data: T) => ReactNode }) {
  if (query.isError) return <QueryError what={what} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />;
  if (query.data === undefined) return <div aria-busy="true">{skeleton}</div>;
  return <>{children(query.data)}</>;
}

/** A summary card: a small label, a large tabular number and a hint line. */
export function SummaryCard<T>({
  label,
  query,
  what,
  value,
  hint,
  tone,
  className,
}: {
  label: string;
  query: QueryLike<T>;
  what: string;
  value: (data: T) => ReactNode;
  hint: (data: T) => ReactNode;
  tone?: (data: T) => 'success' | 'warning' | 'danger' | 'neutral' | 'accent' | 'info';
  className?: string;
}) {
  return (
    <Card as="section" aria-label={label} className={className}>
      <Loaded
        query={query}
        what={what}
        skeleton={
          <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
            <Skeleton width="45%" height={12} />
            <Skeleton width="35%" height={32} />
            <Skeleton width="60%" height={14} />
          </div>
        }
      >
        {(data) => <Stat label={label} value={value(data)} hint={hint(data)} tone={tone?.(data) ?? 'neutral'} />}
      </Loaded>
    </Card>
  );
}

const block = css({ display: 'block' });

/**
 * What a credit score is and how it moved, in two lines under it: 'Experian · FICO Score 8 · Feb 9, 2026', then
 * the change since the previous score of the same bureau and model, or why there is none.
 */
export function ScoreIdentity({ profile: p }: { profile: CreditProfile }) {
  if (!p.scorePoint) return <span className={block}>Source not recorded: not compared</span>;
  return (
    <>
      <span className={block} data-testid="score-label">
        {scoreLabel(p.scorePoint)}
      </span>
      <span className={block}>{scoreChangeText(p.scorePoint, p.previousScore)}</span>
    </>
  );
}

/** The credit score card: the profile's score, what it is, and its change within its bureau and model; or that there is none yet. */
export function CreditScoreCard({ label, query, className }: { label: string; query: QueryLike<CreditProfile | null>; className?: string }) {
  return (
    <SummaryCard
      label={label}
      what="your credit score"
      query={query}
      className={className}
      value={(p) => p?.currentScore ?? NO_VALUE}
      hint={(p) => (p ? <ScoreIdentity profile={p} /> : 'Not added yet')}
    />
  );
}

/** Why the FinX Score is what it is, in one line (what changed it last: a report read, an assessment, …). */
export function FinxChangeLine({ coaching }: { coaching: CoachingProgress }) {
  return coaching.finxChange ? (
    <p className={muted} data-testid="finx-change">
      {finxChangeText(coaching.finxChange)}
    </p>
  ) : null;
}

/** What a number card shows where the user has no data yet. */
export const NO_VALUE = '—';

/** 'Estimated' next to any score that is not measured from a credit report. */
export function EstimateBadge({ coaching, className }: { coaching: CoachingProgress; className?: string }) {
  return coaching.estimated && coaching.scoreSource !== 'none' ? (
    <Badge tone="info" className={className}>
      Estimated
    </Badge>
  ) : null;
}

/** For an EstimateBadge in a column: as wide as its word. */
export const badgeInColumn = css({ alignSelf: 'flex-start' });

/** The number of disputes still open (every status but resolved). */
export function ActiveDisputesCard({ query, className }: { query: QueryLike<Dispute[]>; className?: string }) {
  return (
    <SummaryCard
      label="Active Disputes"
      what="your disputes"
      query={query}
      value={(d) => d.filter(isActiveDispute).length}
      hint={() => 'In progress'}
      className={className}
    />
  );
}

const list = css({ listStyle: 'none', m: '0', p: '0', display: 'flex', flexDirection: 'column' });
const itemTitle = css({ fontWeight: 'semibold', fontSize: 'sm', m: '0', overflowWrap: 'anywhere' });
const itemDate = css({ color: 'text.secondary', fontSize: 'xs', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });

/** Skeleton of an activity list: `rows` lines shaped like the items. */
export function ActivitySkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows, all alike; the position is all there is
        <div key={i} className={css({ display: 'flex', flexDirection: 'column', gap: '1.5' })}>
          <Skeleton width="40%" height={14} />
          <Skeleton width="75%" height={12} />
        </div>
      ))}
    </div>
  );
}

/** The newest `limit` activities (title, description, date), or the spec's 'No recent activity'. */
export function ActivityList({ activities, limit, emptyAction }: { activities: Activity[]; limit: number; emptyAction?: ReactNode }) {
  const shown = activities.slice(0, limit);
  if (shown.length === 0) {
    return (
      <EmptyState
        title="No recent activity"
        description="Disputes you file, lessons you complete and actions you take will show up here."
        action={emptyAction}
      />
    );
  }
  return (
    <ul className={list}>
      {shown.map((a) => (
        <li key={a.id} className={activityItem}>
          <div className={css({ minWidth: '0' })}>
            <p className={itemTitle}>{activityWords(a)}</p>
            {a.description && <p className={cx(muted, css({ overflowWrap: 'anywhere' }))}>{a.description}</p>}
          </div>
          <time dateTime={a.createdAt} className={itemDate}>
            {formatTimestampDate(a.createdAt)}
          </time>
        </li>
      ))}
    </ul>
  );
}

/** An empty state whose next step is another page: the spec-style title, one sentence, and a link. */
export function LinkEmptyState({ title, description, to, label }: { title: string; description: string; to: string; label: string }) {
  return (
    <EmptyState
      title={title}
      description={description}
      action={
        <Link to={to} className={buttonStyle({ variant: 'secondary' })}>
          {label}
        </Link>
      }
    />
  );
}
