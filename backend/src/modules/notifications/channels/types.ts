import type { NotificationChannel } from '@finx/contracts';
import { AppError } from '../../../platform/app-error';

/** Who a message goes to on one channel (resolved from the preferences and the account). */
export interface Recipient {
  userId: number;
  email: string;
  phone: string | null;
  pushSubscriptions: { id: number; endpoint: string; p256dh: string; auth: string }[];
}

/** One message, a notification or a digest; each channel words it in its own way. */
export interface OutgoingMessage {
  title: string;
  body: string;
  /** A path of the site the message opens (/disputes), or null. */
  link: string | null;
  /** Groups repeated pushes (the browser replaces a shown one with the same tag). */
  tag: string;
}

/** A send that cannot succeed by trying again (no phone, no browser, refused by the provider, not set up). */
export class ChannelRefused extends AppError {
  constructor(message: string, code: 'conflict' | 'upstream_failed' | 'unavailable' = 'conflict') {
    super(code, message);
    this.name = 'ChannelRefused';
  }
}

/** One way out: e-mail, SMS or push. */
export interface Channel {
  readonly name: NotificationChannel;
  /**
   * For operators (the log, GET /api/health): the settings missing for it to deliver ('TWILIO_ACCOUNT_SID,
   * TWILIO_FROM'; 'SMTP_URL' for e-mail kept in the outbox folder), or null when it delivers. Never shown to users.
   */
  missing(): string | null;
  /** Sends one message; answers where it went, in words. Throws ChannelRefused or a transport error. */
  send(to: Recipient, message: OutgoingMessage): Promise<{ sentTo: string }>;
}
