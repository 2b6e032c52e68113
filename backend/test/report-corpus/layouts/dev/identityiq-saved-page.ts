/**
 * A 3-bureau report from a credit-monitoring site (IdentityIQ style) saved with the browser's "Save page as": every
 * section is div-based CSS grid rows (label + TransUnion / Experian / Equifax), around the site's nav, cookie banner,
 * footer and script tags.
 */
import type { Bureau, BureauView, CreditFile, Layout, TruthAccount } from '../../truth';
import { BUREAU_NAMES } from '../../truth';

const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const NONE = '--';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const usd = (n: number | null) => (n === null ? NONE : `$${n.toLocaleString('en-US')}`);
const mdy = (d: string) => `${d.slice(5, 7)}/${d.slice(8, 10)}/${d.slice(0, 4)}`;

/** One grid row: a label and one cell per bureau (values are escaped here). */
function row(label: string, values: string[], cls = ''): string {
  return `<div class="rpt-row ${cls}"><div class="rpt-label">${esc(label)}</div>${values.map((v) => `<div class="rpt-cell">${esc(v)}</div>`).join('')}</div>`;
}

function headRow(bureaus: Bureau[], first = ''): string {
  return `<div class="rpt-row rpt-head"><div class="rpt-label">${esc(first)}</div>${bureaus.map((b) => `<div class="rpt-cell ${b}">${BUREAU_NAMES[b]}</div>`).join('')}</div>`;
}

const TYPE: Record<TruthAccount['type'], string> = {
  revolving: 'Revolving',
  installment: 'Installment',
  mortgage: 'Mortgage',
  collection: 'Collection',
  open: 'Open',
};

function accountStatus(v: BureauView): string {
  if (v.status === 'chargeoff' || v.status === 'collection' || v.paymentStatus === 'bankruptcy') return 'Derogatory';
  return { open: 'Open', closed: 'Closed', paid: 'Paid' }[v.status as 'open' | 'closed' | 'paid'];
}

function paymentStatus(v: BureauView): string {
  const words: Record<string, string> = {
    current: 'Current',
    late_30: 'Late 30 Days',
    late_60: 'Late 60 Days',
    late_90: 'Late 90 Days',
    late_120: 'Late 120 Days',
    chargeoff: 'Collection/Chargeoff',
    collection: 'Collection/Chargeoff',
    bankruptcy: 'Bankruptcy',
  };
  return words[v.paymentStatus]!;
}

function accountCard(a: TruthAccount, bureaus: Bureau[], mask: (n: string) => string, newestLeft: boolean): string {
  const views = bureaus.map((b) => a.byBureau[b]);
  const each = (f: (v: BureauView) => string) => views.map((v) => (v ? f(v) : NONE));
  const rows = [
    row(
      'Account #:',
      each(() => mask(a.accountNumber)),
    ),
    row(
      'Account Type:',
      each(() => TYPE[a.type]),
    ),
    row(
      'Account Type - Detail:',
      each(() => a.typeDetail),
    ),
    row(
      'Bureau Code:',
      each(() => (a.responsibility === 'Joint' ? 'Joint Account' : a.responsibility)),
    ),
    row('Account Status:', each(accountStatus)),
    row(
      'Monthly Payment:',
      each(() => (a.monthlyPayment === null ? '$0' : usd(a.monthlyPayment))),
    ),
    row(
      'Date Opened:',
      each(() => mdy(a.opened)),
    ),
    row(
      'Balance:',
      each((v) => usd(v.balance)),
    ),
    row(
      'No. of Months (terms):',
      each(() => (a.termMonths ? String(a.termMonths) : NONE)),
    ),
    row(
      'High Credit:',
      each(() => usd(a.highBalance)),
    ),
    row(
      'Credit Limit:',
      each(() => usd(a.creditLimit)),
    ),
    row(
      'Past Due:',
      each((v) => usd(v.pastDue)),
    ),
    row('Payment Status:', each(paymentStatus)),
    row(
      'Last Reported:',
      each((v) => mdy(v.lastReported)),
    ),
    row(
      'Date Closed:',
      each(() => (a.closed ? mdy(a.closed) : NONE)),
    ),
    row(
      'Comments:',
      each(() => a.remarks.join('. ') || NONE),
    ),
  ];
  const first = Object.values(a.byBureau)[0]!.paymentGrid;
  const months = newestLeft ? first.map((g) => g.month) : [...first].reverse().map((g) => g.month);
  const cell = (b: Bureau, m: string) => {
    const code = a.byBureau[b]?.paymentGrid.find((g) => g.month === m)?.code ?? 'ND';
    const text = code === 'ND' ? '' : code === 'COL' ? 'C' : code;
    return `<div class="hist-cell ${code === 'OK' ? 'hist-ok' : code === 'ND' ? 'hist-nd' : 'hist-bad'}">${text}</div>`;
  };
  const history = `<div class="hist">
  <div class="hist-row"><div class="hist-label">Month</div>${months.map((m) => `<div class="hist-cell hist-m">${MON[Number(m.slice(5, 7)) - 1]}</div>`).join('')}</div>
  <div class="hist-row"><div class="hist-label">Year</div>${months.map((m) => `<div class="hist-cell hist-m">${m.slice(2, 4)}</div>`).join('')}</div>
  ${bureaus.map((b) => `<div class="hist-row"><div class="hist-label">${BUREAU_NAMES[b]}</div>${months.map((m) => cell(b, m)).join('')}</div>`).join('\n  ')}
</div>`;
  return `<div class="acct-card">
<div class="acct-header"><span class="acct-name">${esc(a.creditor)}</span>${a.originalCreditor ? `<span class="acct-orig">(Original Creditor: ${esc(a.originalCreditor)})</span>` : ''}</div>
${headRow(bureaus)}
${rows.join('\n')}
<div class="sub-title">Two-Year payment history</div>
${history}
</div>`;
}

