/**
 * The Notification Center (spec part 2 §2, §3, §5, §7; issue 17): preferences per channel, the in-app inbox,
 * test sends, phone confirmation, Web Push subscriptions and the signed unsubscribe link.
 */
import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { errorSchema, MAX_ID, pathId } from './common';
import { userScopedErrors } from './users';

const c = initContract();

/** The spec's eight notification types, each with its priority (part 2 §3). */
export const NOTIFICATION_TYPE_PRIORITY = {
  dispute_status_update: 'high',
  credit_score_change: 'medium',
  letter_delivered: 'high',
  payment_processed: 'medium',
  account_activity: 'low',
  system_alert: 'urgent',
  coaching_milestone: 'low',
  document_processed: 'medium',
} as const;
export type NotificationType = keyof typeof NOTIFICATION_TYPE_PRIORITY;
export const NOTIFICATION_TYPES = Object.keys(NOTIFICATION_TYPE_PRIORITY) as [NotificationType, ...NotificationType[]];

export const NOTIFICATION_TYPE_LABELS: Record<NotificationType, string> = {
  dispute_status_update: 'Dispute status updates',
  credit_score_change: 'Credit score changes',
  letter_delivered: 'Letter delivered',
  payment_processed: 'Payment processed',
  account_activity: 'Account activity',
  system_alert: 'System alerts',
  coaching_milestone: 'Coaching milestones',
  document_processed: 'Document processed',
};

/** Priorities (part 2 §9); urgent always goes out at once, whatever the frequency. */
export const NOTIFICATION_PRIORITIES = ['urgent', 'high', 'medium', 'low'] as const;
export type NotificationPriority = (typeof NOTIFICATION_PRIORITIES)[number];

export const NOTIFICATION_CHANNELS = ['email', 'sms', 'push'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];
export const CHANNEL_LABELS: Record<NotificationChannel, string> = { email: 'Email', sms: 'SMS', push: 'Push' };

/** Frequencies per channel (part 2 §5): e-mail immediate, daily or weekly; SMS and push immediate or daily. */
export const EMAIL_FREQUENCIES = ['immediate', 'daily', 'weekly'] as const;
export const SMS_FREQUENCIES = ['immediate', 'daily'] as const;
export const PUSH_FREQUENCIES = SMS_FREQUENCIES;
export type NotificationFrequency = (typeof EMAIL_FREQUENCIES)[number];
export const FREQUENCY_LABELS: Record<NotificationFrequency, string> = { immediate: 'Immediately', daily: 'Daily digest', weekly: 'Weekly digest' };

export const PHONE_FORMAT_MESSAGE = 'Enter a US phone number with its area code, e.g. (214) 555-0123';

/** A North American number: area code and exchange each start with 2-9. */
const NANP = /^[2-9]\d{2}[2-9]\d{6}$/;

/**
 * A US phone number in any common format — 214 555 0199, (214) 555-0199, 214.555.0199, 1-214-555-0199,
 * +1 214 555 0199 — as E.164 (+12145550199); null when it is not one (letters, an extension, too few or too many
 * digits, another country's code).
 */
export function usPhoneToE164(input: string): string | null {
  const text = input.trim();
  if (!/^\+?[\d\s().\-\u2010-\u2015/]+$/.test(text)) return null;
  const digits = text.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : text.startsWith('+') ? null : digits;
  return national && NANP.test(national) ? `+1${national}` : null;
}

/** +12145550199 → (214) 555-0199, how the screens show a saved number; anything else as it is. */
export function formatUsPhone(e164: string): string {
  const m = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(e164);
  return m ? `(${m[1]}) ${m[2]}-${m[3]}` : e164;
}

/**
 * What a screen says of a channel the server cannot deliver through yet (issue 26: plain words, never the
 * configuration's names; the operator's details are logged and in GET /api/health).
 */
export const CHANNEL_UNAVAILABLE = {
  email: "Email notifications aren't available yet, so nothing is emailed to you for now. Your notifications still appear in your Inbox here.",
  sms: "Text messages aren't available yet. Your notifications still appear in your Inbox here.",
} as const;

