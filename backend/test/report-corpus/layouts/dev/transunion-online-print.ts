/**
 * TransUnion's online annual credit report printed from the browser: personal information, public records, then
 * "Adverse Accounts" and "Satisfactory Accounts" as blocks (creditor and masked number, the creditor's address, a
 * two-column grid of label/value pairs with blank cells, adverse text marked >like this<, the estimated removal date, a
 * payment history of months over OK/30/X marks), then regular, promotional and account review inquiries.
 */
import { addDays, addMonths } from '../../dates';
import { chance, int, pick, type Rng } from '../../rng';
import type { BureauView, CreditFile, Layout, PaymentStatus, TruthAccount, TruthInquiry, TruthPublicRecord } from '../../truth';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const money = (n: number | null): string => (n === null ? '' : `$${n.toLocaleString('en-US')}`);
const mdy = (d: string | null): string => (d ? `${d.slice(5, 7)}/${d.slice(8, 10)}/${d.slice(0, 4)}` : '');
const my = (d: string | null): string => (d ? `${d.slice(5, 7)}/${d.slice(0, 4)}` : '');
const adverse = (s: string): string => `&gt;${esc(s)}&lt;`;

const PAY_STATUS: Record<PaymentStatus, string> = {
  current: 'Current; Paid or paying as agreed',
  late_30: 'Account 30 Days Past Due Date',
  late_60: 'Account 60 Days Past Due Date',
  late_90: 'Account 90 Days Past Due Date',
  late_120: 'Account 120 Days Past Due Date',
  chargeoff: 'Charged Off',
  collection: 'Collection Account',
  bankruptcy: 'Account Included in Bankruptcy',
};
const MARKS: Record<string, string> = { ND: 'X', CO: 'C/O', COL: 'COL' };
const LATE = ['30', '60', '90', '120', '150', '180'];

function negative(a: TruthAccount, v: BureauView): boolean {
  return a.type === 'collection' || v.status === 'chargeoff' || v.paymentStatus !== 'current' || v.paymentGrid.some((g) => !['OK', 'ND'].includes(g.code));
}

function payStatus(a: TruthAccount, v: BureauView): string {
  if (v.paymentStatus === 'current') return esc(v.status === 'open' ? PAY_STATUS.current : 'Paid or paying as agreed');
  if (v.paymentStatus === 'chargeoff' && v.balance === 0) return adverse('Paid, Closed; was a Charge-off');
  if (a.type === 'collection' && v.status === 'paid') return adverse('Paid Collection');
  return adverse(PAY_STATUS[v.paymentStatus]);
}

function remarks(a: TruthAccount): string {
  return a.remarks
    .map((r) => (/charg|collect|loss|write-off|bankruptcy|reposs|purchased/i.test(r) ? adverse(r.toUpperCase()) : esc(r.toUpperCase())))
    .join('<br>');
}

function maxDelinquency(v: BureauView): string | null {
  const late = v.paymentGrid.filter((g) => LATE.includes(g.code));
  if (late.length === 0) return null;
  const worst = late.reduce((w, g) => (Number(g.code) > Number(w.code) ? g : w));
  return `Maximum Delinquency of ${worst.code} days in ${worst.month.slice(5, 7)}/${worst.month.slice(0, 4)}`;
}

function history(v: BureauView, perRow: number): string {
  const rows: string[] = [];
  for (let i = 0; i < v.paymentGrid.length; i += perRow) {
    const chunk = v.paymentGrid.slice(i, i + perRow);
    const head = chunk.map((g) => `<th>${MONTHS[Number(g.month.slice(5, 7)) - 1]}<br>'${g.month.slice(2, 4)}</th>`).join('');
    const marks = chunk
      .map((g) => {
        const mark = MARKS[g.code] ?? g.code;
        return `<td class="${mark === 'OK' || mark === 'X' ? '' : 'bad'}">${mark}</td>`;
      })
      .join('');
    rows.push(`<tr><th></th>${head}</tr><tr><th class="lbl">Rating</th>${marks}</tr>`);
  }
  return `<table class="hist">${rows.join('')}</table>`;
}

