/**
 * Equifax's online credit report (myEquifax) printed from the browser: a "Credit Report" header with the report date and
 * confirmation number, a summary of counts and balances, accounts grouped by type as cards with a details table, a
 * years-by-months payment history and the creditor's contact information, then inquiries and public records. The
 * browser adds its own print header (date, page title) and footer (address, page n/total).
 */
import { addDays, addMonths } from '../../dates';
import { chance, int, pick, type Rng } from '../../rng';
import type { AccountType, BureauView, CreditFile, Layout, PaymentStatus, TruthAccount, TruthPublicRecord } from '../../truth';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const money = (n: number | null): string => (n === null ? '' : `$${n.toLocaleString('en-US')}`);
const longDate = (d: string): string => `${MONTHS[Number(d.slice(5, 7)) - 1]} ${Number(d.slice(8, 10))}, ${d.slice(0, 4)}`;
const slashDate = (d: string): string => `${d.slice(5, 7)}/${d.slice(8, 10)}/${d.slice(0, 4)}`;

const SECTIONS: [string, AccountType, string][] = [
  ['Revolving Accounts', 'revolving', 'Revolving accounts carry a credit limit and a minimum payment that changes with the balance, such as credit cards.'],
  ['Mortgage Accounts', 'mortgage', 'Mortgage accounts are loans secured by real estate, repaid in monthly payments over a set term.'],
  ['Installment Accounts', 'installment', 'Installment accounts are loans with a fixed number of payments, such as auto and student loans.'],
  ['Other Accounts', 'open', 'Other accounts do not fit the types above, for example charge cards paid in full each month.'],
  ['Collections', 'collection', 'Collections are debts a creditor has turned over to a collection agency or sold to a debt buyer.'],
];

const PAY_WORDS: Record<PaymentStatus, [string, string]> = {
  current: ['Pays As Agreed', 'PAYS_AS_AGREED'],
  late_30: ['30 - 59 Days Past Due', 'PAST_DUE_30_59'],
  late_60: ['60 - 89 Days Past Due', 'PAST_DUE_60_89'],
  late_90: ['90 - 119 Days Past Due', 'PAST_DUE_90_119'],
  late_120: ['120 - 149 Days Past Due', 'PAST_DUE_120_149'],
  chargeoff: ['Charge Off', 'CHARGE_OFF'],
  collection: ['Collection Account', 'COLLECTION_ACCOUNT'],
  bankruptcy: ['Included In Bankruptcy', 'BANKRUPTCY'],
};
const GRID: Record<string, string> = { OK: '✓', CO: 'CO', COL: 'CA', ND: '' };

function isNegativeView(a: TruthAccount, v: BureauView): boolean {
  return a.type === 'collection' || v.status === 'chargeoff' || v.paymentStatus !== 'current' || v.paymentGrid.some((g) => !['OK', 'ND'].includes(g.code));
}

function classification(a: TruthAccount): string {
  if (a.typeDetail === 'Student Loan') return 'Educational';
  if (a.typeDetail === 'Auto Loan') return 'Automotive';
  if (/SYNCB|TARGET|KOHL|MACY|COMENITY|BEST BUY|HOME DEPOT|WALMART/.test(a.creditor) || a.typeDetail === 'Charge Account') return 'Retail';
  return a.type === 'collection' ? '' : 'Financial';
}

interface Style {
  enumStatus: boolean;
  pairs: number;
  date: (d: string) => string;
  inquiryAddress: boolean;
}

/** The first month reported 90+ days late: from the grid, or from the first delinquency when it is older than the grid. */
function majorDelinquency(a: TruthAccount, v: BureauView): string {
  const serious = v.paymentGrid.filter((g) => ['90', '120', '150', '180', 'CO', 'COL'].includes(g.code)).at(-1);
  if (!serious) return '';
  const month = serious.month === v.paymentGrid.at(-1)!.month && a.dateOfFirstDelinquency ? addMonths(a.dateOfFirstDelinquency, 3).slice(0, 7) : serious.month;
  return `${month.slice(5, 7)}/${month.slice(0, 4)}`;
}