function render(file: CreditFile, rng: () => number): string {
  const bureaus = file.bureaus;
  const c = file.consumer;
  const stars = rng() < 0.5;
  const mask = (n: string) => (stars ? `****${n.slice(-4)}` : `${'X'.repeat(n.length - 4)}${n.slice(-4)}`);
  const newestLeft = rng() < 0.5;
  const bannerTop = rng() < 0.5;
  const ref = Math.floor(rng() * 9e8 + 1e8);
  const latest = bureaus
    .map((b) => file.reports[b]!.reportDate)
    .sort()
    .at(-1)!;
  const title = `IdentityIQ${rng() < 0.5 ? ' - Credit Report' : ' | 3 Bureau Credit Report'}`;
  const scoreCards = bureaus
    .map((b) => {
      const r = file.reports[b]!;
      const s = r.score;
      const model = s ? s.model.replace(/^VantageScore /, 'VantageScore® ').replace(/^FICO /, 'FICO® ') : 'Score unavailable';
      return `<div class="score-card">
  <img class="bureau-logo" src="./Credit Report_files/${b}-logo.png" alt="${BUREAU_NAMES[b]}">
  <div class="score-num">${s ? s.value : NONE}</div><div class="score-model">${esc(model)}</div>
  <div class="score-range">Score range ${s ? `${s.range.min}-${s.range.max}` : '300-850'}</div>
  <div class="score-date">Report date: ${mdy(r.reportDate)}</div>
</div>`;
    })
    .join('\n');
  const list = (b: Bureau) => file.accounts.filter((a) => a.byBureau[b]);
  const per = (f: (b: Bureau) => string) => bureaus.map(f);
  const views = (b: Bureau) => list(b).map((a) => a.byBureau[b]!);
  const summary = [
    row(
      'Total Accounts:',
      per((b) => String(list(b).length)),
    ),
    row(
      'Open Accounts:',
      per((b) => String(views(b).filter((v) => v.status === 'open').length)),
    ),
    row(
      'Closed Accounts:',
      per((b) => String(views(b).filter((v) => v.status !== 'open' && v.status !== 'collection').length)),
    ),
    row(
      'Delinquent:',
      per((b) => String(views(b).filter((v) => v.paymentStatus.startsWith('late')).length)),
    ),
    row(
      'Derogatory:',
      per((b) => String(views(b).filter((v) => accountStatus(v) === 'Derogatory').length)),
    ),
    row(
      'Balances:',
      per((b) => usd(views(b).reduce((s, v) => s + v.balance, 0))),
    ),
    row(
      'Payments:',
      per((b) =>
        usd(
          list(b)
            .filter((a) => a.byBureau[b]!.status === 'open')
            .reduce((s, a) => s + (a.monthlyPayment ?? 0), 0),
        ),
      ),
    ),
    row(
      'Public Records:',
      per((b) => String(file.publicRecords.filter((r) => r.bureau === b).length)),
    ),
    row(
      'Inquiries(2 years):',
      per((b) => String(file.inquiries.filter((q) => q.bureau === b && q.kind === 'hard').length)),
    ),
  ];
  const personal = [
    row(
      'Credit Report Date:',
      per((b) => mdy(file.reports[b]!.reportDate)),
    ),
    row(
      'Name:',
      per(() => c.name.toUpperCase()),
    ),
    row(
      'Also Known As:',
      per(() => c.alsoKnownAs.map((n) => n.toUpperCase()).join(', ') || NONE),
    ),
    row(
      'Date of Birth:',
      per(() => String(c.birthYear)),
    ),
    row(
      'Current Address(es):',
      per(() => `${c.address} ${c.city}, ${c.state} ${c.zip}`.toUpperCase()),
    ),
    row(
      'Previous Address(es):',
      per(() => c.previousAddresses.join('; ').toUpperCase() || NONE),
    ),
    row(
      'Employers:',
      per(() => c.employers.join(', ') || NONE),
    ),
  ];
  const records = new Map<string, typeof file.publicRecords>();
  for (const r of file.publicRecords) records.set(r.referenceNumber, [...(records.get(r.referenceNumber) ?? []), r]);
  const publicInfo = [...records.values()]
    .map((rs) => {
      const at = (b: Bureau) => rs.find((r) => r.bureau === b);
      const each = (f: (r: (typeof rs)[number]) => string) => per((b) => (at(b) ? f(at(b)!) : NONE));
      return `<div class="acct-card">${headRow(bureaus)}${[
        row(
          'Type:',
          each((r) => r.type),
        ),
        row(
          'Status:',
          each((r) => r.status),
        ),
        row(
          'Date Filed/Reported:',
          each((r) => mdy(r.filed)),
        ),
        row(
          'Reference#:',
          each((r) => r.referenceNumber),
        ),
        row(
          'Court:',
          each((r) => r.court),
        ),
        row(
          'Amount:',
          each((r) => usd(r.amount)),
        ),
      ].join('\n')}</div>`;
    })
    .join('\n');
  const hard = file.inquiries.filter((q) => q.kind === 'hard');
  const inquiries = `<div class="inq-row inq-head"><div>Creditor Name</div><div>Type of Business</div><div>Date of inquiry</div><div>Credit Bureau</div></div>
${hard.map((q) => `<div class="inq-row"><div>${esc(q.creditor)}</div><div>${esc(q.purpose.replace(/ application$/, ''))}</div><div>${mdy(q.date)}</div><div>${BUREAU_NAMES[q.bureau]}</div></div>`).join('\n')}`;
  const contacts = [...new Map(file.accounts.map((a) => [a.creditor, a.furnisher])).entries()]
    .map(
      ([name, f]) =>
        `<div class="inq-row contact"><div>${esc(name)}</div><div>${esc(`${f.address} ${f.city}, ${f.state} ${f.zip}`)}</div><div>${esc(f.phone)}</div></div>`,
    )
    .join('\n');
  const banner = `<div id="cookie-consent" class="cookie-banner">We use cookies to improve your experience and to analyze site traffic. See our <a href="https://www.identityiq.com/privacy-policy">Privacy Policy</a>. <button type="button" class="btn-accept">Accept</button></div>`;
  return `<!DOCTYPE html>
<!-- saved from url=(0055)https://member.identityiq.com/CreditReport.aspx?view=3B -->
<html lang="en"><head><meta http-equiv="Content-Type" content="text/html; charset=UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(title)}</title>
<link rel="stylesheet" href="./Credit Report_files/bootstrap.min.css"><link rel="stylesheet" href="./Credit Report_files/site.css">
<script src="./Credit Report_files/jquery-3.6.0.min.js"></script>
<script>window.dataLayer = window.dataLayer || []; function gtag(){dataLayer.push(arguments);} gtag('js', new Date()); gtag('config', 'G-7K2L4QX9PZ');</script>
<style>
body { font-family: 'Open Sans', Arial, sans-serif; font-size: 13px; color: #333; margin: 0; background: #f4f6f9; }
.topnav { display: flex; gap: 18px; background: #0a2d5c; color: #fff; padding: 12px 24px; } .topnav a { color: #fff; text-decoration: none; }
main { max-width: 1100px; margin: 0 auto; padding: 16px; } .section { background: #fff; margin: 14px 0; padding: 12px 16px; border-radius: 6px; }
.section-title { font-size: 18px; font-weight: 700; color: #0a2d5c; border-bottom: 2px solid #0a2d5c; margin-bottom: 8px; }
.score-cards { display: grid; grid-template-columns: repeat(3, 1fr); gap: 14px; } .score-card { text-align: center; border: 1px solid #dde; padding: 10px; }
.score-num { font-size: 44px; font-weight: 700; color: #0a2d5c; }
.rpt-row { display: grid; grid-template-columns: 200px repeat(3, 1fr); border-bottom: 1px solid #eee; } .rpt-row > div { padding: 3px 6px; }
.rpt-head { font-weight: 700; background: #eef2f7; } .rpt-label { font-weight: 600; }
.acct-card { border: 1px solid #d5dbe4; margin: 12px 0; } .acct-header { background: #0a2d5c; color: #fff; padding: 6px 8px; font-weight: 700; }
.acct-orig { font-weight: 400; margin-left: 8px; } .sub-title { font-weight: 700; margin: 8px 6px 4px; }
.hist-row { display: grid; grid-template-columns: 90px repeat(24, 1fr); font-size: 10px; text-align: center; } .hist-label { text-align: left; font-weight: 600; }
.hist-ok { background: #d9f0dd; } .hist-bad { background: #f7d4d4; font-weight: 700; } .hist-m { color: #777; }
.inq-row { display: grid; grid-template-columns: 2fr 2fr 1fr 1fr; border-bottom: 1px solid #eee; padding: 3px 6px; } .inq-head { font-weight: 700; background: #eef2f7; }
.contact { grid-template-columns: 2fr 3fr 1fr; } .cookie-banner { background: #222; color: #fff; padding: 10px 24px; }
footer { background: #0a2d5c; color: #cfd8e6; padding: 16px 24px; font-size: 12px; } footer a { color: #fff; margin-right: 14px; }
</style></head>
<body>
${bannerTop ? banner : ''}
<nav class="topnav"><a href="https://member.identityiq.com/Dashboard.aspx">Dashboard</a><a href="https://member.identityiq.com/CreditReport.aspx">Credit Report</a><a href="https://member.identityiq.com/ScoreTracker.aspx">Score Tracker</a><a href="https://member.identityiq.com/Alerts.aspx">Alerts</a><a href="https://member.identityiq.com/Account.aspx">My Account</a><a href="https://member.identityiq.com/Logout.aspx">Log Out</a></nav>
<main>
<div class="report-top"><h1>3-Bureau Credit Report</h1><div>Reference #: ${ref} · Report date: ${mdy(latest)}</div></div>
<div class="section" id="CreditScore"><div class="section-title">Credit Score</div><div class="score-cards">${scoreCards}</div></div>
<div class="section" id="PersonalInformation"><div class="section-title">Personal Information</div>${headRow(bureaus)}${personal.join('\n')}</div>
<div class="section" id="Summary"><div class="section-title">Summary</div>${headRow(bureaus)}${summary.join('\n')}</div>
<div class="section" id="AccountHistory"><div class="section-title">Account History</div>
<div class="legend">OK Current · 30 30 days late · 60 60 days late · 90 90 days late · 120 120+ days late · CO Charge-off · C Collection</div>
${file.accounts.map((a) => accountCard(a, bureaus, mask, newestLeft)).join('\n')}</div>
<div class="section" id="PublicInformation"><div class="section-title">Public Information</div>${publicInfo || '<div class="none">None Reported</div>'}</div>
<div class="section" id="Inquiries"><div class="section-title">Inquiries</div>${hard.length ? inquiries : '<div class="none">None Reported</div>'}</div>
<div class="section" id="CreditorContacts"><div class="section-title">Creditor Contacts</div>${contacts}</div>
</main>
<footer><a href="https://www.identityiq.com/privacy-policy">Privacy Policy</a><a href="https://www.identityiq.com/terms">Terms &amp; Conditions</a><a href="https://www.identityiq.com/contact-us">Contact Us</a><a href="https://www.identityiq.com/faq">FAQ</a>
<p>© ${latest.slice(0, 4)} IdentityIQ. All rights reserved.</p></footer>
${bannerTop ? '' : banner}
<script src="./Credit Report_files/report.bundle.js"></script>
<script>$(function () { $('.btn-accept').on('click', function () { $('#cookie-consent').hide(); }); });</script>
</body></html>`;
}

const layout: Layout = {
  name: 'identityiq-saved-page',
  describes:
    'An IdentityIQ-style 3-bureau credit report saved from the browser: score cards, personal info, summary and account rows of label + TransUnion/Experian/Equifax values in div grids, a two-year payment history grid, inquiries with the bureau.',
  scope: 'tri',
  scored: true,
  render: (file, rng) => ({ kind: 'html', content: render(file, rng) }),
};

export default layout;
