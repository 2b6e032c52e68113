import type { BureauView, CreditFile, GridCode, Layout, Rendered, TruthAccount, TruthInquiry } from '../../truth';

const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const money = (n: number): string => `$${n.toLocaleString('en-US')}`;
const parts = (d: string): [number, number, number] => {
  const [y, m, day] = d.split('-').map(Number);
  return [y, m, day || 1];
};
const slash = (d: string): string => {
  const [y, m, day] = parts(d);
  return `${String(m).padStart(2, '0')}/${String(day).padStart(2, '0')}/${y}`;
};
const long = (d: string): string => {
  const [y, m, day] = parts(d);
  return `${MON[m - 1]} ${day}, ${y}`;
};
const monYear = (d: string): string => {
  const [y, m] = parts(d);
  return `${MON[m - 1]} ${y}`;
};

/** Experian's online report shows the first digits, then X for the hidden ones, and the last 4. */
function mask(num: string, lead: number): string {
  const head = Math.max(0, Math.min(lead, num.length - 8));
  return num.slice(0, head) + 'X'.repeat(Math.max(2, num.length - head - 4)) + num.slice(-4);
}

const LATE: Record<string, number> = { late_30: 30, late_60: 60, late_90: 90, late_120: 120 };
const worstLate = (v: BureauView): number => Math.max(0, ...v.paymentGrid.map((g) => Number(g.code)).filter((n) => !Number.isNaN(n)));

/** Experian's status sentence: open/closed state, then the payment standing. */
function statusText(v: BureauView): string {
  const asOf = monYear(v.lastReported);
  const past = v.pastDue > 0 ? ` ${money(v.pastDue)} past due as of ${asOf}.` : '';
  if (v.paymentStatus === 'bankruptcy') return 'Discharged through bankruptcy.';
  if (v.status === 'chargeoff' || v.paymentStatus === 'chargeoff') {
    return `Account charged off. ${money(v.balance)} written off.${past}`;
  }
  if (v.status === 'collection' || v.paymentStatus === 'collection') return `Collection account.${past}`;
  const state = v.status === 'paid' ? 'Paid, Closed' : v.status === 'closed' ? 'Closed' : 'Open';
  if (LATE[v.paymentStatus]) return `${state}. ${LATE[v.paymentStatus]} days past due as of ${asOf}.${past}`;
  const worst = worstLate(v);
  return worst ? `${state}. Was ${worst} days past due.` : `${state}/Never late.`;
}

const GRID_MARK: Record<GridCode, string> = {
  OK: 'OK',
  '30': '30',
  '60': '60',
  '90': '90',
  '120': '120',
  '150': '150',
  '180': '180',
  CO: 'CO',
  COL: 'C',
  ND: 'ND',
};

/** Calendar rows (newest year first), Jan–Dec columns; months outside the 24 shown are blank. */
function gridHtml(v: BureauView): string {
  const byMonth = new Map(v.paymentGrid.map((g) => [g.month.slice(0, 7), g.code]));
  const years = [...new Set(v.paymentGrid.map((g) => Number(g.month.slice(0, 4))))].sort((a, b) => b - a);
  const head = `<tr><th></th>${MON.map((m) => `<th>${m}</th>`).join('')}</tr>`;
  const rows = years.map((y) => {
    const cells = MON.map((_, i) => {
      const code = byMonth.get(`${y}-${String(i + 1).padStart(2, '0')}`);
      return code ? `<td class="g g-${code === 'OK' ? 'ok' : code === 'ND' ? 'nd' : 'bad'}">${GRID_MARK[code]}</td>` : '<td></td>';
    });
    return `<tr><th>${y}</th>${cells.join('')}</tr>`;
  });
  return `<table class="grid">${head}${rows.join('')}</table>
  <p class="legend">OK Current &nbsp; 30–180 Days past due &nbsp; C Collection &nbsp; CO Charge off &nbsp; ND No data for this time period</p>`;
}

