/**
 * Experian's report as mailed on request: a cover letter with the consumer's address block and report number, then the
 * report in two narrow columns per page: potentially negative items (public records first), accounts in good standing,
 * requests for your credit history (viewed by others / viewed only by you), personal information.
 */
import type { BureauView, CreditFile, GridCode, Layout, TruthAccount, TruthInquiry, TruthPublicRecord } from '../../truth';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const FULL_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const LATE: GridCode[] = ['30', '60', '90', '120', '150', '180'];

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const money = (n: number) => `$${n.toLocaleString('en-US')}`;
const mdy = (d: string) => `${d.slice(5, 7)}/${d.slice(8, 10)}/${d.slice(0, 4)}`;
const longDate = (d: string) => `${FULL_MONTHS[Number(d.slice(5, 7)) - 1]} ${Number(d.slice(8, 10))}, ${d.slice(0, 4)}`;

function negative(a: TruthAccount, v: BureauView): boolean {
  if (a.type === 'collection' || v.status === 'chargeoff' || v.status === 'collection' || v.paymentStatus !== 'current') return true;
  return v.paymentGrid.some((g) => LATE.includes(g.code) || g.code === 'CO' || g.code === 'COL');
}

function statusText(a: TruthAccount, v: BureauView, month: (d: string) => string): string {
  const asOf = month(v.lastReported);
  if (v.paymentStatus === 'bankruptcy') return `Discharged through bankruptcy. ${a.remarks[0] ?? ''}`.trim();
  if (a.type === 'collection') {
    return v.balance > 0 ? `Collection account. ${money(v.pastDue)} past due as of ${asOf}.` : 'Collection account. Paid in full.';
  }
  if (v.paymentStatus === 'chargeoff') {
    return v.balance > 0
      ? `Account charged off. ${money(a.highBalance ?? v.balance)} written off. ${money(v.pastDue)} past due as of ${asOf}.`
      : 'Paid, closed. Was a charge-off.';
  }
  if (v.paymentStatus !== 'current') {
    return `Open. ${v.paymentStatus.replace('late_', '')} days past due as of ${asOf}. ${money(v.pastDue)} past due.`;
  }
  const worst = v.paymentGrid.find((g) => LATE.includes(g.code));
  const was = worst ? `was ${worst.code} days past due ${month(`${worst.month}-01`)}` : '';
  if (v.status === 'open') return worst ? `Open. Current; ${was}.` : 'Open/Never late.';
  const closed = v.status === 'paid' ? 'Paid, Closed' : 'Closed';
  return worst ? `${closed}. ${was.charAt(0).toUpperCase()}${was.slice(1)}.` : `${closed}/Never late.`;
}

const MARK: Record<GridCode, string> = {
  OK: 'C',
  '30': '30',
  '60': '60',
  '90': '90',
  '120': '120',
  '150': '150',
  '180': '180',
  CO: 'CO',
  COL: 'COL',
  ND: 'ND',
};

/** A year per row, Jan–Dec columns, newest year first; months outside the 24 are blank. */
function historyGrid(v: BureauView, opened: string): string {
  const byMonth = new Map(v.paymentGrid.map((g) => [g.month, g.code]));
  const years = [...new Set(v.paymentGrid.map((g) => g.month.slice(0, 4)))].sort().reverse();
  const head = `<tr><th></th>${MONTHS.map((m) => `<th>${m[0]}</th>`).join('')}</tr>`;
  const rows = years.map((y) => {
    const cells = MONTHS.map((_, i) => {
      const code = byMonth.get(`${y}-${String(i + 1).padStart(2, '0')}`);
      const month = `${y}-${String(i + 1).padStart(2, '0')}`;
      return `<td>${code && !(code === 'ND' && month < opened) ? MARK[code] : ''}</td>`;
    });
    return `<tr><th>${y}</th>${cells.join('')}</tr>`;
  });
  return `<table class="ph">${head}${rows.join('')}</table>`;
}

