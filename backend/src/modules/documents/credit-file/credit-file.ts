import { createHash } from 'node:crypto';
import {
  ACCOUNT_FIELDS_COMPARED,
  type AccountAtBureau,
  type Bureau,
  BUREAU_LABELS,
  BUREAUS,
  type CreditFile,
  type CreditFileAccount,
  type CreditFileBureau,
  type CreditFileInquiry,
  type CreditFilePublicRecord,
  type Provenance,
  type ReadingSource,
} from '@finx/contracts';
import type { ProcessedReport } from '../documents.service';
import { type AccountGroup, groupAccounts } from './accounts';
import { creditorKey } from './creditor-names';
import { type AccountView, bureauSnapshots, type BureauSnapshot, type InquiryView, type RecordView } from './snapshots';

/** 24 hex digits naming an item while the readings are the same. */
const itemKey = (...parts: (string | null)[]) =>
  createHash('sha256')
    .update(parts.map((p) => p ?? '').join('|'))
    .digest('hex')
    .slice(0, 24);

/** The bureaus' views of one account, in BUREAUS order. */
const viewsOf = (group: AccountGroup) => BUREAUS.flatMap((b) => (group.has(b) ? [group.get(b)!] : []));
/** The key of an account of the file (named by the first bureau's view), of an inquiry and of a public record. */
export const accountKey = (group: AccountGroup) => {
  const first = viewsOf(group)[0]!;
  return itemKey('account', creditorKey(first.creditor), first.last4 ?? first.opened);
};
export const inquiryKey = (q: Pick<InquiryView, 'creditor' | 'date' | 'kind'>) => itemKey('inquiry', creditorKey(q.creditor), q.date, q.kind);
export const recordKey = (r: Pick<RecordView, 'type' | 'filed'>) => itemKey('record', r.type.toLowerCase(), r.filed);

/** The report behind a value, with the page and text the reader kept for it (a full number is never kept). */
function provenance(report: ProcessedReport, source?: ReadingSource): Provenance {
  return { documentId: report.id, fileName: report.fileName, page: source?.page ?? null, text: source?.text ?? null };
}

const utilization = (v: AccountView) => (v.balance !== null && v.creditLimit ? Math.round((v.balance / v.creditLimit) * 100) : null);

function accountAt(v: AccountView, report: ProcessedReport): AccountAtBureau {
  return {
    bureau: v.bureau,
    status: v.status,
    paymentStatus: v.paymentStatus,
    balance: v.balance,
    creditLimit: v.creditLimit,
    highBalance: v.highBalance,
    utilization: utilization(v),
    latePayments: v.latePayments,
    opened: v.opened,
    closed: v.closed,
    dateOfFirstDelinquency: v.dateOfFirstDelinquency,
    removalDate: v.removalDate,
    negative: v.negative,
    source: provenance(report),
    fieldSources: Object.fromEntries(Object.entries(v.sources ?? {}).map(([field, s]) => [field, provenance(report, s)])),
  };
}

/** The fields whose values differ between the bureaus reporting the account (a value one bureau leaves out is not a difference). */
function disagreements(views: AccountAtBureau[]): CreditFileAccount['disagreements'] {
  return ACCOUNT_FIELDS_COMPARED.filter((field) => {
    const values = views
      .map((v) => v[field])
      .filter((x) => x !== null)
      .map((x) => JSON.stringify(x));
    return new Set(values).size > 1;
  });
}

function accountsOf(snapshots: Map<Bureau, BureauSnapshot>, reportOf: (id: number) => ProcessedReport): CreditFileAccount[] {
  const accounts = groupAccounts(snapshots).map((group): CreditFileAccount => {
    const views = viewsOf(group);
    const first = views[0]!;
    const bureaus = views.map((v) => accountAt(v, reportOf(v.reportId)));
    return {
      kind: 'account',
      key: accountKey(group),
      creditor: first.creditor,
      accountNumberMasked: views.find((v) => v.masked)?.masked ?? null,
      last4: views.find((v) => v.last4)?.last4 ?? null,
      type: first.type,
      originalCreditor: views.find((v) => v.originalCreditor)?.originalCreditor ?? null,
      negative: views.some((v) => v.negative),
      bureaus,
      disagreements: bureaus.length > 1 ? disagreements(bureaus) : [],
      disputes: [],
    };
  });
  // negative items first, then the largest balances
  const balance = (a: CreditFileAccount) => Math.max(0, ...a.bureaus.map((b) => b.balance ?? 0));
  return accounts.sort((a, b) => Number(b.negative) - Number(a.negative) || balance(b) - balance(a) || a.creditor.localeCompare(b.creditor));
}