function accountStatus(a: TruthAccount, v: BureauView): string {
  if (a.type === 'collection') return v.status === 'paid' ? 'Paid' : 'Unpaid';
  return { open: 'Open', closed: 'Closed', paid: 'Paid and Closed', chargeoff: 'Closed', collection: 'Closed' }[v.status];
}

function details(a: TruthAccount, v: BureauView, s: Style): [string, string][] {
  const pay = PAY_WORDS[v.paymentStatus][s.enumStatus ? 1 : 0];
  const opt = (d: string | null): string => (d ? s.date(d) : '');
  if (a.type === 'collection') {
    return [
      ['Date Reported', s.date(v.lastReported)],
      ['Balance', money(v.balance)],
      ['Original Amount Owed', money(a.highBalance)],
      ['Amount Past Due', money(v.pastDue)],
      ['Date Assigned', s.date(a.opened)],
      ['Original Creditor Name', a.originalCreditor ?? ''],
      ['Status', accountStatus(a, v)],
      ['Date of First Delinquency', opt(a.dateOfFirstDelinquency)],
      ['Owner', a.responsibility],
      ['Account Type', a.typeDetail],
      ['Creditor Classification', classification(a)],
      ['Comments', a.remarks.join('; ')],
    ];
  }
  const rows: [string, string][] = [
    ['Date Reported', s.date(v.lastReported)],
    ['Balance', money(v.balance)],
    ['Credit Limit', a.type === 'revolving' ? money(a.creditLimit) : ''],
    ['High Credit', money(a.highBalance)],
    ['Amount Past Due', money(v.pastDue)],
    ['Date Opened', s.date(a.opened)],
    ['Date Closed', opt(a.closed)],
    ['Account Status', accountStatus(a, v)],
    ['Payment Status', pay],
    ['Owner', a.responsibility === 'Authorized user' ? 'Authorized User' : `${a.responsibility} Account`],
    ['Account Type', { revolving: 'Revolving', installment: 'Installment', mortgage: 'Mortgage', open: 'Open', collection: 'Open' }[a.type]],
    ['Loan Type', a.typeDetail],
    ['Term Duration', a.termMonths ? `${a.termMonths} Months` : ''],
    ['Scheduled Payment Amount', money(a.monthlyPayment)],
    ['Date of First Delinquency', opt(a.dateOfFirstDelinquency)],
    ['Charge Off Amount', v.paymentStatus === 'chargeoff' ? money(a.highBalance ?? v.balance) : ''],
    ['Date Major Delinquency First Reported', majorDelinquency(a, v)],
    ['Creditor Classification', classification(a)],
  ];
  if (a.remarks.length > 0) rows.push(['Comments', a.remarks.join('; ')]);
  return rows;
}

function detailTable(rows: [string, string][], pairs: number): string {
  const out: string[] = [];
  for (let i = 0; i < rows.length; i += pairs) {
    const cells = rows
      .slice(i, i + pairs)
      .map(([l, v]) => `<th>${esc(l)}</th><td>${esc(v) || '&nbsp;'}</td>`)
      .join('');
    out.push(`<tr>${cells}</tr>`);
  }
  return `<table class="details">${out.join('')}</table>`;
}

function historyTable(v: BureauView): string {
  const byMonth = new Map(v.paymentGrid.map((g) => [g.month, g.code]));
  const years = [...new Set(v.paymentGrid.map((g) => g.month.slice(0, 4)))].sort().reverse();
  const head = `<tr><th>Year</th>${MONTHS.map((m) => `<th>${m}</th>`).join('')}</tr>`;
  const rows = years
    .map((y) => {
      const cells = MONTHS.map((_, i) => {
        const code = byMonth.get(`${y}-${String(i + 1).padStart(2, '0')}`);
        const mark = code === undefined ? '' : (GRID[code] ?? code);
        return `<td class="${mark && mark !== '✓' ? 'bad' : ''}">${mark}</td>`;
      }).join('');
      return `<tr><th>${y}</th>${cells}</tr>`;
    })
    .join('');
  return `<table class="hist">${head}${rows}</table>`;
}

