/**
 * TransUnion's free annual report (ordered through AnnualCreditReport.com) printed from the browser: the "Personal
 * Credit Report" header with file number and date created, personal information, public records, "Adverse Accounts"
 * then "Satisfactory Accounts" (each a two-pair label/value table, adverse text between > and <, a 48-month rating
 * grid), then regular, promotional and account review inquiries; a running page header and "Page n of m" footer.
 */
import { addMonths, monthOf, monthsBetween } from '../../dates';
import { chance, pick } from '../../rng';
import type { BureauView, CreditFile, GridCode, Layout, TruthAccount } from '../../truth';

const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const LATE: GridCode[] = ['30', '60', '90', '120', '150', '180'];
const RATING: Record<GridCode, string> = {
  OK: 'OK',
  '30': '30',
  '60': '60',
  '90': '90',
  '120': '120',
  '150': '150',
  '180': '180',
  CO: 'C/O',
  COL: 'COL',
  ND: '',
};

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const mdy = (d: string | null) => (d ? `${d.slice(5, 7)}/${d.slice(8, 10)}/${d.slice(0, 4)}` : '');
const my = (d: string | null) => (d ? `${d.slice(5, 7)}/${d.slice(0, 4)}` : '');
const usd = (n: number | null) => (n == null ? '' : `$${n.toLocaleString('en-US')}`);

const ACCOUNT_TYPE: Record<TruthAccount['type'], string> = {
  revolving: 'Revolving Account',
  installment: 'Installment Account',
  mortgage: 'Mortgage Account',
  open: 'Open Account',
  collection: 'Open Account',
};
const LOAN_TYPE: Record<string, string> = {
  'Auto Loan': 'Automobile',
  'Conventional Mortgage': 'Conventional Real Estate Mortgage',
  'FHA Mortgage': 'FHA Real Estate Mortgage',
  'VA Mortgage': 'Veterans Administration Real Estate Mortgage',
  'Personal Loan': 'Unsecured',
  'Unsecured Loan': 'Unsecured',
  Collection: 'Collection Agency/Attorney',
  'Charge Card': 'Flexible Spending Credit Card',
  'Secured Card': 'Secured Credit Card',
};

function adverse(v: BureauView): boolean {
  return v.paymentStatus !== 'current' || v.paymentGrid.some((g) => LATE.includes(g.code));
}

function payStatus(a: TruthAccount, v: BureauView): string {
  switch (v.paymentStatus) {
    case 'current':
      return v.status === 'open' ? 'Current; Paid or Paying as Agreed' : 'Paid or Paying as Agreed';
    case 'chargeoff':
      return '>Charged Off<';
    case 'collection':
      return v.balance === 0 ? '>Paid Collection<' : '>Collection Account<';
    case 'bankruptcy':
      return `>${a.remarks.join(' ').match(/Chapter \d+/)?.[0] ?? 'Chapter 7'} Bankruptcy<`;
    default:
      return `>${v.paymentStatus.slice(5)} Days Past Due<`;
  }
}

/** 48 months, newest first: the 24 the bureau's grid holds, then older months rebuilt the way the account ran. */
function ratings(a: TruthAccount, v: BureauView, bankruptcyFiled: string | null): { month: string; rating: string }[] {
  const newest = v.paymentGrid[0]!.month;
  return Array.from({ length: 48 }, (_, i) => {
    const month = monthOf(addMonths(`${newest}-01`, -i));
    const known = v.paymentGrid.find((g) => g.month === month);
    if (known) return { month, rating: RATING[known.code] };
    if (month < monthOf(a.opened) || month > monthOf(v.lastReported)) return { month, rating: '' };
    if (bankruptcyFiled && v.paymentStatus === 'bankruptcy' && month >= monthOf(bankruptcyFiled)) return { month, rating: '' };
    const dofd = a.dateOfFirstDelinquency;
    if (dofd && month >= monthOf(dofd) && v.paymentStatus !== 'current') {
      return { month, rating: RATING[LATE[monthsBetween(dofd, month)] ?? 'CO'] };
    }
    return { month, rating: 'OK' };
  });
}

