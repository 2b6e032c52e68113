import type { Bureau, BureauView, CreditFile, Layout, Rendered, TruthAccount } from '../../truth';
import { BUREAU_NAMES } from '../../truth';

const money = (n: number | null): string => (n == null ? '' : `$${n.toLocaleString('en-US')}`);
const mdy = (d: string | null): string => (d ? `${d.slice(5, 7)}/${d.slice(8, 10) || '01'}/${d.slice(0, 4)}` : '');

/** Each bureau masks differently in 3-bureau exports: TransUnion keeps leading digits, Experian uses X, Equifax a short star mask. */
function mask(num: string, b: Bureau): string {
  const last = num.slice(-4);
  if (b === 'equifax') return `*${last}`;
  const head = b === 'transunion' ? Math.max(0, Math.min(6, num.length - 8)) : Math.max(0, Math.min(4, num.length - 8));
  return num.slice(0, head) + (b === 'transunion' ? '*' : 'X').repeat(Math.max(2, num.length - head - 4)) + last;
}

const GENERIC: Record<TruthAccount['type'], string> = {
  revolving: 'Revolving',
  installment: 'Installment',
  mortgage: 'Mortgage',
  collection: 'Collection',
  open: 'Open',
};
const ACCOUNT_STATUS: Record<BureauView['status'], string> = {
  open: 'Open',
  closed: 'Closed',
  paid: 'Paid',
  chargeoff: 'Charged Off',
  collection: 'Collection',
};
const PAYMENT_STATUS: Record<BureauView['paymentStatus'], string> = {
  current: 'Current',
  late_30: '30 Days Late',
  late_60: '60 Days Late',
  late_90: '90 Days Late',
  late_120: '120+ Days Late',
  chargeoff: 'Charge-off',
  collection: 'Collection',
  bankruptcy: 'Bankruptcy',
};

/** 30 / 60 / 90+ day marks counted from this bureau's grid. */
function lateCounts(v: BureauView): string {
  let l30 = 0;
  let l60 = 0;
  let l90 = 0;
  for (const g of v.paymentGrid) {
    if (g.code === '30') l30++;
    else if (g.code === '60') l60++;
    else if (['90', '120', '150', '180'].includes(g.code)) l90++;
  }
  return `${l30}/${l60}/${l90}`;
}

type Row = Record<string, string>;

const layout: Layout = {
  name: 'tradeline-csv',
  describes:
    'A 3-bureau tradeline export as credit-repair and monitoring tools download it: one CSV row per account per bureau with a Bureau column, bureau-specific account masks, quoted dollar amounts and empty cells, hard inquiries and public records as extra rows of the same table.',
  scope: 'tri',
  scored: false,
  render(file: CreditFile, rng: () => number): Rendered {
    const genericType = rng() < 0.5;
    const optional = ['Responsibility', 'Monthly Payment', 'Remarks'].filter(() => rng() < 0.6);
    const headers = [
      'Creditor Name',
      'Account Number (masked)',
      'Bureau',
      'Account Type',
      'Account Status',
      'Payment Status',
      'Balance',
      'Credit Limit',
      'High Balance',
      'Date Opened',
      'Date Closed',
      'Past Due',
      'Original Creditor',
      'Date Reported',
      'Times 30/60/90 Days Late',
      ...optional,
      'Report Date',
    ];
    const reportDate = (b: Bureau): string => mdy(file.reports[b]?.reportDate ?? null);
    const rows: Row[] = [];
    for (const a of file.accounts) {
      for (const b of file.bureaus) {
        const v = a.byBureau[b];
        if (!v) continue;
        rows.push({
          'Creditor Name': a.creditor,
          'Account Number (masked)': mask(a.accountNumber, b),
          Bureau: BUREAU_NAMES[b],
          'Account Type': genericType ? GENERIC[a.type] : a.typeDetail,
          'Account Status': ACCOUNT_STATUS[v.status],
          'Payment Status': PAYMENT_STATUS[v.paymentStatus],
          Balance: money(v.balance),
          'Credit Limit': money(a.creditLimit),
          'High Balance': money(a.highBalance),
          'Date Opened': mdy(a.opened),
          'Date Closed': mdy(a.closed),
          'Past Due': money(v.pastDue),
          'Original Creditor': a.originalCreditor ?? '',
          'Date Reported': mdy(v.lastReported),
          'Times 30/60/90 Days Late': lateCounts(v),
          Responsibility: a.responsibility,
          'Monthly Payment': money(a.monthlyPayment),
          Remarks: a.remarks.join('; '),
          'Report Date': reportDate(b),
        });
      }
    }
    const order = file.bureaus;
    if (rng() < 0.5) rows.sort((x, y) => order.indexOf(bureauOf(x)) - order.indexOf(bureauOf(y)));

    for (const r of file.publicRecords) {
      if (!order.includes(r.bureau)) continue;
      rows.push({
        'Creditor Name': r.court,
        'Account Number (masked)': r.referenceNumber,
        Bureau: BUREAU_NAMES[r.bureau],
        'Account Type': 'Public Record',
        'Account Status': r.status,
        'Payment Status': r.type,
        Balance: money(r.amount),
        'Date Opened': mdy(r.filed),
        'Report Date': reportDate(r.bureau),
      });
    }
    // Hard inquiries only, as rows of their own; soft inquiries are not exported.
    for (const q of file.inquiries) {
      if (q.kind !== 'hard' || !order.includes(q.bureau)) continue;
      rows.push({
        'Creditor Name': q.creditor,
        Bureau: BUREAU_NAMES[q.bureau],
        'Account Type': 'Inquiry',
        'Date Opened': mdy(q.date),
        'Report Date': reportDate(q.bureau),
      });
    }

    const quoteAll = rng() < 0.5;
    const cell = (s: string): string => (quoteAll || /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);
    const eol = rng() < 0.5 ? '\r\n' : '\n';
    const lines = [headers.map(cell).join(','), ...rows.map((r) => headers.map((h) => cell(r[h] ?? '')).join(','))];
    return { kind: 'csv', content: lines.join(eol) + eol };
  },
};

const bureauOf = (r: Row): Bureau => (Object.entries(BUREAU_NAMES).find(([, n]) => n === r.Bureau)?.[0] ?? 'transunion') as Bureau;

export default layout;