/** Items the bureaus report alike (an inquiry, a public record) joined by `keyOf` into one item with a line per bureau. */
function joined<V extends { bureau: Bureau }>(
  snapshots: Map<Bureau, BureauSnapshot>,
  viewsOf: (s: BureauSnapshot) => V[],
  keyOf: (v: V) => string,
): [string, [V, ...V[]]][] {
  const items = new Map<string, [V, ...V[]]>();
  for (const snapshot of BUREAUS.flatMap((b) => snapshots.get(b) ?? [])) {
    for (const v of viewsOf(snapshot)) {
      const key = keyOf(v);
      const item = items.get(key);
      if (!item) items.set(key, [v]);
      else if (!item.some((x) => x.bureau === v.bureau)) item.push(v);
    }
  }
  return [...items.entries()];
}

function inquiriesOf(snapshots: Map<Bureau, BureauSnapshot>, reportOf: (id: number) => ProcessedReport): CreditFileInquiry[] {
  const hard = (q: CreditFileInquiry) => Number(q.inquiryKind === 'hard');
  return joined<InquiryView>(snapshots, (s) => s.inquiries, inquiryKey)
    .map(
      ([key, views]): CreditFileInquiry => ({
        kind: 'inquiry',
        key,
        creditor: views[0].creditor,
        inquiryKind: views[0].kind,
        bureaus: views.map((q) => ({ bureau: q.bureau, date: q.date, source: provenance(reportOf(q.reportId)) })),
        disputes: [],
      }),
    )
    .sort((a, b) => hard(b) - hard(a) || (b.bureaus[0]!.date ?? '').localeCompare(a.bureaus[0]!.date ?? ''));
}

function publicRecordsOf(snapshots: Map<Bureau, BureauSnapshot>, reportOf: (id: number) => ProcessedReport): CreditFilePublicRecord[] {
  return joined<RecordView>(snapshots, (s) => s.publicRecords, recordKey).map(([key, views]) => ({
    kind: 'public_record',
    key,
    type: views[0].type,
    court: views.find((r) => r.court)?.court ?? null,
    filed: views[0].filed,
    bureaus: views.map((r) => ({ bureau: r.bureau, status: r.status, amount: r.amount, source: provenance(reportOf(r.reportId)) })),
    disputes: [],
  }));
}

function bureauOf(s: BureauSnapshot, report: ProcessedReport): CreditFileBureau {
  const { reading } = report;
  const own = reading.bureaus?.find((b) => b.bureau === s.bureau);
  return {
    bureau: s.bureau,
    documentId: report.id,
    fileName: report.fileName,
    format: reading.format,
    uploadDate: report.uploadDate.toISOString(),
    reportDate: s.reportDate,
    score: own ? own.creditScore : reading.creditScore,
    scoreModel: own ? own.scoreModel : reading.scoreModel,
    confidence: reading.confidence ?? null,
    failedChecks: (reading.checks ?? []).filter((c) => !c.ok && checkOf(c.label, s.bureau)).map((c) => c.label),
  };
}

/** A check of a 3-bureau report names its bureau ('Open accounts (Experian)'); one without a name is the report's. */
const checkOf = (label: string, bureau: Bureau) => !/\((Experian|Equifax|TransUnion)\)/.test(label) || label.includes(`(${BUREAU_LABELS[bureau]})`);

/**
 * The user's processed reports as one file: each bureau's newest report, its accounts grouped across bureaus
 * (negative first, with the fields the bureaus disagree on), its inquiries (hard first) and public records.
 * Items come without disputes (the disputes module adds them). Pure: the same reports give the same file, keys included.
 */
export function readCreditFile(reports: ProcessedReport[]): CreditFile {
  const snapshots = bureauSnapshots(reports);
  const byId = new Map(reports.map((r) => [r.id, r]));
  const reportOf = (id: number) => byId.get(id)!;
  return {
    bureaus: BUREAUS.flatMap((b) => (snapshots.has(b) ? [bureauOf(snapshots.get(b)!, reportOf(snapshots.get(b)!.reportId))] : [])),
    accounts: accountsOf(snapshots, reportOf),
    inquiries: inquiriesOf(snapshots, reportOf),
    publicRecords: publicRecordsOf(snapshots, reportOf),
  };
}
