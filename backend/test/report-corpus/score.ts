/** Scores a reader's reading of one file against the expected reading: per-field scores in [0, 1] and the misses, in words. */
import type { CreditReportReading } from '@finx/contracts';
import type { ExpectedAccount, ExpectedInquiry, ExpectedReading } from './expected';

export const FIELDS = [
  'bureau',
  'reportDate',
  'creditScore',
  'totalBalance',
  'accountRecall',
  'accountPrecision',
  'negativeRecall',
  'negativePrecision',
  'hardInquiryRecall',
  'hardInquiryPrecision',
] as const;
export type Field = (typeof FIELDS)[number];
export type FieldScores = Record<Field | 'overall', number>;

export interface ScoredReading {
  scores: FieldScores;
  misses: string[];
}

/** A creditor name reduced to upper-case letters and digits, '&' read as 'AND'. */
export function normaliseCreditor(name: string): string {
  return name
    .toUpperCase()
    .replace(/&/g, 'AND')
    .replace(/[^A-Z0-9]/g, '');
}

function firstLongWord(name: string): string | null {
  const words = name
    .toUpperCase()
    .replace(/&/g, ' AND ')
    .split(/[^A-Z0-9]+/);
  return words.find((w) => w.length >= 4) ?? null;
}

/** Two creditor names agree when equal after normalising, when one starts with the other, or when their first 4+ letter words match. */
export function creditorsAgree(a: string, b: string): boolean {
  const [na, nb] = [normaliseCreditor(a), normaliseCreditor(b)];
  if (!na || !nb) return false;
  if (na.startsWith(nb) || nb.startsWith(na)) return true;
  const [wa, wb] = [firstLongWord(a), firstLongWord(b)];
  return wa !== null && wa === wb;
}

/** The last 4 digits of a number as read ('****1234', 'XXXX-1234', '1234'); null when fewer than 4 digits. */
export function last4Of(text: string | null | undefined): string | null {
  const digits = (text ?? '').replace(/\D/g, '');
  return digits.length >= 4 ? digits.slice(-4) : null;
}

/** A reading date agrees with the truth's day: the same day, or the same month when the reading gives only a month. */
export function sameDay(expected: string, found: string | null): boolean {
  if (!found) return false;
  return /^\d{4}-\d{2}$/.test(found) ? expected.slice(0, 7) === found : expected === found.slice(0, 10);
}

export interface FoundAccount {
  creditor: string;
  last4: string | null;
}
export interface Matching<E, F> {
  matched: [E, F][];
  missed: E[];
  invented: F[];
  duplicates: F[];
}

/**
 * Pairs read accounts with expected ones: by last 4 and agreeing creditor; a read account without last 4 takes an
 * agreeing expected account no other read account matched. A read account matching an already-paired one is a duplicate.
 */
export function matchAccounts<E extends ExpectedAccount, F extends FoundAccount>(expected: E[], found: F[]): Matching<E, F> {
  const taken = new Set<E>();
  const result: Matching<E, F> = { matched: [], missed: [], invented: [], duplicates: [] };
  const agrees = (e: E, f: F) => creditorsAgree(e.creditor, f.creditor) && (f.last4 === null || f.last4 === e.last4);
  const unmatched: F[] = [];
  for (const pass of [true, false]) {
    for (const f of found.filter((x) => (x.last4 !== null) === pass)) {
      const e = expected.find((x) => !taken.has(x) && agrees(x, f));
      if (e) {
        taken.add(e);
        result.matched.push([e, f]);
      } else unmatched.push(f);
    }
  }
  for (const f of unmatched) (expected.some((e) => agrees(e, f)) ? result.duplicates : result.invented).push(f);
  result.missed = expected.filter((e) => !taken.has(e));
  return result;
}

export interface FoundInquiry {
  creditor: string;
  date: string | null;
}

/** Pairs read hard inquiries with expected ones by agreeing creditor and the same day (or month). */
export function matchInquiries(expected: ExpectedInquiry[], found: FoundInquiry[]): Matching<ExpectedInquiry, FoundInquiry> {
  const taken = new Set<ExpectedInquiry>();
  const result: Matching<ExpectedInquiry, FoundInquiry> = { matched: [], missed: [], invented: [], duplicates: [] };
  for (const f of found) {
    const e = expected.find((x) => !taken.has(x) && creditorsAgree(x.creditor, f.creditor) && sameDay(x.date, f.date));
    if (e) {
      taken.add(e);
      result.matched.push([e, f]);
    } else result.invented.push(f);
  }
  result.missed = expected.filter((e) => !taken.has(e));
  return result;
}

