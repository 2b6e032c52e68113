/** A field bag (what one account, inquiry or record said, by label) → the reading's values. Every format fills
 * bags with the names it found (labels.ts matches them); text formats also note where each value came from. */
import { aliasesOf, type Field } from './labels';
import * as norm from './normalize';
import type { Bureau, Inquiry, ParsedAccount, PaymentHistory, PublicRecord, Source } from './types';

export { fieldKey, fieldOf } from './labels';

/** A source's text as it may be shown: a full account number keeps its last 4 digits, an SSN its last 4. */
export const safeSourceText = (text: string) =>
  text.replace(/\b\d{3}-\d{2}-(\d{4})\b/g, 'XXX-XX-$1').replace(/\d(?:[ -]?\d){6,}/g, (run) => run.replace(/\d(?=(?:[ -]?\d){4})/g, 'X'));

/** Values by normalized label, and where each came from. */
export class FieldBag extends Map<string, unknown> {
  readonly sources = new Map<string, Source>();
  /** Late marks counted from a payment-history grid, when the report has one. */
  gridLates: { late30: number; late60: number; late90: number } | null = null;
  /** The grid's months the report dates, in the order read (paymentHistoryOf sorts them). */
  history: PaymentHistory = [];
  remarks: string[] = [];
  furnisher: { address: string | null; phone: string | null } | null = null;

  put(key: string, value: unknown, source?: Source): void {
    if (this.has(key)) return;
    this.set(key, value);
    if (source) this.sources.set(key, { ...source, text: safeSourceText(source.text) });
  }
}

const keyOf = (bag: FieldBag, field: Field) => aliasesOf(field).find((name) => bag.has(name));
export const pick = (bag: FieldBag, field: Field): unknown => {
  const key = keyOf(bag, field);
  return key === undefined ? undefined : bag.get(key);
};

/** "Times 30/60/90 Days Late: 1/0/2" style combined counts. */
function combinedLates(bag: FieldBag): number[] | null {
  const raw = pick(bag, 'lateCounts');
  if (raw === undefined) return null;
  const counts = String(raw)
    .split(/[^0-9]+/)
    .filter(Boolean)
    .map(Number);
  return counts.length === 3 ? counts : null;
}

/** "30 days late in 04/2025", "Late 60 days: 2 times": late marks a report states only in its remarks. */
function remarkLates(remarks: string[]): { late30: number; late60: number; late90: number } | null {
  const lates = { late30: 0, late60: 0, late90: 0 };
  let found = false;
  for (const remark of remarks) {
    for (const m of remark.matchAll(/\b(30|60|90|120|150|180)[- ]?days?\s+(?:late|past due)\b(?:[^.;]*?\b(\d+)\s+times?)?/gi)) {
      const days = Number(m[1]);
      const times = m[2] ? Number(m[2]) : 1;
      found = true;
      if (days === 30) lates.late30 += times;
      else if (days === 60) lates.late60 += times;
      else lates.late90 += times;
    }
  }
  return found ? lates : null;
}

function latesOf(bag: FieldBag, remarks: string[]): ParsedAccount['latePayments'] {
  const combined = combinedLates(bag);
  if (combined) return { late30: combined[0]!, late60: combined[1]!, late90: combined[2]! };
  const counted = ['late30', 'late60', 'late90'].map((f) => pick(bag, f as Field));
  if (counted.some((v) => v !== undefined && norm.text(v) !== null)) {
    return { late30: norm.count(counted[0]), late60: norm.count(counted[1]), late90: norm.count(counted[2]) };
  }
  return bag.gridLates ?? remarkLates(remarks) ?? { late30: 0, late60: 0, late90: 0 };
}

/** The reading's field names and the bag's sources for the values read. */
const SOURCE_FIELDS: [keyof ParsedAccount, Field][] = [
  ['creditor', 'creditor'],
  ['accountNumberMasked', 'accountNumber'],
  ['type', 'type'],
  ['status', 'status'],
  ['paymentStatus', 'paymentStatus'],
  ['balance', 'balance'],
  ['creditLimit', 'creditLimit'],
  ['highBalance', 'highBalance'],
  ['opened', 'opened'],
  ['closed', 'closed'],
  ['dateOfFirstDelinquency', 'dateOfFirstDelinquency'],
  ['originalCreditor', 'originalCreditor'],
  ['removalDate', 'removalDate'],
  ['pastDue', 'pastDue'],
  ['lastPaymentDate', 'lastPaymentDate'],
  ['datePaid', 'datePaid'],
  ['chargeOffDate', 'chargeOffDate'],
]; // prettier-ignore

function sourcesOf(bag: FieldBag): Record<string, Source> | undefined {
  const out: Record<string, Source> = {};
  for (const [name, field] of SOURCE_FIELDS) {
    const key = keyOf(bag, field);
    const source = key === undefined ? undefined : bag.sources.get(key);
    if (source) out[name] = source;
  }
  return Object.keys(out).length ? out : undefined;
}

/** No status printed: an account with no closing date, reported current (or with no payment status) and a
 * balance or opening date is open, as a careful reader would take it; late marks keep it open. */
