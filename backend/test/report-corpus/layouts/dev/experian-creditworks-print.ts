/**
 * An Experian CreditWorks (free membership) credit report page, printed from the browser: the FICO® Score gauge, a
 * report summary, accounts as expanded cards (labels above values), payment history by year, hard and soft inquiries.
 */
import type { BureauView, CreditFile, Layout, TruthAccount, TruthInquiry } from '../../truth';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const usd = (n: number | null) => (n === null ? '—' : `$${n.toLocaleString('en-US')}`);
const day = (d: string) => `${MONTHS[Number(d.slice(5, 7)) - 1]} ${Number(d.slice(8, 10))}, ${d.slice(0, 4)}`;
const month = (d: string) => `${MONTHS[Number(d.slice(5, 7)) - 1]} ${d.slice(0, 4)}`;
const pickOf = <T>(rng: () => number, items: T[]): T => items[Math.floor(rng() * items.length)]!;

function modelName(model: string): string {
  return model.replace(/^FICO /, 'FICO® ').replace(/^VantageScore /, 'VantageScore® ');
}

function rating(value: number, model: string): string {
  if (model.startsWith('Vantage')) return value >= 781 ? 'Excellent' : value >= 661 ? 'Good' : value >= 601 ? 'Fair' : value >= 500 ? 'Poor' : 'Very poor';
  return value >= 800 ? 'Exceptional' : value >= 740 ? 'Very good' : value >= 670 ? 'Good' : value >= 580 ? 'Fair' : 'Poor';
}

function badge(a: TruthAccount, v: BureauView): [string, string] {
  if (v.status === 'collection') return ['Collection', 'bad'];
  if (v.status === 'chargeoff') return ['Charged off', 'bad'];
  if (v.paymentStatus === 'bankruptcy') return ['Bankruptcy', 'bad'];
  if (v.paymentStatus !== 'current') return ['Past due', 'bad'];
  if (v.status === 'paid') return [a.type === 'collection' ? 'Paid collection' : 'Paid', 'ok'];
  return v.status === 'open' ? ['Open', 'ok'] : ['Closed', 'neutral'];
}

function statusText(a: TruthAccount, v: BureauView): string {
  const days = { late_30: 30, late_60: 60, late_90: 90, late_120: 120 } as Record<string, number>;
  if (v.status === 'collection') return `Collection account. ${usd(v.pastDue || v.balance)} past due as of ${month(v.lastReported)}.`;
  if (v.status === 'chargeoff') return `Account charged off. ${usd(v.balance)} written off. ${usd(v.pastDue)} past due as of ${month(v.lastReported)}.`;
  if (v.paymentStatus === 'bankruptcy') return a.remarks[0] ?? 'Included in bankruptcy.';
  if (days[v.paymentStatus]) return `Account ${days[v.paymentStatus]} days past due as of ${month(v.lastReported)}.`;
  const late = a.late.late30 + a.late.late60 + a.late.late90 > 0;
  if (v.status === 'paid') return a.type === 'collection' ? 'Paid collection.' : 'Paid, closed.';
  return `${v.status === 'open' ? 'Open' : 'Closed'}/${late ? 'Was late' : 'Never late'}.`;
}

const SYMBOL: Record<string, string> = { OK: '✓', CO: 'CO', COL: 'C', ND: '–' };

function historyTable(v: BureauView): string {
  const byYear = new Map<string, Map<number, string>>();
  for (const g of v.paymentGrid) {
    const y = g.month.slice(0, 4);
    if (!byYear.has(y)) byYear.set(y, new Map());
    byYear.get(y)!.set(Number(g.month.slice(5, 7)) - 1, SYMBOL[g.code] ?? g.code);
  }
  const rows = [...byYear.entries()].map(([y, months]) => {
    const cells = MONTHS.map((_, i) => {
      const s = months.get(i);
      const cls = s === undefined ? '' : s === '✓' ? 'ok' : s === '–' ? 'nd' : 'late';
      return `<td class="${cls}">${s ?? ''}</td>`;
    });
    return `<tr><th>${y}</th>${cells.join('')}</tr>`;
  });
  return `<table class="hist"><tr><th></th>${MONTHS.map((m) => `<th>${m}</th>`).join('')}</tr>${rows.join('')}</table>`;
}

function field(label: string, value: string): string {
  return `<div class="f"><div class="l">${esc(label)}</div><div class="v">${esc(value)}</div></div>`;
}