const typesSchema = z
  .array(z.enum(NOTIFICATION_TYPES, { errorMap: () => ({ message: `Notification types must be among: ${NOTIFICATION_TYPES.join(', ')}` }) }), {
    invalid_type_error: 'types must be a list',
    required_error: 'types is required',
  })
  .max(NOTIFICATION_TYPES.length)
  .refine((t) => new Set(t).size === t.length, 'Each notification type may be listed once');
const enabledSchema = z.boolean({ required_error: 'enabled is required', invalid_type_error: 'enabled must be true or false' });
const frequency = <T extends readonly [string, ...string[]]>(values: T, channel: string) =>
  z.enum(values, { errorMap: () => ({ message: `${channel} frequency must be one of: ${values.join(', ')}` }) });

/** A channel's settings as the spec lists them (part 2 §3): enabled, frequency, types; e-mail adds address, SMS phoneNumber. */
export const notificationPreferencesSchema = z
  .object({
    email: z
      .object({
        enabled: enabledSchema,
        frequency: frequency(EMAIL_FREQUENCIES, 'Email'),
        types: typesSchema,
        /** Where notifications go; '' → the account's e-mail. */
        address: z.union([z.literal(''), z.string().trim().max(254).email('Please enter a valid email address')]),
      })
      .strict(),
    sms: z
      .object({
        enabled: enabledSchema,
        frequency: frequency(SMS_FREQUENCIES, 'SMS'),
        types: typesSchema,
        /** A US number in any common format, stored as E.164; '' → none. */
        phoneNumber: z
          .string()
          .trim()
          .transform((s, ctx) => {
            if (s === '') return '';
            const e164 = usPhoneToE164(s);
            if (!e164) ctx.addIssue({ code: z.ZodIssueCode.custom, message: PHONE_FORMAT_MESSAGE });
            return e164 ?? s;
          }),
      })
      .strict(),
    push: z
      .object({
        enabled: enabledSchema,
        frequency: frequency(PUSH_FREQUENCIES, 'Push'),
        types: typesSchema,
      })
      .strict(),
    /** The IANA time zone digests are timed in (the browser's); left out → the one saved, else America/Chicago. */
    timeZone: z
      .string()
      .max(64)
      .refine((tz) => isTimeZone(tz), 'timeZone must be an IANA time zone such as America/Chicago')
      .optional(),
  })
  .strict()
  .superRefine((p, ctx) => {
    if (p.sms.enabled && !p.sms.phoneNumber)
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['sms', 'phoneNumber'], message: 'Enter a phone number to receive SMS' });
  });
export type NotificationPreferencesInput = z.input<typeof notificationPreferencesSchema>;
export type NotificationPreferencesValues = z.output<typeof notificationPreferencesSchema>;

export function isTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

