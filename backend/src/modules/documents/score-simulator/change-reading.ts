/**
 * The changes the score simulator makes to a copy of a reading: an item taken out (with the negative items the
 * reader listed for it), or a card's balance paid down to a share of its limit. The stored reading is never
 * touched.
 */
import type { Bureau, CreditReportReading, ReportAccount } from '@finx/contracts';
import { isNegativeView } from '../credit-file/snapshots';
import { viewOf } from '../processing/report-factors';

type Reading = CreditReportReading;
type Inquiry = Reading['inquiries'][number];
type PublicRecord = Reading['publicRecords'][number];
type NegativeItem = Reading['negativeItems'][number];

/** Drops the first negative item `matches` accepts for each of `wanted` (the reader lists one per account and bureau). */
function dropNegatives(items: NegativeItem[], wanted: ((n: NegativeItem) => boolean)[]): NegativeItem[] {
  const left = [...items];
  for (const matches of wanted) {
    const i = left.findIndex(matches);
    if (i >= 0) left.splice(i, 1);
  }
  return left;
}

/** The bureaus at which the reader listed a negative item for the account (summarize: one per bureau row that is adverse). */
function negativeAt(a: ReportAccount): (Bureau | null)[] {
  if (!a.byBureau) return a.negative ? [a.bureau] : [];
  return Object.entries(a.byBureau).flatMap(([bureau, v]) => (isNegativeView({ ...v, type: a.type }) ? [bureau as Bureau] : []));
}

/** The reading without the accounts at `indexes`. */
export function withoutAccounts(reading: Reading, indexes: ReadonlySet<number>): Reading {
  const removed = reading.accounts.filter((_, i) => indexes.has(i));
  const wanted = removed.flatMap((a) =>
    negativeAt(a).map(
      (bureau) => (n: NegativeItem) =>
        n.kind !== 'public_record' && n.creditor === a.creditor && n.accountNumberLast4 === a.accountNumberLast4 && n.bureau === bureau,
    ),
  );
  return { ...reading, accounts: reading.accounts.filter((_, i) => !indexes.has(i)), negativeItems: dropNegatives(reading.negativeItems, wanted) };
}

/** The reading without the inquiries `matches` accepts (hard or soft). */
export function withoutInquiries(reading: Reading, matches: (q: Inquiry) => boolean): Reading {
  return { ...reading, inquiries: reading.inquiries.filter((q) => !matches(q)), softInquiries: reading.softInquiries.filter((q) => !matches(q)) };
}

/** The reading without the public records `matches` accepts, and their negative items. */
export function withoutRecords(reading: Reading, matches: (r: PublicRecord) => boolean): Reading {
  const removed = reading.publicRecords.filter(matches);
  const wanted = removed.map((r) => (n: NegativeItem) => n.kind === 'public_record' && n.creditor === r.type && n.bureau === r.bureau);
  return { ...reading, publicRecords: reading.publicRecords.filter((r) => !matches(r)), negativeItems: dropNegatives(reading.negativeItems, wanted) };
}

/** A balance paid down to `percent` of `limit` (whole dollars, never above what it was). */
const paidTo = (balance: number | null, limit: number | null, percent: number) =>
  balance === null || !limit ? balance : Math.min(balance, Math.floor((limit * percent) / 100));

/** The reading with the accounts at `indexes` paid down to `percent` of their limits, at every bureau that reports them. */
export function withPaidDown(reading: Reading, indexes: ReadonlySet<number>, percent: number): Reading {
  const accounts = reading.accounts.map((a, i): ReportAccount => {
    if (!indexes.has(i)) return a;
    const limit = viewOf(a).creditLimit;
    const byBureau =
      a.byBureau && Object.fromEntries(Object.entries(a.byBureau).map(([b, v]) => [b, { ...v, balance: paidTo(v.balance, v.creditLimit ?? limit, percent) }]));
    return { ...a, balance: paidTo(a.balance, limit, percent), ...(byBureau ? { byBureau } : {}) };
  });
  return { ...reading, accounts };
}
