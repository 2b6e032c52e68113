import type { CreditFile, Layout, TruthAccount } from '../../truth';
import { BUREAU_NAMES } from '../../truth';

// One bureau's tradelines saved from a spreadsheet app in a European locale: UTF-8 BOM, semicolon separators,
// CRLF line ends, decimal commas, and the hard and soft inquiries and public records as extra rows marked in Status.

const STATUS: Record<string, string> = {
  open: 'Open',
  closed: 'Closed',
  paid: 'Paid',
  chargeoff: 'Charged Off',
  collection: 'Collection',
};
const PAY: Record<string, string> = {
  current: 'Current',
  late_30: '30 Days Late',
  late_60: '60 Days Late',
  late_90: '90 Days Late',
  late_120: '120 Days Late',
  chargeoff: 'Charge Off',
  collection: 'In Collection',
  bankruptcy: 'Bankruptcy',
};

function cell(s: string | number | null): string {
  if (s === null) return '';
  const t = String(s);
  return /[;"\r\n]/.test(t) ? `"${t.replace(/"/g, '""')}"` : t;
}

const layout: Layout = {
  name: 'tradeline-csv-single',
  describes:
    "A spreadsheet (CSV) export of one bureau's tradelines as a European-locale spreadsheet app saves it: BOM, semicolons, one row per account with late counts, and inquiries and public records as extra rows.",
  scope: 'single',
  scored: false,
  render(file: CreditFile, rng: () => number) {
    const b = file.bureaus[0];
    const rep = file.reports[b]!;
    const comma = rng() < 0.6;
    const iso = rng() < 0.3;
    const titleRow = rng() < 0.5;
    const money = (n: number | null) => (n === null ? null : comma ? `${n},00` : String(n));
    const date = (d: string | null) => {
      if (!d) return null;
      const [y, m, day] = d.split('-');
      return iso ? d : `${m}/${day}/${y}`;
    };
    const header = [
      'Company',
      'Acct #',
      'Type',
      'Responsibility',
      'Opened',
      'Closed',
      'Balance ($)',
      'Limit',
      'High Balance',
      'Monthly Pmt',
      'Past Due',
      'Status',
      'Pay Status',
      'Last Activity',
      'Late 30',
      'Late 60',
      'Late 90+',
      'Original Creditor',
      'Remarks',
    ];
    if (!titleRow) header.push('Bureau', 'Report Date');
    const extra = titleRow ? [] : [BUREAU_NAMES[b], date(rep.reportDate)];
    const rows: (string | number | null)[][] = [];
    const acctRow = (a: TruthAccount) => {
      const v = a.byBureau[b]!;
      rows.push([
        a.creditor,
        `xxxx${a.accountNumber.slice(-4)}`,
        a.typeDetail,
        a.responsibility,
        date(a.opened),
        date(a.closed),
        money(v.balance),
        money(a.creditLimit),
        money(a.highBalance),
        money(a.monthlyPayment),
        money(v.pastDue),
        STATUS[v.status],
        PAY[v.paymentStatus],
        date(v.lastReported),
        a.late.late30,
        a.late.late60,
        a.late.late90,
        a.originalCreditor,
        a.remarks.join(' | ') || null,
        ...extra,
      ]);
    };
    file.accounts.filter((a) => a.byBureau[b]).forEach(acctRow);
    const blankRow = (fill: Partial<Record<string, string | null>>) => header.map((h) => fill[h] ?? null);
    const inq = file.inquiries.filter((q) => q.bureau === b).sort((x, y) => y.date.localeCompare(x.date));
    for (const q of [...inq.filter((x) => x.kind === 'hard'), ...inq.filter((x) => x.kind === 'soft')]) {
      rows.push(
        blankRow({
          Company: q.creditor,
          Type: q.purpose,
          Opened: date(q.date),
          Status: q.kind === 'hard' ? 'Inquiry' : 'Soft Inquiry',
          'Last Activity': date(q.date),
          Bureau: extra[0] ?? null,
          'Report Date': extra[1] ?? null,
        }),
      );
    }
    for (const r of file.publicRecords.filter((x) => x.bureau === b)) {
      rows.push(
        blankRow({
          Company: r.court,
          'Acct #': r.referenceNumber,
          Type: r.type,
          Opened: date(r.filed),
          'Balance ($)': money(r.amount),
          Status: 'Public Record',
          'Pay Status': r.status,
          Bureau: extra[0] ?? null,
          'Report Date': extra[1] ?? null,
        }),
      );
    }
    const lines: string[] = [];
    if (titleRow) {
      lines.push(cell(`${BUREAU_NAMES[b]} tradelines - report date ${date(rep.reportDate)}`) + ';'.repeat(header.length - 1));
      lines.push(';'.repeat(header.length - 1));
    }
    lines.push(header.map(cell).join(';'));
    for (const r of rows) lines.push(r.map(cell).join(';'));
    return { kind: 'csv', content: `\uFEFF${lines.join('\r\n')}\r\n` };
  },
};

export default layout;