/** What GET / PUT answer: the saved preferences and what the server knows beyond them. */
export const notificationPreferencesResponseSchema = z.object({
  email: z.object({ enabled: z.boolean(), frequency: z.enum(EMAIL_FREQUENCIES), types: z.array(z.enum(NOTIFICATION_TYPES)), address: z.string() }),
  sms: z.object({
    enabled: z.boolean(),
    frequency: z.enum(SMS_FREQUENCIES),
    types: z.array(z.enum(NOTIFICATION_TYPES)),
    phoneNumber: z.string(),
    /** The phone number was confirmed with a code; SMS goes only to a confirmed number. */
    phoneVerified: z.boolean(),
  }),
  push: z.object({
    enabled: z.boolean(),
    frequency: z.enum(PUSH_FREQUENCIES),
    types: z.array(z.enum(NOTIFICATION_TYPES)),
    /** Browsers subscribed to this user's push notifications. */
    devices: z.number().int().nonnegative(),
  }),
  timeZone: z.string(),
  /** The account's e-mail, used when address is ''. */
  accountEmail: z.string(),
  /** Whether the server can deliver through each channel now (false → the screen says CHANNEL_UNAVAILABLE). */
  available: z.object({ email: z.boolean(), sms: z.boolean(), push: z.boolean() }),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesResponseSchema>;

/** The body a screen sends back from what it read (drops the read-only fields). */
export const toPreferencesInput = (p: NotificationPreferences): NotificationPreferencesInput => ({
  email: { enabled: p.email.enabled, frequency: p.email.frequency, types: p.email.types, address: p.email.address },
  sms: { enabled: p.sms.enabled, frequency: p.sms.frequency, types: p.sms.types, phoneNumber: p.sms.phoneNumber },
  push: { enabled: p.push.enabled, frequency: p.push.frequency, types: p.push.types },
  timeZone: p.timeZone,
});

export const notificationSchema = z.object({
  id: z.number().int().positive(),
  type: z.enum(NOTIFICATION_TYPES),
  priority: z.enum(NOTIFICATION_PRIORITIES),
  title: z.string(),
  body: z.string(),
  /** A path of this site to open (e.g. /disputes), or null. */
  link: z.string().nullable(),
  createdAt: z.string().datetime(),
  readAt: z.string().datetime().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const NOTIFICATIONS_PAGE_SIZE = 20;

export const notificationPageSchema = z.object({
  notifications: z.array(notificationSchema),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
  total: z.number().int().nonnegative(),
  unread: z.number().int().nonnegative(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

/** A same-site path: starts with one / (no scheme, no //host). */
export const sitePath = z
  .string()
  .max(500)
  .regex(/^\/(?![/\\])[^\s]*$/, 'link must be a path of this site, such as /disputes');

/** POST /api/notifications/send: a notification to the signed-in user, through notifyUser. */
export const sendNotificationBodySchema = z
  .object({
    type: z.enum(NOTIFICATION_TYPES, { errorMap: () => ({ message: `type must be one of: ${NOTIFICATION_TYPES.join(', ')}` }) }),
    title: z.string({ required_error: 'title is required' }).trim().min(1, 'title is required').max(120, 'title must be at most 120 characters'),
    body: z.string({ required_error: 'body is required' }).trim().min(1, 'body is required').max(1000, 'body must be at most 1000 characters'),
    link: sitePath.optional(),
    priority: z.enum(NOTIFICATION_PRIORITIES).optional(),
  })
  .strict();
export type SendNotificationBody = z.infer<typeof sendNotificationBodySchema>;

export const testNotificationBodySchema = z.object({
  channel: z.enum(NOTIFICATION_CHANNELS, { errorMap: () => ({ message: `channel must be one of: ${NOTIFICATION_CHANNELS.join(', ')}` }) }),
});

/**
 * The answer of a test send: where it went, in words ('jane@example.com', '+1 ••• 0123', '2 browsers'), and, when
 * the channel could not really deliver it (e-mail not available yet), a notice saying so in plain words.
 */
export const testNotificationResultSchema = z.object({
  success: z.literal(true),
  channel: z.enum(NOTIFICATION_CHANNELS),
  sentTo: z.string(),
  notice: z.string().optional(),
});

export const pushSubscriptionBodySchema = z.object({
  endpoint: z
    .string()
    .url('endpoint must be the push service URL')
    .max(2048)
    .refine((u) => u.startsWith('https://'), 'endpoint must be an https URL'),
  keys: z.object({ p256dh: z.string().min(1).max(200), auth: z.string().min(1).max(100) }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBodySchema>;

const idParam = pathId('Notification');
const ok = z.object({ success: z.literal(true) });
const errors = { 400: errorSchema, ...userScopedErrors } as const;

export const notificationsContract = c.router({
  getPreferences: {
    method: 'GET',
    path: '/api/notifications/preferences',
    summary: "The signed-in user's notification preferences per channel (defaults until saved)",
    responses: { 200: notificationPreferencesResponseSchema, 401: errorSchema },
  },
  putPreferences: {
    method: 'PUT',
    path: '/api/notifications/preferences',
    body: notificationPreferencesSchema,
    summary:
      'Save the preferences: each channel enabled, frequency, types; e-mail address; SMS phone number (a US number in any common format, stored as E.164, confirmed by a code)',
    responses: { 200: notificationPreferencesResponseSchema, ...errors },
  },
  list: {
    method: 'GET',
    path: '/api/notifications',
    query: z
      .object({
        page: z.coerce.number().int().min(1).max(MAX_ID, 'page is too large').optional(),
        pageSize: z.coerce.number().int().min(1).max(100).optional(),
      })
      .optional(),
    summary: "The signed-in user's notifications, newest first, a page at a time",
    responses: { 200: notificationPageSchema, ...errors },
  },
  unreadCount: {
    method: 'GET',
    path: '/api/notifications/unread-count',
    summary: 'How many notifications are unread (the sidebar bell)',
    responses: { 200: z.object({ unread: z.number().int().nonnegative() }), 401: errorSchema },
  },
  markRead: {
    method: 'POST',
    path: '/api/notifications/:id/read',
    pathParams: z.object({ id: idParam }),
    body: z.object({}).passthrough(),
    summary: 'Mark one notification read',
    responses: { 200: notificationSchema, ...errors, 404: errorSchema },
  },
  markAllRead: {
    method: 'POST',
    path: '/api/notifications/read-all',
    body: z.object({}).passthrough(),
    summary: 'Mark every notification read',
    responses: { 200: z.object({ updated: z.number().int().nonnegative() }), ...errors },
  },
  test: {
    method: 'POST',
    path: '/api/notifications/test',
    body: testNotificationBodySchema,
    summary:
      'Send a test notification through one channel now; a channel that is not available yet answers 503 in plain words (the missing settings are logged and in /api/health)',
    responses: { 200: testNotificationResultSchema, ...errors, 409: errorSchema, 429: errorSchema, 502: errorSchema, 503: errorSchema },
  },
  send: {
    method: 'POST',
    path: '/api/notifications/send',
    body: sendNotificationBodySchema,
    summary: 'Notify the signed-in user (in-app, and on each channel their preferences choose for this type)',
    responses: { 201: notificationSchema, ...errors, 429: errorSchema },
  },
  sendPhoneCode: {
    method: 'POST',
    path: '/api/notifications/phone/send-code',
    body: z.object({}).passthrough(),
    summary: 'Text a 6-digit code to the saved phone number (valid 10 minutes)',
    responses: {
      200: z.object({ success: z.literal(true), sentTo: z.string() }),
      ...errors,
      409: errorSchema,
      429: errorSchema,
      502: errorSchema,
      503: errorSchema,
    },
  },
  confirmPhone: {
    method: 'POST',
    path: '/api/notifications/phone/confirm',
    body: z.object({
      code: z
        .string({ required_error: 'code is required' })
        .trim()
        .regex(/^\d{6}$/, 'The code is 6 digits'),
    }),
    summary: 'Confirm the saved phone number with the code texted to it',
    responses: { 200: notificationPreferencesResponseSchema, ...errors, 409: errorSchema, 429: errorSchema },
  },
  pushKey: {
    method: 'GET',
    path: '/api/notifications/push/key',
    summary: "The server's VAPID public key, for PushManager.subscribe",
    responses: { 200: z.object({ publicKey: z.string() }), 401: errorSchema },
  },
  subscribePush: {
    method: 'POST',
    path: '/api/notifications/push/subscriptions',
    body: pushSubscriptionBodySchema,
    summary: "Remember this browser's push subscription",
    responses: { 201: ok, ...errors },
  },
  unsubscribePush: {
    method: 'POST',
    path: '/api/notifications/push/subscriptions/remove',
    body: z.object({ endpoint: z.string().max(2048) }),
    summary: "Forget this browser's push subscription",
    responses: { 200: ok, ...errors },
  },
  unsubscribe: {
    method: 'POST',
    path: '/api/notifications/unsubscribe',
    body: z.object({ token: z.string({ required_error: 'token is required' }).max(200) }),
    summary: "Switch e-mail notifications off with the signed token of an e-mail's unsubscribe link (no sign-in needed)",
    responses: { 200: z.object({ success: z.literal(true), email: z.string() }), 400: errorSchema },
  },
});