function account(a: TruthAccount, v: BureauView, filed: string | null, perRow: number): string {
  const f = a.furnisher;
  const collection = a.type === 'collection';
  const left: [string, string][] = [
    [collection ? 'Placed for Collection' : 'Date Opened', mdy(a.opened)],
    ['Responsibility', a.responsibility === 'Authorized user' ? 'Authorized User' : `${a.responsibility} Account`],
    ['Account Type', ACCOUNT_TYPE[a.type]],
    ['Loan Type', LOAN_TYPE[a.typeDetail] ?? a.typeDetail],
    collection ? ['Original Creditor', a.originalCreditor ?? ''] : ['Date Closed', mdy(a.closed)],
    [
      'Terms',
      a.termMonths && a.monthlyPayment
        ? `${usd(a.monthlyPayment)} per month, paid Monthly for ${a.termMonths} months`
        : a.type === 'revolving'
          ? 'Paid Monthly'
          : '',
    ],
  ];
  const right: [string, string][] = [
    ['Balance', usd(v.balance)],
    ['Date Updated', mdy(v.lastReported)],
    [collection ? 'Original Balance' : 'High Balance', usd(a.highBalance)],
    collection ? ['', ''] : ['Credit Limit', usd(a.creditLimit)],
    ['Past Due', usd(v.pastDue)],
    ['', ''],
  ];
  const rows = left.map(([l, lv], i) => `<tr><th>${esc(l)}</th><td>${esc(lv)}</td><th>${esc(right[i]![0])}</th><td>${esc(right[i]![1])}</td></tr>`);
  const wide = (label: string, value: string) => rows.push(`<tr><th>${esc(label)}</th><td colspan="3">${esc(value)}</td></tr>`);
  wide('Pay Status', payStatus(a, v));
  const lates = v.paymentGrid.filter((g) => LATE.includes(g.code));
  if (lates.length > 0) {
    const worst = lates.reduce((w, g) => (Number(g.code) >= Number(w.code) ? g : w));
    wide('Maximum Delinquency', `>Maximum Delinquency of ${worst.code} days in ${worst.month.slice(5)}/${worst.month.slice(0, 4)}<`);
  }
  const remarks = a.remarks.map((r) => (/charge|collection|bankruptcy|repossession|profit|purchased/i.test(r) ? `>${r.toUpperCase()}<` : r.toUpperCase()));
  if (remarks.length > 0) wide('Remarks', remarks.join('; '));
  if (a.onRecordUntil && adverse(v)) wide('Estimated month and year this item will be removed', my(a.onRecordUntil));
  let grid = '';
  if (!collection) {
    const months = ratings(a, v, filed);
    const chunks: string[] = [];
    for (let i = 0; i < months.length; i += perRow) {
      const part = months.slice(i, i + perRow);
      const cells = (f: (m: { month: string; rating: string }) => string) => part.map((m) => `<td>${esc(f(m))}</td>`).join('');
      chunks.push(
        `<tr class="mo"><th></th>${cells((m) => MON[Number(m.month.slice(5)) - 1]!)}</tr>` +
          `<tr class="yr"><th></th>${cells((m) => `'${m.month.slice(2, 4)}`)}</tr><tr><th>Rating</th>${cells((m) => m.rating)}</tr>`,
      );
    }
    grid = `<div class="ph">Payment History</div><table class="grid">${chunks.join('')}</table>`;
  }
  return `<div class="acct"><div class="name">${esc(a.creditor)} #${'*'.repeat(Math.min(a.accountNumber.length - 4, 8))}${a.accountNumber.slice(-4)}</div>
<div class="addr">${esc(`${f.address}, ${f.city}, ${f.state} ${f.zip}`)}<br>${esc(f.phone)}</div>
<table class="kv">${rows.join('')}</table>${grid}</div>`;
}