function accountCard(a: TruthAccount, v: BureauView, mask: (n: string) => string): string {
  const [text, cls] = badge(a, v);
  const installment = a.type === 'installment' || a.type === 'mortgage';
  const fields = [
    field('Account name', a.creditor),
    field('Account number', mask(a.accountNumber)),
    ...(a.originalCreditor ? [field('Original creditor', a.originalCreditor)] : []),
    field('Account type', a.typeDetail),
    field('Date opened', day(a.opened)),
    field('Open/closed', v.status === 'open' || v.status === 'collection' ? 'Open' : 'Closed'),
    field('Status', statusText(a, v)),
    field('Status updated', month(v.lastReported)),
    field('Balance', usd(v.balance)),
    field('Balance updated', day(v.lastReported)),
    field(installment ? 'Original loan amount' : 'Credit limit', usd(installment ? a.highBalance : a.creditLimit)),
    ...(installment ? [] : [field('Highest balance', usd(a.highBalance))]),
    field('Monthly payment', a.monthlyPayment === null ? '—' : usd(a.monthlyPayment)),
    field('Past due amount', usd(v.pastDue)),
    field('Terms', a.termMonths ? `${a.termMonths} Months` : a.type === 'collection' ? '1 Months' : '—'),
    field('Responsibility', a.responsibility),
    ...(a.closed ? [field('Date closed', day(a.closed))] : []),
    ...(a.onRecordUntil ? [field('On record until', month(a.onRecordUntil))] : []),
  ];
  const f = a.furnisher;
  return `<div class="card acct">
  <div class="top"><div><div class="name">${esc(a.creditor)}</div><div class="sub">${esc(a.typeDetail)} · ${esc(mask(a.accountNumber))}</div></div>
    <div class="bal"><div class="sub">Balance</div><div class="amt">${usd(v.balance)}</div></div><span class="badge ${cls}">${text}</span><span class="chev">⌃</span></div>
  <h4>Account info</h4><div class="grid">${fields.join('')}</div>
  ${a.remarks.length ? `<h4>Comments</h4><p class="small">${a.remarks.map(esc).join('<br>')}</p>` : ''}
  <h4>Payment history</h4>${historyTable(v)}
  <h4>Contact info</h4><p class="small">${esc(a.creditor)}<br>${esc(f.address)}<br>${esc(`${f.city}, ${f.state} ${f.zip}`)}<br>${esc(f.phone)}</p>
</div>`;
}

function inquiryCard(q: TruthInquiry, inquiredOn: boolean, hard: boolean, rng: () => number): string {
  const f = q.furnisher;
  const address =
    f && rng() < 0.7 ? `<div class="small">${esc(f.address)}<br>${esc(`${f.city}, ${f.state} ${f.zip}`)}${rng() < 0.5 ? `<br>${esc(f.phone)}` : ''}</div>` : '';
  const until = hard ? `<div class="small muted">On record until ${month(`${Number(q.date.slice(0, 4)) + 2}${q.date.slice(4)}`)}</div>` : '';
  const reason = hard ? '' : `<div class="small muted">${esc(q.purpose)}</div>`;
  return `<div class="card inq"><div class="name">${esc(q.creditor)}</div><div>${inquiredOn ? 'Inquired on ' : ''}${day(q.date)}</div>${reason}${address}${until}</div>`;
}

