import type { NotificationChannel } from '@finx/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../../platform/config';
import { qualifiedTable } from '../../../platform/db/orm';
import type { MailTransport } from '../../../platform/mail';
import { findUserById } from '../../users';
import { type EffectivePreferences, phoneConfirmed } from '../preferences.service';
import type { UnsubscribeTokens, VapidKeys } from '../secrets';
import { emailChannel } from './email';
import { pushChannel } from './push';
import { smsChannel } from './sms';
import type { Channel, Recipient } from './types';

export { ChannelRefused, type Channel, type OutgoingMessage, type Recipient } from './types';

export type Channels = Record<NotificationChannel, Channel>;

export interface ChannelDeps {
  config: Pick<Config, 'mail' | 'dataDir' | 'notifications'>;
  tokens: UnsubscribeTokens;
  vapid: VapidKeys;
  /** Forgets a push subscription the push service no longer knows. */
  forgetPush: (subscriptionId: number) => Promise<void>;
  mail?: MailTransport;
}

export const createChannels = (d: ChannelDeps): Channels => ({
  email: emailChannel(d.config, d.tokens, d.mail),
  sms: smsChannel(d.config),
  push: pushChannel(d.vapid, d.forgetPush),
});

/** Where a user's messages go: the chosen e-mail address (else the account's), the confirmed phone, their browsers. */
export async function recipientFor(em: EntityManager, userId: number, prefs: EffectivePreferences): Promise<Recipient | null> {
  const user = await findUserById(em, userId);
  if (!user) return null;
  const subscriptions = await em
    .getConnection()
    .execute<{ id: string; endpoint: string; p256dh: string; auth: string }[]>(
      `select "id", "endpoint", "p256dh", "auth" from ${qualifiedTable(em, 'push_subscriptions')} where "user_id" = ? order by "id"`,
      [userId],
    );
  return {
    userId,
    email: prefs.channels.email.address || user.email,
    phone: phoneConfirmed(prefs) ? prefs.channels.sms.phoneNumber : null,
    pushSubscriptions: subscriptions.map((s) => ({ ...s, id: Number(s.id) })),
  };
}
