import {
  CHANNEL_LABELS,
  CHANNEL_UNAVAILABLE,
  NOTIFICATION_CHANNELS,
  NOTIFICATIONS_PAGE_SIZE,
  type NotificationChannel,
  type NotificationPreferences,
  notificationsContract,
} from '@finx/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Express, Request } from 'express';
import { mountContract } from '../../platform/http/contract';
import { AppError } from '../../platform/app-error';
import { hitRateLimit } from '../../platform/http/rate-limit';
import { requireUser } from '../../platform/http/session';
import type { AppContext } from '../types';
import { ChannelRefused, recipientFor } from './channels';
import { ONE_CLICK_UNSUBSCRIBE_PATH } from './channels/email';
import { isPushServiceEndpoint } from './channels/push';
import { listNotifications, markAllRead, markRead, toNotification, unreadCount } from './inbox.service';
import { NotificationEntity } from './notification.entities';
import { notifyUser } from './notify';
import { confirmPhone, sendPhoneCode } from './phone.service';
import { effectivePreferences, ensurePreferenceRow, preferencesResponse, savePreferences, type StoredPreferencesView } from './preferences.service';
import { notificationServices, removePushSubscription, savePushSubscription } from './services';

const HOUR = 3_600_000;
const LIMITS = {
  test: { name: 'notifications-test', limit: 10, windowMs: HOUR, message: 'Too many test notifications: try again in an hour' },
  send: { name: 'notifications-send', limit: 30, windowMs: HOUR, message: 'Too many notifications sent: try again in an hour' },
  phoneCode: { name: 'notifications-phone-code', limit: 5, windowMs: HOUR, message: 'Too many codes asked for: try again in an hour' },
};

/** jane.doe@example.com → j•••@example.com */
const maskEmail = (email: string) => email.replace(/^(.)[^@]*(@.*)$/, '$1•••$2');

