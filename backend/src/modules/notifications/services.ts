import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../platform/config';
import { qualifiedTable, type Orm } from '../../platform/db/orm';
import { type Channels, createChannels } from './channels';
import { twilioSender } from './channels/sms';
import { readOrCreateVapidKeys, unsubscribeTokens, type UnsubscribeTokens, type VapidKeys } from './secrets';

export interface NotificationServices {
  channels: Channels;
  tokens: UnsubscribeTokens;
  vapid: VapidKeys;
  sms: ReturnType<typeof twilioSender>;
}

const byConfig = new WeakMap<Config, NotificationServices>();

/** The channels, the unsubscribe tokens and the VAPID keys of a process, made once per configuration. */
export function notificationServices(config: Config, orm: Orm): NotificationServices {
  let s = byConfig.get(config);
  if (!s) {
    const tokens = unsubscribeTokens(config);
    const vapid = readOrCreateVapidKeys(config);
    const forgetPush = async (id: number) => {
      await orm.em.getConnection().execute(`delete from ${qualifiedTable(orm, 'push_subscriptions')} where "id" = ?`, [id]);
    };
    s = { channels: createChannels({ config, tokens, vapid, forgetPush }), tokens, vapid, sms: twilioSender(config) };
    byConfig.set(config, s);
  }
  return s;
}

/** Remembers a browser's push subscription for the user (a subscription moves to whoever subscribed it last). */
export async function savePushSubscription(em: EntityManager, userId: number, s: { endpoint: string; keys: { p256dh: string; auth: string } }) {
  await em.getConnection().execute(
    `insert into ${qualifiedTable(em, 'push_subscriptions')} ("user_id", "endpoint", "p256dh", "auth") values (?, ?, ?, ?)
       on conflict ("endpoint") do update set "user_id" = excluded."user_id", "p256dh" = excluded."p256dh", "auth" = excluded."auth"`,
    [userId, s.endpoint, s.keys.p256dh, s.keys.auth],
  );
}

export async function removePushSubscription(em: EntityManager, userId: number, endpoint: string) {
  await em.getConnection().execute(`delete from ${qualifiedTable(em, 'push_subscriptions')} where "user_id" = ? and "endpoint" = ?`, [userId, endpoint]);
}
