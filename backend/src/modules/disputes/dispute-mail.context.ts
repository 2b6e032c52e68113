import type { Logger } from '../../platform/logger';
import type { AppContext } from '../types';
import type { MailingBilling } from './mailing-billing';

/** What the certified-mail services need: the database, the carrier's settings, the queue, billing's side and a log. */
export interface DisputeMailContext extends Pick<AppContext, 'orm' | 'config' | 'queue'> {
  log: Logger;
  billing: MailingBilling;
}

/** Lob when its key is set, else the sandbox carrier (FinX's own simulated deliveries). */
export const mailCarrier = (config: DisputeMailContext['config']) => (config.certifiedMail.lob.apiKey ? ('lob' as const) : ('sandbox' as const));