export function mountNotificationRoutes(app: Express, { orm, config, logger }: AppContext) {
  const em = () => orm.em as EntityManager;
  const log = logger.child({ component: 'notifications' });
  const services = () => notificationServices(config, orm);

  /** Which channels deliver now; the operator's details of the others are logged (and in GET /api/health). */
  const available = () =>
    Object.fromEntries(NOTIFICATION_CHANNELS.map((c) => [c, services().channels[c].missing() === null])) as Record<NotificationChannel, boolean>;
  const withAvailability = (p: StoredPreferencesView): NotificationPreferences => ({ ...p, available: available() });
  /** A user met a channel that is not set up: they are told in plain words, the operator reads what to set here. */
  const logUnavailable = (channel: NotificationChannel, what: string) =>
    log.info(
      { channel, missing: services().channels[channel].missing() },
      `${what}: ${CHANNEL_LABELS[channel]} is not set up (set ${services().channels[channel].missing()})`,
    );

  async function limit(rule: (typeof LIMITS)[keyof typeof LIMITS], userId: number) {
    const state = await hitRateLimit(orm, rule, String(userId));
    if (state.limited) throw new AppError('rate_limited', rule.message);
  }

  /** Turns e-mail notifications off for a genuine token's user; 400 for anything else. */
  async function unsubscribe(token: string) {
    const userId = services().tokens.verify(token);
    if (userId === null)
      throw new AppError('invalid_input', 'This unsubscribe link is not valid: open it from the e-mail again, or change your preferences after signing in');
    const row = await ensurePreferenceRow(em(), userId).catch(() => {
      throw new AppError('invalid_input', 'This unsubscribe link belongs to an account that no longer exists');
    });
    row.channels = { ...row.channels, email: { ...row.channels.email, enabled: false } };
    await em().flush();
    log.info({ userId }, 'e-mail notifications switched off by an unsubscribe link');
    const prefs = await preferencesResponse(em(), userId);
    return maskEmail(prefs.email.address || prefs.accountEmail);
  }

  // RFC 8058 one-click: the mail provider POSTs `List-Unsubscribe=One-Click` (form-encoded) to the header's URL.
  // Under /api/hooks/ it skips the session and CSRF checks: the signed token is the authentication.
  app.post(ONE_CLICK_UNSUBSCRIBE_PATH, async (req: Request, res, next) => {
    try {
      await unsubscribe(String(req.query.token ?? ''));
      res.status(200).type('text/plain').send('Unsubscribed: FinX will not e-mail you notifications any more.');
    } catch (err) {
      next(err);
    }
  });

  mountContract(app, notificationsContract, {
    getPreferences: async ({ req }) => ({ status: 200, body: withAvailability(await preferencesResponse(em(), requireUser(req))) }),
    putPreferences: async ({ req, body }) => ({ status: 200, body: withAvailability(await savePreferences(em(), requireUser(req), body)) }),
    list: async ({ req, query }) => ({
      status: 200,
      body: await listNotifications(em(), requireUser(req), query?.page ?? 1, query?.pageSize ?? NOTIFICATIONS_PAGE_SIZE),
    }),
    unreadCount: async ({ req }) => ({ status: 200, body: { unread: await unreadCount(em(), requireUser(req)) } }),
    markRead: async ({ req, params }) => ({ status: 200, body: await markRead(em(), requireUser(req), params.id) }),
    markAllRead: async ({ req }) => ({ status: 200, body: { updated: await markAllRead(em(), requireUser(req)) } }),
    test: async ({ req, body }) => {
      const userId = requireUser(req);
      const channel = services().channels[body.channel];
      const label = CHANNEL_LABELS[body.channel];
      // E-mail without a server to send through is kept (the outbox folder) and the user told it was not delivered.
      const kept = body.channel === 'email' && channel.missing() !== null;
      if (channel.missing() && !kept) {
        logUnavailable(body.channel, 'test notification refused');
        throw new AppError('unavailable', CHANNEL_UNAVAILABLE.sms);
      }
      await limit(LIMITS.test, userId);
      const to = await recipientFor(em(), userId, await effectivePreferences(em(), userId));
      if (!to) throw new AppError('unauthenticated', 'Please sign in to continue');
      try {
        const sent = await channel.send(to, {
          title: 'Test notification',
          body: `Your ${label} notifications from FinX work.`,
          link: '/notifications',
          tag: 'finx-test',
        });
        if (kept) logUnavailable('email', 'test e-mail kept in the outbox folder, not delivered');
        return {
          status: 200,
          body: { success: true as const, channel: body.channel, sentTo: sent.sentTo, ...(kept ? { notice: CHANNEL_UNAVAILABLE.email } : {}) },
        };
      } catch (err) {
        if (err instanceof ChannelRefused) throw err; // its reason is the user's to read
        log.warn({ err, channel: body.channel }, 'test notification failed');
        throw new AppError('upstream_failed', `The ${label} service did not take the message; please try again later`);
      }
    },
    send: async ({ req, body }) => {
      const userId = requireUser(req);
      await limit(LIMITS.send, userId);
      const id = await notifyUser(em(), userId, body.type, body);
      return { status: 201, body: toNotification(await em().findOneOrFail(NotificationEntity, { id })) };
    },
    sendPhoneCode: async ({ req }) => {
      const userId = requireUser(req);
      const { sms, channels } = services();
      if (!sms || channels.sms.missing()) {
        logUnavailable('sms', 'phone code refused');
        throw new AppError('unavailable', CHANNEL_UNAVAILABLE.sms);
      }
      await limit(LIMITS.phoneCode, userId);
      return { status: 200, body: { success: true as const, sentTo: await sendPhoneCode(em(), userId, sms) } };
    },
    confirmPhone: async ({ req, body }) => {
      const userId = requireUser(req);
      await confirmPhone(em(), userId, body.code);
      return { status: 200, body: withAvailability(await preferencesResponse(em(), userId)) };
    },
    pushKey: async ({ req }) => {
      requireUser(req);
      return { status: 200, body: { publicKey: services().vapid.publicKey } };
    },
    subscribePush: async ({ req, body }) => {
      const userId = requireUser(req);
      if (!isPushServiceEndpoint(body.endpoint)) throw new AppError('invalid_input', "This browser's push service is not supported");
      await savePushSubscription(em(), userId, body);
      return { status: 201, body: { success: true as const } };
    },
    unsubscribePush: async ({ req, body }) => {
      await removePushSubscription(em(), requireUser(req), body.endpoint);
      return { status: 200, body: { success: true as const } };
    },
    unsubscribe: async ({ body }) => ({ status: 200, body: { success: true as const, email: await unsubscribe(body.token) } }),
  });
}