function card(a: TruthAccount, v: BureauView, s: Style, rng: Rng): string {
  const masked = `${'*'.repeat(Math.max(4, a.accountNumber.length - 4))}${a.accountNumber.slice(-4)}`;
  const f = a.furnisher;
  return `<div class="card"><h3>${esc(a.creditor)}</h3><div class="num">Account Number <b>${masked}</b></div>
    <h4>Account Details</h4>${detailTable(details(a, v, s), s.pairs)}
    <h4>Payment History</h4>${historyTable(v)}
    <p class="legend">✓ Paid on Time &nbsp; 30 30 Days Past Due &nbsp; 60 60 Days Past Due &nbsp; 90 90 Days Past Due &nbsp; 120 120 Days Past Due${
      chance(rng, 0.5) ? ' &nbsp; CO Charge Off &nbsp; CA Collection Account' : ''
    } &nbsp; Blank: No Data Available</p>
    <h4>Contact Information</h4><p class="contact">${esc(a.creditor)}<br>${esc(f.address)}<br>${esc(`${f.city}, ${f.state} ${f.zip}`)}<br>${esc(f.phone)}</p></div>`;
}

function summary(file: CreditFile, views: [TruthAccount, BureauView][], hard: number): string {
  const open = views.filter(([, v]) => v.status === 'open');
  const withBalance = views.filter(([, v]) => v.balance > 0);
  const tradelines = views.filter(([a]) => a.type !== 'collection');
  const totalDebt = tradelines.reduce((sum, [, v]) => sum + v.balance, 0);
  const negative = views.filter(([a, v]) => isNegativeView(a, v)).length;
  const stat = (label: string, value: string): string => `<div class="stat"><div class="v">${value}</div><div class="l">${label}</div></div>`;
  const rows = SECTIONS.slice(0, 4)
    .map(([title, type]) => {
      const of = tradelines.filter(([a]) => a.type === type);
      const bal = of.reduce((s, [, v]) => s + v.balance, 0);
      const limit = of.reduce((s, [a, v]) => s + (type === 'revolving' && v.status === 'open' ? (a.creditLimit ?? 0) : 0), 0);
      const pay = of.reduce((s, [a, v]) => s + (v.status === 'open' ? (a.monthlyPayment ?? 0) : 0), 0);
      const ratio = type === 'revolving' && limit > 0 ? `${Math.round((bal / limit) * 100)}%` : '';
      return `<tr><th>${title.replace(' Accounts', '')}</th><td>${of.filter(([, v]) => v.status === 'open').length}</td><td>${of.filter(([, v]) => v.balance > 0).length}</td>
      <td>${money(bal)}</td><td>${type === 'revolving' ? money(Math.max(0, limit - bal)) : ''}</td><td>${type === 'revolving' ? money(limit) : ''}</td><td>${ratio}</td><td>${money(pay)}</td></tr>`;
    })
    .join('');
  const collections = views.filter(([a]) => a.type === 'collection').length;
  return `<h2>Summary</h2><div class="stats">${stat('Credit Accounts', String(views.length))}${stat('Open Accounts', String(open.length))}${stat(
    'Accounts with a Balance',
    String(withBalance.length),
  )}${stat('Total Debt', money(totalDebt))}${stat('Accounts with Negative Information', String(negative))}${stat('Hard Inquiries', String(hard))}</div>
    <table class="grid"><tr><th>Account Type</th><th>Open</th><th>With Balance</th><th>Total Balance</th><th>Available</th><th>Credit Limit</th><th>Debt-to-Credit</th><th>Payment</th></tr>${rows}
    <tr><th>Total</th><td>${open.filter(([a]) => a.type !== 'collection').length}</td><td>${tradelines.filter(([, v]) => v.balance > 0).length}</td><td>${money(totalDebt)}</td><td></td><td></td><td></td><td></td></tr></table>
    <table class="grid"><tr><th>Public Records</th><td>${file.publicRecords.length}</td><th>Collections</th><td>${collections}</td></tr></table>`;
}

