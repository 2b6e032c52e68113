import type { StoredUserInfo, ValidUserInfo } from '@finx/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { encryptField } from '../../platform/crypto';
import { LetterDetailsEntity, type LetterDetailsRecord } from './dispute-mail.entities';

/** The SSN's last 4 digits, from what the user typed now or what is on file. */
export const ssnLast4Of = (info: ValidUserInfo, stored: LetterDetailsRecord | null) =>
  info.ssn ? info.ssn.replace(/\D/g, '').slice(-4) : (stored?.ssnLast4 ?? undefined);

export const findLetterDetails = (em: EntityManager, userId: number) => em.findOne(LetterDetailsEntity, { userId });

/**
 * Saves the user's letter details for next time. An SSN or date of birth given now replaces the stored one,
 * encrypted; one not given keeps what is on file.
 */
export async function saveLetterDetails(em: EntityManager, userId: number, info: ValidUserInfo, at = new Date()) {
  const row =
    (await findLetterDetails(em, userId)) ??
    em.create(LetterDetailsEntity, { userId, firstName: '', lastName: '', address: '', city: '', state: '', zip: '', updatedAt: at });
  em.assign(row, {
    firstName: info.firstName,
    lastName: info.lastName,
    address: info.address,
    city: info.city,
    state: info.state,
    zip: info.zip,
    updatedAt: at,
  });
  if (info.ssn) em.assign(row, { ssnEncrypted: encryptField(info.ssn.replace(/\D/g, '')), ssnLast4: ssnLast4Of(info, null) ?? null });
  if (info.dateOfBirth) em.assign(row, { dateOfBirthEncrypted: encryptField(info.dateOfBirth) });
  await em.flush();
  return row;
}

/** What the form is prefilled with: never the SSN or date of birth themselves. */
export function toStoredUserInfo(row: LetterDetailsRecord): StoredUserInfo {
  return {
    firstName: row.firstName,
    lastName: row.lastName,
    address: row.address,
    city: row.city,
    state: row.state,
    zip: row.zip,
    ssnMasked: row.ssnLast4 ? `XXX-XX-${row.ssnLast4}` : null,
    hasDateOfBirth: row.dateOfBirthEncrypted !== null && row.dateOfBirthEncrypted !== undefined,
  };
}
