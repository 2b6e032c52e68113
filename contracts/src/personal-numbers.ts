/**
 * Personal numbers typed into free text (issue 27): Social Security numbers, card numbers and long account
 * numbers in a dispute description, a note, a contact message or a letter's details. One finder serves every
 * free-text field; each field either masks what it finds (stored and printed as its last 4 only) or refuses it.
 */
import type { z } from 'zod';

export type PersonalNumberKind = 'ssn' | 'card' | 'account';

export interface PersonalNumber {
  kind: PersonalNumberKind;
  /** Where it is in the text: text.slice(start, end). */
  start: number;
  end: number;
  last4: string;
}

/** 123-45-6789, 123 45 6789, 123.45.6789 (one separator used twice). */
const SSN_SHAPED = /(?<![\d.-])\d{3}([ .-])\d{2}\1\d{4}(?![\d]|[.-]\d)/g;
/** Digits in groups split by one space or dash: '4111 1111-1111 1111', '000123456789'. */
const DIGIT_RUN = /(?<!\d)\d(?:[ -]?\d)*(?!\d)/g;
/** Words just before a number that say it is an SSN, or an account / card number. */
const SSN_CONTEXT = /(ssn|ss ?#|ss ?no|social(?: security)?(?: number| no)?|soc\.? ?sec|itin|tax ?id)\W{0,12}(?:is|was|:)?\W{0,4}$/i;
const ACCOUNT_CONTEXT = /(account|acct|a\/c|card|loan|member)(?: ?(?:number|no\.?|#))?\W{0,12}(?:is|was|:)?\W{0,4}$/i;
const CONTEXT_CHARS = 32;

/** The Luhn check every payment card number passes. */
function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1 && (d *= 2) > 9) d -= 9;
    sum += d;
  }
  return sum % 10 === 0;
}

/**
 * The SSN-, card- and account-number-shaped numbers in `text`: ###-##-#### (or spaces, dots), 9 digits after
 * words like 'SSN' or 'social security', 13–19 digits passing Luhn (spaces and dashes allowed), 12 or more
 * digits written together, and 8 or more after words like 'account' or 'card'. Phone numbers, ZIP+4, dates and
 * amounts are none of these.
 */
export function findPersonalNumbers(text: string): PersonalNumber[] {
  const found: PersonalNumber[] = [];
  const before = (at: number) => text.slice(Math.max(0, at - CONTEXT_CHARS), at);
  for (const m of text.matchAll(SSN_SHAPED)) found.push({ kind: 'ssn', start: m.index, end: m.index + m[0].length, last4: m[0].slice(-4) });
  for (const m of text.matchAll(DIGIT_RUN)) {
    const start = m.index;
    const end = start + m[0].length;
    if (found.some((f) => f.start < end && start < f.end)) continue;
    const digits = m[0].replace(/\D/g, '');
    const kind: PersonalNumberKind | null =
      digits.length === 9 && SSN_CONTEXT.test(before(start))
        ? 'ssn'
        : digits.length >= 13 && digits.length <= 19 && passesLuhn(digits)
          ? 'card'
          : (digits.length >= 12 && digits.length === m[0].length) || (digits.length >= 8 && ACCOUNT_CONTEXT.test(before(start)))
            ? 'account'
            : null;
    if (kind) found.push({ kind, start, end, last4: digits.slice(-4) });
  }
  return found.sort((a, b) => a.start - b.start);
}

const MASKED: Record<PersonalNumberKind, (last4: string) => string> = {
  ssn: (last4) => `***-**-${last4}`,
  card: (last4) => `****${last4}`,
  account: (last4) => `****${last4}`,
};

/** `text` with every personal number masked to its last 4: '***-**-9999', '****1111'. */
export function maskPersonalNumbers(text: string): string {
  let out = '';
  let at = 0;
  for (const f of findPersonalNumbers(text)) {
    out += text.slice(at, f.start) + MASKED[f.kind](f.last4);
    at = f.end;
  }
  return out + text.slice(at);
}

export const hasPersonalNumber = (text: string) => findPersonalNumbers(text).length > 0;

/** Why a field that refuses personal numbers refused one (400). */
export const personalNumberRefused = (label: string) => `${label} must not hold a Social Security, card or account number`;

/** A free-text field stored and shown with its personal numbers masked. */
export const maskedText = <T extends z.ZodType<string, z.ZodTypeDef, unknown>>(schema: T) => schema.transform(maskPersonalNumbers);

/** A field that refuses personal numbers with a clear message (a name, an address, a creditor). */
export const withoutPersonalNumbers = <T extends z.ZodType<string, z.ZodTypeDef, unknown>>(schema: T, label: string) =>
  schema.refine((v) => !hasPersonalNumber(v), personalNumberRefused(label));
