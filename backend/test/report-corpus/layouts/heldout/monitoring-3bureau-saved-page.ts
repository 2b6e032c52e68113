import type { Bureau, BureauView, CreditFile, GridCode, Layout, TruthAccount, TruthInquiry } from '../../truth';
import { BUREAU_NAMES } from '../../truth';

/*
 * A 3-bureau report page from a credit-monitoring service, saved with the browser's "Save page as" (full document:
 * head, styles, navigation, cookie banner, script tags). Accounts are div "cards" laid out with CSS grid: one row
 * per field with a label cell and one value cell per bureau under a header row of bureau logos; a two-year payment
 * grid per bureau; per-bureau scores, summary counts, hard and soft inquiries, public records.
 */

const esc = (s: string | number): string => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pick = <T>(rng: () => number, xs: T[]): T => xs[Math.floor(rng() * xs.length)];
const money = (n: number | null): string => (n === null ? '--' : `$${n.toLocaleString('en-US')}`);
const NR = '--';
const LOGO: Record<Bureau, string> = { transunion: 'tu-logo.svg', experian: 'exp-logo.svg', equifax: 'efx-logo.svg' };
const MASK: Record<Bureau, string> = { transunion: '*', experian: 'X', equifax: 'x' };
const TYPE: Record<TruthAccount['type'], string> = {
  revolving: 'Revolving',
  installment: 'Installment',
  mortgage: 'Mortgage',
  collection: 'Collection',
  open: 'Open',
};
const ACCT_STATUS: Record<BureauView['status'], string> = { open: 'Open', closed: 'Closed', paid: 'Paid', chargeoff: 'Derogatory', collection: 'Derogatory' };
const PAY: Record<BureauView['paymentStatus'], string> = {
  current: 'Pays as agreed',
  late_30: 'Late 30 Days',
  late_60: 'Late 60 Days',
  late_90: 'Late 90 Days',
  late_120: 'Late 120 Days',
  chargeoff: 'Charged off',
  collection: 'Collection/Chargeoff',
  bankruptcy: 'Included in bankruptcy',
};
const MARK: Record<GridCode, string> = { OK: 'OK', '30': '30', '60': '60', '90': '90', '120': '120', '150': '150', '180': '180', CO: 'CO', COL: 'C', ND: '' };

interface Ctx {
  bureaus: Bureau[];
  date: (d: string | null) => string;
  head: string;
}

/** One grid row: a label cell then one value cell per bureau. */
const row = (label: string, vals: string[], cls = ''): string =>
  `<div class="g-row ${cls}"><div class="g-label">${esc(label)}</div>${vals.map((v) => `<div class="g-val">${esc(v)}</div>`).join('')}</div>`;

function headerRow(c: Ctx): string {
  return `<div class="g-row g-head"><div class="g-label"></div>${c.bureaus
    .map(
      (b) =>
        `<div class="g-val">${
          c.head === 'img'
            ? `<img src="./Credit Report_files/${LOGO[b]}" alt="${BUREAU_NAMES[b]}" width="96" height="22">`
            : `<span class="bname">${BUREAU_NAMES[b]}</span>`
        }</div>`,
    )
    .join('')}</div>`;
}

function accountCard(a: TruthAccount, c: Ctx): string {
  const per = (f: (v: BureauView, b: Bureau) => string): string[] => c.bureaus.map((b) => (a.byBureau[b] ? f(a.byBureau[b]!, b) : NR));
  const fields: [string, string[]][] = [
    ['Account #', per((_, b) => MASK[b].repeat(Math.max(a.accountNumber.length - 4, 4)) + a.accountNumber.slice(-4))],
    ['Account Type', per(() => TYPE[a.type])],
    ['Account Type - Detail', per(() => a.typeDetail)],
    ['Bureau Code', per(() => a.responsibility)],
    ['Account Status', per((v) => ACCT_STATUS[v.status])],
    ['Monthly Payment', per(() => money(a.monthlyPayment))],
    ['Date Opened', per(() => c.date(a.opened))],
    ['Balance', per((v) => money(v.balance))],
    ['No. of Months (terms)', per(() => (a.termMonths ? String(a.termMonths) : NR))],
    ['High Credit', per(() => money(a.highBalance))],
    ['Credit Limit', per(() => money(a.creditLimit))],
    ['Past Due', per((v) => money(v.pastDue))],
    ['Payment Status', per((v) => PAY[v.paymentStatus])],
    ['Last Reported', per((v) => c.date(v.lastReported))],
    ['Date Closed', per(() => c.date(a.closed))],
    ['Date of First Delinquency', per(() => c.date(a.dateOfFirstDelinquency))],
    ['Original Creditor', per(() => a.originalCreditor ?? NR)],
    ['Comments', per(() => a.remarks.join(' / ') || NR)],
  ];
  const months = [...new Set(c.bureaus.flatMap((b) => a.byBureau[b]?.paymentGrid.map((g) => g.month) ?? []))].sort().reverse().slice(0, 24);
  const hist = `<div class="ph" style="grid-template-columns: 90px repeat(${months.length}, 1fr)"><div class="ph-l"></div>${months
    .map((m) => `<div class="ph-m">${MON[Number(m.slice(5, 7)) - 1]}<br>'${m.slice(2, 4)}</div>`)
    .join('')}${c.bureaus
    .map((b) => {
      const g = new Map((a.byBureau[b]?.paymentGrid ?? []).map((x) => [x.month, x.code]));
      return `<div class="ph-l">${BUREAU_NAMES[b]}</div>${months
        .map((m) => {
          const code = g.get(m);
          return `<div class="ph-c ${!code || code === 'ND' ? 'nd' : code !== 'OK' ? 'bad' : ''}">${code ? MARK[code] : ''}</div>`;
        })
        .join('')}`;
    })
    .join('')}</div>`;
  return `<div class="card acct-card" data-acct-type="${TYPE[a.type].toLowerCase()}"><div class="card-title">${esc(a.creditor)}</div>
