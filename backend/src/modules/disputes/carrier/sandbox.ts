import { createHash } from 'node:crypto';
import { type Carrier, type SendLetterRequest, type SentLetter, TRACKING_EVENT_NAMES, type TrackingEventName } from './types';
import { certifiedMailTrackingNumber } from './usps-tracking';

/** The events the sandbox schedules after Mailed: the i-th (from 0) comes (i + 1) steps after sending. */
export const SANDBOX_EVENT_NAMES = TRACKING_EVENT_NAMES.slice(1) as Exclude<TrackingEventName, 'Mailed'>[];

export interface ScheduledEvent {
  name: TrackingEventName;
  at: Date;
}

/** The sandbox's events that have happened by `now`: Mailed at `sentAt`, then one more every `stepMs`. */
export function sandboxEvents(sentAt: Date, stepMs: number, now: Date): ScheduledEvent[] {
  return TRACKING_EVENT_NAMES.map((name, i) => ({ name, at: new Date(sentAt.getTime() + i * stepMs) })).filter((e) => e.at <= now);
}

/**
 * The built-in carrier: mails nothing, and issues tracking numbers of the USPS Certified Mail form. The number
 * is derived from the idempotency key, so sending the same letter again gives the same number (across
 * restarts too), as a real carrier's idempotency does.
 */
export function createSandboxCarrier({ stepMs, now = () => new Date() }: { stepMs: number; now?: () => Date }): Carrier {
  return {
    name: 'sandbox',
    async send(req: SendLetterRequest): Promise<SentLetter> {
      const trackingNumber = certifiedMailTrackingNumber(serialFor(req.idempotencyKey));
      const delivered = TRACKING_EVENT_NAMES.length - 1;
      return {
        carrier: 'sandbox',
        carrierId: `sandbox_${trackingNumber}`,
        trackingNumber,
        expectedDeliveryDate: new Date(now().getTime() + delivered * stepMs),
      };
    },
  };
}

/** 17 decimal digits from the key's SHA-256. */
function serialFor(key: string): string {
  const hash = BigInt(`0x${createHash('sha256').update(key).digest('hex')}`);
  return (hash % 10n ** 17n).toString().padStart(17, '0');
}