function pairs(list: [string, string][]): string {
  const rows: string[] = [];
  for (let i = 0; i < list.length; i += 2) {
    const cell = (p?: [string, string]): string => (p ? `<td class="k">${esc(p[0])}</td><td class="v">${esc(p[1])}</td>` : '<td></td><td></td>');
    rows.push(`<tr>${cell(list[i])}${cell(list[i + 1])}</tr>`);
  }
  return `<table class="pairs">${rows.join('')}</table>`;
}

function accountCard(a: TruthAccount, v: BureauView, rng: () => number, soldTo: string | undefined): string {
  const dash = rng() < 0.5 ? '-' : 'Not reported';
  const dateFmt = rng() < 0.5 ? slash : long;
  const limit = a.creditLimit ?? (a.type === 'installment' || a.type === 'mortgage' ? a.highBalance : null);
  const list: [string, string][] = [
    ['Account name', a.creditor],
    ['Account number', mask(a.accountNumber, rng() < 0.5 ? 4 : 6)],
    ['Account type', a.typeDetail],
    ['Responsibility', a.responsibility],
    ['Date opened', dateFmt(a.opened)],
    ['Status', statusText(v)],
    ['Status updated', monYear(v.lastReported)],
    ['Balance', money(v.balance)],
    ['Balance updated', dateFmt(v.lastReported)],
    ['Credit limit/Original amount', limit == null ? dash : money(limit)],
    ['Monthly payment', a.monthlyPayment == null ? dash : money(a.monthlyPayment)],
    ['Highest balance', a.highBalance == null ? dash : money(a.highBalance)],
    ['Terms', a.termMonths ? `${a.termMonths} Months` : a.type === 'revolving' ? 'NA' : dash],
  ];
  if (a.closed) list.push(['Date closed', dateFmt(a.closed)]);
  if (a.onRecordUntil) list.push(['On record until', monYear(a.onRecordUntil)]);
  if (soldTo) list.push(['Company sold', soldTo]);
  if (a.originalCreditor) list.push(['Original creditor', a.originalCreditor]);
  if (a.remarks.length) list.push(['Comment', a.remarks.join('. ')]);
  const f = a.furnisher;
  return `<section class="card">
  <h3>${esc(a.creditor)}</h3>
  <h4>Account details</h4>${pairs(list)}
  <h4>Payment history</h4>${gridHtml(v)}
  <h4>Contact info</h4>
  <p class="contact">${esc(a.creditor)}<br>${esc(f.address)}<br>${esc(`${f.city}, ${f.state} ${f.zip}`)}<br>${esc(f.phone)}</p>
</section>`;
}

function inquiryList(list: TruthInquiry[], dateFmt: (d: string) => string): string {
  if (!list.length) return '<p class="note">No inquiries of this type are on file.</p>';
  return list
    .map((q) => {
      const f = q.furnisher;
      const addr = f ? `<div class="addr">${esc(f.address)}, ${esc(`${f.city}, ${f.state} ${f.zip}`)}</div>` : '';
      return `<div class="inq"><div class="name">${esc(q.creditor)}</div>${addr}<div><span class="k">Inquired on</span> ${dateFmt(q.date)}</div></div>`;
    })
    .join('\n');
}