function render(file: CreditFile, rng: () => number): string {
  const report = file.reports.transunion!;
  const c = file.consumer;
  const perRow = pick(rng, [12, 16, 24]);
  const tu = file.accounts.filter((a) => a.byBureau.transunion);
  const filed = file.publicRecords.find((r) => r.type.includes('Bankruptcy'))?.filed ?? null;
  const since = tu.map((a) => a.opened).sort()[0] ?? report.reportDate;
  const list = (items: string[]) => items.map((x) => `<div>${esc(x)}</div>`).join('');
  const parts: string[] = [];

  parts.push(`<div class="head"><div class="logo">TransUnion<span>®</span></div><h1>Personal Credit Report</h1>
<table class="meta"><tr><th>File Number:</th><td>${esc(report.reportNumber)}</td></tr><tr><th>Date Created:</th><td>${mdy(report.reportDate)}</td></tr></table></div>`);
  parts.push(`<h2>Personal Information</h2><p class="note">You have been on our files since ${my(since)}</p><table class="kv pi">
<tr><th>Name</th><td>${esc(c.name.toUpperCase())}</td><th>Social Security Number</th><td>XXX-XX-${esc(c.ssnLast4)}</td></tr>
<tr><th>Other Names</th><td>${list(c.alsoKnownAs.map((n) => n.toUpperCase()))}</td><th>Date of Birth</th><td>XX/XX/${c.birthYear}</td></tr>
<tr><th>Current Address</th><td>${esc(`${c.address}, ${c.city}, ${c.state} ${c.zip}`.toUpperCase())}</td><th>Telephone Numbers</th><td>${esc(c.phone)}</td></tr>
<tr><th>Previous Addresses</th><td>${list(c.previousAddresses.map((x) => x.toUpperCase()))}</td><th>Employers</th><td>${list(c.employers)}</td></tr></table>`);

  const records = file.publicRecords.filter((r) => r.bureau === 'transunion');
  parts.push('<h2>Public Records</h2>');
  if (records.length === 0) parts.push('<p class="note">No public records are reported on your file.</p>');
  for (const r of records) {
    parts.push(`<div class="acct"><div class="name">${esc(r.court)}</div><table class="kv">
<tr><th>Docket Number</th><td>${esc(r.referenceNumber)}</td><th>Date Filed</th><td>${mdy(r.filed)}</td></tr>
<tr><th>Type</th><td>${esc(`>${r.type}<`)}</td><th>Status</th><td>${esc(r.status)}</td></tr>
<tr><th>Responsibility</th><td>Individual</td><th>${r.type.includes('Bankruptcy') ? 'Liabilities' : 'Amount'}</th><td>${usd(r.amount)}</td></tr></table></div>`);
  }

  parts.push(`<h2>Account Information</h2><p class="note">Payment history ratings: OK = current or paid as agreed; 30, 60, 90, 120, 150, 180 = days
late; C/O = charged off; COL = collection; a blank month has no data reported. Text shown between &gt; and &lt; is information creditors may
consider adverse.</p>`);
  const adverseAccounts = tu.filter((a) => adverse(a.byBureau.transunion!));
  const satisfactory = tu.filter((a) => !adverse(a.byBureau.transunion!));
  parts.push(`<h3>Adverse Accounts</h3><p class="note">These accounts hold information some creditors may consider adverse. It may stay on
your file for up to seven years from the date the delinquency began.</p>`);
  parts.push(
    adverseAccounts.length ? adverseAccounts.map((a) => account(a, a.byBureau.transunion!, filed, perRow)).join('') : '<p class="note">None reported.</p>',
  );
  parts.push('<h3>Satisfactory Accounts</h3><p class="note">These accounts are reported in good standing.</p>');
  parts.push(satisfactory.length ? satisfactory.map((a) => account(a, a.byBureau.transunion!, filed, perRow)).join('') : '<p class="note">None reported.</p>');

  const inquiries = file.inquiries.filter((q) => q.bureau === 'transunion');
  parts.push('<h2>Inquiries</h2><h3>Regular Inquiries</h3>');
  parts.push('<p class="note">Companies that received your credit report when you applied for credit or services; other companies may see these.</p>');
  const hard = inquiries.filter((q) => q.kind === 'hard');
  if (hard.length === 0) parts.push('<p class="note">None reported.</p>');
  for (const q of hard) {
    const addr = q.furnisher ? `<div class="addr">${esc(`${q.furnisher.address}, ${q.furnisher.city}, ${q.furnisher.state} ${q.furnisher.zip}`)}</div>` : '';
    parts.push(`<div class="inq"><div class="name">${esc(q.creditor)}</div>${addr}<table class="kv"><tr><th>Requested On</th><td>${mdy(q.date)}</td>
<th>Inquiry Type</th><td>Individual</td></tr></table></div>`);
  }
  const softGroup = (title: string, note: string, test: (purpose: string) => boolean) => {
    const byName = new Map<string, string[]>();
    for (const q of inquiries.filter((x) => x.kind === 'soft' && test(x.purpose))) byName.set(q.creditor, [...(byName.get(q.creditor) ?? []), mdy(q.date)]);
    parts.push(`<h3>${title}</h3><p class="note">${note}</p>`);
    if (byName.size === 0) parts.push('<p class="note">None reported.</p>');
    for (const [name, dates] of byName) {
      parts.push(`<div class="inq"><div class="name">${esc(name)}</div>
<table class="kv"><tr><th>Requested On</th><td colspan="3">${dates.join(', ')}</td></tr></table></div>`);
    }
  };
  softGroup(
    'Promotional Inquiries',
    'Companies that received limited information to make you a firm offer of credit or insurance. Only you see these.',
    (p) => p === 'Promotional' || p === 'Insurance',
  );
  softGroup(
    'Account Review Inquiries',
    'Companies you do business with that reviewed your file, and your own requests. Only you see these.',
    (p) => p !== 'Promotional' && p !== 'Insurance',
  );
  parts.push(chance(rng, 0.5) ? '<p class="end">End of Credit Report</p>' : '');

  const css = `@page { size: Letter; margin: 0.7in 0.55in;
  @top-left { content: 'TransUnion Personal Credit Report'; font: 8.5pt Arial; color: #555; }
  @top-right { content: 'File Number: ${report.reportNumber}'; font: 8.5pt Arial; color: #555; }
  @bottom-right { content: 'Page ' counter(page) ' of ' counter(pages); font: 8.5pt Arial; color: #555; } }
body { font: 9.5pt Arial, Helvetica, sans-serif; color: #222; }
.head { border-bottom: 3px solid #00a6ca; margin-bottom: 10px; } .logo { font: bold 20pt Arial; color: #00a6ca; } .logo span { font-size: 9pt; }
h1 { font-size: 16pt; margin: 4px 0; } h2 { font-size: 13pt; background: #e8f4f8; padding: 4px 6px; margin: 16px 0 6px; }
h3 { font-size: 11pt; margin: 12px 0 4px; border-bottom: 1px solid #999; } h2, h3, .note { break-after: avoid; } .note { font-size: 8.5pt; color: #444; margin: 2px 0 6px; }
.meta th { text-align: left; padding-right: 8px; } .acct, .inq { margin: 8px 0 12px; break-inside: avoid; } .name { font-weight: bold; }
.addr { font-size: 8.5pt; color: #444; } table.kv { width: 100%; border-collapse: collapse; margin-top: 3px; }
.kv th { text-align: left; width: 22%; font-weight: normal; color: #555; padding: 2px 4px; border-bottom: 1px solid #ddd; vertical-align: top; }
.kv td { width: 28%; padding: 2px 4px; border-bottom: 1px solid #ddd; vertical-align: top; } .ph { font-size: 8.5pt; font-weight: bold; margin-top: 5px; }
table.grid { border-collapse: collapse; font-size: 7.5pt; margin-top: 2px; } .grid td, .grid th { border: 1px solid #ccc; padding: 1px 2px; text-align: center; width: 22px; }
.grid .mo td, .grid .yr td { background: #f2f2f2; } .end { text-align: center; margin-top: 20px; font-weight: bold; }`;
  return `<!doctype html><html><head><meta charset="utf-8"><title>TransUnion Credit Report</title><style>${css}</style></head><body>${parts.join('\n')}</body></html>`;
}

const layout: Layout = {
  name: 'transunion-acr-print',
  describes:
    "TransUnion's annual credit report from AnnualCreditReport.com printed to PDF: adverse and satisfactory accounts as " +
    'label/value tables with a 48-month rating grid, regular/promotional/account review inquiries',
  scope: 'single',
  bureau: 'transunion',
  scored: false,
  render: (file, rng) => ({ kind: 'pdf', content: render(file, rng) }),
};

export default layout;