function render(file: CreditFile, rng: () => number): string {
  const bureau = file.bureaus[0]!;
  const report = file.reports[bureau]!;
  const c = file.consumer;
  const cols = rng() < 0.5 ? 3 : 4;
  const inquiredOn = rng() < 0.6;
  const stars = rng() < 0.5;
  const mask = (n: string) => (stars ? `****${n.slice(-4)}` : `${'X'.repeat(Math.max(4, n.length - 4))}${n.slice(-4)}`);
  const printed = `${Number(report.reportDate.slice(5, 7))}/${Number(report.reportDate.slice(8, 10))}/${report.reportDate.slice(2, 4)}, ${1 + Math.floor(rng() * 12)}:${String(Math.floor(rng() * 60)).padStart(2, '0')} ${rng() < 0.5 ? 'AM' : 'PM'}`;
  const views = file.accounts.flatMap((a) => (a.byBureau[bureau] ? [[a, a.byBureau[bureau]!] as const] : []));
  const groups: [string, (a: TruthAccount) => boolean][] = [
    ['Credit cards', (a) => a.type === 'revolving' || a.type === 'open'],
    ['Loans', (a) => a.type === 'installment'],
    ['Real estate', (a) => a.type === 'mortgage'],
    ['Collections', (a) => a.type === 'collection'],
  ];
  const open = views.filter(([, v]) => v.status === 'open').length;
  const everLate = views.filter(([, v]) => v.paymentGrid.some((g) => /^\d+$/.test(g.code))).length;
  const debt = views.filter(([a, v]) => v.status === 'open' && a.type !== 'collection').reduce((s, [, v]) => s + v.balance, 0);
  const oldest = views.map(([a]) => a.opened).sort()[0];
  const hard = file.inquiries.filter((q) => q.bureau === bureau && q.kind === 'hard');
  const soft = file.inquiries.filter((q) => q.bureau === bureau && q.kind === 'soft');
  const records = file.publicRecords.filter((r) => r.bureau === bureau);
  const score = report.score;
  const pct = score ? (score.value - score.range.min) / (score.range.max - score.range.min) : 0;
  const angle = Math.PI * (1 - pct);
  const [nx, ny] = [100 + 80 * Math.cos(angle), 100 - 80 * Math.sin(angle)];
  const summary: [string, string][] = [
    ['Open accounts', String(open)],
    ['Closed accounts', String(views.length - open)],
    ['Accounts ever late', String(everLate)],
    ['Collections', String(views.filter(([a]) => a.type === 'collection').length)],
    ['Public records', String(records.length)],
    ['Hard inquiries', String(hard.length)],
    ['Total debt', usd(debt)],
    ['Oldest account', oldest ? month(oldest) : '—'],
  ];
  const scoreBlock = score
    ? `<svg width="200" height="112" viewBox="0 0 200 112"><path d="M20 100 A80 80 0 0 1 180 100" fill="none" stroke="#e3e3e8" stroke-width="14"/>
        <path d="M20 100 A80 80 0 0 1 ${nx.toFixed(1)} ${ny.toFixed(1)}" fill="none" stroke="#26478d" stroke-width="14"/></svg>
      <div class="big">${score.value}</div><div class="rating">${rating(score.value, score.model)}</div>
      <div>${esc(modelName(score.model))}</div><div class="small muted">${score.range.min}–${score.range.max} · as of ${day(report.reportDate)}</div>`
    : `<div class="big">—</div><div class="small muted">Score not available as of ${day(report.reportDate)}</div>`;
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Experian</title><style>
@page { size: Letter; margin: 14mm 11mm;
  @top-left { content: '${printed}'; font: 8pt Arial; } @top-center { content: 'Experian'; font: 8pt Arial; }
  @bottom-left { content: 'https://usa.experian.com/member/credit-report'; font: 8pt Arial; }
  @bottom-right { content: counter(page) '/' counter(pages); font: 8pt Arial; } }
body { font-family: 'Helvetica Neue', Arial, sans-serif; color: #1d1f2a; font-size: 10.5pt; margin: 0; }
header { display: flex; justify-content: space-between; align-items: center; border-bottom: 1px solid #ddd; padding: 6px 0; }
.logo { color: #26478d; font-weight: 700; font-size: 18pt; } nav span { margin-left: 14px; font-size: 9.5pt; color: #555; }
h1 { font-size: 18pt; margin: 14px 0 4px; } h2 { font-size: 14pt; margin: 20px 0 8px; } h3 { font-size: 12pt; margin: 14px 0 6px; color: #26478d; }
h4 { font-size: 9.5pt; margin: 10px 0 4px; text-transform: uppercase; letter-spacing: .04em; color: #5c5f6b; }
.card { border: 1px solid #d9dbe3; border-radius: 10px; padding: 10px 14px; margin: 8px 0; break-inside: avoid; }
.score { text-align: center; } .big { font-size: 38pt; font-weight: 700; margin-top: -46px; } .rating { font-weight: 700; color: #26478d; }
.sumgrid { display: grid; grid-template-columns: repeat(4, 1fr); gap: 8px; } .sumgrid .v { font-size: 14pt; font-weight: 700; }
.top { display: flex; align-items: center; gap: 14px; } .top > div:first-child { flex: 1; } .name { font-weight: 700; }
.sub, .small { font-size: 8.5pt; } .muted, .sub { color: #6b6e7a; } .amt { font-weight: 700; } .chev { color: #888; }
.badge { font-size: 8pt; padding: 2px 8px; border-radius: 10px; } .ok { background: #e3f4e8; color: #1e7a3a; }
.bad { background: #fde6e6; color: #b3261e; } .neutral { background: #eceef3; color: #444; }
.grid { display: grid; grid-template-columns: repeat(${cols}, 1fr); gap: 8px 14px; }
.f .l { font-size: 8pt; color: #6b6e7a; } .f .v { font-size: 9.5pt; font-weight: 600; }
.hist { border-collapse: collapse; font-size: 8pt; } .hist th, .hist td { width: 30px; text-align: center; padding: 2px; border: 1px solid #eee; }
.hist td.ok { color: #1e7a3a; } .hist td.late { background: #fde6e6; color: #b3261e; font-weight: 700; } .hist td.nd { color: #aaa; }
.inqs { display: grid; grid-template-columns: 1fr 1fr; gap: 0 12px; }
</style></head><body>
<header><span class="logo">experian.</span><nav><span>Credit report</span><span>FICO® Score</span><span>Experian Boost®</span><span>Alerts</span><span>${esc(c.name.split(' ')[0]!)}</span></nav></header>
<h1>Your Experian credit report</h1>
<div class="small muted">Report date: ${day(report.reportDate)} · Report number: ${esc(report.reportNumber)} · ${esc(c.name)}</div>
<div class="card score">${scoreBlock}</div>
<h2>Report summary</h2>
<div class="card sumgrid">${summary.map(([l, v]) => `<div><div class="small muted">${l}</div><div class="v">${esc(v)}</div></div>`).join('')}</div>
<h2>Accounts</h2>
<p class="small muted">Payment history: ✓ Current · 30–180 Days past due · CO Charge off · C Collection · – No data for this period</p>
${groups
  .map(([title, test]) => {
    const list = views.filter(([a]) => test(a));
    return list.length ? `<h3>${title} (${list.length})</h3>${list.map(([a, v]) => accountCard(a, v, mask)).join('\n')}` : '';
  })
  .join('\n')}
${
  records.length
    ? `<h2>Public records</h2>${records
        .map(
          (r) =>
            `<div class="card"><div class="name">${esc(r.court)}</div><div class="grid">${[
              field('Record type', r.type),
              field('Date filed', day(r.filed)),
              field('Reference number', r.referenceNumber),
              field('Status', r.status),
              field('Responsibility', 'Individual'),
              ...(r.amount ? [field(r.type.includes('Bankruptcy') ? 'Liability amount' : 'Claim amount', usd(r.amount))] : []),
            ].join('')}</div></div>`,
        )
        .join('')}`
    : ''
}
<h2>Hard inquiries</h2>
<p class="small muted">Requests by lenders to review your credit when you apply. Others can see these; they stay on your report for about two years.</p>
${hard.length ? `<div class="inqs">${hard.map((q) => inquiryCard(q, inquiredOn, true, rng)).join('')}</div>` : '<p>You have no hard inquiries.</p>'}
<h2>Soft inquiries</h2>
<p class="small muted">Only you can see these. They do not affect your credit scores.</p>
${soft.length ? `<div class="inqs">${soft.map((q) => inquiryCard(q, inquiredOn, false, rng)).join('')}</div>` : '<p>You have no soft inquiries.</p>'}
<h2>Personal information</h2>
<div class="card grid">${[
    field('Name', c.name),
    ...(c.alsoKnownAs.length ? [field('Also known as', c.alsoKnownAs.join('; '))] : []),
    field('Year of birth', String(c.birthYear)),
    field('Address', `${c.address}, ${c.city}, ${c.state} ${c.zip}`),
    ...c.previousAddresses.map((p) => field('Previous address', p)),
    field('Phone', c.phone),
    ...(c.employers.length ? [field('Employers', c.employers.join(', '))] : []),
  ].join('')}</div>
<p class="small muted">${pickOf(rng, ['© Experian. All rights reserved.', '© Experian Information Solutions, Inc. All rights reserved.'])} Privacy · Terms of use · Ad targeting policy</p>
</body></html>`;
}

const layout: Layout = {
  name: 'experian-creditworks-print',
  describes:
    'The Experian CreditWorks / free membership credit report web page printed from the browser: FICO Score gauge, report summary, account cards with a details grid, yearly payment history, hard and soft inquiry cards.',
  scope: 'single',
  bureau: 'experian',
  scored: true,
  render: (file, rng) => ({ kind: 'pdf', content: render(file, rng) }),
};

export default layout;
