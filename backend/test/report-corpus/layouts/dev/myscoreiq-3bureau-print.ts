/**
 * A MyScoreIQ 3-bureau credit report printed from the browser: every table has one column per bureau (TransUnion,
 * Experian, Equifax): scores, personal information, summary, then each account as a heading over a field table and a
 * two-year payment history grid; hard inquiries, public information and creditor contacts close the report.
 */
import type { Bureau, BureauView, CreditFile, GridCode, Layout, TruthAccount, TruthPublicRecord } from '../../truth';

const ORDER: Bureau[] = ['transunion', 'experian', 'equifax'];
const NAMES: Record<Bureau, string> = { transunion: 'TransUnion', experian: 'Experian', equifax: 'Equifax' };
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const mdy = (d: string | null | undefined) => (d ? `${d.slice(5, 7)}/${d.slice(8, 10)}/${d.slice(0, 4)}` : '-');
const addMonths = (d: string, n: number) => {
  const t = new Date(Date.UTC(Number(d.slice(0, 4)), Number(d.slice(5, 7)) - 1 + n, Math.min(Number(d.slice(8, 10)), 28)));
  return t.toISOString().slice(0, 10);
};

function creditorType(a: TruthAccount): string {
  if (a.type === 'collection') return a.typeDetail.startsWith('Factoring') ? 'Factoring Company' : 'Collection Agencies';
  if (/CREDIT UNION|\bFCU\b|\bCU\b/.test(a.creditor)) return 'Credit Unions';
  if (/Auto/.test(a.typeDetail)) return 'Automotive';
  if (/Student/.test(a.typeDetail)) return 'Educational';
  if (/Mortgage/.test(a.typeDetail)) return 'Mortgage Companies - Finance';
  if (/Personal/.test(a.typeDetail)) return 'Finance/Personal';
  if (/SYNCB|COMENITY|DEPT|STORE/.test(a.creditor)) return 'Department Stores';
  return a.type === 'revolving' || a.type === 'open' ? 'Bank Credit Cards' : 'All Banks -- Non-Specific';
}

function accountStatus(v: BureauView): string {
  if (v.status === 'chargeoff' || v.status === 'collection') return 'Derogatory';
  return { open: 'Open', closed: 'Closed', paid: 'Paid' }[v.status];
}

function paymentStatus(v: BureauView): string {
  const s = v.paymentStatus;
  if (s.startsWith('late_')) return `Late ${s.slice(5)} Days`;
  const words: Record<string, string> = { current: 'Current', chargeoff: 'Collection/Chargeoff', collection: 'Collection/Chargeoff', bankruptcy: 'Bankruptcy' };
  return words[s] ?? s;
}

function accountType(a: TruthAccount, b: Bureau): string {
  if (a.type === 'collection') return b === 'experian' ? 'Collection' : 'Open';
  return { revolving: 'Revolving', installment: 'Installment', mortgage: 'Mortgage', open: 'Open' }[a.type];
}

const GRID: Record<GridCode, string> = {
  OK: 'OK',
  '30': '30',
  '60': '60',
  '90': '90',
  '120': '120',
  '150': '150',
  '180': '180',
  CO: 'CO',
  COL: 'CO',
  ND: '',
};

function scoreRank(value: number): string {
  return value < 580 ? 'Poor' : value < 670 ? 'Fair' : value < 740 ? 'Good' : value < 800 ? 'Very Good' : 'Excellent';
}

/** A table with a label column and one column per bureau. */
function triTable(rows: [string, (b: Bureau) => string][], cls = 'tri'): string {
  const head = `<thead><tr><th></th>${ORDER.map((b) => `<th class="b-${b}">${NAMES[b]}</th>`).join('')}</tr></thead>`;
  const body = rows.map(([label, cell]) => `<tr><td class="lbl">${esc(label)}</td>${ORDER.map((b) => `<td>${esc(cell(b))}</td>`).join('')}</tr>`);
  return `<table class="${cls}">${head}<tbody>${body.join('')}</tbody></table>`;
}