function grid(left: [string, string][], right: [string, string][]): string {
  const rows: string[] = [];
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    const [ll, lv] = left[i] ?? ['', ''];
    const [rl, rv] = right[i] ?? ['', ''];
    rows.push(`<tr><th>${esc(ll)}</th><td>${lv}</td><th>${esc(rl)}</th><td>${rv}</td></tr>`);
  }
  return `<table class="grid">${rows.join('')}</table>`;
}

function account(a: TruthAccount, v: BureauView, maskChar: string, perRow: number, isAdverse: boolean): string {
  const f = a.furnisher;
  const number = `${maskChar.repeat(Math.max(4, a.accountNumber.length - 4))}${a.accountNumber.slice(-4)}`;
  const collection = a.type === 'collection';
  const terms = a.termMonths && a.monthlyPayment ? `$${a.monthlyPayment.toLocaleString('en-US')} per month, paid Monthly for ${a.termMonths} months` : '';
  const left: [string, string][] = [
    ['Balance', money(v.balance)],
    ['Date Updated', mdy(v.lastReported)],
    ['Payment Received', v.status === 'open' && a.monthlyPayment ? money(a.monthlyPayment) : ''],
    ['Last Payment Made', ''],
    ['High Balance', collection ? '' : esc(money(a.highBalance))],
    ['Credit Limit', a.type === 'revolving' ? money(a.creditLimit) : ''],
    ['Past Due', v.pastDue > 0 ? adverse(money(v.pastDue)) : money(v.pastDue)],
    ['Pay Status', payStatus(a, v)],
    ['Terms', esc(terms)],
    ['Date Closed', mdy(a.closed)],
  ];
  const right: [string, string][] = [
    ['Date Opened', mdy(a.opened)],
    ['Responsibility', esc(`${a.responsibility === 'Authorized user' ? 'Authorized User' : a.responsibility} Account`)],
    [
      'Account Type',
      collection
        ? 'Open Account'
        : { revolving: 'Revolving Account', installment: 'Installment Account', mortgage: 'Mortgage Account', open: 'Open Account', collection: '' }[a.type],
    ],
    ['Loan Type', esc(collection ? 'COLLECTION AGENCY/ATTORNEY' : a.typeDetail.toUpperCase())],
  ];
  if (collection) right.push(['Original Creditor', esc(a.originalCreditor ?? '')], ['Date Placed for Collection', mdy(a.opened)]);
  right.push(['Remarks', remarks(a)]);
  const worst = maxDelinquency(v);
  const removal = isAdverse && a.onRecordUntil ? `<p class="removal">Estimated month and year this item will be removed: ${my(a.onRecordUntil)}</p>` : '';
  return `<div class="acct"><div class="hdr">${esc(a.creditor)} #${number}</div>
    <div class="addr">${esc(`${f.address}, ${f.city}, ${f.state} ${f.zip}`)}<br>${esc(f.phone)}</div>
    ${grid(left, right)}${worst ? `<p>${adverse(worst)}</p>` : ''}${removal}
    <div class="ph">Payment History</div>${history(v, perRow)}</div>`;
}

function publicRecord(r: TruthPublicRecord): string {
  const years = r.type === 'Chapter 7 Bankruptcy' ? 10 : 7;
  const left: [string, string][] = [
    ['Type', adverse(`${r.type} ${r.status}`)],
    ['Date Filed', mdy(r.filed)],
    ['Date Paid', ''],
    ['Liability', money(r.amount)],
  ];
  const right: [string, string][] = [
    ['Responsibility', 'Individual Debtor'],
    ['Court Type', r.type.includes('Bankruptcy') ? 'FEDERAL DISTRICT' : 'COUNTY'],
    ['Docket Number', esc(r.referenceNumber)],
  ];
  return `<div class="acct"><div class="hdr">${esc(r.court)}</div>${grid(left, right)}
    <p class="removal">Estimated month and year this item will be removed: ${my(addMonths(r.filed, years * 12))}</p></div>`;
}

