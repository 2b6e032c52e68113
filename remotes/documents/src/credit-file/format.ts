/** How the Credit File writes what the reports say: labels, calendar days, money and where a value was read. */
import {
  type ACCOUNT_STATUSES,
  type ACCOUNT_TYPES,
  BUREAU_LABELS,
  formatCalendarDate,
  type INQUIRY_KINDS,
  type PAYMENT_STATUSES,
  type Bureau,
  type CreditFileAccount,
  type CreditFileBureau,
  type Provenance,
  formatDollars,
} from '@finx/contracts';

export const ACCOUNT_TYPE_LABELS: Record<(typeof ACCOUNT_TYPES)[number], string> = {
  revolving: 'Revolving',
  installment: 'Installment',
  mortgage: 'Mortgage',
  collection: 'Collection',
  open: 'Open account',
};

export const ACCOUNT_STATUS_LABELS: Record<(typeof ACCOUNT_STATUSES)[number], string> = {
  open: 'Open',
  closed: 'Closed',
  paid: 'Paid',
  chargeoff: 'Charge-off',
  collection: 'Collection',
};

export const PAYMENT_STATUS_LABELS: Record<(typeof PAYMENT_STATUSES)[number], string> = {
  current: 'Current',
  late_30: '30 days late',
  late_60: '60 days late',
  late_90: '90 days late',
  late_120: '120 days late',
  chargeoff: 'Charge-off',
  collection: 'Collection',
  bankruptcy: 'Bankruptcy',
};

export const INQUIRY_KIND_LABELS: Record<(typeof INQUIRY_KINDS)[number], string> = {
  hard: 'Hard inquiry',
  soft: 'Soft inquiry',
  promotional: 'Promotional inquiry',
  account_review: 'Account review',
};

/** A report's date: 'Feb 9, 2026', or 'Feb 2026' when the report gives only the month (a day is never invented); its own text when unreadable. */
export const reportDay = (value: string | null | undefined): string => (value ? formatCalendarDate(value) || value : '');

/** '$2,214', or '—' when the report gives none. */
export const money = (value: number | null | undefined) => (value === null || value === undefined ? '—' : formatDollars(value));

/** '34%', or '—' without a balance and a limit. */
export const percent = (value: number | null | undefined) => (value === null || value === undefined ? '—' : `${value}%`);

/** 'Experian, Equifax and TransUnion' ('… or TransUnion' with `or`). */
export function bureauList(bureaus: readonly Bureau[], conjunction: 'and' | 'or' = 'and'): string {
  const names = bureaus.map((b) => BUREAU_LABELS[b]);
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} ${conjunction} ${names[names.length - 1]}`;
}

/** 'Experian · FICO Score 8 · Feb 9, 2026' (the parts the report gives). */
export function scoreLabel(b: Pick<CreditFileBureau, 'bureau' | 'scoreModel' | 'reportDate'>): string {
  return [BUREAU_LABELS[b.bureau], b.scoreModel, reportDay(b.reportDate)].filter(Boolean).join(' · ');
}

/** The reader's confidence below which a reading is flagged for the user to check. */
export const LOW_CONFIDENCE = 0.8;
export const isDoubtful = (b: Pick<CreditFileBureau, 'confidence' | 'failedChecks'>) =>
  (b.confidence !== null && b.confidence < LOW_CONFIDENCE) || b.failedChecks.length > 0;

/** 'experian-report.pdf, page 3: “Balance $2,214”' (the parts the reader kept). */
export function provenanceText(p: Provenance): string {
  return `${p.fileName}${p.page !== null ? `, page ${p.page}` : ''}${p.text ? `: “${p.text}”` : ''}`;
}

/** "Creditor ****1234" as the screens name an account. */
export const accountName = (a: Pick<CreditFileAccount, 'creditor' | 'last4'>) => `${a.creditor}${a.last4 ? ` ****${a.last4}` : ''}`;

/** A collection account (any bureau calls it one): disputing it as not owed is also a debt-validation demand. */
export const isCollection = (a: CreditFileAccount) =>
  a.type === 'collection' || a.bureaus.some((b) => b.status === 'collection' || b.paymentStatus === 'collection');
