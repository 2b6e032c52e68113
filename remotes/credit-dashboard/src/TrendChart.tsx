import { scoreLineName, type ScoreTrend } from '@finx/contracts';
import { css } from '@finx/design-system/css';
import { useId } from 'react';
import { formatMonth } from './queries';

/** Trend bars use the spec's 550-point range above 300 (part 1 §9): height = (score − 300) / 550. */
export const TREND_BASE = 300;
export const TREND_RANGE = 550;

/** A bar's height in percent of the chart, clamped 0–100. */
export const trendBarPercent = (score: number) => Math.min(100, Math.max(0, ((score - TREND_BASE) / TREND_RANGE) * 100));

const plot = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(var(--cols), minmax(0, 1fr))',
  alignItems: 'end',
  gap: { base: '2', sm: '4' },
  height: '200px',
  pt: '6',
  px: '1',
  borderBottomWidth: '1px',
  borderBottomStyle: 'solid',
  borderBottomColor: 'border',
  backgroundImage: 'linear-gradient(to top, token(colors.border) 1px, transparent 1px)',
  backgroundSize: '100% 50%',
  backgroundOrigin: 'content-box',
  backgroundClip: 'content-box',
});
const column = css({ display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'flex-end', height: '100%', gap: '1', minWidth: '0' });
const bar = css({ position: 'relative', width: '100%', maxWidth: '48px', bg: 'accent', borderTopRadius: 'control', minHeight: '2px' });
const value = css({
  position: 'absolute',
  bottom: '100%',
  left: '50%',
  transform: 'translateX(-50%)',
  pb: '1',
  fontSize: 'xs',
  fontWeight: 'semibold',
  fontVariantNumeric: 'tabular-nums',
  color: 'text.primary',
});
const noData = css({ fontSize: 'xs', color: 'text.secondary', textAlign: 'center' });
const monthRow = css({ display: 'grid', gridTemplateColumns: 'repeat(var(--cols), minmax(0, 1fr))', gap: { base: '2', sm: '4' }, px: '1', pt: '2' });
const monthLabel = css({ fontSize: 'xs', color: 'text.secondary', textAlign: 'center' });
const srOnly = css({ srOnly: true });
const chartRow = css({ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: '2' });
const yAxis = css({
  position: 'relative',
  height: '200px',
  width: '7',
  fontSize: 'xs',
  color: 'text.secondary',
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'right',
});
const tick = css({ position: 'absolute', right: '0', transform: 'translateY(50%)', lineHeight: '1' });
const lineName = css({ fontWeight: 'semibold', color: 'text.primary' });
/** Axis ticks: the bottom, middle and top of the 550-point range. */
const TICKS = [TREND_BASE, TREND_BASE + TREND_RANGE / 2, TREND_BASE + TREND_RANGE];

type TrendLine = ScoreTrend['lines'][number];

/**
 * The score trend, one chart per kind of score (self-reported; each bureau and model), the current score's
 * first: scores of different bureaus or models are never drawn as one line, so no bar reads as a rise or a
 * drop from another kind's. Before any score, a sentence saying so.
 */
export function TrendChart({ trend }: { trend: ScoreTrend }) {
  if (trend.lines.length === 0) {
    return (
      <p className={css({ m: '0', fontSize: 'sm', color: 'text.secondary' })}>
        No credit score recorded yet: add yours in setup or upload a credit report, and it shows here month by month.
      </p>
    );
  }
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      {trend.lines.map((line) => (
        <TrendLineChart key={`${line.source}|${line.bureau}|${line.model}`} line={line} />
      ))}
    </div>
  );
}

/**
 * One line of the trend as plain elements: one bar per month (its value written above it), month labels under
 * the axis, 'No data' for a month without a score, and a visually hidden table with the same numbers.
 */
function TrendLineChart({ line }: { line: TrendLine }) {
  const captionId = useId();
  const { months } = line;
  const name = scoreLineName(line);
  const cols = { '--cols': String(Math.max(1, months.length)) } as React.CSSProperties;
  const first = months[0];
  const last = months[months.length - 1];
  const span = first && last ? `${formatMonth(first.month, 'long')} to ${formatMonth(last.month, 'long')}` : '';
  return (
    <figure className={css({ m: '0', display: 'flex', flexDirection: 'column', gap: '3' })} aria-labelledby={captionId} data-line={name}>
      <figcaption id={captionId} className={css({ fontSize: 'sm', color: 'text.secondary' })}>
        <span className={lineName}>{name}</span>: credit score at the end of each month, {span} (bars from 300 to 850)
      </figcaption>
      <div aria-hidden="true" className={chartRow}>
        <div className={yAxis}>
          {TICKS.map((t) => (
            // the plot's padding-top (24px) sits above the range; ticks are placed within the rest
            <span key={t} className={tick} style={{ bottom: `calc((100% - 24px) * ${(t - TREND_BASE) / TREND_RANGE})` }}>
              {t}
            </span>
          ))}
        </div>
        <div className={plot} style={cols} data-testid="trend-plot">
          {months.map((m) => (
            <div key={m.month} className={column} data-month={m.month}>
              {m.score === null ? (
                <span className={noData}>No data</span>
              ) : (
                <span className={bar} data-testid="trend-bar" style={{ height: `${trendBarPercent(m.score)}%` }}>
                  <span className={value}>{m.score}</span>
                </span>
              )}
            </div>
          ))}
        </div>
        <span />
        <div className={monthRow} style={cols}>
          {months.map((m) => (
            <span key={m.month} className={monthLabel}>
              {formatMonth(m.month)}
            </span>
          ))}
        </div>
      </div>
      <table className={srOnly}>
        <caption>{name}: credit score by month</caption>
        <thead>
          <tr>
            <th scope="col">Month</th>
            <th scope="col">Score</th>
          </tr>
        </thead>
        <tbody>
          {months.map((m) => (
            <tr key={m.month}>
              <th scope="row">{formatMonth(m.month, 'long')}</th>
              <td>{m.score ?? 'No data'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