function line(label: string, value: string): string {
  return `<div class="kv"><span class="k">${esc(label)}:</span> ${esc(value)}</div>`;
}

function accountBlock(a: TruthAccount, v: BureauView, rng: () => number, month: (d: string) => string, mask: (n: string) => string): string {
  const f = a.furnisher;
  const terms = a.termMonths ? `${a.termMonths} Months` : a.type === 'collection' ? 'NA' : 'Revolving';
  const limit = a.creditLimit ?? a.highBalance;
  const rows = [
    line('Account number', mask(a.accountNumber)),
    line('Recent balance', `${money(v.balance)} as of ${month(v.lastReported)}`),
    line('Date opened', month(a.opened)),
    line('Reported since', month(a.opened)),
    line('Date of status', month(a.closed ?? a.dateOfFirstDelinquency ?? v.lastReported)),
    line('Last reported', month(v.lastReported)),
    line('Type', a.typeDetail),
    line('Credit limit or original amount', limit != null ? money(limit) : 'NA'),
    line('High balance', a.highBalance != null ? money(a.highBalance) : 'NA'),
    line('Terms', terms),
    line('Monthly payment', a.monthlyPayment != null ? money(a.monthlyPayment) : 'NA'),
    line('Responsibility', a.responsibility),
  ];
  if (a.originalCreditor) rows.push(line('Original creditor', a.originalCreditor));
  if (a.closed) rows.push(line('Date closed', month(a.closed)));
  rows.push(line('Status', statusText(a, v, month)));
  if (a.onRecordUntil) rows.push(line('Status details', `This account is scheduled to continue on record until ${month(a.onRecordUntil)}.`));
  const disputed = a.remarks.some((r) => /disputed/i.test(r));
  if (disputed || (negative(a, v) && rng() < 0.2)) {
    const verb = disputed ? 'was updated' : 'remained unchanged';
    rows.push(line('Reinvestigation information', `This item ${verb} from our processing of your dispute in ${month(v.lastReported)}.`));
  }
  const comments = a.remarks.filter((r) => !/disputed/i.test(r));
  if (comments.length > 0) rows.push(line('Comment', comments.join('. ')));
  return `<div class="acct">
    <div class="cname">${esc(a.creditor.toUpperCase())}</div>
    <div class="addr">${esc(f.address)}<br>${esc(f.city)}, ${esc(f.state)} ${esc(f.zip)}<br>${esc(f.phone)}</div>
    ${rows.join('\n    ')}
    <div class="kv"><span class="k">Payment history:</span></div>
    ${historyGrid(v, a.opened.slice(0, 7))}
  </div>`;
}

function recordBlock(r: TruthPublicRecord, month: (d: string) => string): string {
  return `<div class="acct">
    <div class="cname">${esc(r.court.toUpperCase())}</div>
    ${line('Reference number', r.referenceNumber)}
    ${line('Date filed', month(r.filed))}
    ${line('Type', r.type)}
    ${line('Claim amount', r.amount != null ? money(r.amount) : 'NA')}
    ${line('Responsibility', 'Individual')}
    ${line('Status', `${r.type} ${r.status.toLowerCase()}.`)}
  </div>`;
}

function requestBlock(q: TruthInquiry): string {
  const f = q.furnisher;
  const addr = f ? `<div class="addr">${esc(f.address)}<br>${esc(f.city)}, ${esc(f.state)} ${esc(f.zip)}</div>` : '';
  return `<div class="acct req"><div class="cname">${esc(q.creditor.toUpperCase())}</div>${addr}
    ${line('Date of request', mdy(q.date))}
    ${line('Comments', q.kind === 'hard' ? `${q.purpose}. Permissible purpose.` : q.purpose)}</div>`;
}

