import { type DisputeOdds as Odds, oddsDetail, oddsHeadline, ODDS_NOT_A_PROMISE, type OddsStats } from '@finx/contracts';
import { Skeleton } from '@finx/design-system';
import { css, cx } from '@finx/design-system/css';
import { muted, tabular, tightStack } from './ui';

const box = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
  p: '3',
  bg: 'canvas',
  borderRadius: 'control',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'border',
  minWidth: '0',
});
const headline = css({ m: '0', fontSize: 'sm', fontWeight: 'semibold', fontVariantNumeric: 'tabular-nums' });

function StatsLine({ company, stats }: { company?: string; stats: OddsStats | null }) {
  return (
    <div className={tightStack}>
      <p className={headline}>
        {oddsHeadline(stats)}
        {company && ` with ${company}`}
      </p>
      {stats && <p className={cx(css({ m: '0', fontSize: 'xs', color: 'text.secondary' }), tabular)}>{oddsDetail(stats)}</p>}
    </div>
  );
}

/**
 * How FinX users' disputes like this one ended (issue 29): the count beside every share, "Not enough disputes
 * yet to say" below the thresholds, and the company's own figures only once it has enough. Never a promise (CROA).
 */
export function DisputeOdds({ odds, isLoading = false, failed = false }: { odds: Odds | undefined; isLoading?: boolean; failed?: boolean }) {
  return (
    <section aria-label="How disputes like this ended" className={box}>
      {failed ? (
        <p className={muted}>How disputes like this ended could not be loaded.</p>
      ) : isLoading || !odds ? (
        <div aria-busy="true" className={tightStack}>
          <Skeleton width="70%" height={14} />
          <Skeleton width="50%" height={12} />
        </div>
      ) : (
        <>
          <StatsLine stats={odds.kind} />
          {odds.furnisher?.stats && <StatsLine company={odds.furnisher.name} stats={odds.furnisher.stats} />}
          <p className={css({ m: '0', fontSize: 'xs', color: 'text.secondary' })}>
            {ODDS_NOT_A_PROMISE} Counted over at least {odds.minimum.disputes} ended disputes from at least {odds.minimum.users} users.
          </p>
        </>
      )}
    </section>
  );
}
