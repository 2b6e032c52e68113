import { NOTIFICATION_TYPES, type NotificationChannel, type NotificationPreferences, type NotificationPreferencesValues } from '@finx/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { qualifiedTable } from '../../platform/db/orm';
import { AppError } from '../../platform/app-error';
import { findUserById } from '../users';
import { NotificationPreferenceEntity, type NotificationPreferenceRecord, type StoredChannels } from './notification.entities';

/** Digests are timed in this zone until the user saves theirs (the company's; support hours are Central). */
export const DEFAULT_TIME_ZONE = 'America/Chicago';

/**
 * Until a user saves preferences: every type by e-mail at once (the account's address); SMS (no number yet) and
 * push (no browser subscribed yet) off, with the high and urgent types chosen for when they are switched on.
 */
export const DEFAULT_CHANNELS: StoredChannels = {
  email: { enabled: true, frequency: 'immediate', types: [...NOTIFICATION_TYPES], address: '' },
  sms: { enabled: false, frequency: 'immediate', types: ['dispute_status_update', 'letter_delivered', 'system_alert'], phoneNumber: '' },
  push: { enabled: false, frequency: 'immediate', types: [...NOTIFICATION_TYPES] },
};

/** What the channels decide with: the saved preferences (or the defaults) and the confirmed phone number. */
export interface EffectivePreferences {
  channels: StoredChannels;
  timeZone: string;
  verifiedPhone: string | null;
}

export const preferenceRow = (em: EntityManager, userId: number) => em.findOne(NotificationPreferenceEntity, { userId }, { refresh: true });

export async function effectivePreferences(em: EntityManager, userId: number): Promise<EffectivePreferences> {
  const row = await preferenceRow(em, userId);
  return row
    ? { channels: row.channels, timeZone: row.timeZone, verifiedPhone: row.verifiedPhone ?? null }
    : { channels: DEFAULT_CHANNELS, timeZone: DEFAULT_TIME_ZONE, verifiedPhone: null };
}

/** Is the SMS number the one that was confirmed? */
export const phoneConfirmed = (p: Pick<EffectivePreferences, 'channels' | 'verifiedPhone'>) =>
  !!p.channels.sms.phoneNumber && p.channels.sms.phoneNumber === p.verifiedPhone;

/** Does this channel take this type now (enabled, chosen type; SMS only to a confirmed number)? */
export function channelWants(p: EffectivePreferences, channel: NotificationChannel, type: string): boolean {
  const c = p.channels[channel];
  if (!c.enabled || !(c.types as string[]).includes(type)) return false;
  return channel !== 'sms' || phoneConfirmed(p);
}

async function accountEmail(em: EntityManager, userId: number): Promise<string> {
  const user = await findUserById(em, userId);
  if (!user) throw new AppError('not_found', 'Account not found');
  return user.email;
}

/** The preferences' answer without `available` (which the routes add from the channels). */
export type StoredPreferencesView = Omit<NotificationPreferences, 'available'>;

/** The answer of GET / PUT: the preferences and what the server knows beyond them. */
export async function preferencesResponse(em: EntityManager, userId: number): Promise<StoredPreferencesView> {
  const p = await effectivePreferences(em, userId);
  const [email, devices] = await Promise.all([
    accountEmail(em, userId),
    em.getConnection().execute<{ n: string }[]>(`select count(*) as n from ${qualifiedTable(em, 'push_subscriptions')} where "user_id" = ?`, [userId]),
  ]);
  return {
    email: { ...p.channels.email },
    sms: { ...p.channels.sms, phoneVerified: phoneConfirmed(p) },
    push: { ...p.channels.push, devices: Number(devices[0]?.n ?? 0) },
    timeZone: p.timeZone,
    accountEmail: email,
  };
}

/** Saves the preferences (one upsert); a changed phone number needs confirming again. */
export async function savePreferences(em: EntityManager, userId: number, values: NotificationPreferencesValues): Promise<StoredPreferencesView> {
  const { timeZone, ...channels } = values;
  const row = await preferenceRow(em, userId);
  if (row) {
    const phoneChanged = row.channels.sms.phoneNumber !== channels.sms.phoneNumber;
    em.assign(row, {
      channels,
      timeZone: timeZone ?? row.timeZone,
      ...(phoneChanged ? { phoneCodeHash: null, phoneCodeExpiresAt: null, phoneCodeAttempts: 0 } : {}),
    });
  } else {
    em.create(NotificationPreferenceEntity, { userId, channels, timeZone: timeZone ?? DEFAULT_TIME_ZONE, verifiedPhone: null, phoneCodeAttempts: 0 });
  }
  await em.flush();
  return preferencesResponse(em, userId);
}

/** The row to change for an action that needs saved preferences (phone confirmation, unsubscribe). */
export async function ensurePreferenceRow(em: EntityManager, userId: number): Promise<NotificationPreferenceRecord> {
  const row = await preferenceRow(em, userId);
  if (row) return row;
  const created = em.create(NotificationPreferenceEntity, {
    userId,
    channels: structuredClone(DEFAULT_CHANNELS),
    timeZone: DEFAULT_TIME_ZONE,
    verifiedPhone: null,
    phoneCodeAttempts: 0,
  });
  await em.flush();
  return created;
}
