import type { Bureau, BureauView, CreditFile, Furnisher, GridCode, Layout, TruthAccount, TruthInquiry } from '../../truth';
import { BUREAU_NAMES } from '../../truth';

/*
 * The paper report a bureau mails after a request by phone or mail: a cover letter with the consumer's mailing
 * address block on page 1, then the report set in two narrow columns in a small proportional font. Each account
 * starts with the creditor's name and address lines, then compact "Label: value" lines and a short payment history.
 * Inquiries are split into those shared with others (hard) and those not shared with others (soft).
 */

const esc = (s: string | number): string => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const css = (s: string): string => s.replace(/['\\<>]/g, '');
const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pick = <T>(rng: () => number, xs: T[]): T => xs[Math.floor(rng() * xs.length)];
const money = (n: number): string => `$${n.toLocaleString('en-US')}`;

const RETURN: Record<Bureau, string[]> = {
  experian: ['Experian', 'P.O. Box 2002', 'Allen, TX 75013'],
  equifax: ['Equifax Information Services LLC', 'P.O. Box 740241', 'Atlanta, GA 30374'],
  transunion: ['TransUnion LLC', 'P.O. Box 2000', 'Chester, PA 19016'],
};
const CODE: Record<GridCode, string> = { OK: 'OK', '30': '30', '60': '60', '90': '90', '120': '120', '150': '150', '180': '180', CO: 'CO', COL: 'C', ND: '-' };

interface Opts {
  date: (d: string) => string;
  mask: (n: string) => string;
  gridAsTable: boolean;
  font: string;
}

function statusLine(a: TruthAccount, v: BureauView, o: Opts): string {
  const wasLate = a.late.late30 + a.late.late60 + a.late.late90 > 0;
  const late = v.paymentStatus.startsWith('late_') ? `${v.paymentStatus.slice(5)} days past due as of ${o.date(v.lastReported)}` : '';
  const derog = { chargeoff: 'charge off', collection: 'collection account', bankruptcy: 'included in bankruptcy' }[v.paymentStatus as string];
  if (derog && (v.status === 'paid' || v.status === 'closed')) return `${v.status === 'paid' ? 'Paid' : 'Closed'}. Was ${derog}.`;
  if (v.paymentStatus === 'bankruptcy') return 'Included in bankruptcy.';
  switch (v.status) {
    case 'chargeoff':
      return `Account charged off. ${money(v.balance)} written off.`;
    case 'collection':
      return `Collection account. ${money(v.pastDue || v.balance)} past due as of ${o.date(v.lastReported)}.`;
    case 'paid':
      return `Paid, closed${wasLate ? '. Was past due' : '/never late'}.`;
    case 'closed':
      return `Closed${wasLate ? '. Was past due' : '/never late'}.`;
    default:
      return late ? `Open. ${late}.` : `Open${wasLate ? '. Current; was past due' : '/never late'}.`;
  }
}

function historyHtml(v: BureauView, o: Opts): string {
  const byYear = new Map<string, { m: string; c: GridCode }[]>();
  for (const g of v.paymentGrid) {
    const y = g.month.slice(0, 4);
    byYear.set(y, [...(byYear.get(y) ?? []), { m: MON[Number(g.month.slice(5, 7)) - 1], c: g.code }]);
  }
  if (o.gridAsTable) {
    const rows = [...byYear].map(([y, ms]) => {
      const cell = new Map(ms.map((x) => [x.m, CODE[x.c]]));
      return `<tr><th>${y}</th>${MON.map((m) => `<td>${cell.get(m) ?? ''}</td>`).join('')}</tr>`;
    });
    return `<table class="ph"><tr><th></th>${MON.map((m) => `<th>${m.slice(0, 1)}</th>`).join('')}</tr>${rows.join('')}</table>`;
  }
  return [...byYear].map(([y, ms]) => `<div class="ln"><b>${y}:</b> ${ms.map((x) => `${x.m} ${CODE[x.c]}`).join(', ')}</div>`).join('');
}

function addressLines(name: string, f: Furnisher): string {
  return `<div class="cred">${esc(name)}</div><div class="addr">${esc(f.address)}<br>${esc(`${f.city}, ${f.state} ${f.zip}`)}<br>${esc(f.phone)}</div>`;
}

function accountBlock(a: TruthAccount, v: BureauView, o: Opts): string {
  const lines: [string, string | null][] = [
    ['Account number', o.mask(a.accountNumber)],
    ['Account type', a.typeDetail],
    ['Responsibility', a.responsibility],
    ['Date opened', o.date(a.opened)],
    ['Status', statusLine(a, v, o)],
    ['Reported', o.date(v.lastReported)],
    ['Balance', money(v.balance)],
    [
      a.type === 'revolving' || a.type === 'open' ? 'Credit limit' : 'Original amount',
      a.type === 'revolving' || a.type === 'open'
        ? a.creditLimit === null
          ? 'NA'
          : money(a.creditLimit)
        : a.highBalance === null
          ? 'NA'
          : money(a.highBalance),
    ],
    ['High balance', a.type === 'revolving' || a.type === 'open' ? (a.highBalance === null ? null : money(a.highBalance)) : null],
    ['Monthly payment', a.monthlyPayment === null ? null : money(a.monthlyPayment)],
    ['Terms', a.termMonths ? `${a.termMonths} months` : null],
    ['Past due', v.pastDue ? money(v.pastDue) : null],
    ['Date closed', a.closed ? o.date(a.closed) : null],
    ['Original creditor', a.originalCreditor],
    ['First delinquency', a.dateOfFirstDelinquency ? o.date(a.dateOfFirstDelinquency) : null],
    ['On record until', a.onRecordUntil ? o.date(a.onRecordUntil) : null],
    ['Comment', a.remarks.length ? a.remarks.join('. ') : null],
  ];
  const body = lines
    .filter(([, val]) => val)
    .map(([l, val]) => `<div class="ln"><span class="lb">${l}:</span> ${esc(val!)}</div>`)
    .join('');
  return `<div class="acct">${addressLines(a.creditor, a.furnisher)}${body}<div class="ln lb">Payment history${o.gridAsTable ? '' : ' (newest first)'}:</div>${historyHtml(v, o)}</div>`;
}

function inquiryBlock(q: TruthInquiry, o: Opts): string {
  const head = q.furnisher ? addressLines(q.creditor, q.furnisher) : `<div class="cred">${esc(q.creditor)}</div>`;
  return `<div class="acct">${head}<div class="ln"><span class="lb">Date of request:</span> ${esc(o.date(q.date))}</div><div class="ln"><span class="lb">Reason:</span> ${esc(q.purpose)}</div></div>`;
}

function render(file: CreditFile, rng: () => number): string {
  const b = file.bureaus[0];
  const name = BUREAU_NAMES[b];
  const rep = file.reports[b] ?? { reportDate: file.accounts[0]?.byBureau[b]?.lastReported ?? '', reportNumber: '', score: null };
  const numeric = rng() < 0.5;
  const mc = pick(rng, ['X', 'x', '*']);
  const fullMask = rng() < 0.5;
  const o: Opts = {
    date: (d) => {
      const [y, m, day] = d.split('-');
      return numeric ? `${m}/${day}/${y}` : `${MON[Number(m) - 1]} ${Number(day)}, ${y}`;
    },
    mask: (n) => (fullMask ? mc.repeat(Math.max(n.length - 4, 4)) : mc.repeat(4)) + n.slice(-4),
    gridAsTable: rng() < 0.5,
    font: pick(rng, ['Arial, Helvetica, sans-serif', '"Liberation Sans", Arial, sans-serif', 'Georgia, "Times New Roman", serif']),
  };
  const c = file.consumer;
  const accts = file.accounts.flatMap((a) => (a.byBureau[b] ? [{ a, v: a.byBureau[b]! }] : []));
  const isNeg = (a: TruthAccount, v: BureauView) =>
    v.paymentStatus !== 'current' || v.status === 'chargeoff' || v.status === 'collection' || a.late.late30 + a.late.late60 + a.late.late90 > 0;
  const neg = accts.filter(({ a, v }) => isNeg(a, v));
  const good = accts.filter(({ a, v }) => !isNeg(a, v));
  const inq = file.inquiries.filter((q) => q.bureau === b);
  const recs = file.publicRecords.filter((r) => r.bureau === b);
  const how = pick(rng, ['by telephone', 'by mail', 'through our automated phone line']);
  const [negTitle, goodTitle] = pick(rng, [
    ['Potentially negative items', 'Accounts in good standing'],
    ['Adverse accounts', 'Satisfactory accounts'],
    ['Accounts with negative information', 'Other accounts'],
  ]);
  const ret = RETURN[b].map(esc).join('<br>');
  const section = (t: string, items: string[], none: string) => `<h3>${t}</h3>${items.length ? items.join('') : `<p class="none">${none}</p>`}`;
  const records = recs.map(
    (r) => `<div class="acct"><div class="cred">${esc(r.court)}</div>
    <div class="ln"><span class="lb">Record type:</span> ${esc(r.type)}</div><div class="ln"><span class="lb">Reference number:</span> ${esc(r.referenceNumber)}</div>
    <div class="ln"><span class="lb">Date filed:</span> ${esc(o.date(r.filed))}</div><div class="ln"><span class="lb">Status:</span> ${esc(r.status)}</div>
    ${r.amount !== null ? `<div class="ln"><span class="lb">Amount:</span> ${money(r.amount)}</div>` : ''}<div class="ln"><span class="lb">Responsibility:</span> Individual</div></div>`,
  );
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><title>${esc(name)} credit report</title><style>
@page { size: letter; margin: 0.55in 0.5in 0.6in 0.5in;
  @top-right { content: '${css(c.name)}  Report number ${css(rep.reportNumber)}'; font: 7pt ${o.font}; }
  @bottom-center { content: 'Page ' counter(page) ' of ' counter(pages); font: 7pt ${o.font}; }
  @bottom-left { content: '${css(name)}'; font: 7pt ${o.font}; } }
@page :first { @top-right { content: none; } }
body { font: 7.6pt/1.25 ${o.font}; color: #111; margin: 0; }
.letterhead { display: flex; justify-content: space-between; font-size: 8pt; } .logo { font: bold 16pt ${o.font}; color: #1d3f72; }
.mail { margin: 0.45in 0 0.3in 0.15in; font-size: 9pt; text-transform: uppercase; line-height: 1.3; }
.letter p { font-size: 8.6pt; margin: 0 0 6px; } .cols { column-count: 2; column-gap: 0.18in; column-rule: 0.5pt solid #999; margin-top: 10px; }
h2 { font-size: 10pt; margin: 0 0 4px; column-span: all; border-bottom: 1pt solid #111; }
h3 { font-size: 8.4pt; margin: 6px 0 3px; padding: 1px 3px; background: #e3e3e3; break-after: avoid; }
.acct { break-inside: avoid; margin: 0 0 6px; padding-bottom: 4px; border-bottom: 0.5pt dotted #888; }
.cred { font-weight: bold; font-size: 8pt; } .addr { margin-bottom: 2px; } .lb { color: #333; font-weight: 600; } .none { font-style: italic; }
.ph { border-collapse: collapse; font-size: 6.4pt; margin-top: 1px; } .ph td, .ph th { border: 0.4pt solid #aaa; padding: 0 2px; text-align: center; min-width: 13px; }
</style></head><body>
<div class="letterhead"><div><div class="logo">${esc(name)}</div>${ret}</div><div>Report date: ${esc(o.date(rep.reportDate))}<br>Report number: ${esc(rep.reportNumber)}</div></div>
<div class="mail">${esc(c.name)}<br>${esc(c.address)}<br>${esc(`${c.city} ${c.state} ${c.zip}`)}</div>
<div class="letter"><p>Dear ${esc(c.name)},</p>
<p>As you asked ${how}, we are sending you the credit report we maintain on you as of ${esc(o.date(rep.reportDate))}. Please look it over. If something is incomplete or you believe it is wrong, write to us at the address above and give your report number so we can find your file. We will look into it and usually finish within 30 days.</p>
<p>Account numbers are shortened for your protection. Creditors' addresses and phone numbers are printed as they gave them to us.</p></div>
<div class="cols">
<h2>Personal information</h2>
<div class="acct"><div class="ln"><span class="lb">Name:</span> ${esc(c.name)}</div>${c.alsoKnownAs.map((n) => `<div class="ln"><span class="lb">Also known as:</span> ${esc(n)}</div>`).join('')}
<div class="ln"><span class="lb">Social Security number:</span> XXX-XX-${esc(c.ssnLast4)}</div><div class="ln"><span class="lb">Year of birth:</span> ${c.birthYear}</div>
<div class="ln"><span class="lb">Address:</span> ${esc(`${c.address}, ${c.city}, ${c.state} ${c.zip}`)}</div>${c.previousAddresses.map((p) => `<div class="ln"><span class="lb">Previous address:</span> ${esc(p)}</div>`).join('')}
<div class="ln"><span class="lb">Telephone:</span> ${esc(c.phone)}</div>${c.employers.map((e) => `<div class="ln"><span class="lb">Employer:</span> ${esc(e)}</div>`).join('')}</div>
${section('Public records', records, 'No public records are reported.')}
${section(
  negTitle,
  neg.map(({ a, v }) => accountBlock(a, v, o)),
  'None reported.',
)}
${section(
  goodTitle,
  good.map(({ a, v }) => accountBlock(a, v, o)),
  'None reported.',
)}
${section(
  'Inquiries shared with others',
  inq.filter((q) => q.kind === 'hard').map((q) => inquiryBlock(q, o)),
  'None reported.',
)}
<p>These requests were made by companies you asked for credit or services. They may stay on your report for two years and others who view your report can see them.</p>
${section(
  'Inquiries not shared with others',
  inq.filter((q) => q.kind === 'soft').map((q) => inquiryBlock(q, o)),
  'None reported.',
)}
<p>These requests, such as promotional offers, reviews by your current creditors and your own requests, are shown only to you and do not affect how lenders view you.</p>
<h3>Personal statement</h3><p class="none">No statement is on file.</p>
<h3>To dispute information</h3><p>${RETURN[b].map(esc).join(', ')}. Refer to report number ${esc(rep.reportNumber)}.</p>
</div></body></html>`;
}

const layout: Layout = {
  name: 'mailed-report-two-column',
  describes:
    'A bureau credit report mailed after a phone or mail request: cover letter with mailing address block, then two narrow columns of account blocks (creditor name and address, compact Label: value lines), inquiries shared / not shared with others.',
  scope: 'single',
  scored: false,
  render: (file, rng) => ({ kind: 'pdf', content: render(file, rng) }),
};

export default layout;
