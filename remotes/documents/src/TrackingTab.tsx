import {
  BUREAU_LABELS,
  formatCalendarDate,
  formatTimestamp,
  MAILING_STATUS_LABELS,
  type MailingPackage,
  type MailingStatus,
  sandboxCarrierNotice,
} from '@finx/contracts';
import { Badge, Card, type Tone } from '@finx/design-system';
import { css, cx } from '@finx/design-system/css';
import { SandboxCarrierNote, TrackingEvents } from '../../common/documents/tracking';
import { itemTitle, muted, row, small, stack, tabular, twoColumnList } from '../../common/documents/ui';
import { shortId } from './format';

const STATUS_TONE: Record<MailingStatus, Tone> = {
  queued: 'neutral',
  mailed: 'info',
  in_transit: 'info',
  delivered: 'success',
  returned: 'danger',
  failed: 'danger',
};

const timeline = css({ listStyle: 'none', m: '0', p: '0', display: 'flex', flexDirection: 'column' });
const step = css({
  position: 'relative',
  pl: '7',
  pb: '4',
  display: 'flex',
  flexDirection: 'column',
  gap: '0.5',
  color: 'text.secondary',
  fontSize: 'sm',
  // the dot and the line down to the next step
  _before: {
    content: '""',
    position: 'absolute',
    left: '1',
    top: '1',
    w: '3',
    h: '3',
    borderRadius: 'full',
    borderWidth: '2px',
    borderStyle: 'solid',
    borderColor: 'border',
    bg: 'canvas',
  },
  _after: { content: '""', position: 'absolute', left: '2.5', top: '5', bottom: '0', w: '2px', ml: '-1px', bg: 'border' },
  _last: { pb: '0', _after: { display: 'none' } },
});
const stepDone = css({ color: 'text.primary', _before: { borderColor: 'accent', bg: 'accent' } });
const stepDelivered = css({ _before: { borderColor: 'success', bg: 'success' } });
const stepName = css({ fontWeight: 'semibold', fontSize: 'md' });
const mono = css({ fontFamily: 'mono', overflowWrap: 'anywhere' });

/** Tracking (once something is mailed): each shipment the carrier accepted, its real status and its timeline (SANDBOX_CARRIER_NOTICE on the sandbox's). */
export function TrackingTab({ mailings }: { mailings: MailingPackage[] }) {
  const shipped = mailings.filter((m) => m.success);
  return (
    <Card
      title="Shipment Tracking"
      description="Where each certified package is, from the carrier's own events. Once a bureau receives your letter it has 30 days to respond (FCRA)."
    >
      {shipped.length === 0 ? (
        <p className={muted}>No package is on its way: the carrier accepted none of them. See USPS Mailing for why, and send again.</p>
      ) : (
        <ul className={twoColumnList} aria-label="Shipments">
          {shipped.map((m) => (
            <Shipment key={m.packageId} mailing={m} />
          ))}
        </ul>
      )}
    </Card>
  );
}

const eventAt = (m: MailingPackage, name: string) => m.events.find((e) => e.name.toLowerCase() === name.toLowerCase())?.occurredAt ?? null;

function Shipment({ mailing: m }: { mailing: MailingPackage }) {
  const sentAt = m.mailedAt ?? eventAt(m, 'Mailed');
  const transitAt = eventAt(m, 'In Transit');
  const inTransit = !!transitAt || m.status === 'in_transit' || m.status === 'delivered';
  const delivered = m.status === 'delivered' || !!m.deliveredAt;
  const current = delivered ? 2 : inTransit ? 1 : sentAt ? 0 : -1;
  // The sandbox carrier mails nothing: no "Accepted by USPS", and the notice every screen shows.
  const sandbox = sandboxCarrierNotice(m.carrier);
  const steps = [
    {
      name: 'Package Sent',
      done: !!sentAt,
      text: sentAt ? `${sandbox ? 'Accepted by the test carrier' : 'Accepted by USPS'} ${formatTimestamp(sentAt)}` : 'Waiting for the carrier to accept it',
    },
    {
      name: 'In Transit',
      done: inTransit,
      text: `${transitAt ? `${formatTimestamp(transitAt)} · ` : ''}Expected delivery in 2-3 business days${m.expectedDeliveryDate ? ` (by ${formatCalendarDate(m.expectedDeliveryDate)})` : ''}`,
    },
    delivered
      ? {
          name: 'Delivered',
          done: true,
          text: `Delivered ${formatTimestamp(m.deliveredAt ?? eventAt(m, 'Delivered'))}${m.responseDueDate ? ` · the bureau's answer is due by ${formatCalendarDate(m.responseDueDate)} (30 days per FCRA)` : ''}`,
        }
      : { name: 'Awaiting Delivery', done: false, text: 'Once delivered, the bureau has 30 days to respond (FCRA).' },
  ];
  return (
    <li className={cx(stack, css({ p: '4', bg: 'raised', borderRadius: 'control' }))} aria-label={`${BUREAU_LABELS[m.bureau]} shipment`}>
      <div className={cx(row, css({ justifyContent: 'space-between' }))}>
        <h3 className={itemTitle}>{BUREAU_LABELS[m.bureau]}</h3>
        <Badge tone={STATUS_TONE[m.status]}>{MAILING_STATUS_LABELS[m.status]}</Badge>
      </div>
      <SandboxCarrierNote carrier={m.carrier} />
      <p className={cx(small, tabular)}>
        Tracking number: {m.trackingNumber ? <span className={mono}>{m.trackingNumber}</span> : 'not issued yet'} · Package{' '}
        <span className={mono}>{shortId(m.packageId)}</span>
      </p>
      <ol className={timeline} aria-label="Timeline">
        {steps.map((s, i) => (
          <li
            key={s.name}
            aria-current={i === current ? 'step' : undefined}
            className={cx(step, s.done && stepDone, s.done && s.name === 'Delivered' && stepDelivered)}
          >
            <span className={stepName}>
              {s.name}
              <span className={css({ srOnly: true })}>{s.done ? ' (done)' : ' (not yet)'}</span>
            </span>
            <span className={tabular}>{s.text}</span>
          </li>
        ))}
      </ol>
      {m.events.length > 0 && (
        <details>
          <summary className={css({ cursor: 'pointer', fontSize: 'sm', color: 'text.secondary' })}>All tracking events ({m.events.length})</summary>
          <TrackingEvents events={m.events} className={css({ mt: '2' })} />
        </details>
      )}
    </li>
  );
}

/** Read the packages again while one is on its way (the carrier's events arrive on the server). */
export const TRACKING_REFRESH_MS = 4000;
export const hasPackageOnItsWay = (mailings: MailingPackage[] | undefined) =>
  !!mailings?.some((m) => m.success && ['queued', 'mailed', 'in_transit'].includes(m.status));