function publicRecord(r: TruthPublicRecord, s: Style): string {
  const bankruptcy = r.type.includes('Bankruptcy');
  const rows: [string, string][] = bankruptcy
    ? [
        ['Date Filed', s.date(r.filed)],
        ['Court Name', r.court],
        ['Case Number', r.referenceNumber],
        ['Type', r.type.replace(' Bankruptcy', '')],
        ['Disposition', r.status],
        ['Filer', 'Individual'],
        ['Liability', money(r.amount)],
      ]
    : [
        ['Date Filed', s.date(r.filed)],
        ['Court Name', r.court],
        ['Case Number', r.referenceNumber],
        ['Amount', money(r.amount)],
        ['Status', r.status],
      ];
  return `<div class="card"><h3>${esc(bankruptcy ? 'Bankruptcy' : r.type)}</h3>${detailTable(rows, s.pairs)}</div>`;
}

function render(file: CreditFile, rng: Rng): string {
  const bureau = file.bureaus[0]!;
  const report = file.reports[bureau]!;
  const c = file.consumer;
  const s: Style = {
    enumStatus: chance(rng, 0.4),
    pairs: pick(rng, [1, 2, 2]),
    date: chance(rng, 0.6) ? longDate : slashDate,
    inquiryAddress: chance(rng, 0.5),
  };
  const views = file.accounts.filter((a) => a.byBureau[bureau]).map((a): [TruthAccount, BureauView] => [a, a.byBureau[bureau]!]);
  const inquiries = file.inquiries.filter((q) => q.bureau === bureau);
  const hard = inquiries.filter((q) => q.kind === 'hard');
  const soft = inquiries.filter((q) => q.kind === 'soft');
  const printed = addDays(report.reportDate, int(rng, 0, 3));
  const hour = int(rng, 1, 12);
  const stamp = `${Number(printed.slice(5, 7))}/${Number(printed.slice(8, 10))}/${printed.slice(2, 4)}, ${hour}:${String(int(rng, 0, 59)).padStart(2, '0')} ${pick(rng, ['AM', 'PM'])}`;
  const url = pick(rng, [
    'https://my.equifax.com/membercenter/#/report/credit-report',
    'https://my.equifax.com/consumer-registration/UCSC/#/personal-info/report',
  ]);
  const sections = SECTIONS.map(([title, type, intro]) => {
    const cards = views
      .filter(([a]) => a.type === type)
      .map(([a, v]) => card(a, v, s, rng))
      .join('');
    return `<section><h2>${title}</h2><p class="intro">${intro}</p>${cards || `<p class="none">You have no ${title.toLowerCase()} on your credit report.</p>`}</section>`;
  }).join('');
  const inqRows = (list: typeof inquiries, extra: boolean): string =>
    list
      .map((q) => {
        const f = q.furnisher;
        const addr = extra ? `<td>${f ? esc(`${f.address}, ${f.city}, ${f.state} ${f.zip}`) : ''}</td>` : '';
        return `<tr><td>${s.date(q.date)}</td><td>${esc(q.creditor)}</td>${addr}${q.kind === 'soft' ? `<td>${esc(q.purpose)}</td>` : ''}</tr>`;
      })
      .join('');
  const hardTable =
    hard.length > 0
      ? `<table class="grid"><tr><th>Date of Inquiry</th><th>Company</th>${s.inquiryAddress ? '<th>Address</th>' : ''}</tr>${inqRows(hard, s.inquiryAddress)}</table>`
      : '<p class="none">No hard inquiries on file.</p>';
  const softTable =
    soft.length > 0
      ? `<table class="grid"><tr><th>Date of Inquiry</th><th>Company</th><th>Description</th></tr>${inqRows(soft, false)}</table>`
      : '<p class="none">No soft inquiries on file.</p>';
  const records = file.publicRecords.filter((r) => r.bureau === bureau);
  const aka = c.alsoKnownAs.length > 0 ? `<tr><th>Formerly Known As</th><td>${c.alsoKnownAs.map(esc).join('<br>')}</td></tr>` : '';
  return `<!doctype html><html><head><meta charset="utf-8"><title>myEquifax</title><style>
@page { size: letter; margin: 0.55in 0.45in;
  @top-left { content: '${stamp}'; font: 8px Arial; } @top-center { content: 'myEquifax | Credit Report'; font: 8px Arial; }
  @bottom-left { content: '${url}'; font: 8px Arial; } @bottom-right { content: counter(page) '/' counter(pages); font: 8px Arial; } }
body { font-family: Arial, Helvetica, sans-serif; font-size: 10.5px; color: #222; }
.brand { color: #9e1b32; font-weight: bold; font-size: 20px; letter-spacing: 1px; } h1 { font-size: 22px; margin: 4px 0; }
h2 { font-size: 15px; border-bottom: 2px solid #9e1b32; padding-bottom: 3px; margin-top: 18px; } h3 { font-size: 12.5px; margin: 0 0 3px; }
h4 { font-size: 10.5px; margin: 8px 0 3px; color: #555; text-transform: uppercase; }
.card { border: 1px solid #ccc; border-radius: 4px; padding: 8px 10px; margin: 8px 0; break-inside: avoid; }
.stats { display: flex; flex-wrap: wrap; gap: 8px; } .stat { border: 1px solid #ddd; padding: 6px; width: 30%; } .stat .v { font-size: 16px; font-weight: bold; }
table { border-collapse: collapse; width: 100%; margin: 4px 0; } th, td { text-align: left; padding: 2px 5px; border-bottom: 1px solid #eee; vertical-align: top; }
.details th { color: #555; font-weight: normal; width: 22%; } .hist td, .hist th { text-align: center; border: 1px solid #ddd; width: 7%; } .hist td.bad { color: #b00; font-weight: bold; }
.legend, .intro, .none { color: #666; font-size: 9.5px; } .num { margin-bottom: 4px; }
</style></head><body>
<div class="brand">EQUIFAX</div><h1>Credit Report</h1>
<table class="grid"><tr><th>Prepared For</th><td>${esc(c.name.toUpperCase())}</td><th>Report Date</th><td>${longDate(report.reportDate)}</td></tr>
<tr><th>Confirmation Number</th><td>${report.reportNumber}</td><th>Credit File Status</th><td>No fraud indicator on file</td></tr></table>
${summary(file, views, hard.length)}
<h2>Personal Information</h2><table class="grid"><tr><th>Name</th><td>${esc(c.name.toUpperCase())}</td></tr>${aka}
<tr><th>Social Security Number</th><td>XXX-XX-${c.ssnLast4}</td></tr><tr><th>Year of Birth</th><td>${c.birthYear}</td></tr>
<tr><th>Current Address</th><td>${esc(`${c.address}, ${c.city}, ${c.state} ${c.zip}`.toUpperCase())}</td></tr>
${c.previousAddresses.map((p) => `<tr><th>Previous Address</th><td>${esc(p.toUpperCase())}</td></tr>`).join('')}
${c.employers.map((e) => `<tr><th>Employer</th><td>${esc(e)}</td></tr>`).join('')}</table>
${sections}
<section><h2>Inquiries</h2><p class="intro">A request for your credit history is called an inquiry. Hard inquiries follow an application for credit and may affect your score; soft inquiries do not.</p>
<h3>Hard Inquiries</h3>${hardTable}<h3>Soft Inquiries</h3>${softTable}</section>
<section><h2>Public Records</h2>${records.length > 0 ? records.map((r) => publicRecord(r, s)).join('') : '<p class="none">You have no public records on your credit report.</p>'}</section>
</body></html>`;
}

const layout: Layout = {
  name: 'equifax-online-print',
  describes:
    'The myEquifax online credit report printed from the browser: summary counts, accounts by type as cards with a details table, years-by-months payment history and contact information, hard and soft inquiries, public records.',
  scope: 'single',
  bureau: 'equifax',
  scored: false,
  render: (file, rng) => ({ kind: 'pdf', content: render(file, rng) }),
};

export default layout;
