/**
 * A credit-repair CRM's spreadsheet export of an imported 3-bureau report: one row per account per bureau, hard
 * inquiries and public records as rows of their own, CRLF line ends, fields quoted when they hold commas or quotes.
 */
import type { Bureau, BureauView, CreditFile, GridCode, Layout, TruthAccount } from '../../truth';

const ORDER: Bureau[] = ['transunion', 'experian', 'equifax'];
const CODES: Record<Bureau, string> = { transunion: 'TU', experian: 'EXP', equifax: 'EQF' };
const LATE: GridCode[] = ['30', '60', '90', '120', '150', '180'];

const HEADER = [
  'Client',
  'Report Date',
  'Bureau',
  'Furnisher',
  'Acct No',
  'Type',
  'Responsibility',
  'Open Date',
  'Closed Date',
  'Balance',
  'High Credit',
  'Credit Limit',
  'Past Due',
  'Monthly Pmt',
  'Status',
  'Pay Status',
  'Date Reported',
  '30 Day Lates',
  '60 Day Lates',
  '90 Day Lates',
  'Orig. Creditor',
  'Remarks',
  'Negative',
  'Dispute Round',
  'Notes',
] as const;
type Column = (typeof HEADER)[number];
type Row = Partial<Record<Column, string>>;

function lates(v: BureauView): [number, number, number] {
  const n = (codes: GridCode[]) => v.paymentGrid.filter((g) => codes.includes(g.code)).length;
  return [n(['30']), n(['60']), n(['90', '120', '150', '180'])];
}

function isNegative(a: TruthAccount, v: BureauView): boolean {
  if (a.type === 'collection' || v.status === 'chargeoff' || v.status === 'collection' || v.paymentStatus !== 'current') return true;
  return v.paymentGrid.some((g) => LATE.includes(g.code));
}

function statusOf(v: BureauView): string {
  return { open: 'Open', closed: 'Closed', paid: 'Paid', chargeoff: 'Charged Off', collection: 'Collection' }[v.status];
}

function payStatusOf(v: BureauView): string {
  const words: Record<string, string> = {
    current: 'Current',
    late_30: '30 Days Late',
    late_60: '60 Days Late',
    late_90: '90 Days Late',
    late_120: '120 Days Late',
    chargeoff: 'Charge-Off',
    collection: 'Collection',
    bankruptcy: 'Included in Bankruptcy',
  };
  return words[v.paymentStatus] ?? v.paymentStatus;
}

function typeOf(a: TruthAccount): string {
  if (a.type === 'collection') return 'Collection';
  return `${{ revolving: 'Revolving', installment: 'Installment', mortgage: 'Mortgage', open: 'Open' }[a.type]} - ${a.typeDetail}`;
}

function noteFor(a: TruthAccount, v: BureauView, others: Bureau[]): string {
  const notes: string[] = [];
  if (a.originalCreditor) notes.push(`Debt originally with ${a.originalCreditor}`);
  if (a.onRecordUntil) notes.push(`Falls off ${a.onRecordUntil.slice(5, 7)}/${a.onRecordUntil.slice(0, 4)}`);
  const differing = others.filter((b) => a.byBureau[b] && a.byBureau[b]!.balance !== v.balance);
  if (differing.length > 0) notes.push(`Balance differs from ${differing.map((b) => CODES[b]).join('/')}`);
  const missing = ORDER.filter((b) => !a.byBureau[b]);
  if (missing.length > 0) notes.push(`Not reported to ${missing.map((b) => CODES[b]).join(', ')}`);
  return notes.join('; ');
}

