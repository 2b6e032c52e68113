import type { MailingAddress } from '../letters/types';

export type { MailingAddress };

/** USPS tracking events of a certified letter, in the order they happen. */
export const TRACKING_EVENT_NAMES = ['Mailed', 'In Transit', 'In Local Area', 'Processed for Delivery', 'Delivered'] as const;
export type TrackingEventName = (typeof TRACKING_EVENT_NAMES)[number];
/** Every event a carrier reports: the tracking events, or the letter coming back. */
export type CarrierEventName = TrackingEventName | 'Returned to Sender';

export type CertifiedService = 'certified' | 'certified_return_receipt';

export interface SendLetterRequest {
  /** Same key → same letter: a retry after a lost answer never mails twice. */
  idempotencyKey: string;
  to: MailingAddress;
  from: MailingAddress;
  /** The letter to print, a PDF. */
  pdf: Uint8Array;
  service: CertifiedService;
  /** Shown in the carrier's dashboard; no personal data. */
  description: string;
}

export interface SentLetter {
  carrier: 'lob' | 'sandbox';
  carrierId: string;
  /** USPS tracking number; a certified letter gets one at once (null only if the carrier did not give it). */
  trackingNumber: string | null;
  expectedDeliveryDate: Date | null;
}

export interface Carrier {
  name: 'lob' | 'sandbox';
  send(req: SendLetterRequest): Promise<SentLetter>;
}

/**
 * The carrier did not take the letter. `retryable`: trying again later may work (carrier down, timeout,
 * rate limit); otherwise the request itself is wrong and a retry would fail the same way. The message is
 * shown to the user.
 */
export class CarrierError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    /** The carrier's HTTP status, when it answered. */
    readonly status?: number,
  ) {
    super(message);
    this.name = 'CarrierError';
  }
}
