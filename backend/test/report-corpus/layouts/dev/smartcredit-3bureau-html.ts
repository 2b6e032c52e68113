import { BUREAU_NAMES } from '../../truth';
import type { Bureau, BureauView, CreditFile, Layout, TruthAccount } from '../../truth';

/** A credit-monitoring member area's 3-bureau report page, saved from the browser with "Save page as…". */
const COLS: Bureau[] = ['transunion', 'experian', 'equifax'];
const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

const ACCT_STATUS: Record<BureauView['status'], string> = {
  open: 'Open',
  closed: 'Closed',
  paid: 'Paid',
  chargeoff: 'Charged Off',
  collection: 'Collection',
};
const PAY_STATUS: Record<BureauView['paymentStatus'], string> = {
  current: 'Current',
  late_30: '30 Days Late',
  late_60: '60 Days Late',
  late_90: '90 Days Late',
  late_120: '120 Days Late',
  chargeoff: 'Charge-Off',
  collection: 'Collection',
  bankruptcy: 'Included in Bankruptcy',
};
const GROUPS: [TruthAccount['type'], string][] = [
  ['revolving', 'Revolving Accounts'],
  ['installment', 'Installment Accounts'],
  ['mortgage', 'Mortgage Accounts'],
  ['open', 'Open Accounts'],
  ['collection', 'Collection Accounts'],
];

function summary(file: CreditFile, b: Bureau, reportDate: string) {
  const views = file.accounts.flatMap((a) => (a.byBureau[b] ? [{ a, v: a.byBureau[b] as BureauView }] : []));
  const since = `${Number(reportDate.slice(0, 4)) - 2}${reportDate.slice(4)}`;
  const open = views.filter((x) => x.v.status === 'open');
  return [
    ['Total Accounts', views.length],
    ['Open Accounts', open.length],
    ['Closed Accounts', views.length - open.length],
    ['Delinquent', views.filter((x) => x.v.paymentStatus.startsWith('late_')).length],
    [
      'Derogatory',
      views.filter((x) => x.v.status === 'chargeoff' || x.v.status === 'collection' || ['chargeoff', 'collection', 'bankruptcy'].includes(x.v.paymentStatus))
        .length,
    ],
    ['Balances', `$${views.reduce((s, x) => s + x.v.balance, 0).toLocaleString('en-US')}`],
    ['Monthly Payments', `$${open.reduce((s, x) => s + (x.a.monthlyPayment ?? 0), 0).toLocaleString('en-US')}`],
    ['Public Records', file.publicRecords.filter((p) => p.bureau === b).length],
    ['Inquiries (2 years)', file.inquiries.filter((q) => q.kind === 'hard' && q.bureau === b && q.date >= since).length],
  ] as [string, string | number][];
}

