import type { Bureau, CreditReportReading, PaymentHistory } from '@finx/contracts';
import { BUREAUS } from '@finx/contracts';

type Reading = CreditReportReading;
type Account = Reading['accounts'][number];
type PublicRecord = Reading['publicRecords'][number];
type Inquiry = Reading['inquiries'][number];

/** A processed report as the documents module lists it (newest upload first). */
export interface ReportInput {
  id: number;
  reading: Reading;
}

/** What one bureau says of one account, in one report. */
export interface AccountView {
  reportId: number;
  /** Its place in the report's accounts (the score simulator changes that account of the reading). */
  accountIndex: number;
  bureau: Bureau;
  creditor: string;
  last4: string | null;
  masked: string | null;
  type: Account['type'];
  status: Account['status'];
  paymentStatus: Account['paymentStatus'];
  balance: number | null;
  creditLimit: number | null;
  highBalance: number | null;
  latePayments: Account['latePayments'];
  opened: string | null;
  closed: string | null;
  removalDate: string | null;
  dateOfFirstDelinquency: string | null;
  originalCreditor: string | null;
  /** Read since the Metro 2 consistency findings (issue 29): absent from readings stored before, or not printed. */
  pastDue?: number | null;
  lastPaymentDate?: string | null;
  datePaid?: string | null;
  chargeOffDate?: string | null;
  paymentHistory?: PaymentHistory;
  /** The furnisher's address and phone as the report prints them (letters name the company with them). */
  furnisher: { address: string | null; phone: string | null } | null;
  negative: boolean;
  /** Where the reader found the values (single-bureau reports): 'balance' → page 3, "Balance $2,214". */
  sources?: Account['sources'];
}

export interface RecordView extends PublicRecord {
  reportId: number;
  bureau: Bureau;
}

export interface InquiryView extends Inquiry {
  reportId: number;
  bureau: Bureau;
}

/** One bureau's file as of its newest report: the file findings compare. */
export interface BureauSnapshot {
  bureau: Bureau;
  reportId: number;
  reportDate: string | null;
  accounts: AccountView[];
  publicRecords: RecordView[];
  /** Hard inquiries, then the soft ones (never counted as hard). */
  inquiries: InquiryView[];
}

const lateCount = (l: Account['latePayments']) => l.late30 + l.late60 + l.late90;

/** Whether what the bureau says is adverse (a late mark, charge-off, collection or bankruptcy). */
export const isNegativeView = (v: Pick<AccountView, 'status' | 'paymentStatus' | 'latePayments' | 'type'>) =>
  (v.paymentStatus !== null && v.paymentStatus !== 'current') ||
  v.status === 'chargeoff' ||
  v.status === 'collection' ||
  v.type === 'collection' ||
  lateCount(v.latePayments) > 0;

/** The bureaus a report speaks for. */
function bureausOf(reading: Reading): Bureau[] {
  if (reading.bureaus?.length) return reading.bureaus.map((b) => b.bureau);
  if (reading.bureau) return [reading.bureau];
  const named = new Set<Bureau>();
  for (const a of reading.accounts) {
    if (a.bureau) named.add(a.bureau);
    for (const b of Object.keys(a.byBureau ?? {})) named.add(b as Bureau);
  }
  return BUREAUS.filter((b) => named.has(b));
}

function viewOf(reportId: number, bureau: Bureau, a: Account, accountIndex: number, only: boolean): AccountView | null {
  const own = a.byBureau?.[bureau];
  if (a.byBureau && !own) return null;
  if (!a.byBureau && a.bureau !== bureau && !(a.bureau === null && only)) return null;
  const facts = own ?? a;
  const view: AccountView = {
    reportId,
    accountIndex,
    bureau,
    creditor: a.creditor,
    last4: a.accountNumberLast4,
    masked: a.accountNumberMasked,
    type: a.type,
    status: facts.status,
    paymentStatus: facts.paymentStatus,
    balance: facts.balance,
    creditLimit: facts.creditLimit,
    highBalance: facts.highBalance,
    latePayments: facts.latePayments,
    opened: a.opened,
    closed: a.closed,
    removalDate: a.removalDate ?? null,
    dateOfFirstDelinquency: a.dateOfFirstDelinquency,
    originalCreditor: a.originalCreditor,
    pastDue: (own ?? a).pastDue ?? null,
    lastPaymentDate: a.lastPaymentDate ?? null,
    datePaid: a.datePaid ?? null,
    chargeOffDate: a.chargeOffDate ?? null,
    paymentHistory: (own ?? a).paymentHistory ?? [],
    furnisher: a.furnisher ?? null,
    negative: false,
    ...(a.sources && !own ? { sources: a.sources } : {}),
  };
  view.negative = own ? isNegativeView(view) : a.negative || isNegativeView(view);
  return view;
}

/**
 * Each bureau's newest file among the reports: per bureau the report with the latest report date (the newer
 * upload when equal). A 3-bureau report gives each of its bureaus its column (byBureau).
 */
export function bureauSnapshots(reports: ReportInput[]): Map<Bureau, BureauSnapshot> {
  const snapshots = new Map<Bureau, BureauSnapshot>();
  for (const { id, reading } of reports) {
    const bureaus = bureausOf(reading);
    for (const bureau of bureaus) {
      const reportDate = reading.bureaus?.find((b) => b.bureau === bureau)?.reportDate ?? reading.reportDate;
      const current = snapshots.get(bureau);
      if (current && (current.reportDate ?? '') >= (reportDate ?? '')) continue;
      const only = bureaus.length === 1;
      const ofBureau = (item: { bureau: Bureau | null }) => item.bureau === bureau || (item.bureau === null && only);
      snapshots.set(bureau, {
        bureau,
        reportId: id,
        reportDate,
        accounts: reading.accounts.map((a, i) => viewOf(id, bureau, a, i, only)).filter((v): v is AccountView => v !== null),
        publicRecords: reading.publicRecords.filter(ofBureau).map((r) => ({ ...r, reportId: id, bureau })),
        inquiries: [...reading.inquiries, ...reading.softInquiries].filter(ofBureau).map((q) => ({ ...q, reportId: id, bureau })),
      });
    }
  }
  return snapshots;
}