const CSS = (head: string, url: string, pageFmt: string, avoidBreaks: boolean): string => `
@page { size: letter; margin: 0.55in 0.45in 0.6in;
  @top-left { content: "${head}"; font: 8.5px Arial, sans-serif; color: #333; }
  @top-center { content: "Experian"; font: 8.5px Arial, sans-serif; color: #333; }
  @bottom-left { content: "${url}"; font: 8.5px Arial, sans-serif; color: #333; }
  @bottom-right { content: ${pageFmt}; font: 8.5px Arial, sans-serif; color: #333; } }
body { font-family: Roboto, 'Helvetica Neue', Arial, sans-serif; font-size: 11px; color: #26292b; }
h1 { font-size: 22px; margin: 0 0 4px; color: #1d4f91; } h2 { font-size: 16px; border-bottom: 2px solid #1d4f91; padding-bottom: 3px; margin-top: 22px; }
h3 { font-size: 14px; margin: 0 0 6px; } h4 { font-size: 12px; margin: 10px 0 4px; color: #426da9; }
.cards { display: flex; flex-wrap: wrap; gap: 8px; } .sc { border: 1px solid #ccd; border-radius: 6px; padding: 8px 12px; width: 110px; text-align: center; }
.sc .n { font-size: 20px; font-weight: bold; } .sc .l { font-size: 10px; color: #555; }
.card { border: 1px solid #ccd; border-radius: 6px; padding: 10px 14px; margin: 12px 0; ${avoidBreaks ? 'break-inside: avoid;' : ''} }
.pairs { width: 100%; border-collapse: collapse; } .pairs td { padding: 3px 4px; vertical-align: top; }
.pairs td.k { width: 17%; color: #555; } .pairs td.v { width: 33%; font-weight: 600; }
.grid { border-collapse: collapse; font-size: 9.5px; } .grid th, .grid td { border: 1px solid #dde; width: 30px; text-align: center; padding: 2px; }
.g-ok { color: #2e7d32; } .g-bad { background: #fdecea; color: #b3261e; font-weight: bold; } .g-nd { color: #999; }
.legend, .note { font-size: 9.5px; color: #666; } .inq { margin: 8px 0; } .inq .name { font-weight: bold; } .k { color: #555; }
.personal td { padding: 2px 10px 2px 0; vertical-align: top; }`;

