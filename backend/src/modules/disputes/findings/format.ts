import { type Bureau, BUREAU_LABELS, formatDollars } from '@finx/contracts';
import type { AccountView, RecordView } from '../../documents';

const STATUS: Record<NonNullable<AccountView['status']>, string> = {
  open: 'Open',
  closed: 'Closed',
  paid: 'Paid',
  chargeoff: 'Charged off',
  collection: 'Collection',
};
const PAYMENT: Record<NonNullable<AccountView['paymentStatus']>, string> = {
  current: 'Current',
  late_30: '30 days late',
  late_60: '60 days late',
  late_90: '90 days late',
  late_120: '120 days late',
  chargeoff: 'Charge-off',
  collection: 'Collection',
  bankruptcy: 'Included in bankruptcy',
};

export const bureauName = (b: Bureau) => BUREAU_LABELS[b];
export const statusLabel = (v: Pick<AccountView, 'status' | 'paymentStatus'>) =>
  [v.status ? STATUS[v.status] : null, v.paymentStatus && v.paymentStatus !== v.status ? PAYMENT[v.paymentStatus] : null].filter(Boolean).join(', ') ||
  'not reported';
export const lateMarks = (v: Pick<AccountView, 'latePayments'>) =>
  `${v.latePayments.late30}×30, ${v.latePayments.late60}×60, ${v.latePayments.late90}×90 days late`;

/** 'CHASE CARD SERVICES ****3301'. */
export const accountName = (v: Pick<AccountView, 'creditor' | 'last4' | 'masked'>) =>
  v.last4 ? `${v.creditor} ****${v.last4}` : v.masked ? `${v.creditor} ${v.masked}` : v.creditor;

/** Where the report shows a value: ' (page 3: "Balance $2,214")', or nothing when the reader did not note it. */
const shownAt = (v: AccountView, field: string) => {
  const source = v.sources?.[field];
  return source ? ` (${source.page ? `page ${source.page}: ` : ''}"${source.text.slice(0, 80)}")` : '';
};

/** The evidence line quoting one bureau's view: 'Experian: balance $1,250 (page 3: "Balance $1,250"), status Open, …'. */
export function viewLine(v: AccountView, extra: string[] = []): string {
  return [
    `${bureauName(v.bureau)}: ${accountName(v)}`,
    `balance ${v.balance === null ? 'not reported' : formatDollars(v.balance)}${shownAt(v, 'balance')}`,
    `status ${statusLabel(v)}${shownAt(v, 'status') || shownAt(v, 'paymentStatus')}`,
    `late payments ${lateMarks(v)}`,
    ...extra,
  ].join(', ');
}

export function recordLine(r: RecordView): string {
  return [
    `${bureauName(r.bureau)}: ${r.type}`,
    r.court ? `court ${r.court}` : null,
    r.filed ? `filed ${r.filed}` : null,
    r.status ? `status ${r.status}` : null,
    r.amount !== null ? `amount ${formatDollars(r.amount)}` : null,
  ]
    .filter(Boolean)
    .join(', ');
}