${headerRow(c)}${fields.map(([l, v], i) => row(l, v, i % 2 ? 'alt' : '')).join('')}
<div class="sub">Two-Year Payment History</div>${hist}</div>`;
}

function inquiryList(list: TruthInquiry[], c: Ctx, grouped: boolean): string {
  if (!list.length) return '<div class="empty">None reported</div>';
  const line = (q: TruthInquiry) =>
    `<div class="iq-row"><div>${esc(q.creditor)}</div><div>${esc(q.purpose)}</div><div>${esc(c.date(q.date))}</div><div>${BUREAU_NAMES[q.bureau]}</div></div>`;
  const head = '<div class="iq-row iq-head"><div>Creditor Name</div><div>Purpose</div><div>Date of Inquiry</div><div>Credit Bureau</div></div>';
  if (!grouped) return head + list.map(line).join('');
  return c.bureaus
    .map((b) => {
      const mine = list.filter((q) => q.bureau === b);
      return `<div class="iq-bureau">${BUREAU_NAMES[b]} (${mine.length})</div>${mine.length ? head + mine.map(line).join('') : '<div class="empty">None reported</div>'}`;
    })
    .join('');
}

function render(file: CreditFile, rng: () => number): string {
  const bureaus = file.bureaus;
  const slash = rng() < 0.7;
  const c: Ctx = {
    bureaus,
    date: (d) => {
      if (!d) return NR;
      const [y, m, day] = d.split('-');
      return slash ? `${m}/${day}/${y}` : `${m}-${day}-${y}`;
    },
    head: rng() < 0.6 ? 'img' : 'text',
  };
  const grouped = rng() < 0.5;
  const brand = pick(rng, ['CreditView', 'ScoreSentry', 'MyCreditHub']);
  const cu = file.consumer;
  const reportDate =
    bureaus
      .map((b) => file.reports[b]?.reportDate ?? '')
      .filter(Boolean)
      .sort()
      .reverse()[0] ?? '';
  const views = (b: Bureau) => file.accounts.flatMap((a) => (a.byBureau[b] ? [{ a, v: a.byBureau[b]! }] : []));
  const inqs = (b: Bureau, kind: 'hard' | 'soft') => file.inquiries.filter((q) => q.bureau === b && q.kind === kind);
  const sum = (f: (b: Bureau) => number | string) => bureaus.map((b) => String(f(b)));
  const summary: [string, string[]][] = [
    ['Total Accounts', sum((b) => views(b).length)],
    ['Open Accounts', sum((b) => views(b).filter(({ v }) => v.status === 'open').length)],
    ['Closed Accounts', sum((b) => views(b).filter(({ v }) => v.status !== 'open').length)],
    ['Delinquent', sum((b) => views(b).filter(({ v }) => v.paymentStatus.startsWith('late_')).length)],
    ['Derogatory', sum((b) => views(b).filter(({ v }) => ['chargeoff', 'collection', 'bankruptcy'].includes(v.paymentStatus)).length)],
    ['Balances', sum((b) => money(views(b).reduce((s, { v }) => s + v.balance, 0)))],
    [
      'Payments',
      sum((b) =>
        money(
          views(b)
            .filter(({ v }) => v.status === 'open')
            .reduce((s, { a }) => s + (a.monthlyPayment ?? 0), 0),
        ),
      ),
    ],
    ['Public Records', sum((b) => file.publicRecords.filter((r) => r.bureau === b).length)],
    ['Hard Inquiries (2 years)', sum((b) => inqs(b, 'hard').length)],
  ];
  const scores = bureaus
    .map((b) => {
      const r = file.reports[b];
      const logo =
        c.head === 'img'
          ? `<img src="./Credit Report_files/${LOGO[b]}" alt="${BUREAU_NAMES[b]}" width="96" height="22">`
          : `<span class="bname">${BUREAU_NAMES[b]}</span>`;
      if (!r?.score) return `<div class="score-card">${logo}<div class="score-na">Score unavailable</div></div>`;
      return `<div class="score-card">${logo}<div class="score-val">${r.score.value}</div><div class="score-model">${esc(r.score.model)} (${r.score.range.min}-${r.score.range.max})</div><div class="score-date">As of ${esc(c.date(r.reportDate))}</div></div>`;
    })
    .join('');
  const personal: [string, string[]][] = [
    ['Name', sum(() => cu.name)],
    ['Also Known As', sum(() => cu.alsoKnownAs.join(', ') || NR)],
    ['Date of Birth', sum(() => String(cu.birthYear))],
    ['Current Address(es)', sum(() => `${cu.address} ${cu.city}, ${cu.state} ${cu.zip}`)],
    ['Previous Address(es)', sum(() => cu.previousAddresses.join('; ') || NR)],
    ['Employers', sum(() => cu.employers.join('; ') || NR)],
    ['Report Number', sum((b) => file.reports[b]?.reportNumber ?? NR)],
    ['Report Date', sum((b) => c.date(file.reports[b]?.reportDate ?? null))],
  ];
  const recKeys = [...new Set(file.publicRecords.map((r) => `${r.type}|${r.referenceNumber}`))];
  const records = recKeys
    .map((k) => {
      const rs = file.publicRecords.filter((r) => `${r.type}|${r.referenceNumber}` === k);
      const per = (f: (r: (typeof rs)[number]) => string) =>
        bureaus.map((b) => {
          const r = rs.find((x) => x.bureau === b);
          return r ? f(r) : NR;
        });
      return `<div class="card"><div class="card-title">${esc(rs[0].type)}</div>${headerRow(c)}${[
        row(
          'Type',
          per((r) => r.type),
        ),
        row(
          'Status',
          per((r) => r.status),
        ),
        row(
          'Date Filed/Reported',
          per((r) => c.date(r.filed)),
        ),
        row(
          'Reference#',
          per((r) => r.referenceNumber),
        ),
        row(
          'Court',
          per((r) => r.court),
        ),
        row(
          'Amount',
          per((r) => money(r.amount)),
        ),
      ].join('')}</div>`;
    })
    .join('');
  const contacts = file.accounts
    .map(
      (a) =>
        `<div class="ct"><b>${esc(a.creditor)}</b><br>${esc(a.furnisher.address)}<br>${esc(`${a.furnisher.city}, ${a.furnisher.state} ${a.furnisher.zip}`)}<br>${esc(a.furnisher.phone)}</div>`,
    )
    .join('');
  const allHard = file.inquiries.filter((q) => q.kind === 'hard');
  const allSoft = file.inquiries.filter((q) => q.kind === 'soft');
  const cols = `grid-template-columns: 200px repeat(${bureaus.length}, 1fr)`;
  return `<!DOCTYPE html>