const layout: Layout = {
  name: 'experian-annual-print',
  describes:
    "Experian's free annual credit report as viewed on Experian's website and printed from the browser: summary cards, account cards with label/value pairs, a calendar payment grid and contact info, then hard and soft inquiries.",
  scope: 'single',
  bureau: 'experian',
  scored: false,
  render(file: CreditFile, rng: () => number): Rendered {
    const rep = file.reports.experian;
    const reportDate = rep?.reportDate ?? file.accounts[0]?.byBureau.experian?.lastReported ?? '2026-01-01';
    const accts = file.accounts.filter((a) => a.byBureau.experian).map((a) => ({ a, v: a.byBureau.experian as BureauView }));
    const inqs = file.inquiries.filter((q) => q.bureau === 'experian').sort((x, y) => y.date.localeCompare(x.date));
    const records = file.publicRecords.filter((r) => r.bureau === 'experian');
    const c = file.consumer;
    const [y, m, d] = parts(reportDate);
    const hour = 1 + Math.floor(rng() * 12);
    const stamp = `${m}/${d}/${String(y).slice(2)}, ${hour}:${String(Math.floor(rng() * 60)).padStart(2, '0')} ${rng() < 0.5 ? 'AM' : 'PM'}`;
    const pageFmt = rng() < 0.7 ? '"Page " counter(page) " of " counter(pages)' : 'counter(page) "/" counter(pages)';
    const url = rng() < 0.5 ? 'https://usa.experian.com/mfe/acr/report' : 'https://usa.experian.com/acr/printReport';
    const inqDate = rng() < 0.5 ? slash : long;

    const negative = (v: BureauView): boolean => v.paymentStatus !== 'current' || ['chargeoff', 'collection'].includes(v.status) || worstLate(v) > 0;
    const count = (ok: (v: BureauView) => boolean): string => String(accts.filter(({ v }) => ok(v)).length);
    const cards: [string, string][] = [
      [count((v) => v.status === 'open'), 'Open accounts'],
      [count((v) => ['closed', 'paid', 'chargeoff'].includes(v.status)), 'Closed accounts'],
      [money(accts.reduce((s, { v }) => s + (v.status === 'open' ? v.balance : 0), 0)), 'Balances'],
      [String(accts.filter(({ a, v }) => a.type === 'collection' || v.status === 'collection').length), 'Collections'],
      [String(accts.filter(({ v }) => worstLate(v) > 0 || LATE[v.paymentStatus]).length), 'Accounts ever late'],
      [String(inqs.filter((q) => q.kind === 'hard').length), 'Hard inquiries'],
      [String(records.length), 'Public records'],
    ];

    const groups: [string, typeof accts][] =
      rng() < 0.5
        ? [['Accounts', accts]]
        : [
            ['Potentially negative accounts', accts.filter(({ v }) => negative(v))],
            ['Accounts in good standing', accts.filter(({ v }) => !negative(v))],
          ];
    const avoid = rng() < 0.5;
    // A charged-off account whose debt a collector now reports names the buyer.
    const soldTo = (a: TruthAccount): string | undefined =>
      a.byBureau.experian?.status === 'chargeoff' ? accts.find((x) => x.a.originalCreditor === a.creditor)?.a.creditor : undefined;
    const personal: [string, string][] = [
      ['Name', c.name],
      ...c.alsoKnownAs.map((n): [string, string] => ['Also known as', n]),
      ['Year of birth', String(c.birthYear)],
      ['Address', `${c.address}, ${c.city}, ${c.state} ${c.zip}`],
      ...c.previousAddresses.map((p): [string, string] => ['Previous address', p]),
      ['Phone number', c.phone],
      ...c.employers.map((e): [string, string] => ['Employer', e]),
    ];

    const body = `<h1>Experian Credit Report</h1>
<div>Prepared for <b>${esc(c.name)}</b></div>
<div>Date generated: ${long(reportDate)}</div>
${rep ? `<div>Report number: ${esc(rep.reportNumber)}</div>` : ''}
<h2>Summary</h2>
<div class="cards">${cards.map(([n, l]) => `<div class="sc"><div class="n">${n}</div><div class="l">${l}</div></div>`).join('')}</div>
<h2>Personal information</h2>
<p class="note">Personal details come from you, your lenders and public sources. Variations in names or addresses are kept for identification only.</p>
<table class="personal">${personal.map(([k, v]) => `<tr><td class="k">${esc(k)}</td><td>${esc(v)}</td></tr>`).join('')}</table>
${groups.map(([title, list]) => `<h2>${title}</h2>\n${list.length ? list.map(({ a, v }) => accountCard(a, v, rng, soldTo(a))).join('\n') : '<p class="note">None reported.</p>'}`).join('\n')}
<h2>Public records</h2>
${
  records.length
    ? records
        .map(
          (r) =>
            `<section class="card"><h3>${esc(r.court)}</h3>${pairs([
              ['Record type', r.type],
              ['Date filed', slash(r.filed)],
              ['Status', r.status],
              ['Reference number', r.referenceNumber],
              ['Liability amount', r.amount == null ? '-' : money(r.amount)],
            ])}</section>`,
        )
        .join('\n')
    : '<p class="note">No public records are on file.</p>'
}
<h2>Hard inquiries</h2>
<p class="note">Hard inquiries are made when you apply for credit. Lenders can see them, and they may affect your credit scores. They stay on your report for about two years.</p>
${inquiryList(
  inqs.filter((q) => q.kind === 'hard'),
  inqDate,
)}
<h2>Soft inquiries</h2>
<p class="note">These inquiries are not displayed to others and do not affect your credit scores. They include offers of credit you did not ask for, reviews by companies you already do business with, and your own requests for your report.</p>
${inquiryList(
  inqs.filter((q) => q.kind === 'soft'),
  inqDate,
)}
<p class="note">Experian is a nationwide consumer reporting agency. Dispute online at experian.com/dispute if any information is incorrect.</p>`;

    const html = `<!doctype html><html><head><meta charset="utf-8"><title>Experian - Credit Report</title>
<style>${CSS(stamp, url, pageFmt, avoid)}</style></head><body>
${body}
</body></html>`;
    return { kind: 'pdf', content: html };
  },
};

export default layout;