/** Recall and precision; an empty expected list has nothing to miss, an empty reading of a non-empty list finds nothing. */
export function recallPrecision(expected: number, found: number, matched: number): { recall: number; precision: number } {
  return {
    recall: expected === 0 ? 1 : matched / expected,
    precision: found === 0 ? (expected === 0 ? 1 : 0) : matched / found,
  };
}

/** One entry per (creditor, key): the same item listed under several bureaus counts once. */
function distinct<T extends { creditor: string }>(items: T[], key: (item: T) => string): T[] {
  const seen = new Map<string, T>();
  for (const item of items) {
    const k = `${normaliseCreditor(item.creditor)}|${key(item)}`;
    if (!seen.has(k)) seen.set(k, item);
  }
  return [...seen.values()];
}

const money = (n: number | null) => (n === null ? 'null' : `$${n.toLocaleString('en-US')}`);
const label = (a: FoundAccount) => `${a.creditor} …${a.last4 ?? '????'}`;

export function zeroScores(): FieldScores {
  return Object.fromEntries([...FIELDS, 'overall'].map((f) => [f, 0])) as FieldScores;
}

export function scoreReading(reading: CreditReportReading | null, expected: ExpectedReading, error?: string): ScoredReading {
  if (!reading) return { scores: zeroScores(), misses: [`no reading: ${error ?? 'the reader failed'}`] };
  const misses: string[] = [];
  const exact = <T>(field: Field, want: T, got: T, show: (v: T) => string = String): number => {
    if (want === got) return 1;
    misses.push(`${field}: expected ${show(want)}, read ${show(got)}`);
    return 0;
  };
  const bureau = exact('bureau', expected.bureau, reading.bureau);
  const reportDate = exact('reportDate', expected.reportDate, reading.reportDate);
  const creditScore = exact('creditScore', expected.creditScore, reading.creditScore);
  const totalBalance = exact('totalBalance', expected.totalBalance, reading.totalBalance, money);

  const found = reading.accounts.map((a) => ({ creditor: a.creditor, last4: last4Of(a.accountNumberLast4) }));
  const accounts = matchAccounts(expected.accounts, found);
  accounts.missed.forEach((a) => misses.push(`account missed: ${label(a)}`));
  accounts.invented.forEach((a) => misses.push(`account invented: ${label(a)}`));
  accounts.duplicates.forEach((a) => misses.push(`account read twice: ${label(a)}`));
  const acc = recallPrecision(expected.accounts.length, found.length, accounts.matched.length);

  const negativesFound = distinct(
    reading.negativeItems.filter((n) => n.kind !== 'public_record').map((n) => ({ creditor: n.creditor, last4: last4Of(n.accountNumberLast4) })),
    (n) => n.last4 ?? '',
  );
  const negatives = matchAccounts(expected.negativeAccounts, negativesFound);
  negatives.missed.forEach((a) => misses.push(`negative missed: ${label(a)}`));
  [...negatives.invented, ...negatives.duplicates].forEach((a) => misses.push(`negative not expected: ${label(a)}`));
  const neg = recallPrecision(expected.negativeAccounts.length, negativesFound.length, negatives.matched.length);

  const inquiriesFound = distinct(
    reading.inquiries.map((i) => ({ creditor: i.creditor, date: i.date })),
    (i) => i.date ?? '',
  );
  const inquiries = matchInquiries(expected.hardInquiries, inquiriesFound);
  inquiries.missed.forEach((i) => misses.push(`hard inquiry missed: ${i.creditor} ${i.date}`));
  inquiries.invented.forEach((i) => misses.push(`hard inquiry not expected: ${i.creditor} ${i.date ?? 'no date'}`));
  const inq = recallPrecision(expected.hardInquiries.length, inquiriesFound.length, inquiries.matched.length);

  const fields: Record<Field, number> = {
    bureau,
    reportDate,
    creditScore,
    totalBalance,
    accountRecall: acc.recall,
    accountPrecision: acc.precision,
    negativeRecall: neg.recall,
    negativePrecision: neg.precision,
    hardInquiryRecall: inq.recall,
    hardInquiryPrecision: inq.precision,
  };
  const overall = FIELDS.reduce((sum, f) => sum + fields[f], 0) / FIELDS.length;
  return { scores: { ...fields, overall }, misses };
}
