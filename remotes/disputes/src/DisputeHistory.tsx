import { BUREAU_LABELS, DISPUTE_RESULT_LABELS, DISPUTE_TYPE_LABELS, formatCalendarDate, formatTimestampDate, type Dispute } from '@finx/contracts';
import { Badge } from '@finx/design-system';
import { css, cx } from '@finx/design-system/css';
import { formatAmount } from './format';
import { disputeAnchor, muted, revealable, row } from './ui';

const list = css({ listStyle: 'none', m: '0', p: '0', display: 'flex', flexDirection: 'column' });
const item = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '1',
  py: '3',
  borderTopWidth: '1px',
  borderTopStyle: 'solid',
  borderTopColor: 'border',
  _first: { borderTopWidth: '0', pt: '0' },
});

/** Resolved disputes: what the bureau did, and when. */
export function DisputeHistory({ disputes, highlighted }: { disputes: Dispute[]; highlighted?: number | null }) {
  if (disputes.length === 0) return <p className={muted}>No resolved disputes yet. They move here when the bureau deletes or corrects the item.</p>;
  return (
    <ul className={list} aria-label="Resolved disputes">
      {disputes.map((d) => (
        <li key={d.id} id={disputeAnchor(d.id)} tabIndex={-1} className={cx(item, revealable)} data-highlighted={highlighted === d.id || undefined}>
          <div className={cx(row, css({ justifyContent: 'space-between' }))}>
            <span className={css({ fontWeight: 'semibold', fontSize: 'sm', overflowWrap: 'anywhere' })}>{d.creditor}</span>
            <Badge tone="success">{d.result ? DISPUTE_RESULT_LABELS[d.result] : 'Resolved'}</Badge>
          </div>
          <span className={muted}>
            {[
              DISPUTE_TYPE_LABELS[d.type],
              BUREAU_LABELS[d.bureau],
              d.accountNumber,
              formatAmount(d.amount),
              d.responseDate ? `answered ${formatCalendarDate(d.responseDate)}` : `filed ${formatTimestampDate(d.submittedDate)}`,
            ]
              .filter(Boolean)
              .join(' · ')}
          </span>
        </li>
      ))}
    </ul>
  );
}
