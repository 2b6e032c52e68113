import { formatTimestamp, MAILING_STATUS_LABELS, type Mailing, type MailingStatus } from '@finx/contracts';
import { Badge } from '@finx/design-system';
import { css, cx } from '@finx/design-system/css';
import { SandboxCarrierNote, TrackingEvents } from '../../common/documents/tracking';
import { muted, row, tabular, tightStack } from './ui';

const STEPS = ['queued', 'mailed', 'in_transit', 'delivered'] as const satisfies readonly MailingStatus[];

/** When the letter reached each step, as far as the carrier has told us. */
function reachedAt(m: Mailing, step: (typeof STEPS)[number]): string | null {
  switch (step) {
    case 'queued':
      return m.createdAt;
    case 'mailed':
      return m.mailedAt;
    case 'in_transit':
      return m.events.find((e) => e.name === 'In Transit')?.occurredAt ?? null;
    case 'delivered':
      return m.deliveredAt;
  }
}

const steps = css({
  listStyle: 'none',
  m: '0',
  p: '0',
  display: 'grid',
  gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))' },
  gap: '2',
});
const step = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '0.5',
  p: '2',
  borderRadius: 'control',
  borderTopWidth: '3px',
  borderTopStyle: 'solid',
  borderTopColor: 'border',
  bg: 'raised',
  fontSize: 'sm',
  color: 'text.secondary',
});
const stepDone = css({ borderTopColor: 'accent', color: 'text.primary' });
const stepDelivered = css({ borderTopColor: 'success', color: 'text.primary' });
const stepName = css({ fontWeight: 'semibold' });

/**
 * Where the certified letter is: Letter approved → Mailed → In transit → Delivered, the carrier's events and the tracking
 * number; a letter of the sandbox carrier says SANDBOX_CARRIER_NOTICE (nothing is mailed), in the words every screen uses.
 */
export function MailingTracker({ mailing }: { mailing: Mailing }) {
  const stopped = mailing.status === 'failed' || mailing.status === 'returned';
  const current = STEPS.indexOf(mailing.status as (typeof STEPS)[number]);
  return (
    // biome-ignore lint/a11y/useSemanticElements: a mailing's status lines, not form fields: a group, not a <fieldset>
    <div className={tightStack} aria-label="Certified mail" role="group">
      <div className={row}>
        <span className={css({ fontWeight: 'semibold', fontSize: 'sm' })}>USPS Certified Mail</span>
        {stopped ? (
          <Badge tone="danger">{MAILING_STATUS_LABELS[mailing.status]}</Badge>
        ) : (
          <Badge tone={mailing.status === 'delivered' ? 'success' : 'info'}>{MAILING_STATUS_LABELS[mailing.status]}</Badge>
        )}
      </div>
      <SandboxCarrierNote carrier={mailing.carrier} />
      {mailing.error && <p className={cx(muted, css({ color: 'danger.text' }))}>{mailing.error}</p>}
      {!stopped && (
        <ol className={steps} aria-label="Mailing progress">
          {STEPS.map((s, i) => {
            const at = reachedAt(mailing, s);
            const done = i <= current;
            return (
              <li key={s} aria-current={i === current ? 'step' : undefined} className={cx(step, done && (s === 'delivered' ? stepDelivered : stepDone))}>
                <span className={stepName}>
                  {MAILING_STATUS_LABELS[s]}
                  <span className={css({ srOnly: true })}>{done ? ' (done)' : ' (not yet)'}</span>
                </span>
                <span className={cx(tabular, css({ fontSize: 'xs' }))}>{done && at ? formatTimestamp(at, { year: false }) : '—'}</span>
              </li>
            );
          })}
        </ol>
      )}
      <p className={muted}>
        Tracking number:{' '}
        <span className={cx(tabular, css({ color: 'text.primary', fontWeight: 'semibold', overflowWrap: 'anywhere' }))}>
          {mailing.trackingNumber ?? 'not issued yet'}
        </span>
      </p>
      <TrackingEvents events={mailing.events} withYear={false} />
    </div>
  );
}
