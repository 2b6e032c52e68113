import type { BureauView, CreditFile, GridCode, Layout, TruthAccount, TruthInquiry } from '../../truth';

/*
 * Equifax's free annual credit report (AnnualCreditReport.com / myEquifax) printed from the browser:
 * summary counts, accounts grouped Revolving / Mortgage / Installment / Other / Collections, each account a block
 * of Equifax field names with a payment-history grid by year and month, creditor contact, hard and soft inquiries,
 * public records, consumer statement; print header and footer with the confirmation number and page numbers.
 */

const esc = (s: string | number): string => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const css = (s: string): string => s.replace(/['\\<>]/g, '');
const pick = <T>(rng: () => number, xs: T[]): T => xs[Math.floor(rng() * xs.length)];

type Fmt = { date: (d: string | null) => string; money: (n: number | null) => string; mask: (n: string) => string };

function makeFmt(rng: () => number): Fmt {
  const long = rng() < 0.5;
  const maskChar = pick(rng, ['*', 'X', 'x']);
  const maskLen = pick(rng, [0, 4, 8]);
  return {
    date: (d) => {
      if (!d) return '';
      const [y, m, day] = d.split('-');
      return long ? `${MON[Number(m) - 1]} ${Number(day)}, ${y}` : `${m}/${day}/${y}`;
    },
    money: (n) => (n === null ? '' : `$${n.toLocaleString('en-US')}`),
    mask: (n) => (maskLen ? maskChar.repeat(maskLen) : maskChar.repeat(Math.max(n.length - 4, 4))) + n.slice(-4),
  };
}

const OWNER: Record<TruthAccount['responsibility'], string> = {
  Individual: 'Individual Account',
  Joint: 'Joint Account',
  'Authorized user': 'Authorized User',
};
const STATUS: Record<BureauView['paymentStatus'], string> = {
  current: 'Pays As Agreed',
  late_30: '30 - 59 Days Past Due',
  late_60: '60 - 89 Days Past Due',
  late_90: '90 - 119 Days Past Due',
  late_120: '120 - 149 Days Past Due',
  chargeoff: 'Charge Off',
  collection: 'Collection Account',
  bankruptcy: 'Included in Bankruptcy',
};
const MARK: Record<GridCode, string> = { OK: '✓', '30': '30', '60': '60', '90': '90', '120': '120', '150': '150', '180': '180', CO: 'CO', COL: 'CA', ND: '' };

function classification(a: TruthAccount): string {
  const t = a.typeDetail.toLowerCase();
  if (a.type === 'collection') return 'Collection Services';
  if (a.type === 'mortgage') return 'Mortgage Companies';
  if (t.includes('auto')) return 'Automotive';
  if (t.includes('student')) return 'Education';
  if (t.includes('card')) return 'Bank Credit Cards';
  return 'Finance';
}

function activity(v: BureauView): string {
  if (v.status === 'paid') return 'Paid and Closed';
  if (v.status === 'closed') return 'Closed';
  if (v.status === 'chargeoff') return 'Charged Off';
  return 'N/A';
}

function history(v: BureauView, title: string): string {
  const cells = new Map(v.paymentGrid.map((g) => [g.month, g.code]));
  const years = [...new Set(v.paymentGrid.map((g) => g.month.slice(0, 4)))].sort().reverse();
  const head = `<tr><th>Year</th>${MON.map((m) => `<th>${m}</th>`).join('')}</tr>`;
  const rows = years
    .map(
      (y) =>
        `<tr><th>${y}</th>${MON.map((_, i) => {
          const c = cells.get(`${y}-${String(i + 1).padStart(2, '0')}`);
          return `<td class="${c && c !== 'OK' && c !== 'ND' ? 'neg' : ''}">${c ? MARK[c] : ''}</td>`;
        }).join('')}</tr>`,
    )
    .join('');
  return `<div class="hist"><h5>${title}</h5><table class="grid">${head}${rows}</table></div>`;
}

function fields(a: TruthAccount, v: BureauView, f: Fmt): [string, string][] {
  const months = v.paymentGrid.filter((g) => g.code !== 'ND').length;
  const major = v.paymentGrid
    .slice()
    .reverse()
    .find((g) => ['90', '120', '150', '180', 'CO', 'COL'].includes(g.code));
  const rows: [string, string][] = [
    ['Account Number', f.mask(a.accountNumber)],
    ['Owner', OWNER[a.responsibility]],
    ['Loan/Account Type', a.typeDetail],
    ['Account Status', STATUS[v.paymentStatus]],
    ['Reported Balance', f.money(v.balance)],
    ['Amount Past Due', f.money(v.pastDue)],
    ['Credit Limit', f.money(a.creditLimit)],
    ['High Credit', f.money(a.highBalance)],
    ['Terms Frequency', a.termMonths || a.monthlyPayment ? 'Monthly' : ''],
    ['Terms Duration', a.termMonths ? `${a.termMonths} Months` : ''],
    ['Scheduled Payment Amount', f.money(a.monthlyPayment)],
    ['Months Reviewed', String(months)],
    ['Date Opened', f.date(a.opened)],
    ['Date Reported', f.date(v.lastReported)],
    ['Date Closed', f.date(a.closed)],
    ['Activity Designator', activity(v)],
    ['Date of 1st Delinquency', f.date(a.dateOfFirstDelinquency)],
    ['Date Major Delinquency 1st Reported', major ? f.date(`${major.month}-01`) : ''],
    ['Charge Off Amount', v.status === 'chargeoff' ? f.money(v.balance) : ''],
    ['Creditor Classification', classification(a)],
  ];
  if (a.originalCreditor) rows.push(['Original Creditor Name', a.originalCreditor]);
  rows.push(['Narrative Codes', a.remarks.join('; ')]);
  return rows;
}

function contact(name: string, c: { address: string; city: string; state: string; zip: string; phone: string }): string {
  return `<div class="contact"><b>${esc(name)}</b><br>${esc(c.address)}<br>${esc(`${c.city}, ${c.state} ${c.zip}`)}<br>${esc(c.phone)}</div>`;
}

function accountBlock(a: TruthAccount, v: BureauView, f: Fmt, style: 'over' | 'pairs', histTitle: string): string {
  const rows = fields(a, v, f);
  let table = '';
  if (style === 'over') {
    for (let i = 0; i < rows.length; i += 4) {
      const chunk = rows.slice(i, i + 4);
      table += `<tr class="lbl">${chunk.map(([l]) => `<th>${esc(l)}</th>`).join('')}</tr>`;
      table += `<tr>${chunk.map(([, val]) => `<td>${esc(val || '--')}</td>`).join('')}</tr>`;
    }
  } else {
    for (let i = 0; i < rows.length; i += 2) {
      table += `<tr>${rows
        .slice(i, i + 2)
        .map(([l, val]) => `<th>${esc(l)}</th><td>${esc(val || '--')}</td>`)
        .join('')}</tr>`;
    }
  }
  return `<section class="acct"><h4>${esc(a.creditor)}</h4><table class="fields ${style}">${table}</table>
    ${history(v, histTitle)}<h5>Contact Information</h5>${contact(a.creditor, a.furnisher)}</section>`;
}

function inquiryTable(list: TruthInquiry[], f: Fmt, withContact: boolean): string {
  if (!list.length) return '<p class="none">No inquiries of this type are on file.</p>';
  return `<table class="inq"><tr><th>Company</th><th>Date of Inquiry</th><th>Description</th>${withContact ? '<th>Contact Information</th>' : ''}</tr>${list
    .map(
      (q) =>
        `<tr><td>${esc(q.creditor)}</td><td>${esc(f.date(q.date))}</td><td>${esc(q.purpose)}</td>${
          withContact
            ? `<td>${q.furnisher ? esc(`${q.furnisher.address}, ${q.furnisher.city}, ${q.furnisher.state} ${q.furnisher.zip} ${q.furnisher.phone}`) : ''}</td>`
            : ''
        }</tr>`,
    )
    .join('')}</table>`;
}

function render(file: CreditFile, rng: () => number): string {
  const b = 'equifax' as const;
  const rep = file.reports[b] ?? { reportDate: '', reportNumber: '', score: null };
  const f = makeFmt(rng);
  const style = rng() < 0.5 ? 'over' : 'pairs';
  const histTitle = pick(rng, ['81 Month Payment History', '24 Month History', 'Payment History']);
  const c = file.consumer;
  const accts = file.accounts.flatMap((a) => (a.byBureau[b] ? [{ a, v: a.byBureau[b]! }] : []));
  const inq = file.inquiries.filter((q) => q.bureau === b);
  const hard = inq.filter((q) => q.kind === 'hard');
  const soft = inq.filter((q) => q.kind === 'soft');
  const recs = file.publicRecords.filter((r) => r.bureau === b);
  const negative = accts.filter(
    ({ a, v }) => v.paymentStatus !== 'current' || ['chargeoff', 'collection'].includes(v.status) || a.late.late30 + a.late.late60 + a.late.late90 > 0,
  );
  const open = accts.filter(({ v }) => v.status === 'open');
  const summary: [string, string][] = [
    ['Open Accounts', String(open.length)],
    ['Accounts with a Balance', String(accts.filter(({ v }) => v.balance > 0).length)],
    ['Total Debt', f.money(accts.reduce((s, { v }) => s + v.balance, 0))],
    ['Negative Accounts', String(negative.length)],
    ['Hard Inquiries', String(hard.length)],
    ['Public Records', String(recs.length)],
  ];
  const groups: [string, TruthAccount['type']][] = [
    ['Revolving Accounts', 'revolving'],
    ['Mortgage Accounts', 'mortgage'],
    ['Installment Accounts', 'installment'],
    ['Other Accounts', 'open'],
    ['Collections', 'collection'],
  ];
  const byType = groups.map(([title, t]) => {
    const list = accts.filter(({ a }) => a.type === t);
    const bal = list.reduce((s, { v }) => s + v.balance, 0);
    const lim = list.reduce((s, { a }) => s + (a.creditLimit ?? 0), 0);
    return {
      title,
      list,
      row: [
        title.replace(' Accounts', ''),
        list.filter(({ v }) => v.status === 'open').length,
        list.filter(({ v }) => v.balance > 0).length,
        f.money(bal),
        lim ? f.money(lim) : '--',
      ],
    };
  });
  const statement = pick(rng, [
    '',
    'I was the victim of identity theft in 2022. Please contact me at the phone number on file before extending any new credit in my name.',
    'Some late payments shown on this file occurred during a period of medical leave. I am current on all obligations.',
  ]);
  const now = rng() < 0.5 ? `10:${String(10 + Math.floor(rng() * 49))} AM` : `3:${String(10 + Math.floor(rng() * 49))} PM`;
  const sections = byType
    .map(
      (g) =>
        `<h2>${g.title}</h2>${g.list.length ? g.list.map(({ a, v }) => accountBlock(a, v, f, style, histTitle)).join('') : `<p class="none">No ${g.title.toLowerCase()} are reported.</p>`}`,
    )
    .join('');
  const prevAddr = c.previousAddresses.map((p) => `<li>${esc(p)}</li>`).join('');
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><title>myEquifax - Credit Report</title><style>
@page { size: letter; margin: 0.6in 0.5in 0.6in 0.5in;
  @top-left { content: '${css(f.date(rep.reportDate))}, ${now}'; font: 8pt Arial, sans-serif; }
  @top-right { content: 'Equifax Credit Report'; font: 8pt Arial, sans-serif; }
  @bottom-left { content: 'Confirmation # ${css(rep.reportNumber)}'; font: 8pt Arial, sans-serif; }
  @bottom-right { content: 'Page ' counter(page) ' of ' counter(pages); font: 8pt Arial, sans-serif; } }
body { font: 9.5pt Arial, Helvetica, sans-serif; color: #222; }
h1 { font-size: 17pt; color: #9e1b32; margin: 0 0 4px; } h2 { font-size: 13pt; border-bottom: 2px solid #9e1b32; margin: 18px 0 6px; padding-bottom: 2px; }
h2 { break-after: avoid; } h4 { font-size: 11pt; margin: 0 0 4px; } h5 { font-size: 9pt; margin: 8px 0 3px; color: #555; text-transform: uppercase; }
.acct { border: 1px solid #ccc; padding: 8px; margin-bottom: 10px; break-inside: avoid; }
table { border-collapse: collapse; width: 100%; } .fields { table-layout: fixed; } th, td { text-align: left; padding: 2px 4px; vertical-align: top; font-size: 8.5pt; }
.fields.over th { color: #666; font-weight: normal; border-top: 1px solid #eee; } .fields.pairs th { color: #666; font-weight: normal; width: 22%; }
.grid th, .grid td { border: 1px solid #ddd; text-align: center; width: 7%; } .grid td.neg { background: #f6d5d5; font-weight: bold; }
.summary td { border-bottom: 1px solid #eee; } .inq th { background: #f2f2f2; } .none { color: #777; font-style: italic; }
.legend span { margin-right: 10px; font-size: 8pt; } .contact { font-size: 8.5pt; }
</style></head><body>
<h1>Equifax Credit Report&trade; for ${esc(c.name)}</h1>
<div>As of ${esc(f.date(rep.reportDate))} &nbsp;|&nbsp; Confirmation Number: ${esc(rep.reportNumber)}</div>
<p>This is your free annual Equifax credit report. Review it carefully; if anything is inaccurate or incomplete you may file a dispute online, by phone or by mail.</p>
<h2>Credit File Summary</h2><table class="summary">${summary.map(([l, v]) => `<tr><td>${l}</td><td><b>${esc(v)}</b></td></tr>`).join('')}</table>
<h5>Accounts by Type</h5><table class="summary"><tr><th>Account Type</th><th>Open</th><th>With Balance</th><th>Total Balance</th><th>Credit Limit</th></tr>
${byType.map((g) => `<tr>${g.row.map((x) => `<td>${esc(x)}</td>`).join('')}</tr>`).join('')}</table>
<h2>Personal Information</h2><table class="fields pairs">
<tr><th>Name</th><td>${esc(c.name)}</td><th>Formerly Known As</th><td>${esc(c.alsoKnownAs.join(', ') || '--')}</td></tr>
<tr><th>Social Security Number</th><td>XXX-XX-${esc(c.ssnLast4)}</td><th>Year of Birth</th><td>${c.birthYear}</td></tr>
<tr><th>Current Address</th><td>${esc(`${c.address}, ${c.city}, ${c.state} ${c.zip}`)}</td><th>Telephone</th><td>${esc(c.phone)}</td></tr>
<tr><th>Employment History</th><td colspan="3">${esc(c.employers.join('; ') || '--')}</td></tr></table>
${prevAddr ? `<h5>Previous Addresses</h5><ul>${prevAddr}</ul>` : ''}
<div class="legend"><b>Payment history key:</b> <span>✓ Paid on Time</span><span>30 / 60 / 90 / 120 / 150 / 180 Days Past Due</span><span>CA Collection Account</span><span>CO Charge Off</span><span>blank No Data Available</span></div>
${sections}
<h2>Inquiries</h2><h5>Hard Inquiries</h5>
<p>These requests were made by companies you applied to for credit; they may remain for up to two years and other lenders can see them.</p>
${inquiryTable(hard, f, true)}
<h5>Soft Inquiries</h5><p>Promotional, account review and your own requests. Only you can see these.</p>${inquiryTable(soft, f, false)}
<h2>Public Records</h2>${
    recs.length
      ? recs
          .map(
            (r) => `<section class="acct"><h4>${esc(r.type)}</h4><table class="fields pairs">
<tr><th>Date Filed</th><td>${esc(f.date(r.filed))}</td><th>Court Name</th><td>${esc(r.court)}</td></tr>
<tr><th>Case or Other ID Number</th><td>${esc(r.referenceNumber)}</td><th>Status</th><td>${esc(r.status)}</td></tr>
<tr><th>Amount</th><td>${esc(f.money(r.amount) || '--')}</td><th>Filer</th><td>Personal</td></tr></table></section>`,
          )
          .join('')
      : '<p class="none">No public records are reported.</p>'
  }
<h2>Consumer Statements</h2>${statement ? `<p>${esc(statement)}</p>` : '<p class="none">You have no consumer statements on file.</p>'}
<h2>Dispute Information</h2><p>Equifax Information Services LLC, P.O. Box 740256, Atlanta, GA 30374. Include your confirmation number ${esc(rep.reportNumber)} with any correspondence.</p>
</body></html>`;
}

const layout: Layout = {
  name: 'equifax-annual-print',
  describes:
    "Equifax's free annual credit report (AnnualCreditReport.com / myEquifax) printed from a browser: summary counts, accounts by type with Equifax field names, month grid by year, creditor contacts, hard/soft inquiries.",
  scope: 'single',
  bureau: 'equifax',
  scored: false,
  render: (file, rng) => ({ kind: 'pdf', content: render(file, rng) }),
};

export default layout;
