/**
 * Text selected and copied from a free credit-monitoring site's pages (Credit Karma style): the VantageScore 3.0
 * overview with the score alone on its line and the credit factors, then the bureau's report page: accounts by
 * category, each with its label and value on separate lines (as copied out of the page's boxes), a payment history
 * table copied as tab-separated rows, remarks and creditor contact; collections, public records and hard inquiries.
 */
import { monthsBetween } from '../../dates';
import { chance, int, pick, type Rng } from '../../rng';
import { BUREAU_NAMES, type BureauView, type CreditFile, type Layout, type PaymentStatus, type TruthAccount } from '../../truth';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const money = (n: number): string => `$${n.toLocaleString('en-US')}`;
const day = (d: string): string => `${MONTHS[Number(d.slice(5, 7)) - 1]} ${Number(d.slice(8, 10))}, ${d.slice(0, 4)}`;
const monthYear = (d: string): string => `${MONTHS[Number(d.slice(5, 7)) - 1]} ${d.slice(0, 4)}`;

const PAYMENT: Record<PaymentStatus, string> = {
  current: 'Current',
  late_30: '30 days late',
  late_60: '60 days late',
  late_90: '90 days late',
  late_120: '120+ days late',
  chargeoff: 'Charged off',
  collection: 'Collection',
  bankruptcy: 'Included in bankruptcy',
};
const MARK: Record<string, string> = { OK: '✓', ND: '', CO: 'CO', COL: 'CL' };

function category(a: TruthAccount): string {
  if (a.type === 'collection') return 'Collections';
  if (a.type === 'revolving' || a.type === 'open') return 'Credit cards';
  if (a.type === 'mortgage') return 'Home loans';
  if (a.typeDetail === 'Auto Loan') return 'Auto loans';
  if (a.typeDetail === 'Student Loan') return 'Student loans';
  return 'Other loans';
}
const CATEGORIES = ['Credit cards', 'Auto loans', 'Student loans', 'Home loans', 'Other loans', 'Collections'];

function history(v: BureauView): string[] {
  const byMonth = new Map(v.paymentGrid.map((g) => [g.month, g.code]));
  const years = [...new Set(v.paymentGrid.map((g) => g.month.slice(0, 4)))].sort().reverse();
  const lines = ['Payment history', `\t${MONTHS.join('\t')}`];
  for (const y of years.filter((y) => v.paymentGrid.some((g) => g.month.startsWith(y) && g.code !== 'ND'))) {
    const marks = MONTHS.map((_, i) => {
      const code = byMonth.get(`${y}-${String(i + 1).padStart(2, '0')}`);
      return code === undefined ? '' : (MARK[code] ?? code);
    });
    lines.push(`${y}\t${marks.join('\t')}`);
  }
  return lines;
}

interface Style {
  number: (last4: string) => string;
  updated: string;
  contact: boolean;
}

function accountLines(a: TruthAccount, v: BureauView, s: Style): string[] {
  const last4 = a.accountNumber.slice(-4);
  const out = [a.creditor];
  const pair = (label: string, value: string | null): void => {
    if (value !== null && value !== '') out.push(label, value);
  };
  if (a.type === 'collection') {
    out.push(s.number(last4));
    pair('Balance', money(v.balance));
    pair('Original creditor', a.originalCreditor);
    pair('Original amount', a.highBalance === null ? null : money(a.highBalance));
    pair('Opened', day(a.opened));
    pair('Status', v.status === 'paid' ? 'Paid' : 'Unpaid');
    pair(s.updated, day(v.lastReported));
  } else {
    out.push(a.typeDetail, s.number(last4));
    pair('Balance', money(v.balance));
    if (a.type === 'revolving' && a.creditLimit) {
      pair('Credit limit', money(a.creditLimit));
      if (v.status === 'open') pair('Credit used', `${Math.round((v.balance / a.creditLimit) * 100)}%`);
    } else {
      pair('Highest balance', a.highBalance === null ? null : money(a.highBalance));
    }
    pair('Opened', day(a.opened));
    pair('Account status', v.status === 'open' ? 'Open' : 'Closed');
    pair('Payment status', PAYMENT[v.paymentStatus]);
    pair(s.updated, day(v.lastReported));
    pair('Closed', a.closed ? day(a.closed) : null);
    pair('Responsibility', a.responsibility);
    pair('Monthly payment', a.monthlyPayment ? money(a.monthlyPayment) : null);
    pair('Terms', a.termMonths ? `${a.termMonths} months` : null);
    out.push(...history(v));
  }
  if (a.remarks.length > 0) out.push('Remarks', ...a.remarks);
  if (s.contact) {
    const f = a.furnisher;
    out.push('Creditor contact information', a.creditor, f.address, `${f.city}, ${f.state} ${f.zip}`, f.phone);
  }
  return out;
}

function isDerogatory(a: TruthAccount, v: BureauView): boolean {
  return a.type === 'collection' || v.status === 'chargeoff' || v.paymentStatus === 'bankruptcy';
}