function accountSection(a: TruthAccount, money: (n: number | null) => string, mask: (n: string) => string, gridMonths: string[]): string {
  const of = (b: Bureau, f: (v: BureauView) => string) => (a.byBureau[b] ? f(a.byBureau[b]!) : '-');
  const disputed = a.remarks.some((r) => /disputed/i.test(r));
  const remarks = a.remarks.filter((r) => !/disputed/i.test(r)).join('; ') || '-';
  const lastPay = (v: BureauView) => {
    if (a.type === 'collection') return '-';
    if (a.dateOfFirstDelinquency && v.paymentStatus !== 'current') return mdy(addMonths(a.dateOfFirstDelinquency, -1));
    return mdy(addMonths(v.lastReported, -1));
  };
  const fields: [string, (b: Bureau) => string][] = [
    ['Account #:', (b) => of(b, () => mask(a.accountNumber))],
    ['High Balance:', (b) => of(b, () => money(a.highBalance))],
    ['Last Verified:', (b) => of(b, () => '')],
    ['Date of Last Activity:', (b) => of(b, (v) => (a.type === 'collection' ? mdy(a.dateOfFirstDelinquency) : lastPay(v)))],
    ['Date Reported:', (b) => of(b, (v) => mdy(v.lastReported))],
    ['Date Opened:', (b) => of(b, () => mdy(a.opened))],
    ['Balance Owed:', (b) => of(b, (v) => money(v.balance))],
    ['Closed Date:', (b) => of(b, () => (a.closed ? mdy(a.closed) : ''))],
    ['Account Rating:', (b) => of(b, accountStatus)],
    ['Account Description:', (b) => of(b, () => a.responsibility.replace('user', 'User'))],
    ['Dispute Status:', (b) => of(b, () => (disputed ? 'Account disputed by consumer' : 'Account not disputed'))],
    ['Creditor Type:', (b) => of(b, () => creditorType(a))],
    ['Account Status:', (b) => of(b, accountStatus)],
    ['Payment Status:', (b) => of(b, paymentStatus)],
    ['Creditor Remarks:', (b) => of(b, () => remarks)],
    ['Original Creditor:', (b) => of(b, () => a.originalCreditor ?? '')],
    ['Payment Amount:', (b) => of(b, (v) => money(v.status === 'open' ? (a.monthlyPayment ?? 0) : 0))],
    ['Last Payment:', (b) => of(b, lastPay)],
    ['Term Length:', (b) => of(b, () => (a.termMonths ? `${a.termMonths} Month(s)` : a.type === 'revolving' ? 'Revolving' : ''))],
    ['Past Due Amount:', (b) => of(b, (v) => money(v.pastDue))],
    ['Account Type:', (b) => of(b, () => accountType(a, b))],
    ['Payment Frequency:', (b) => of(b, () => (a.type === 'collection' ? '' : 'Monthly (every month)'))],
    ['Credit Limit:', (b) => of(b, () => money(a.creditLimit ?? 0))],
  ];
  const table = triTable(fields.filter(([label]) => label !== 'Original Creditor:' || a.originalCreditor));
  const head = `<tr><th></th>${gridMonths.map((m) => `<th>${MONTHS[Number(m.slice(5, 7)) - 1]}<br>'${m.slice(2, 4)}</th>`).join('')}</tr>`;
  const rows = ORDER.map((b) => {
    const codes = new Map((a.byBureau[b]?.paymentGrid ?? []).map((g) => [g.month, GRID[g.code]]));
    return `<tr><td class="lbl">${NAMES[b]}</td>${gridMonths
      .map((m) => {
        const c = codes.get(m) ?? '';
        return `<td class="${c === 'OK' ? 'ok' : c ? 'bad' : ''}">${c}</td>`;
      })
      .join('')}</tr>`;
  });
  return `<div class="acct"><h3>${esc(a.creditor)}</h3>${table}
    <div class="phh">Two-Year Payment History</div><table class="grid">${head}${rows.join('')}</table></div>`;
}

function recordSection(type: string, records: TruthPublicRecord[], money: (n: number | null) => string): string {
  const r = (b: Bureau) => records.find((x) => x.bureau === b);
  const cell = (f: (x: TruthPublicRecord) => string) => (b: Bureau) => (r(b) ? f(r(b)!) : '-');
  return `<div class="acct"><h3>${esc(type)}</h3>${triTable([
    ['Type:', cell((x) => x.type)],
    ['Status:', cell((x) => x.status)],
    ['Date Filed/Reported:', cell((x) => mdy(x.filed))],
    ['Reference#:', cell((x) => x.referenceNumber)],
    ['Closing Date:', cell(() => '')],
    ['Asset Amount:', cell(() => '$0.00')],
    ['Court:', cell((x) => x.court)],
    ['Liability:', cell((x) => money(x.amount))],
    ['Exempt Amount:', cell(() => '$0.00')],
    ['Remarks:', cell(() => '')],
  ])}</div>`;
}