<!-- saved from url=(0058)https://member.${brand.toLowerCase()}.com/app/report/3b?view=full -->
<html lang="en"><head><meta http-equiv="Content-Type" content="text/html; charset=UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>3-Bureau Credit Report | ${brand}</title>
<link rel="icon" href="./Credit Report_files/favicon.ico"><link rel="stylesheet" href="./Credit Report_files/app.3c9e1f2a.css">
<script async="" src="./Credit Report_files/gtm.js"></script>
<script>window.dataLayer = window.dataLayer || []; function gtag(){dataLayer.push(arguments);} gtag('js', new Date()); gtag('config', 'G-4XK1Q7P2M9');</script>
<style>
body { font-family: "Open Sans", Arial, sans-serif; font-size: 13px; color: #23303f; background: #f4f6f9; margin: 0; }
.topnav { background: #13294b; color: #fff; display: flex; gap: 22px; padding: 12px 24px; } .topnav a { color: #cfe0ff; text-decoration: none; } .topnav .on { color: #fff; font-weight: 700; }
main { max-width: 1080px; margin: 0 auto; padding: 18px; } h2 { font-size: 18px; margin: 26px 0 10px; }
.card { background: #fff; border-radius: 6px; box-shadow: 0 1px 3px rgba(0,0,0,.12); padding: 12px 16px; margin-bottom: 14px; }
.card-title { font-weight: 700; font-size: 15px; margin-bottom: 8px; color: #13294b; }
.g-row { display: grid; ${cols}; border-bottom: 1px solid #eef0f3; } .g-row.alt { background: #fafbfc; }
.g-label { font-weight: 600; padding: 4px 6px; } .g-val { padding: 4px 6px; } .g-head .g-val { font-weight: 700; border-bottom: 2px solid #13294b; }
.sub { margin: 10px 0 4px; font-weight: 700; } .ph { display: grid; gap: 1px; font-size: 10px; text-align: center; }
.ph-l { text-align: left; font-weight: 600; } .ph-m { color: #6b7785; } .ph-c { background: #e7f5ea; padding: 2px 0; } .ph-c.bad { background: #fbdada; color: #9b1c1c; font-weight: 700; } .ph-c.nd { background: #f1f2f4; }
.scores { display: grid; grid-template-columns: repeat(${bureaus.length}, 1fr); gap: 12px; } .score-card { background: #fff; border-radius: 6px; padding: 14px; text-align: center; }
.score-val { font-size: 40px; font-weight: 700; color: #1a7f37; } .score-model, .score-date { color: #6b7785; font-size: 12px; }
.iq-row { display: grid; grid-template-columns: 2fr 2fr 1fr 1fr; padding: 4px 6px; border-bottom: 1px solid #eef0f3; } .iq-head { font-weight: 700; background: #eef2f7; }
.iq-bureau { font-weight: 700; margin: 10px 0 4px; } .empty { color: #8a94a0; padding: 4px 6px; } .cts { display: grid; grid-template-columns: repeat(3, 1fr); gap: 10px; }
#cookie-banner { position: fixed; bottom: 0; left: 0; right: 0; background: #222; color: #eee; padding: 14px 24px; display: flex; justify-content: space-between; }
</style></head><body class="report-page">
<header class="topnav" role="navigation"><span class="logo">${brand}</span><a href="https://member.${brand.toLowerCase()}.com/app/dashboard">Dashboard</a><a class="on" href="#">Credit Reports</a><a href="#">Scores</a><a href="#">Alerts</a><a href="#">Identity Protection</a><a href="#">My Account</a><a href="#">Log Out</a></header>
<div id="cookie-banner" role="dialog" aria-label="Cookie consent"><div>We use cookies to improve your experience and for analytics. See our Cookie Policy.</div><div><button id="cookie-settings">Cookie Settings</button> <button id="cookie-accept">Accept All Cookies</button></div></div>
<main id="report-root">
<div class="card"><div class="card-title">Three-Bureau Credit Report for ${esc(cu.name)}</div><div>Report Date: ${esc(c.date(reportDate))}</div>
<div class="report-meta">Reference #: ${esc(
    bureaus
      .map((b) => file.reports[b]?.reportNumber ?? '')
      .filter(Boolean)
      .join(' / '),
  )}</div></div>
<h2 id="scores">Credit Scores</h2><div class="scores">${scores}</div>
<h2 id="personal">Personal Information</h2><div class="card">${headerRow(c)}${personal.map(([l, v]) => row(l, v)).join('')}</div>
<h2 id="summary">Credit Summary</h2><div class="card">${headerRow(c)}${summary.map(([l, v], i) => row(l, v, i % 2 ? 'alt' : '')).join('')}</div>
<h2 id="accounts">Account History</h2>
<div class="legend">OK = Current &nbsp; 30/60/90/120/150/180 = Days late &nbsp; CO = Charge-off &nbsp; C = Collection &nbsp; blank = No data</div>
${file.accounts.map((a) => accountCard(a, c)).join('\n')}
<h2 id="public-records">Public Records</h2>${records || '<div class="card empty">None reported</div>'}
<h2 id="inquiries">Hard Inquiries</h2><div class="card">${inquiryList(allHard, c, grouped)}</div>
<h2 id="soft-inquiries">Soft Inquiries</h2><div class="card"><div class="note">Soft inquiries are visible only to you and do not affect your scores.</div>${inquiryList(allSoft, c, grouped)}</div>
<h2 id="contacts">Creditor Contacts</h2><div class="card cts">${contacts}</div>
</main>
<footer class="site-footer">&copy; ${reportDate.slice(0, 4)} ${brand}. All rights reserved. <a href="#">Privacy</a> <a href="#">Terms of Use</a></footer>
<script src="./Credit Report_files/runtime.7d1e.js"></script><script src="./Credit Report_files/main.a91f04.js"></script>
<script>document.getElementById('cookie-accept').addEventListener('click', function () { document.getElementById('cookie-banner').remove(); });</script>
</body></html>`;
}

const layout: Layout = {
  name: 'monitoring-3bureau-saved-page',
  describes:
    'A 3-bureau credit report page from a credit-monitoring service saved with "Save page as": div/CSS-grid account cards with a label column and one value column per bureau, per-bureau scores, summary counts, inquiries.',
  scope: 'tri',
  scored: true,
  render: (file, rng) => ({ kind: 'html', content: render(file, rng) }),
};

export default layout;
