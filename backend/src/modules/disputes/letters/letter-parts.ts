import { formatDecimalDollars } from '@finx/contracts';
import { maskedSsn } from './format';
import type { Letter, LetterConsumer, LetterDispute, MailingAddress } from './types';

/** A template letter, with its prose and its fixed fact blocks apart so another writer can reword the prose only. */
export interface LetterDraft {
  letter: Letter;
  prose: string[];
  factBlocks: string[];
}

export const CLOSING = 'Please send the results of your reinvestigation to me at the address above. Thank you.';

/** The fact blocks go after the opening paragraph, whoever wrote the prose. */
export const composeBody = (prose: string[], factBlocks: string[]): string[] => [prose[0]!, ...factBlocks, ...prose.slice(1)];

export const consumerName = (c: LetterConsumer) => `${c.firstName.trim()} ${c.lastName.trim()}`;

export function consumerAddress(c: LetterConsumer): MailingAddress {
  return { name: consumerName(c), line1: c.address.trim(), city: c.city.trim(), state: c.state.trim().toUpperCase(), zip: c.zip.trim() };
}

/** The account's creditor, masked number and amount under a heading ('Account in dispute', 'Item 2 of 3'). */
export function accountBlock(d: LetterDispute, heading = 'Account in dispute', extra: string[] = []): string {
  return [
    heading,
    `Creditor: ${d.creditor}`,
    ...(d.accountNumber ? [`Account number: ${d.accountNumber}`] : []),
    ...(d.amount ? [`Amount: ${formatDecimalDollars(d.amount)}`] : []),
    ...extra,
  ].join('\n');
}

/** Name, date of birth and SSN (last 4 only) help the bureau find the file; only when the consumer gave them. */
export function identityBlock(c: LetterConsumer): string | null {
  const ssn = maskedSsn(c.ssnLast4);
  const dob = c.dateOfBirth?.trim();
  if (!ssn && !dob) return null;
  return ['My identification', `Name: ${consumerName(c)}`, ...(dob ? [`Date of birth: ${dob}`] : []), ...(ssn ? [`SSN: ${ssn}`] : [])].join('\n');
}