function render(file: CreditFile, rng: () => number): string {
  const c = file.consumer;
  const cents = rng() < 0.6;
  const money = (n: number | null) =>
    n == null ? '-' : `$${n.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: cents ? 2 : 0 })}`;
  const stars = rng() < 0.5;
  const mask = (n: string) => (stars ? `****${n.slice(-4)}` : `${'X'.repeat(n.length - 4)}${n.slice(-4)}`);
  const dates = ORDER.map((b) => file.reports[b]!.reportDate).sort();
  const reportDate = dates[dates.length - 1]!;
  const printed = `${Number(reportDate.slice(5, 7))}/${Number(reportDate.slice(8, 10))}/${reportDate.slice(2, 4)}, ${1 + Math.floor(rng() * 11)}:${String(Math.floor(rng() * 60)).padStart(2, '0')} ${rng() < 0.5 ? 'AM' : 'PM'}`;
  const view = (b: Bureau) => file.accounts.flatMap((a) => (a.byBureau[b] ? [{ a, v: a.byBureau[b]! }] : []));
  const twoYears = file.inquiries.filter((q) => q.kind === 'hard');
  const accounts = rng() < 0.5 ? file.accounts : [...file.accounts].sort((x, y) => x.creditor.localeCompare(y.creditor));
  const gridMonths = (file.accounts.flatMap((a) => Object.values(a.byBureau))[0]?.paymentGrid ?? []).map((g) => g.month);
  const score = (b: Bureau) => file.reports[b]?.score;

  const scores = triTable([
    ['Credit Score:', (b) => (score(b) ? String(score(b)!.value) : '-')],
    ['Lender Rank:', (b) => (score(b) ? scoreRank(score(b)!.value) : '-')],
    ['Score Scale:', (b) => (score(b) ? `${score(b)!.range.min}-${score(b)!.range.max}` : '-')],
    ['Score Model:', (b) => score(b)?.model ?? '-'],
    ['Score Date:', (b) => (score(b) ? mdy(file.reports[b]!.reportDate) : '-')],
  ]);
  const personal = triTable([
    ['Credit Report Date:', (b) => mdy(file.reports[b]!.reportDate)],
    ['Name:', () => c.name.toUpperCase()],
    ['Also Known As:', () => c.alsoKnownAs.map((n) => n.toUpperCase()).join(', ') || '-'],
    ['Date of Birth:', () => String(c.birthYear)],
    ['Current Address(es):', () => `${c.address}, ${c.city}, ${c.state} ${c.zip}`.toUpperCase()],
    ['Previous Address(es):', () => c.previousAddresses.join('; ').toUpperCase() || '-'],
    ['Employers:', () => c.employers.join(', ').toUpperCase() || '-'],
  ]);
  const count = (b: Bureau, f: (a: TruthAccount, v: BureauView) => boolean) => String(view(b).filter(({ a, v }) => f(a, v)).length);
  const summary = triTable([
    ['Total Accounts:', (b) => String(view(b).length)],
    ['Open Accounts:', (b) => count(b, (_, v) => v.status === 'open')],
    ['Closed Accounts:', (b) => count(b, (_, v) => v.status !== 'open')],
    ['Delinquent:', (b) => count(b, (_, v) => v.paymentStatus.startsWith('late_'))],
    ['Derogatory:', (b) => count(b, (a, v) => a.type === 'collection' || ['chargeoff', 'collection', 'bankruptcy'].includes(v.paymentStatus))],
    ['Balances:', (b) => money(view(b).reduce((s, { v }) => s + v.balance, 0))],
    ['Payments:', (b) => money(view(b).reduce((s, { a, v }) => s + (v.status === 'open' ? (a.monthlyPayment ?? 0) : 0), 0))],
    ['Public Records:', (b) => String(file.publicRecords.filter((r) => r.bureau === b).length)],
    ['Inquiries(2 years):', (b) => String(twoYears.filter((q) => q.bureau === b).length)],
  ]);
  const inquiries =
    twoYears.length === 0
      ? '<p>None Reported</p>'
      : `<table class="list"><tr><th>Creditor Name</th><th>Type of Business</th><th>Date of Inquiry</th><th>Credit Bureau</th></tr>${twoYears
          .map((q) => `<tr><td>${esc(q.creditor)}</td><td>${esc(q.purpose)}</td><td>${mdy(q.date)}</td><td>${NAMES[q.bureau]}</td></tr>`)
          .join('')}</table>`;
  const recordTypes = [...new Set(file.publicRecords.map((r) => r.type))];
  const records =
    recordTypes.length === 0
      ? '<p>None Reported</p>'
      : recordTypes
          .map((t) =>
            recordSection(
              t,
              file.publicRecords.filter((r) => r.type === t),
              money,
            ),
          )
          .join('');
  const contacts = [...new Map(file.accounts.map((a) => [a.creditor, a.furnisher])).entries()]
    .map(([name, f]) => `<tr><td>${esc(name)}</td><td>${esc(`${f.address} ${f.city}, ${f.state} ${f.zip}`)}</td><td>${esc(f.phone)}</td></tr>`)
    .join('');

  const size = [8, 8.5, 9][Math.floor(rng() * 3)]!;
  const css = `@page { size: Letter; margin: 0.5in 0.4in; font-family: Arial, sans-serif; font-size: 7pt;
      @top-left { content: "${printed}"; } @top-center { content: "MyScoreIQ - Credit Report"; }
      @bottom-left { content: "https://member.myscoreiq.com/CreditReport.aspx"; } @bottom-right { content: counter(page) "/" counter(pages); } }
    body { font-family: Helvetica, Arial, sans-serif; font-size: ${size}pt; color: #222; }
    .brand { font-size: 20pt; font-weight: bold; color: #0a5a8c; } .brand span { color: #f08a00; }
    h2 { background: #0a5a8c; color: #fff; font-size: ${size + 2}pt; padding: 3px 6px; margin: 14px 0 6px; break-after: avoid; }
    h3 { font-size: ${size + 1}pt; margin: 10px 0 3px; color: #0a5a8c; break-after: avoid; }
    table { border-collapse: collapse; width: 100%; } td, th { border: 1px solid #ccc; padding: 2px 4px; text-align: left; vertical-align: top; }
    .tri th { background: #eef3f7; width: 25%; } .tri td.lbl { font-weight: bold; background: #f7f7f7; width: 22%; }
    .acct { margin-bottom: 8px; } tr, .grid { break-inside: avoid; } .phh { font-weight: bold; margin: 4px 0 2px; break-after: avoid; }
    .grid td, .grid th { font-size: ${size - 2}pt; text-align: center; padding: 1px; } .grid td.lbl { text-align: left; font-weight: bold; width: 10%; }
    .grid td.ok { background: #e8f5e9; } .grid td.bad { background: #fdecea; font-weight: bold; } .list th { background: #eef3f7; }`;
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><title>MyScoreIQ - Credit Report</title><style>${css}</style></head><body>
<div class="brand">MyScore<span>IQ</span></div>
<p>Three Bureau Credit Report &nbsp; | &nbsp; Reference #: ${esc(file.reports.transunion?.reportNumber ?? '')} &nbsp; | &nbsp; Report Date: ${mdy(reportDate)}</p>
<h2>Credit Score</h2>${scores}
<h2>Personal Information</h2>${personal}
<h2>Summary</h2>${summary}
<h2>Account History</h2>
<p>Payment history legend: OK = Current; 30-180 = Days Late; CO = Chargeoff/Collection; blank = No Data.</p>
${accounts.map((a) => accountSection(a, money, mask, gridMonths)).join('\n')}
<h2>Inquiries</h2>${inquiries}
<h2>Public Information</h2>${records}
<h2>Creditor Contacts</h2><table class="list"><tr><th>Creditor Name</th><th>Address</th><th>Phone Number</th></tr>${contacts}</table>
</body></html>`;
}

const layout: Layout = {
  name: 'myscoreiq-3bureau-print',
  describes:
    'A MyScoreIQ three-bureau credit report printed from the browser: TransUnion, Experian and Equifax columns for scores, summary and each account, with a two-year payment history grid per account, inquiries and public records tables.',
  scope: 'tri',
  scored: true,
  render: (file, rng) => ({ kind: 'pdf', content: render(file, rng) }),
};

export default layout;
