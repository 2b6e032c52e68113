/** What the carrier has told us of a certified letter, shown the same on the disputes and documents screens. */
import { formatTimestamp, sandboxCarrierNotice } from '@finx/contracts';
import { css, cx } from '@finx/design-system/css';
import { muted, tabular } from './ui';

const eventList = css({ listStyle: 'none', m: '0', p: '0', display: 'flex', flexDirection: 'column', gap: '1', fontSize: 'sm' });
const eventRow = css({ display: 'flex', justifyContent: 'space-between', gap: '3', flexWrap: 'wrap' });
const sandboxNote = css({
  m: '0',
  pl: '3',
  fontSize: 'sm',
  color: 'text.primary',
  borderLeftWidth: '3px',
  borderLeftStyle: 'solid',
  borderLeftColor: 'warning',
});

/** The sandbox carrier's notice (nothing was really mailed); nothing for a real carrier. */
export function SandboxCarrierNote({ carrier }: { carrier: string | null | undefined }) {
  const notice = sandboxCarrierNotice(carrier);
  return notice ? <p className={sandboxNote}>{notice}</p> : null;
}

type TrackingEvent = { name: string; occurredAt: string };

/** The carrier's events, oldest first as the carrier sent them, each with its time. */
export function TrackingEvents({ events, withYear = true, className }: { events: TrackingEvent[]; withYear?: boolean; className?: string }) {
  if (events.length === 0) return null;
  return (
    <ul className={cx(eventList, className)} aria-label="Tracking events">
      {events.map((e) => (
        <li key={`${e.name}-${e.occurredAt}`} className={eventRow}>
          <span>{e.name}</span>
          <span className={cx(muted, tabular)}>{formatTimestamp(e.occurredAt, { year: withYear })}</span>
        </li>
      ))}
    </ul>
  );
}
