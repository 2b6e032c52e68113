/**
 * A 3-bureau tradeline spreadsheet as exported by credit-monitoring and dispute tools: a title line with the report
 * date, then one row per account with TransUnion, Experian and Equifax side by side (status, balance, date reported),
 * cells left empty where a bureau does not report the account; hard inquiries (and in some exports soft ones) as rows
 * of their own with "Yes" under each bureau that shows them; public records last.
 */
import { chance, pick, type Rng } from '../../rng';
import type { Bureau, BureauView, CreditFile, Layout, TruthAccount } from '../../truth';

const HEADER = [
  'Creditor',
  'Account #',
  'Type',
  'TU Status',
  'TU Balance',
  'TU Date Reported',
  'EX Status',
  'EX Balance',
  'EX Date Reported',
  'EQ Status',
  'EQ Balance',
  'EQ Date Reported',
  'Date Opened',
  'Original Creditor',
  'Late 30',
  'Late 60',
  'Late 90',
];
const COLUMNS: Bureau[] = ['transunion', 'experian', 'equifax'];

function statusText(view: BureauView): string {
  if (view.paymentStatus === 'chargeoff') return view.status === 'paid' ? 'Paid Charge Off' : 'Charge Off';
  if (view.paymentStatus === 'collection') return view.status === 'paid' ? 'Paid Collection' : 'Collection';
  if (view.paymentStatus === 'bankruptcy') return 'Included in Bankruptcy';
  const late = { late_30: '30 Days Late', late_60: '60 Days Late', late_90: '90 Days Late', late_120: '120 Days Late' } as Record<string, string>;
  if (late[view.paymentStatus]) return late[view.paymentStatus]!;
  return { open: 'Open', closed: 'Closed', paid: 'Paid', chargeoff: 'Charge Off', collection: 'Collection' }[view.status];
}

const layout: Layout = {
  name: 'tradeline-csv-wide',
  describes:
    'A 3-bureau tradeline spreadsheet export (as credit-monitoring and dispute tools produce): one row per account with TransUnion, Experian and Equifax status, balance and date reported side by side, inquiry rows marked per bureau, a report-date title line.',
  scope: 'tri',
  scored: false,
  render(file: CreditFile, rng: Rng) {
    const iso = chance(rng, 0.25);
    const day = (d: string | null) => (!d ? '' : iso ? d : `${d.slice(5, 7)}/${d.slice(8, 10)}/${d.slice(0, 4)}`);
    const dollars = chance(rng, 0.6);
    const amount = (n: number | null) => (n === null ? '' : dollars ? `$${n.toLocaleString('en-US')}` : String(n));
    const maskChar = pick(rng, ['*', 'X', 'x']);
    const short = chance(rng, 0.5);
    const mask = (n: string) => maskChar.repeat(short ? 4 : Math.max(4, n.length - 4)) + n.slice(-4);
    const quoteAll = chance(rng, 0.5);
    const cell = (v: string | number) => {
      const s = String(v);
      return quoteAll || /[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
    };
    const line = (cells: (string | number)[]) => cells.map(cell).join(',');
    const reportDate = COLUMNS.map((b) => file.reports[b]?.reportDate ?? '')
      .sort()
      .at(-1)!;

    const accountRow = (a: TruthAccount) => {
      const perBureau = COLUMNS.flatMap((b) => {
        const view = a.byBureau[b];
        return view ? [statusText(view), amount(view.balance), day(view.lastReported)] : ['', '', ''];
      });
      return line([
        a.creditor,
        mask(a.accountNumber),
        a.typeDetail,
        ...perBureau,
        day(a.opened),
        a.originalCreditor ?? '',
        a.late.late30,
        a.late.late60,
        a.late.late90,
      ]);
    };
    const order = chance(rng, 0.5) ? [...file.accounts].sort((x, y) => x.creditor.localeCompare(y.creditor)) : file.accounts;
    const rows = order.map(accountRow);

    const withSoft = chance(rng, 0.5);
    const inquiryRows = new Map<string, { creditor: string; date: string; kind: string; bureaus: Set<Bureau> }>();
    for (const q of file.inquiries) {
      if (q.kind === 'soft' && !withSoft) continue;
      const key = `${q.kind}|${q.creditor}|${q.date}`;
      const row = inquiryRows.get(key) ?? { creditor: q.creditor, date: q.date, kind: q.kind, bureaus: new Set<Bureau>() };
      row.bureaus.add(q.bureau);
      inquiryRows.set(key, row);
    }
    const sorted = [...inquiryRows.values()].sort((x, y) => (x.kind === y.kind ? y.date.localeCompare(x.date) : x.kind === 'hard' ? -1 : 1));
    for (const q of sorted) {
      const marks = COLUMNS.flatMap((b) => [q.bureaus.has(b) ? 'Yes' : '', '', '']);
      rows.push(line([q.creditor, '', q.kind === 'hard' ? 'Hard Inquiry' : 'Soft Inquiry', ...marks, day(q.date), '', '', '', '']));
    }

    const records = new Map<string, { type: string; court: string; ref: string; filed: string; amount: number | null; status: Map<Bureau, string> }>();
    for (const r of file.publicRecords) {
      const rec = records.get(r.referenceNumber) ?? {
        type: r.type,
        court: r.court,
        ref: r.referenceNumber,
        filed: r.filed,
        amount: r.amount,
        status: new Map(),
      };
      rec.status.set(r.bureau, r.status);
      records.set(r.referenceNumber, rec);
    }
    for (const r of records.values()) {
      const perBureau = COLUMNS.flatMap((b) => (r.status.has(b) ? [r.status.get(b)!, amount(r.amount), day(r.filed)] : ['', '', '']));
      rows.push(line([r.court, r.ref, `Public Record - ${r.type}`, ...perBureau, day(r.filed), '', '', '', '']));
    }

    const title = `Credit report export — Report date ${day(reportDate)}`;
    const eol = chance(rng, 0.5) ? '\r\n' : '\n';
    const lines = [quoteAll ? cell(title) : title, ...(chance(rng, 0.4) ? [''] : []), line(HEADER), ...rows];
    return { kind: 'csv', content: lines.join(eol) + eol };
  },
};

export default layout;