function inferredStatus(paymentStatus: ParsedAccount['paymentStatus'], type: ParsedAccount['type'], bag: FieldBag): ParsedAccount['status'] {
  if (type === 'collection') return 'collection';
  if (paymentStatus !== null && paymentStatus !== 'current' && !paymentStatus.startsWith('late_')) return null;
  return pick(bag, 'balance') !== undefined || pick(bag, 'opened') !== undefined ? 'open' : null;
}

/** The dated months of the grid, newest first, each month once (the first read wins); months without data left out. */
export function paymentHistoryOf(history: PaymentHistory): PaymentHistory {
  const byMonth = new Map<string, PaymentHistory[number]>();
  for (const h of history) if (!byMonth.has(h.month)) byMonth.set(h.month, h);
  return [...byMonth.values()].filter((h) => h.mark !== 'ND').sort((a, b) => b.month.localeCompare(a.month));
}

/** "Amount past due", else the amount a status sentence says is past due ("$300 past due as of Jan 2025"). */
const pastDueOf = (bag: FieldBag) => {
  const labelled = pick(bag, 'pastDue');
  return labelled !== undefined ? norm.money(labelled) : (norm.pastDueInText(pick(bag, 'status')) ?? norm.pastDueInText(pick(bag, 'paymentStatus')));
};

/** The fields the Metro 2 consistency findings read (issue 29), present only when the report gives them. */
function consistencyFields(bag: FieldBag): Partial<ParsedAccount> {
  const out: Partial<ParsedAccount> = {};
  const pastDue = pastDueOf(bag);
  if (pastDue !== null) out.pastDue = pastDue;
  for (const field of ['lastPaymentDate', 'datePaid', 'chargeOffDate'] as const) {
    const value = norm.date(pick(bag, field));
    if (value) out[field] = value;
  }
  const history = paymentHistoryOf(bag.history);
  if (history.length) out.paymentHistory = history;
  return out;
}

export function accountFrom(bag: FieldBag, fallbackBureau: Bureau | null): ParsedAccount | null {
  const creditor = norm.creditorName(pick(bag, 'creditor'));
  if (!creditor) return null;
  const remarks = [
    ...bag.remarks,
    ...[pick(bag, 'remarks')]
      .flat()
      .map((r) => norm.text(r))
      .filter((r): r is string => !!r),
  ];
  const closed = norm.date(pick(bag, 'closed'));
  // a status like "Open/Past due 60 days" also tells the payment status; a charge-off or collection payment
  // status tells the account status when none is given; a closing date closes an account with no status
  const paymentStatus =
    norm.paymentStatus(pick(bag, 'paymentStatus')) ??
    norm.paymentStatus(pick(bag, 'status')) ??
    norm.paymentStatus(remarks.join('; ').match(/charge[ds]? ?off|collection/i)?.[0]);
  const derogatory = paymentStatus === 'chargeoff' || paymentStatus === 'collection' ? paymentStatus : null;
  const status = norm.accountStatus(pick(bag, 'status')) ?? derogatory ?? norm.accountStatus(pick(bag, 'paymentStatus'));
  const type = norm.accountType(pick(bag, 'type'));
  const sources = sourcesOf(bag);
  return {
    creditor,
    ...norm.accountNumber(pick(bag, 'accountNumber')),
    type: type ?? (status === 'collection' ? 'collection' : null),
    status: closed && (status === null || status === 'open') ? 'closed' : (status ?? inferredStatus(paymentStatus, type, bag)),
    paymentStatus,
    balance: norm.money(pick(bag, 'balance')),
    creditLimit: norm.money(pick(bag, 'creditLimit')),
    highBalance: norm.money(pick(bag, 'highBalance')),
    opened: norm.date(pick(bag, 'opened')),
    closed,
    dateOfFirstDelinquency: norm.date(pick(bag, 'dateOfFirstDelinquency')),
    originalCreditor: norm.creditorName(pick(bag, 'originalCreditor') ?? remarks.join('; ').match(/original creditor:?\s*([^;.]+)/i)?.[1]),
    removalDate: norm.date(pick(bag, 'removalDate')),
    latePayments: latesOf(bag, remarks),
    ...consistencyFields(bag),
    bureau: norm.bureau(pick(bag, 'bureau')) ?? fallbackBureau,
    ...(bag.furnisher ? { furnisher: bag.furnisher } : {}),
    ...(sources ? { sources } : {}),
  };
}

export function inquiryFrom(bag: FieldBag, defaultKind: Inquiry['kind'], fallbackBureau: Bureau | null): Inquiry | null {
  const creditor = norm.creditorName(pick(bag, 'creditor'));
  if (!creditor) return null;
  return {
    creditor,
    date: norm.date(pick(bag, 'date')),
    kind: norm.inquiryKind(pick(bag, 'inquiryKind')) ?? defaultKind,
    bureau: norm.bureau(pick(bag, 'bureau')) ?? fallbackBureau,
  };
}

export function publicRecordFrom(bag: FieldBag, fallbackBureau: Bureau | null): PublicRecord | null {
  const type = norm.text(pick(bag, 'recordType')) ?? norm.text(pick(bag, 'creditor'));
  if (!type) return null;
  return {
    type,
    court: norm.text(pick(bag, 'court')),
    filed: norm.date(pick(bag, 'date')),
    status: norm.text(pick(bag, 'status')),
    amount: norm.money(pick(bag, 'amount')),
    bureau: norm.bureau(pick(bag, 'bureau')) ?? fallbackBureau,
  };
}