function render(file: CreditFile, rng: Rng): string {
  const bureau = file.bureaus[0]!;
  const name = BUREAU_NAMES[bureau];
  const report = file.reports[bureau]!;
  const views = file.accounts.filter((a) => a.byBureau[bureau]).map((a): [TruthAccount, BureauView] => [a, a.byBureau[bureau]!]);
  const hard = file.inquiries.filter((q) => q.bureau === bureau && q.kind === 'hard');
  const records = file.publicRecords.filter((r) => r.bureau === bureau);
  const s: Style = {
    number: chance(rng, 0.5) ? (l) => `Account number ****${l}` : (l) => `Acct ending in ${l}`,
    updated: pick(rng, ['Last updated', 'Last reported']),
    contact: chance(rng, 0.7),
  };
  const lines: string[] = [];
  if (chance(rng, 0.5)) lines.push('Home', 'Credit', 'Recommendations', 'Net worth', '');

  // The score page.
  const reported = views.flatMap(([, v]) => v.paymentGrid.filter((g) => g.code !== 'ND'));
  const onTime = reported.length > 0 ? Math.round((reported.filter((g) => g.code === 'OK').length / reported.length) * 100) : 100;
  const cards = views.filter(([a, v]) => a.type === 'revolving' && v.status === 'open' && (a.creditLimit ?? 0) > 0);
  const limit = cards.reduce((t, [a]) => t + (a.creditLimit ?? 0), 0);
  const use = limit > 0 ? Math.round((cards.reduce((t, [, v]) => t + v.balance, 0) / limit) * 100) : 0;
  const ages = views.map(([a]) => monthsBetween(a.opened, report.reportDate));
  const avg = Math.round(ages.reduce((t, m) => t + m, 0) / Math.max(1, ages.length));
  const derogatory = views.filter(([a, v]) => isDerogatory(a, v)).length + records.length;
  lines.push('TransUnion', 'Equifax');
  if (report.score) {
    lines.push(`Your ${name} credit score`, 'VantageScore 3.0', String(report.score.value), `${report.score.range.min}-${report.score.range.max}`);
    const v = report.score.value;
    lines.push(v >= 781 ? 'Excellent' : v >= 661 ? 'Good' : v >= 601 ? 'Fair' : v >= 500 ? 'Poor' : 'Very poor');
  }
  lines.push(
    `Updated ${day(report.reportDate)}`,
    `Next update in ${int(rng, 2, 7)} days`,
    '',
    'Credit factors',
    'Payment history',
    `${onTime}%`,
    'High impact',
    'Credit card use',
    `${use}%`,
    'High impact',
    'Derogatory marks',
    String(derogatory),
    'High impact',
    'Credit age',
    `${Math.floor(avg / 12)} yrs ${avg % 12} mos`,
    'Medium impact',
    'Total accounts',
    String(views.length),
    'Low impact',
    'Hard inquiries',
    String(hard.length),
    'Low impact',
    '',
  );

  // The report page, every section expanded.
  lines.push(`${name} credit report`, `${s.updated} ${day(report.reportDate)}`, '');
  for (const cat of CATEGORIES) {
    const inCat = views.filter(([a]) => category(a) === cat);
    if (inCat.length === 0) continue;
    lines.push(`${cat} (${inCat.length})`, '');
    const groups: [string, [TruthAccount, BureauView][]][] =
      cat === 'Collections'
        ? [['', inCat]]
        : [
            ['Open accounts', inCat.filter(([, v]) => v.status === 'open')],
            ['Closed accounts', inCat.filter(([, v]) => v.status !== 'open')],
          ];
    for (const [label, group] of groups) {
      if (group.length === 0) continue;
      if (label) lines.push(label);
      for (const [a, v] of group) lines.push(...accountLines(a, v, s), '');
    }
  }
  lines.push(`Public records (${records.length})`);
  if (records.length === 0) lines.push('No public records', '');
  for (const r of records) {
    lines.push(r.type, 'Filed', day(r.filed), 'Status', r.status, 'Court', r.court, 'Reference number', r.referenceNumber);
    if (r.amount !== null) lines.push('Liability', money(r.amount));
    lines.push('');
  }
  lines.push(`Hard inquiries (${hard.length})`);
  if (hard.length === 0) lines.push("You don't have any hard inquiries", '');
  for (const q of hard) {
    const removal = `${Number(q.date.slice(0, 4)) + 2}${q.date.slice(4)}`;
    lines.push(q.creditor, 'Inquiry date', day(q.date), 'Removal date', monthYear(removal), '');
  }
  if (chance(rng, 0.5)) lines.push('Something look wrong?', 'Dispute an error', '');
  return lines.join('\n');
}

const layout: Layout = {
  name: 'creditkarma-copy',
  describes:
    'Text copied from Credit Karma style report pages: VantageScore 3.0 score alone on its line with credit factors, accounts by category with labels and values on separate lines, tab-separated payment history, collections, public records and hard inquiries.',
  scope: 'single',
  bureau: 'transunion',
  scored: true,
  render: (file, rng) => ({ kind: 'txt', content: render(file, rng) }),
};

export default layout;