function render(file: CreditFile, rng: () => number): string {
  const quoteAll = rng() < 0.35;
  const dollars = rng() < 0.5;
  const isoDates = rng() < 0.25;
  const byBureauFirst = rng() < 0.5;
  const maskChar = rng() < 0.6 ? 'X' : '*';
  const date = (d: string | null | undefined) => (!d ? '' : isoDates ? d : `${d.slice(5, 7)}/${d.slice(8, 10)}/${d.slice(0, 4)}`);
  const amount = (n: number | null | undefined) => (n == null ? '' : dollars ? `$${n.toLocaleString('en-US')}.00` : String(n));
  const mask = (n: string) => `${maskChar.repeat(Math.min(8, n.length - 4))}${n.slice(-4)}`;
  const cell = (s: string) => (quoteAll || /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);
  const client = file.consumer.name.toUpperCase();
  const reportDate = (b: Bureau) => date(file.reports[b]!.reportDate);

  const rows: { bureau: Bureau; key: string; row: Row }[] = [];
  file.accounts.forEach((a, i) => {
    for (const b of ORDER) {
      const v = a.byBureau[b];
      if (!v) continue;
      const [l30, l60, l90] = lates(v);
      const negative = isNegative(a, v);
      rows.push({
        bureau: b,
        key: `${String(i).padStart(3, '0')}`,
        row: {
          Bureau: CODES[b],
          Furnisher: a.creditor,
          'Acct No': mask(a.accountNumber),
          Type: typeOf(a),
          Responsibility: a.responsibility,
          'Open Date': date(a.opened),
          'Closed Date': date(a.closed),
          Balance: amount(v.balance),
          'High Credit': amount(a.highBalance),
          'Credit Limit': amount(a.creditLimit),
          'Past Due': amount(v.pastDue),
          'Monthly Pmt': amount(a.monthlyPayment),
          Status: statusOf(v),
          'Pay Status': payStatusOf(v),
          'Date Reported': date(v.lastReported),
          '30 Day Lates': String(l30),
          '60 Day Lates': String(l60),
          '90 Day Lates': String(l90),
          'Orig. Creditor': a.originalCreditor ?? '',
          Remarks: a.remarks.join(', '),
          Negative: negative ? 'Y' : 'N',
          'Dispute Round': negative ? String(1 + Math.floor(rng() * 2)) : '',
          Notes: noteFor(
            a,
            v,
            ORDER.filter((o) => o !== b),
          ),
        },
      });
    }
  });
  if (byBureauFirst) rows.sort((x, y) => ORDER.indexOf(x.bureau) - ORDER.indexOf(y.bureau) || x.key.localeCompare(y.key));

  const extra: Row[] = [];
  for (const r of file.publicRecords) {
    extra.push({
      Bureau: CODES[r.bureau],
      Furnisher: r.court,
      'Acct No': r.referenceNumber,
      Type: 'Public Record',
      'Open Date': date(r.filed),
      Balance: amount(r.amount),
      Status: r.status,
      'Pay Status': r.type,
      Negative: 'Y',
      'Dispute Round': '1',
    });
  }
  for (const q of file.inquiries.filter((x) => x.kind === 'hard')) {
    extra.push({
      Bureau: CODES[q.bureau],
      Furnisher: q.creditor,
      Type: 'Hard Inquiry',
      'Open Date': date(q.date),
      Remarks: q.purpose,
      Negative: 'N',
      Notes: rng() < 0.3 ? 'Unauthorized? ask client' : '',
    });
  }

  const bureauOf = (row: Row) => ORDER.find((b) => CODES[b] === row.Bureau)!;
  const lines = [HEADER.map(cell).join(',')];
  for (const row of [...rows.map((r) => r.row), ...extra]) {
    const full: Row = { ...row, Client: client, 'Report Date': reportDate(bureauOf(row)) };
    lines.push(HEADER.map((h) => cell(full[h] ?? '')).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}

const layout: Layout = {
  name: 'tradeline-csv-export',
  describes:
    "A credit-repair CRM's CSV export of an imported three-bureau report: a row per account per bureau (TU/EXP/EQF) with balances, statuses and late counts, plus hard inquiries and public records as rows.",
  scope: 'tri',
  scored: false,
  render: (file, rng) => ({ kind: 'csv', content: render(file, rng) }),
};

export default layout;