function inquiryBlocks(list: TruthInquiry[], regular: boolean): string {
  if (list.length === 0) return '<p class="note">None reported.</p>';
  if (regular) {
    return list
      .map((q) => {
        const f = q.furnisher;
        const addr = f ? `<div class="addr">${esc(`${f.address}, ${f.city}, ${f.state} ${f.zip}`)}<br>${esc(f.phone)}</div>` : '';
        return `<div class="inq"><div class="hdr">${esc(q.creditor)}</div>${addr}
        ${grid([['Requested On', mdy(q.date)]], [['Inquiry Type', 'Individual']])}</div>`;
      })
      .join('');
  }
  const byCompany = new Map<string, TruthInquiry[]>();
  for (const q of list) byCompany.set(q.creditor, [...(byCompany.get(q.creditor) ?? []), q]);
  return [...byCompany.entries()]
    .map(
      ([name, qs]) => `<div class="inq"><div class="hdr">${esc(name)}</div>
    ${grid([['Requested On', qs.map((q) => mdy(q.date)).join(', ')]], [['Permissible Purpose', esc(qs[0]!.purpose.toUpperCase())]])}</div>`,
    )
    .join('');
}

function render(file: CreditFile, rng: Rng): string {
  const bureau = file.bureaus[0]!;
  const report = file.reports[bureau]!;
  const c = file.consumer;
  const maskChar = pick(rng, ['X', '*']);
  const perRow = pick(rng, [12, 12, 24]);
  const views = file.accounts.filter((a) => a.byBureau[bureau]).map((a): [TruthAccount, BureauView] => [a, a.byBureau[bureau]!]);
  const bad = views.filter(([a, v]) => negative(a, v));
  const good = views.filter(([a, v]) => !negative(a, v));
  if (chance(rng, 0.5)) good.sort(([x], [y]) => x.creditor.localeCompare(y.creditor));
  const inquiries = file.inquiries.filter((q) => q.bureau === bureau);
  const regular = inquiries.filter((q) => q.kind === 'hard');
  const promotional = inquiries.filter((q) => q.kind === 'soft' && q.purpose === 'Promotional');
  const review = inquiries.filter((q) => q.kind === 'soft' && q.purpose !== 'Promotional');
  const records = file.publicRecords.filter((r) => r.bureau === bureau);
  const printed = addDays(report.reportDate, int(rng, 0, 2));
  const stamp = `${Number(printed.slice(5, 7))}/${Number(printed.slice(8, 10))}/${printed.slice(2, 4)}, ${int(rng, 1, 12)}:${String(int(rng, 0, 59)).padStart(2, '0')} ${pick(rng, ['AM', 'PM'])}`;
  const url = pick(rng, ['https://annualcreditreport.transunion.com/dss/creditReport.page', 'https://service.transunion.com/dss/printReport.page']);
  const addresses = [`${c.address}, ${c.city}, ${c.state} ${c.zip}`, ...c.previousAddresses].map((x) => esc(x.toUpperCase())).join('<br>');
  const accounts = (list: [TruthAccount, BureauView][], isAdverse: boolean): string =>
    list.length > 0 ? list.map(([a, v]) => account(a, v, maskChar, perRow, isAdverse)).join('') : '<p class="note">None reported.</p>';
  return `<!doctype html><html><head><meta charset="utf-8"><title>TransUnion Credit Report</title><style>
@page { size: letter; margin: 0.55in 0.45in;
  @top-left { content: '${stamp}'; font: 8px Arial; } @top-center { content: 'TransUnion Credit Report'; font: 8px Arial; }
  @bottom-left { content: '${url}'; font: 8px Arial; } @bottom-center { content: 'TransUnion File Number: ${report.reportNumber}'; font: 8px Arial; }
  @bottom-right { content: 'Page ' counter(page) ' of ' counter(pages); font: 8px Arial; } }
body { font-family: Helvetica, Arial, sans-serif; font-size: 10px; color: #1a1a1a; }
.brand { font-size: 22px; font-weight: bold; color: #00a6ca; } h1 { font-size: 18px; margin: 2px 0 8px; }
h2 { background: #0b3a53; color: #fff; font-size: 13px; padding: 4px 6px; margin: 16px 0 6px; } h3 { font-size: 11.5px; margin: 10px 0 4px; }
.acct, .inq { border-top: 1px solid #999; padding: 6px 0 8px; break-inside: avoid; } .hdr { font-weight: bold; font-size: 11px; }
.addr { color: #444; margin: 2px 0 4px; } .note { color: #555; } .removal { font-style: italic; } .ph { font-weight: bold; margin-top: 4px; }
table { border-collapse: collapse; } .grid { width: 100%; } .grid th { text-align: left; font-weight: normal; color: #555; width: 19%; padding: 1px 4px; vertical-align: top; }
.grid td { width: 31%; padding: 1px 4px; vertical-align: top; } .hist th, .hist td { font-size: 8.5px; text-align: center; padding: 1px 2px; border: 1px solid #ccc; min-width: 22px; }
.hist th.lbl { text-align: left; } .hist td.bad { font-weight: bold; }
</style></head><body>
<div class="brand">TransUnion</div><h1>Personal Credit Report</h1>
<table class="grid"><tr><th>TransUnion File Number</th><td>${report.reportNumber}</td><th>Date Created</th><td>${mdy(report.reportDate)}</td></tr></table>
<h2>Personal Information</h2>
${grid(
  [
    ['Name', esc(c.name.toUpperCase())],
    ['Other Names', c.alsoKnownAs.map((n) => esc(n.toUpperCase())).join('<br>')],
    ['SSN', `XXX-XX-${c.ssnLast4}`],
    ['Date of Birth', `XX/XX/${c.birthYear}`],
  ],
  [
    ['Addresses', addresses],
    ['Telephone Numbers', esc(c.phone)],
    ['Employers', c.employers.map(esc).join('<br>')],
  ],
)}
<h2>Account Information</h2>
<p class="note">Information that some creditors may consider adverse is shown between &gt;these symbols&lt;. The payment history shows each month as OK (current),
30/60/90/120 (days late), C/O (charged off), COL (collection) or X (unknown).</p>
<h2>Public Records</h2>${records.length > 0 ? records.map(publicRecord).join('') : '<p class="note">None reported.</p>'}
<h2>Adverse Accounts</h2><p class="note">These accounts contain information that some creditors may consider adverse.</p>${accounts(bad, true)}
<h2>Satisfactory Accounts</h2><p class="note">These accounts are reported with no adverse information.</p>${accounts(good, false)}
<h2>Inquiries</h2>
<h3>Regular Inquiries</h3><p class="note">Companies that received your credit report after you applied for credit. These inquiries stay on your report for two years.</p>
${inquiryBlocks(regular, true)}
<h3>Promotional Inquiries</h3><p class="note">Companies that received your name and address to offer you credit or insurance. Only you can see these inquiries.</p>
${inquiryBlocks(promotional, false)}
<h3>Account Review Inquiries</h3><p class="note">Companies that reviewed your report for an account you already have, or at your own request. Only you can see these inquiries.</p>
${inquiryBlocks(review, false)}
</body></html>`;
}

const layout: Layout = {
  name: 'transunion-online-print',
  describes:
    "TransUnion's online annual credit report printed from the browser: adverse and satisfactory account blocks with a two-column label/value grid, >adverse< markers, estimated removal dates and month/year payment grids, and regular, promotional and account review inquiries.",
  scope: 'single',
  bureau: 'transunion',
  scored: false,
  render: (file, rng) => ({ kind: 'pdf', content: render(file, rng) }),
};

export default layout;
