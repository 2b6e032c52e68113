import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../platform/app-error';
import type { SmsSender } from './channels/sms';
import { maskPhone } from './channels/sms';
import { ensurePreferenceRow } from './preferences.service';

const CODE_TTL_MS = 10 * 60_000;
const MAX_WRONG_CODES = 5;

const codeHash = (userId: number, phone: string, code: string) => createHash('sha256').update(`${userId}:${phone}:${code}`).digest('hex');

/**
 * Texts a 6-digit code to the saved phone number; SMS notifications go to it once the code comes back
 * (confirmPhone). Only the code's hash is kept, for 10 minutes.
 */
export async function sendPhoneCode(em: EntityManager, userId: number, send: SmsSender, now = new Date()): Promise<string> {
  const row = await ensurePreferenceRow(em, userId);
  const phone = row.channels.sms.phoneNumber;
  if (!phone) throw new AppError('conflict', 'Save a phone number first');
  if (phone === row.verifiedPhone) throw new AppError('conflict', 'This phone number is already confirmed');
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  em.assign(row, { phoneCodeHash: codeHash(userId, phone, code), phoneCodeExpiresAt: new Date(now.getTime() + CODE_TTL_MS), phoneCodeAttempts: 0 });
  await em.flush();
  await send(phone, `FinX: your confirmation code is ${code}. It expires in 10 minutes. If you did not ask for it, ignore this message.`);
  return maskPhone(phone);
}

/** Confirms the saved number with its code: 400 for a wrong code, 409 when none is pending or it expired, 429 after 5 wrong ones. */
export async function confirmPhone(em: EntityManager, userId: number, code: string, now = new Date()): Promise<void> {
  const row = await ensurePreferenceRow(em, userId);
  const phone = row.channels.sms.phoneNumber;
  if (!phone || !row.phoneCodeHash || !row.phoneCodeExpiresAt) throw new AppError('conflict', 'Ask for a code first');
  if (row.phoneCodeExpiresAt.getTime() < now.getTime()) throw new AppError('conflict', 'This code has expired: ask for a new one');
  if (row.phoneCodeAttempts >= MAX_WRONG_CODES) throw new AppError('rate_limited', 'Too many wrong codes: ask for a new one');
  const given = Buffer.from(codeHash(userId, phone, code));
  if (!timingSafeEqual(Uint8Array.from(given), Uint8Array.from(Buffer.from(row.phoneCodeHash)))) {
    row.phoneCodeAttempts += 1;
    await em.flush();
    throw new AppError('invalid_input', 'That code is not right: check the text message and try again');
  }
  em.assign(row, { verifiedPhone: phone, phoneCodeHash: null, phoneCodeExpiresAt: null, phoneCodeAttempts: 0 });
  await em.flush();
}