function render(file: CreditFile, rng: () => number): string {
  const bureau = file.bureaus[0]!;
  const report = file.reports[bureau]!;
  const c = file.consumer;
  const slashMonth = rng() < 0.5;
  const month = (d: string) => (slashMonth ? `${d.slice(5, 7)}/${d.slice(0, 4)}` : `${MONTHS[Number(d.slice(5, 7)) - 1]} ${d.slice(0, 4)}`);
  const maskChar = rng() < 0.5 ? 'X' : '*';
  const mask = (n: string) => maskChar.repeat(Math.max(4, n.length - 4)) + n.slice(-4);
  const fontSize = [7.5, 8, 8.5][Math.floor(rng() * 3)]!;
  const font = rng() < 0.5 ? 'Arial, Helvetica, sans-serif' : '"Liberation Sans", Helvetica, sans-serif';

  const shown = file.accounts.flatMap((a) => (a.byBureau[bureau] ? [{ a, v: a.byBureau[bureau]! }] : []));
  const byName = (x: { a: TruthAccount }, y: { a: TruthAccount }) => x.a.creditor.localeCompare(y.a.creditor);
  const bad = shown.filter(({ a, v }) => negative(a, v)).sort(byName);
  const good = shown.filter(({ a, v }) => !negative(a, v)).sort(byName);
  const records = file.publicRecords.filter((r) => r.bureau === bureau);
  const hard = file.inquiries.filter((q) => q.bureau === bureau && q.kind === 'hard');
  const soft = file.inquiries.filter((q) => q.bureau === bureau && q.kind === 'soft');
  const none = '<p class="note">None reported.</p>';

  const letter = `<section class="letter">
    <div class="logo">experian<span>&#8482;</span></div>
    <div class="from">P.O. Box 2002<br>Allen, TX 75013</div>
    <div class="to">${esc(c.name.toUpperCase())}<br>${esc(c.address.toUpperCase())}<br>${esc(`${c.city.toUpperCase()} ${c.state} ${c.zip}`)}</div>
    <table class="meta"><tr><td>Date:</td><td>${longDate(report.reportDate)}</td></tr>
      <tr><td>Report number:</td><td>${esc(report.reportNumber)}</td></tr></table>
    <p>Dear ${esc(c.name)}:</p>
    <p>Enclosed is the copy of your personal credit report that you asked us to send. Please review it carefully. Your report
      number is shown above; have it ready whenever you call or write to us about this report.</p>
    <p>Items that a lender may view as negative are listed first, under "Potentially negative items". Accounts that have been
      paid as agreed follow, under "Accounts in good standing". You will also find the companies that requested your credit
      history and the personal information reported to us.</p>
    <p>If you believe any item is inaccurate or incomplete, you may dispute it online, by phone or by mail at the address on
      this letter. We will contact the source of the information and send you the results when we are done.</p>
    <p>Sincerely,<br>Experian National Consumer Assistance Center</p>
    <div class="index"><b>Index</b><br>Potentially negative items<br>Accounts in good standing<br>Requests for your credit history
      <br>Personal information<br>Important message from Experian</div>
  </section>`;

  const cssText = (s: string) => `"${s.replace(/[\\"]/g, (ch) => `\\${ch}`)}"`;
  const margins = `@page { font-family: Arial, sans-serif; font-size: 7.5pt; color: #1d4f91; @top-left { content: ${cssText(`Prepared for: ${c.name.toUpperCase()}`)}; }
      @top-center { content: ${cssText(`Date: ${longDate(report.reportDate)}`)}; }
      @top-right { content: ${cssText(`Report number: ${report.reportNumber}`)}; }
      @bottom-right { content: "Page " counter(page) " of " counter(pages); } }
    @page :first { @top-left { content: none; } @top-center { content: none; } @top-right { content: none; } }`;

  const personal = [
    `<div class="kv"><span class="k">Names:</span> ${[c.name, ...c.alsoKnownAs].map((n) => esc(n.toUpperCase())).join('<br>')}</div>`,
    `<div class="kv"><span class="k">Address:</span> ${esc(`${c.address}, ${c.city}, ${c.state} ${c.zip}`.toUpperCase())}</div>`,
    ...c.previousAddresses.map((p) => `<div class="kv"><span class="k">Previous address:</span> ${esc(p.toUpperCase())}</div>`),
    line('Year of birth', String(c.birthYear)),
    line('Social Security number variations', `XXX-XX-${c.ssnLast4}`),
    line('Telephone numbers', c.phone),
    ...(c.employers.length > 0 ? [`<div class="kv"><span class="k">Employers:</span> ${c.employers.map((e) => esc(e.toUpperCase())).join('<br>')}</div>`] : []),
  ].join('\n');

  const body = `<div class="cols">
    <h2>Potentially negative items</h2>
    <p class="note">Items that creditors may view less favorably. Public records, if any, are listed first.</p>
    ${records.map((r) => recordBlock(r, month)).join('\n')}
    ${bad.length + records.length > 0 ? bad.map(({ a, v }) => accountBlock(a, v, rng, month, mask)).join('\n') : none}
    <h2>Accounts in good standing</h2>
    ${good.length > 0 ? good.map(({ a, v }) => accountBlock(a, v, rng, month, mask)).join('\n') : none}
    <h2>Requests for your credit history</h2>
    <h3>Requests viewed by others</h3>
    <p class="note">These requests were made when you applied for credit; they may be seen by others who request your report.</p>
    ${hard.length > 0 ? hard.map(requestBlock).join('\n') : none}
    <h3>Requests viewed only by you</h3>
    <p class="note">These requests are shown only to you and do not affect how lenders see your credit history.</p>
    ${soft.length > 0 ? soft.map(requestBlock).join('\n') : none}
    <h2>Personal information</h2>
    ${personal}
    <h2>Important message from Experian</h2>
    <p class="note">Payment history legend: C = current; 30-180 = days past due; CO = charge off; COL = collection; ND = no data
      reported. To dispute an item, visit experian.com/disputes or call the number on your letter within 90 days of ${longDate(report.reportDate)}.</p>
  </div>`;

  const css = `@page { size: Letter; margin: 0.55in 0.5in 0.6in; }
    body { font-family: ${font}; font-size: ${fontSize}pt; color: #111; margin: 0; }
    .letter { page-break-after: always; font-size: 10pt; line-height: 1.35; }
    .logo { font-size: 26pt; color: #1d4f91; font-weight: bold; letter-spacing: -0.5px; } .logo span { font-size: 9pt; vertical-align: super; }
    .from { margin: 4px 0 28px; font-size: 9pt; } .to { margin: 0 0 24px 0.4in; line-height: 1.3; }
    .meta td { padding: 1px 10px 1px 0; } .index { margin-top: 24px; border: 1px solid #888; padding: 8px; width: 3in; }
    ${margins}
    .cols { columns: 2; column-gap: 0.3in; column-rule: 0.5px solid #bbb; }
    h2 { font-size: ${fontSize + 2.5}pt; color: #1d4f91; margin: 6px 0 3px; border-bottom: 1px solid #1d4f91; break-after: avoid; }
    h3 { font-size: ${fontSize + 1}pt; margin: 6px 0 2px; break-after: avoid; }
    .note { margin: 0 0 4px; color: #333; } .acct { margin: 0 0 8px; break-inside: avoid; }
    .cname { font-weight: bold; } .addr { margin-bottom: 2px; } .kv { margin: 0; } .k { font-weight: bold; }
    table.ph { border-collapse: collapse; margin-top: 1px; } .ph th, .ph td { border: 0.5px solid #999; padding: 0 2px; font-size: ${fontSize - 1}pt; text-align: center; min-width: 11px; }`;
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Experian credit report</title><style>${css}</style></head>
<body>${letter}${body}</body></html>`;
}

const layout: Layout = {
  name: 'experian-mailed-two-column',
  describes:
    'The Experian personal credit report mailed on request: a cover letter with address block and report number, then two narrow columns of potentially negative items, accounts in good standing and requests for your credit history.',
  scope: 'single',
  bureau: 'experian',
  scored: false,
  render: (file, rng) => ({ kind: 'pdf', content: render(file, rng) }),
};

export default layout;