export default {
  name: 'smartcredit-3bureau-html',
  describes:
    'A SmartCredit-style 3-bureau report page saved from the browser: full HTML with nav and scripts, a score card ' +
    'per bureau with model and range, per-bureau summaries, one comparison table per account (TransUnion/Experian/' +
    'Equifax columns) with a payment-history grid, hard inquiries with their bureau, public records.',
  scope: 'tri',
  scored: true,
  render(file: CreditFile, rng: () => number) {
    const longDates = rng() < 0.5;
    const date = (d: string | null | undefined): string => {
      if (!d) return '';
      const [y, m, day] = d.split('-');
      return longDates ? `${MON[Number(m) - 1]} ${Number(day ?? '1')}, ${y}` : `${m}/${day ?? '01'}/${y}`;
    };
    const cents = rng() < 0.3;
    const money = (n: number | null | undefined): string =>
      n == null ? '' : `$${n.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: 2 })}`;
    const dash = rng() < 0.5 ? '-' : '&nbsp;-&nbsp;';
    const newestFirst = rng() < 0.6;
    const grouped = rng() < 0.6;
    const stars = rng() < 0.5;
    const mask = (n: string): string => `${stars ? '*'.repeat(Math.max(4, n.length - 4)) : 'XXXX'}${n.slice(-4)}`;
    const present = COLS.filter((b) => file.reports[b]);
    const reportDate =
      present
        .map((b) => file.reports[b]!.reportDate)
        .sort()
        .pop() ?? new Date().toISOString().slice(0, 10);
    const c = file.consumer;
    const memberId = String(Math.floor(rng() * 9e6) + 1e6);

    const head = `<thead><tr><th class="lbl"></th>${COLS.map((b) => `<th class="bureau ${b}">${BUREAU_NAMES[b]}</th>`).join('')}</tr></thead>`;
    const cellHtml = (s: string): string => (s ? `<div class="cell"><span class="val">${s}</span></div>` : dash);
    const row = (label: string, f: (b: Bureau) => string): string =>
      `<tr><td class="lbl">${label}</td>${COLS.map((b) => `<td>${cellHtml(f(b))}</td>`).join('')}</tr>`;

    const scoreCards = COLS.map((b) => {
      const s = file.reports[b]?.score;
      return `<div class="score-card ${b}"><div class="bureau-name">${BUREAU_NAMES[b]}</div>${
        s
          ? `<div class="score-value">${s.value}</div><div class="score-model">${esc(s.model)}</div>` +
            `<div class="score-range">Score range: ${s.range.min} - ${s.range.max}</div>`
          : '<div class="score-value na">--</div><div class="score-model">Score not available</div>'
      }</div>`;
    }).join('');

    const has = (b: Bureau): boolean => !!file.reports[b];
    const personal = `<table class="cmp">${head}<tbody>
${row('Report Date', (b) => date(file.reports[b]?.reportDate))}
${row('Name', (b) => (has(b) ? esc(c.name) : ''))}
${row('Also Known As', (b) => (has(b) ? c.alsoKnownAs.map(esc).join('<br>') : ''))}
${row('Year of Birth', (b) => (has(b) ? String(c.birthYear) : ''))}
${row('Current Address', (b) => (has(b) ? `${esc(c.address)}<br>${esc(c.city)},&nbsp;${c.state}&nbsp;${c.zip}` : ''))}
${row('Previous Addresses', (b) => (has(b) ? c.previousAddresses.map((x) => `<div>${esc(x)}</div>`).join('') : ''))}
${row('Employers', (b) => (has(b) ? c.employers.map(esc).join('<br>') : ''))}
</tbody></table>`;

    const summaries = present
      .map(
        (b) =>
          `<table class="summary ${b}"><caption>${BUREAU_NAMES[b]}</caption><tbody>${summary(file, b, file.reports[b]!.reportDate)
            .map(([k, v]) => `<tr><td class="lbl">${k}</td><td class="num">${v}</td></tr>`)
            .join('')}</tbody></table>`,
      )
      .join('');

    const tradeline = (a: TruthAccount): string => {
      const on =
        (f: (v: BureauView) => string) =>
        (b: Bureau): string => {
          const v = a.byBureau[b];
          return v ? f(v) : '';
        };
      const detail = `<table class="cmp tradeline">${head}<tbody>
${row(
  'Account #',
  on(() => mask(a.accountNumber)),
)}
${row(
  'Account Type',
  on(() => esc(a.type === 'open' ? 'Open Account' : a.type.charAt(0).toUpperCase() + a.type.slice(1))),
)}
${row(
  'Account Type - Detail',
  on(() => esc(a.typeDetail)),
)}
${row(
  'Responsibility',
  on(() => esc(a.responsibility)),
)}
${row(
  'Account Status',
  on((v) => `<span class="status s-${v.status}">${ACCT_STATUS[v.status]}</span>`),
)}
${row(
  'Payment Status',
  on((v) => PAY_STATUS[v.paymentStatus]),
)}
${row(
  'Balance',
  on((v) => money(v.balance)),
)}
${row(
  'Credit Limit',
  on(() => money(a.creditLimit)),
)}
${row(
  'High Balance',
  on(() => money(a.highBalance)),
)}
${row(
  'Past Due Amount',
  on((v) => money(v.pastDue)),
)}
${row(
  'Monthly Payment',
  on(() => money(a.monthlyPayment)),
)}
${row(
  'Terms',
  on(() => (a.termMonths ? `${a.termMonths} Months` : '')),
)}
${row(
  'Date Opened',
  on(() => date(a.opened)),
)}
${row(
  'Date Closed',
  on(() => date(a.closed)),
)}
${row(
  'Last Reported',
  on((v) => date(v.lastReported)),
)}
${row(
  'Date of First Delinquency',
  on(() => date(a.dateOfFirstDelinquency)),
)}
${row(
  'Original Creditor',
  on(() => esc(a.originalCreditor ?? '')),
)}
${row(
  'Remarks',
  on(() => a.remarks.map((r) => `<div class="remark">${esc(r)}</div>`).join('')),
)}
</tbody></table>`;
      const months = [...new Set(COLS.flatMap((b) => a.byBureau[b]?.paymentGrid.map((g) => g.month.slice(0, 7)) ?? []))].sort();
      if (newestFirst) months.reverse();
      const gridRow = (b: Bureau): string =>
        `<tr><th class="bureau">${BUREAU_NAMES[b]}</th>${months
          .map((m) => {
            const k = a.byBureau[b]?.paymentGrid.find((g) => g.month.startsWith(m))?.code;
            if (!k || k === 'ND') return '<td class="nd"></td>';
            return `<td class="${k === 'OK' ? 'ok' : 'late'}">${k}</td>`;
          })
          .join('')}</tr>`;
      const grid =
        `<table class="pay-hist"><thead><tr><th></th>${months.map((m) => `<th>${MON[Number(m.slice(5, 7)) - 1]} '${m.slice(2, 4)}</th>`).join('')}</tr></thead>` +
        `<tbody>${COLS.map(gridRow).join('')}</tbody></table>`;
      return `<div class="tradeline-block" data-account="${esc(a.id)}"><h3 class="creditor">${esc(a.creditor)}</h3>${detail}
<div class="ph-title">Payment History</div>${grid}</div>`;
    };
    const accounts = grouped
      ? GROUPS.map(([t, title]) => {
          const list = file.accounts.filter((a) => a.type === t);
          return list.length ? `<h2 class="group">${title} <small>(${list.length})</small></h2>${list.map(tradeline).join('\n')}` : '';
        }).join('\n')
      : file.accounts.map(tradeline).join('\n');

    const hard = file.inquiries.filter((q) => q.kind === 'hard').sort((x, y) => y.date.localeCompare(x.date));
    const inquiries = hard.length
      ? `<table class="list"><thead><tr><th>Creditor Name</th><th>Date of Inquiry</th><th>Credit Bureau</th></tr></thead><tbody>${hard
          .map((q) => `<tr><td>${esc(q.creditor)}</td><td>${date(q.date)}</td><td>${BUREAU_NAMES[q.bureau]}</td></tr>`)
          .join('')}</tbody></table>`
      : '<p class="empty">No inquiries reported.</p>';
    const records = file.publicRecords.length
      ? `<table class="list"><thead><tr><th>Type</th><th>Status</th><th>Date Filed</th><th>Court</th><th>Amount</th><th>Reference #</th><th>Credit Bureau</th></tr></thead><tbody>${file.publicRecords
          .map(
            (p) =>
              `<tr><td>${esc(p.type)}</td><td>${esc(p.status)}</td><td>${date(p.filed)}</td><td>${esc(p.court)}</td>` +
              `<td>${money(p.amount) || dash}</td><td>${esc(p.referenceNumber)}</td><td>${BUREAU_NAMES[p.bureau]}</td></tr>`,
          )
          .join('')}</tbody></table>`
      : '<p class="empty">No public records reported.</p>';

    const html = `<!DOCTYPE html>
<!-- saved from url=(0056)https://www.smartcredit.com/member/credit-report/3b/ -->
<html lang="en"><head><meta http-equiv="Content-Type" content="text/html; charset=UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>3B Report &amp; Scores | SmartCredit</title>
<link rel="stylesheet" href="./3B Report &amp; Scores _ SmartCredit_files/member.css">
<script>window.dataLayer = window.dataLayer || []; function gtag() { dataLayer.push(arguments); } gtag('js', new Date()); gtag('config', 'G-XXXXXXX');</script>
<script async="" src="./3B Report &amp; Scores _ SmartCredit_files/gtm.js"></script>
<style>
body { font-family: 'Open Sans', Arial, sans-serif; color: #2b2b2b; margin: 0; background: #f5f7fa; font-size: 14px; }
.topnav { background: #0b3d6b; } .topnav ul { list-style: none; margin: 0; padding: 0 24px; display: flex; }
.topnav li a { display: block; color: #fff; padding: 14px 16px; text-decoration: none; } .topnav li.active a { background: #0f5a9c; }
#report { max-width: 1100px; margin: 0 auto; padding: 20px; background: #fff; }
.report-head { display: flex; justify-content: space-between; align-items: baseline; border-bottom: 2px solid #0b3d6b; }
.scores { display: flex; gap: 16px; } .score-card { flex: 1; border: 1px solid #dde3ea; border-radius: 6px; padding: 12px; text-align: center; }
.score-value { font-size: 40px; font-weight: 700; color: #0f5a9c; } .score-range, .score-model { font-size: 12px; color: #666; }
table { border-collapse: collapse; width: 100%; } th, td { padding: 6px 8px; border-bottom: 1px solid #e6e9ee; text-align: left; vertical-align: top; }
.cmp td.lbl { width: 22%; font-weight: 600; background: #fafbfc; } .cmp th.bureau { width: 26%; color: #fff; background: #0b3d6b; }
.summaries { display: flex; gap: 12px; } .summary caption { font-weight: 700; text-align: left; padding: 4px 0; } .summary td.num { text-align: right; }
.tradeline-block { margin: 18px 0 28px; } .creditor { margin: 0 0 6px; color: #0b3d6b; }
.pay-hist th, .pay-hist td { font-size: 10px; text-align: center; padding: 2px; border: 1px solid #e6e9ee; }
.pay-hist td.ok { background: #dff3e3; } .pay-hist td.late { background: #f8d3d3; font-weight: 700; } .pay-hist td.nd { background: #f2f2f2; }
.status.s-chargeoff, .status.s-collection { color: #b00020; font-weight: 700; } .empty { font-style: italic; color: #777; }
footer { text-align: center; font-size: 11px; color: #888; padding: 20px; }
</style></head>
<body class="member report-3b">
<header class="topnav"><nav><ul>
<li><a href="https://www.smartcredit.com/member/home/">Dashboard</a></li><li class="active"><a href="#">3B Report &amp; Scores</a></li>
<li><a href="https://www.smartcredit.com/member/scoretracker/">ScoreTracker</a></li><li><a href="https://www.smartcredit.com/member/scorebuilder/">ScoreBuilder</a></li>
<li><a href="https://www.smartcredit.com/member/actions/">Action Buttons</a></li><li><a href="https://www.smartcredit.com/member/money-manager/">Money Manager</a></li>
</ul></nav></header>
<main id="report" data-member="${memberId}">
<div class="report-head"><h1>Three Bureau Credit Report</h1><div class="report-date">Report Date: <strong>${date(reportDate)}</strong></div></div>
<section id="scores"><h2>Your Credit Scores</h2><div class="scores">${scoreCards}</div></section>
<section id="personal-information"><h2>Personal Information</h2>${personal}</section>
<section id="summary"><h2>Summary</h2><div class="summaries">${summaries}</div></section>
<section id="accounts"><h2>Accounts</h2>
${accounts}
</section>
<section id="inquiries"><h2>Hard Inquiries</h2>${inquiries}</section>
<section id="public-records"><h2>Public Records</h2>${records}</section>
</main>
<footer>&copy; ${reportDate.slice(0, 4)} SmartCredit. Credit data provided by TransUnion, Experian and Equifax.</footer>
<script>(function () { document.querySelectorAll('.tradeline-block .creditor').forEach(function (h) { h.addEventListener('click', function () { h.parentNode.classList.toggle('collapsed'); }); }); })();</script>
</body></html>
`;
    return { kind: 'html' as const, content: html };
  },
} satisfies Layout;
