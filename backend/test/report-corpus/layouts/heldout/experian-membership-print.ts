import type { BureauView, CreditFile, GridCode, Layout, TruthAccount, TruthInquiry } from '../../truth';

// An Experian membership (CreditWorks-style) credit report as a member prints it from the browser: FICO® Score 8
// header, accounts grouped by kind with label-above-value detail grids, a year-by-month payment history with
// symbols, creditor contact info, hard and soft inquiries, and the browser's page header and footer.

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function esc(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function money(n: number): string {
  return `$${n.toLocaleString('en-US')}`;
}

function longDate(d: string): string {
  const [y, m, day] = d.split('-').map(Number);
  return `${MONTHS[m - 1]} ${day}, ${y}`;
}

function slashDate(d: string): string {
  const [y, m, day] = d.split('-');
  return `${m}/${day}/${y}`;
}

function monthYear(d: string): string {
  const [y, m] = d.split('-').map(Number);
  return `${MONTHS[m - 1]} ${y}`;
}

function rating(v: number): string {
  return v < 580 ? 'Poor' : v < 670 ? 'Fair' : v < 740 ? 'Good' : v < 800 ? 'Very good' : 'Exceptional';
}

function wasLate(v: BureauView): string | null {
  const worst = v.paymentGrid
    .map((g) => Number(g.code))
    .filter((n) => !Number.isNaN(n))
    .sort((a, b) => b - a)[0];
  return worst ? `${worst} days past due` : null;
}

function statusText(a: TruthAccount, v: BureauView): string {
  const late = wasLate(v);
  switch (v.status) {
    case 'open':
      if (v.paymentStatus === 'current') return late ? `Open. Current; was ${late}.` : 'Open/Never late.';
      return `Open. ${money(v.pastDue)} past due as of ${monthYear(v.lastReported)}.`;
    case 'closed':
      return late ? `Closed. Was ${late}.` : 'Closed/Never late.';
    case 'paid':
      return late ? `Paid, Closed. Was ${late}.` : 'Paid, Closed/Never late.';
    case 'chargeoff':
      return `Account charged off. ${money(v.balance)} written off. ${money(v.pastDue)} past due as of ${monthYear(v.lastReported)}.`;
    case 'collection':
      return `Collection account. ${money(v.pastDue || v.balance)} past due as of ${monthYear(v.lastReported)}.`;
  }
  return a.type;
}

const PAY_STATUS: Record<BureauView['paymentStatus'], string> = {
  current: 'Current',
  late_30: '30 days past due',
  late_60: '60 days past due',
  late_90: '90 days past due',
  late_120: '120 days past due',
  chargeoff: 'Charged off',
  collection: 'In collection',
  bankruptcy: 'Included in bankruptcy',
};

function gridCell(code: GridCode | undefined, check: boolean): string {
  if (!code) return '<td class="empty"></td>';
  if (code === 'OK') return `<td class="ok">${check ? '&#10003;' : 'OK'}</td>`;
  if (code === 'ND') return '<td class="nd">&ndash;</td>';
  if (code === 'COL') return '<td class="neg">C</td>';
  return `<td class="neg">${code}</td>`;
}

function historyGrid(v: BureauView, check: boolean): string {
  const byMonth = new Map(v.paymentGrid.map((g) => [g.month.slice(0, 7), g.code]));
  const years = [...new Set(v.paymentGrid.map((g) => g.month.slice(0, 4)))].sort().reverse();
  const head = `<tr><th></th>${MONTHS.map((m) => `<th>${m}</th>`).join('')}</tr>`;
  const rows = years.map(
    (y) => `<tr><th>${y}</th>${MONTHS.map((_, i) => gridCell(byMonth.get(`${y}-${String(i + 1).padStart(2, '0')}`), check)).join('')}</tr>`,
  );
  return `<table class="grid">${head}${rows.join('')}</table>`;
}

function field(label: string, value: string | null): string {
  return `<div class="f"><div class="l">${esc(label)}</div><div class="v">${value === null ? '&mdash;' : esc(value)}</div></div>`;
}

function accountGroup(a: TruthAccount): string {
  if (a.type === 'collection' || a.byBureau.experian?.status === 'collection') return 'Collections';
  if (a.type === 'revolving' || a.type === 'open') return 'Credit cards';
  return 'Loans';
}

function accountDetail(a: TruthAccount, v: BureauView, idx: number, opts: { check: boolean; slash: boolean }): string {
  const d = (s: string | null) => (s ? (opts.slash ? slashDate(s) : longDate(s)) : null);
  const m = (n: number | null) => (n === null ? null : money(n));
  const negative = ['chargeoff', 'collection'].includes(v.status) || v.paymentGrid.some((g) => g.code !== 'OK' && g.code !== 'ND');
  const fields = [
    field('Account name', a.creditor),
    field('Account number', `XXXXXXXX${a.accountNumber.slice(-4)}`),
    field('Account type', a.typeDetail),
    field('Responsibility', a.responsibility),
    field('Date opened', d(a.opened)),
    field('Date closed', d(a.closed)),
    field('Status', statusText(a, v)),
    field('Payment status', PAY_STATUS[v.paymentStatus]),
    field('Balance', money(v.balance)),
    field('Balance updated', d(v.lastReported)),
    field(
      a.type === 'revolving' || a.type === 'open' ? 'Credit limit' : 'Original balance',
      m(a.type === 'revolving' || a.type === 'open' ? a.creditLimit : a.highBalance),
    ),
    field('Highest balance', m(a.highBalance)),
    field('Monthly payment', m(a.monthlyPayment)),
    field('Past due amount', money(v.pastDue)),
    field('Terms', a.termMonths ? `${a.termMonths} Months` : null),
    field('Last reported', d(v.lastReported)),
  ];
  if (a.originalCreditor) fields.push(field('Original creditor', a.originalCreditor));
  if (a.dateOfFirstDelinquency) fields.push(field('First delinquency', d(a.dateOfFirstDelinquency)));
  if (negative && a.onRecordUntil) fields.push(field('On record until', monthYear(a.onRecordUntil)));
  const f = a.furnisher;
  return `<section class="acct" id="a${idx}">
<h3>${esc(a.creditor)} <span class="sub">${esc(a.typeDetail)}</span></h3>
<h4>Account info</h4><div class="fields">${fields.join('')}</div>
${a.remarks.length ? `<h4>Comments</h4><p>${a.remarks.map(esc).join('<br>')}</p>` : ''}
<h4>Payment history</h4>${historyGrid(v, opts.check)}
<h4>Contact info</h4><div class="fields">${field('Address', `${f.address}, ${f.city}, ${f.state} ${f.zip}`)}${field('Phone number', f.phone)}</div>
</section>`;
}

function inquiryItem(q: TruthInquiry, slash: boolean): string {
  const date = slash ? slashDate(q.date) : longDate(q.date);
  const [y, m] = q.date.split('-').map(Number);
  const contact = q.furnisher
    ? `<div class="small">${esc(`${q.furnisher.address}, ${q.furnisher.city}, ${q.furnisher.state} ${q.furnisher.zip} · ${q.furnisher.phone}`)}</div>`
    : '';
  const until = q.kind === 'hard' ? field('On record until', `${MONTHS[m - 1]} ${y + 2}`) : '';
  return `<div class="inq"><div class="name">${esc(q.creditor)}</div><div class="fields">${field('Inquired on', date)}${field('Reason', q.purpose)}${until}</div>${contact}</div>`;
}

const layout: Layout = {
  name: 'experian-membership-print',
  describes:
    'An Experian membership (CreditWorks) online credit report printed from the browser: FICO Score 8 header, accounts grouped as credit cards, loans and collections with label-over-value details, a year-by-month payment history with check marks, creditor contacts, hard and soft inquiries.',
  scope: 'single',
  bureau: 'experian',
  scored: true,
  render(file: CreditFile, rng: () => number) {
    const rep = file.reports.experian!;
    const c = file.consumer;
    const opts = { check: rng() < 0.6, slash: rng() < 0.35 };
    const [ry, rm, rd] = rep.reportDate.split('-').map(Number);
    const printedAt = `${rm}/${rd}/${ry % 100}, ${1 + Math.floor(rng() * 11)}:${String(Math.floor(rng() * 60)).padStart(2, '0')} ${rng() < 0.5 ? 'AM' : 'PM'}`;
    const url = rng() < 0.5 ? 'https://usa.experian.com/mfe/credit/report' : 'https://www.experian.com/member/credit-report';
    const accent = ['#0d6eb4', '#26478d', '#1d4f91'][Math.floor(rng() * 3)];
    const accts = file.accounts.filter((a) => a.byBureau.experian);
    const groups = ['Credit cards', 'Loans', 'Collections'].map((g) => ({ g, list: accts.filter((a) => accountGroup(a) === g) }));
    let n = 0;
    const groupHtml = groups
      .filter((x) => x.list.length)
      .map(({ g, list }) => {
        const rows = list
          .map((a) => {
            const v = a.byBureau.experian!;
            return `<tr><td>${esc(a.creditor)}</td><td>${esc(a.typeDetail)}</td><td>${money(v.balance)}</td><td>${esc(PAY_STATUS[v.paymentStatus])}</td></tr>`;
          })
          .join('');
        const details = list.map((a) => accountDetail(a, a.byBureau.experian!, n++, opts)).join('');
        return `<h2>${g} (${list.length})</h2><table class="list"><tr><th>Account</th><th>Type</th><th>Balance</th><th>Status</th></tr>${rows}</table>${details}`;
      })
      .join('');
    const inq = file.inquiries.filter((q) => q.bureau === 'experian').sort((a, b) => b.date.localeCompare(a.date));
    const hard = inq.filter((q) => q.kind === 'hard');
    const soft = inq.filter((q) => q.kind === 'soft');
    const recs = file.publicRecords.filter((r) => r.bureau === 'experian');
    const score = rep.score;
    const model = score ? score.model.replace(/FICO(?!®)/, 'FICO®') : '';
    const scoreHtml = score
      ? `<div class="score"><div class="sl">Your ${esc(model)}</div><div class="big">${score.value}</div>
<div class="rate">${rating(score.value)}</div><div>Score range: ${score.range.min} - ${score.range.max}</div>
<div class="small">As of ${esc(longDate(rep.reportDate))} · Based on your Experian data</div></div>`
      : '';
    const recHtml = recs.length
      ? recs
          .map(
            (r) =>
              `<section class="acct"><h3>${esc(r.type)}</h3><div class="fields">${field('Court', r.court)}${field('Date filed', opts.slash ? slashDate(r.filed) : longDate(r.filed))}${field('Status', r.status)}${field('Amount', r.amount === null ? null : money(r.amount))}${field('Reference number', r.referenceNumber)}</div></section>`,
          )
          .join('')
      : '<p>You have no public records.</p>';
    const html = `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Experian - Credit Report</title><style>
@page { size: Letter; margin: 0.55in 0.45in; @top-left { content: '${printedAt}'; font: 8pt Arial; } @top-center { content: 'Experian - Credit Report'; font: 8pt Arial; }
 @bottom-left { content: '${url}'; font: 8pt Arial; } @bottom-right { content: counter(page) '/' counter(pages); font: 8pt Arial; } }
body { font-family: Helvetica, Arial, sans-serif; font-size: 10pt; color: #222; }
h1 { color: ${accent}; font-size: 18pt; margin: 0 0 4px; } h2 { color: ${accent}; border-bottom: 2px solid ${accent}; margin-top: 22px; font-size: 14pt; break-after: avoid; }
h3 { margin: 14px 0 4px; font-size: 12pt; } h4 { margin: 10px 0 4px; font-size: 10pt; color: #555; } .sub { font-weight: normal; color: #666; font-size: 9pt; }
.score { border: 1px solid #ccc; border-radius: 8px; padding: 12px 18px; width: 300px; margin: 10px 0; } .sl { font-weight: bold; }
.big { font-size: 44pt; font-weight: bold; color: ${accent}; line-height: 1.1; } .rate { font-weight: bold; } .small { font-size: 8pt; color: #666; }
.fields { display: grid; grid-template-columns: repeat(4, 1fr); gap: 6px 14px; } .l { font-size: 8pt; color: #666; } .v { font-weight: bold; }
.acct { border-top: 1px solid #ddd; padding-top: 4px; break-inside: avoid; } table.list { width: 100%; border-collapse: collapse; }
table.list td, table.list th { text-align: left; border-bottom: 1px solid #eee; padding: 3px; }
table.grid { border-collapse: collapse; font-size: 8pt; } table.grid td, table.grid th { border: 1px solid #ddd; width: 30px; text-align: center; padding: 2px; }
td.ok { color: #2a8a3e; } td.neg { color: #fff; background: #c0392b; font-weight: bold; } td.nd { color: #aaa; }
.inq { border-top: 1px solid #eee; padding: 6px 0; } .inq .name { font-weight: bold; }
</style></head><body>
<h1>Experian Credit Report</h1>
<div class="small">Prepared for ${esc(c.name)} · Report date: ${esc(longDate(rep.reportDate))} · Report number: ${esc(rep.reportNumber)}</div>
${scoreHtml}
<h2>Personal information</h2><div class="fields">${field('Name', c.name)}${field('Also known as', c.alsoKnownAs.join('; ') || null)}${field('Year of birth', String(c.birthYear))}${field('Phone number', c.phone)}
${field('Address', `${c.address}, ${c.city}, ${c.state} ${c.zip}`)}${field('Previous addresses', c.previousAddresses.join('; ') || null)}${field('Employers', c.employers.join('; ') || null)}</div>
<h2>Accounts</h2>
<p class="small">Legend: ${opts.check ? '&#10003;' : 'OK'} Current / paid as agreed · 30, 60, 90, 120, 150, 180 Days past due · CO Charge off · C Collection · &ndash; No data</p>
${groupHtml || '<p>No accounts reported.</p>'}
<h2>Public records</h2>${recHtml}
<h2>Hard inquiries (${hard.length})</h2><p class="small">Inquiries from applications for credit. Others can see them and they may affect your score.</p>
${hard.map((q) => inquiryItem(q, opts.slash)).join('') || '<p>No hard inquiries.</p>'}
<h2>Soft inquiries (${soft.length})</h2><p class="small">Only you can see these; they do not affect your score.</p>
${soft.map((q) => inquiryItem(q, opts.slash)).join('') || '<p>No soft inquiries.</p>'}
<p class="small">© ${rep.reportDate.slice(0, 4)} Experian. All rights reserved.</p>
</body></html>`;
    return { kind: 'pdf', content: html };
  },
};

export default layout;
