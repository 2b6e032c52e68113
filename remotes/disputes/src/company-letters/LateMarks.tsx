import { BUREAU_LABELS, formatCalendarDate, type LateMarks } from '@finx/contracts';
import { css } from '@finx/design-system/css';

const list = css({ m: '0', pl: '5', display: 'flex', flexDirection: 'column', gap: '1', fontSize: 'sm', fontVariantNumeric: 'tabular-nums' });

/** '30 days late in February 2025', or the counts when the report dates no month. */
function marksText(m: LateMarks): string {
  if (m.months.length)
    return [...m.months]
      .reverse()
      .map((x) => `${x.daysLate} days late in ${formatCalendarDate(x.month, 'long')}`)
      .join('; ');
  const n = m.counts.late30 + m.counts.late60 + m.counts.late90;
  return `${n} late ${n === 1 ? 'payment' : 'payments'} (the report gives no month)`;
}

/** The late marks each bureau's report shows, as the goodwill letter states them. */
export function LateMarksList({ marks }: { marks: LateMarks[] }) {
  return (
    <ul className={list} aria-label="Late payments your reports show">
      {marks.map((m) => (
        <li key={m.bureau}>
          <strong>{BUREAU_LABELS[m.bureau]}:</strong> {marksText(m)}
        </li>
      ))}
    </ul>
  );
}
