import { BUREAU_NAMES } from '../../truth';
import type { Bureau, BureauView, CreditFile, GridCode, Layout, TruthAccount } from '../../truth';

/** IdentityIQ-style 3-bureau report as printed from the browser (Ctrl+P → Save as PDF). */
const COLS: Bureau[] = ['transunion', 'experian', 'equifax'];
const HEAD_CLASS: Record<Bureau, string> = { transunion: 'headerTUC', experian: 'headerEXP', equifax: 'headerEQF' };
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const mdy = (d: string | null | undefined): string => {
  if (!d) return '';
  const [y, m, day] = d.split('-');
  return day ? `${m}/${day}/${y}` : `${m}/${y}`;
};

const TYPE: Record<TruthAccount['type'], string> = {
  revolving: 'Revolving',
  installment: 'Installment',
  mortgage: 'Mortgage',
  collection: 'Collection',
  open: 'Open',
};
const ACCT_STATUS: Record<BureauView['status'], string> = {
  open: 'Open',
  closed: 'Closed',
  paid: 'Paid',
  chargeoff: 'Derogatory',
  collection: 'Derogatory',
};
const PAY_STATUS: Record<BureauView['paymentStatus'], string> = {
  current: 'Current',
  late_30: 'Late 30 Days',
  late_60: 'Late 60 Days',
  late_90: 'Late 90 Days',
  late_120: 'Late 120 Days',
  chargeoff: 'Collection/Chargeoff',
  collection: 'Collection/Chargeoff',
  bankruptcy: 'Bankruptcy',
};

function lenderRank(v: number): string {
  if (v >= 781) return 'Excellent';
  if (v >= 661) return 'Good';
  if (v >= 601) return 'Fair';
  if (v >= 500) return 'Poor';
  return 'Unfavorable';
}

/** The per-bureau summary, counted from the truth so a reader can check itself. */
function summary(file: CreditFile, b: Bureau, reportDate: string) {
  const views = file.accounts.flatMap((a) => (a.byBureau[b] ? [{ a, v: a.byBureau[b] as BureauView }] : []));
  const since = `${Number(reportDate.slice(0, 4)) - 2}${reportDate.slice(4)}`;
  const open = views.filter((x) => x.v.status === 'open');
  return {
    total: views.length,
    open: open.length,
    closed: views.length - open.length,
    delinquent: views.filter((x) => x.v.paymentStatus.startsWith('late_')).length,
    derogatory: views.filter(
      (x) => x.v.status === 'chargeoff' || x.v.status === 'collection' || ['chargeoff', 'collection', 'bankruptcy'].includes(x.v.paymentStatus),
    ).length,
    balances: views.reduce((s, x) => s + x.v.balance, 0),
    payments: open.reduce((s, x) => s + (x.a.monthlyPayment ?? 0), 0),
    publicRecords: file.publicRecords.filter((p) => p.bureau === b).length,
    inquiries: file.inquiries.filter((q) => q.kind === 'hard' && q.bureau === b && q.date >= since).length,
  };
}

export default {
  name: 'idiq-3bureau-print',
  describes:
    'An IdentityIQ 3-bureau credit report printed to PDF from the browser: score, personal information and summary ' +
    'tables with TransUnion/Experian/Equifax columns, one 4-column table per account with a two-year payment grid, ' +
    'then hard inquiries, public records and creditor contacts.',
  scope: 'tri',
  scored: true,
  render(file: CreditFile, rng: () => number) {
    const cents = rng() < 0.6;
    const money = (n: number | null | undefined): string =>
      n == null ? '' : `$${n.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: 2 })}`;
    const none = rng() < 0.5 ? '-' : '';
    const maskStyle = Math.floor(rng() * 3);
    const mask = (n: string): string => {
      const last = n.slice(-4);
      if (maskStyle === 0) return `****${last}`;
      if (maskStyle === 1) return `${'X'.repeat(Math.max(4, n.length - 4))}${last}`;
      return `${'*'.repeat(Math.max(4, n.length - 4))}${last}`;
    };
    const ascending = rng() < 0.7;
    const withContacts = rng() < 0.7;
    const present = COLS.filter((b) => file.reports[b]);
    const dates = present.map((b) => file.reports[b]!.reportDate).sort();
    const reportDate = dates[dates.length - 1] ?? new Date().toISOString().slice(0, 10);
    const first = file.reports[present[0] ?? 'transunion'];
    const c = file.consumer;
    const hour = 8 + Math.floor(rng() * 10);
    const minute = String(Math.floor(rng() * 60)).padStart(2, '0');
    const [ry, rm, rd] = reportDate.split('-');
    const printedAt = `${Number(rm)}/${Number(rd)}/${ry.slice(2)}, ${hour > 12 ? hour - 12 : hour}:${minute} ${hour >= 12 ? 'PM' : 'AM'}`;

    const headRow = `<tr><th class="blank"></th>${COLS.map((b) => `<th class="${HEAD_CLASS[b]}">${BUREAU_NAMES[b]}</th>`).join('')}</tr>`;
    const row = (label: string, cell: (b: Bureau) => string): string =>
      `<tr><td class="label">${esc(label)}</td>${COLS.map((b) => `<td class="info">${cell(b)}</td>`).join('')}</tr>`;
    const table = (rows: string[]): string => `<table class="rpt_content_table rpt_table4column">${headRow}${rows.join('')}</table>`;
    const section = (id: string, title: string, body: string): string =>
      `<div class="rpt_content_wrapper" id="${id}"><div class="rpt_fullReport_header">${title}</div>${body}</div>`;

    const scores = table([
      row('Credit Score:', (b) => String(file.reports[b]?.score?.value ?? none)),
      row('Lender Rank:', (b) => {
        const s = file.reports[b]?.score;
        return s ? lenderRank(s.value) : none;
      }),
      row('Score Scale:', (b) => {
        const s = file.reports[b]?.score;
        return s ? `${s.range.min}-${s.range.max}` : none;
      }),
    ]);
    const models = [...new Set(present.map((b) => file.reports[b]?.score?.model).filter(Boolean))].join(', ');
    const personal = table([
      row('Credit Report Date:', (b) => mdy(file.reports[b]?.reportDate) || none),
      row('Name:', (b) => (file.reports[b] ? esc(c.name) : none)),
      row('Also Known As:', (b) => (file.reports[b] ? c.alsoKnownAs.map(esc).join('<br>') || none : none)),
      row('Date of Birth:', (b) => (file.reports[b] ? String(c.birthYear) : none)),
      row('Current Address(es):', (b) => (file.reports[b] ? `${esc(c.address)}<br>${esc(c.city)}, ${c.state} ${c.zip}` : none)),
      row('Previous Address(es):', (b) => (file.reports[b] ? c.previousAddresses.map(esc).join('<br>') || none : none)),
      row('Employers:', (b) => (file.reports[b] ? c.employers.map(esc).join('<br>') || none : none)),
    ]);
    const sums = Object.fromEntries(COLS.map((b) => [b, file.reports[b] ? summary(file, b, file.reports[b]!.reportDate) : null]));
    const sumRow = (label: string, f: (s: ReturnType<typeof summary>) => string): string => row(label, (b) => (sums[b] ? f(sums[b]!) : none));
    const summaryTable = table([
      sumRow('Total Accounts:', (s) => String(s.total)),
      sumRow('Open Accounts:', (s) => String(s.open)),
      sumRow('Closed Accounts:', (s) => String(s.closed)),
      sumRow('Delinquent:', (s) => String(s.delinquent)),
      sumRow('Derogatory:', (s) => String(s.derogatory)),
      sumRow('Balances:', (s) => money(s.balances)),
      sumRow('Payments:', (s) => money(s.payments)),
      sumRow('Public Records:', (s) => String(s.publicRecords)),
      sumRow('Inquiries(2 years):', (s) => String(s.inquiries)),
    ]);

    const accountBlock = (a: TruthAccount): string => {
      const v = (b: Bureau): BureauView | undefined => a.byBureau[b];
      const cell =
        (f: (x: BureauView) => string) =>
        (b: Bureau): string => {
          const x = v(b);
          return x ? f(x) || none : none;
        };
      const comments = (x: BureauView): string => {
        const out = [...a.remarks];
        if (a.originalCreditor) out.push(`Original creditor: ${a.originalCreditor}`);
        if (x.status === 'chargeoff' && !out.some((r) => /charge/i.test(r))) out.push('Unpaid balance charged off');
        if (x.status === 'collection' && !out.some((r) => /collect/i.test(r))) out.push('Placed for collection');
        return out.map(esc).join('<br>');
      };
      const lastActive = (x: BureauView): string => mdy(x.status === 'open' ? x.lastReported : (a.closed ?? a.dateOfFirstDelinquency ?? x.lastReported));
      const lastPaid = (x: BureauView): string => (x.paymentStatus === 'current' && x.status !== 'collection' ? mdy(x.lastReported) : '');
      const details = table([
        row(
          'Account #:',
          cell(() => mask(a.accountNumber)),
        ),
        row(
          'Account Type:',
          cell(() => TYPE[a.type]),
        ),
        row(
          'Account Type - Detail:',
          cell(() => esc(a.typeDetail)),
        ),
        row(
          'Bureau Code:',
          cell(() => (a.responsibility === 'Authorized user' ? 'Authorized User' : a.responsibility)),
        ),
        row(
          'Account Status:',
          cell((x) => ACCT_STATUS[x.status]),
        ),
        row(
          'Monthly Payment:',
          cell(() => money(a.monthlyPayment ?? 0)),
        ),
        row(
          'Date Opened:',
          cell(() => mdy(a.opened)),
        ),
        row(
          'Balance:',
          cell((x) => money(x.balance)),
        ),
        row(
          'No. of Months (terms):',
          cell(() => (a.termMonths == null ? '' : String(a.termMonths))),
        ),
        row(
          'High Credit:',
          cell(() => money(a.highBalance)),
        ),
        row(
          'Credit Limit:',
          cell(() => money(a.creditLimit)),
        ),
        row(
          'Past Due:',
          cell((x) => money(x.pastDue)),
        ),
        row(
          'Payment Status:',
          cell((x) => PAY_STATUS[x.paymentStatus]),
        ),
        row(
          'Last Reported:',
          cell((x) => mdy(x.lastReported)),
        ),
        row('Comments:', cell(comments)),
        row('Date Last Active:', cell(lastActive)),
        row('Date of Last Payment:', cell(lastPaid)),
      ]);
      const months = [...new Set(COLS.flatMap((b) => v(b)?.paymentGrid.map((g) => g.month.slice(0, 7)) ?? []))].sort();
      if (!ascending) months.reverse();
      const code = (b: Bureau, m: string): GridCode | '' => v(b)?.paymentGrid.find((g) => g.month.startsWith(m))?.code ?? '';
      const cls = (k: string): string => (k === 'OK' ? 'hstry-ok' : k === '' || k === 'ND' ? 'hstry-unknown' : 'hstry-derog');
      const gridRows = COLS.map(
        (b) =>
          `<tr><td class="label">${BUREAU_NAMES[b]}</td>${months
            .map((m) => {
              const k = code(b, m);
              return `<td class="${cls(k)}">${k === 'ND' ? '' : k}</td>`;
            })
            .join('')}</tr>`,
      ).join('');
      const late = (b: Bureau, codes: string[]): number => v(b)?.paymentGrid.filter((g) => codes.includes(g.code)).length ?? 0;
      const daysLate = COLS.map(
        (b) =>
          `<td><b>${BUREAU_NAMES[b]}</b>&nbsp; 30: ${v(b) ? late(b, ['30']) : none}` +
          ` &nbsp;60: ${v(b) ? late(b, ['60']) : none} &nbsp;90: ${v(b) ? late(b, ['90', '120', '150', '180']) : none}</td>`,
      ).join('');
      return `<div class="acct"><div class="sub_header">${esc(a.creditor)}</div>${details}
<div class="hist_title">Two-Year payment history</div>
<table class="addr_hsrty"><tr><td class="label">Month</td>${months.map((m) => `<td>${MONTHS[Number(m.slice(5, 7)) - 1]}</td>`).join('')}</tr>
<tr><td class="label">Year</td>${months.map((m) => `<td>'${m.slice(2, 4)}</td>`).join('')}</tr>${gridRows}</table>
<table class="days_late"><tr><td class="label">Days Late - 7 Year History</td>${daysLate}</tr></table></div>`;
    };

    const hard = file.inquiries.filter((q) => q.kind === 'hard').sort((x, y) => y.date.localeCompare(x.date));
    const business = (p: string): string =>
      /auto|vehicle/i.test(p) ? 'AUTOMOTIVE' : /mortgage|home/i.test(p) ? 'MORTGAGE COMPANIES' : /card|bank/i.test(p) ? 'BANKS' : 'FINANCE';
    const inquiries =
      `<table class="rpt_content_table inquiries"><tr><th>Creditor Name</th><th>Type of Business</th>` +
      `<th>Date of inquiry</th><th>Credit Bureau</th></tr>${hard
        .map((q) => `<tr><td>${esc(q.creditor)}</td>` + `<td>${business(q.purpose)}</td><td>${mdy(q.date)}</td><td>${BUREAU_NAMES[q.bureau]}</td></tr>`)
        .join('')}</table>` +
      (hard.length ? '' : '<p class="none">None Reported</p>');
    const records =
      file.publicRecords
        .map((p) => {
          const only =
            (f: string) =>
            (b: Bureau): string =>
              b === p.bureau ? f : none;
          return `<div class="sub_header">${esc(p.court)}</div>${table([
            row('Type:', only(esc(p.type))),
            row('Status:', only(esc(p.status))),
            row('Date Filed/Reported:', only(mdy(p.filed))),
            row('Reference#:', only(esc(p.referenceNumber))),
            row('Court:', only(esc(p.court))),
            row('Liability:', only(p.amount == null ? '' : money(p.amount))),
          ])}`;
        })
        .join('') || '<p class="none">None Reported</p>';
    const contacts =
      `<table class="rpt_content_table contacts"><tr><th>Creditor Name</th><th>Address</th><th>Phone Number</th></tr>` +
      [...new Map(file.accounts.map((a) => [a.creditor, a])).values()]
        .map(
          (a) =>
            `<tr><td>${esc(a.creditor)}</td>` +
            `<td>${esc(a.furnisher.address)}<br>${esc(a.furnisher.city)}, ${a.furnisher.state} ${a.furnisher.zip}</td>` +
            `<td>${esc(a.furnisher.phone)}</td></tr>`,
        )
        .join('') +
      '</table>';

    const html = `<!DOCTYPE html><html><head><meta charset="utf-8"><title>IdentityIQ | Credit Report</title><style>
@page { size: letter; margin: 14mm 10mm 14mm 10mm;
  @top-left { content: '${printedAt}'; font: 8pt Arial; }
  @top-center { content: 'IdentityIQ | Credit Report'; font: 8pt Arial; }
  @bottom-left { content: 'https://member.identityiq.com/CreditReport.aspx'; font: 8pt Arial; }
  @bottom-right { content: counter(page) '/' counter(pages); font: 8pt Arial; } }
body { font-family: Arial, Helvetica, sans-serif; font-size: 9pt; color: #222; margin: 0; }
.logo { font-size: 18pt; font-weight: bold; color: #1b4f8a; } .logo span { color: #f28c28; }
.rpt_header { width: 100%; border-collapse: collapse; margin: 6px 0 12px; }
.rpt_header th { background: #1b4f8a; color: #fff; text-align: left; padding: 4px; } .rpt_header td { padding: 4px; border: 1px solid #ccc; }
.rpt_fullReport_header { background: #e8eef6; border-bottom: 2px solid #1b4f8a; font-size: 12pt; font-weight: bold; padding: 4px 6px; margin: 14px 0 6px; }
table { border-collapse: collapse; width: 100%; } th, td { padding: 2px 4px; vertical-align: top; }
.rpt_table4column th { border-bottom: 1px solid #999; text-align: left; } .rpt_table4column td { border-bottom: 1px solid #e3e3e3; }
.rpt_table4column td.label { width: 25%; font-weight: bold; } .rpt_table4column td.info { width: 25%; }
.sub_header { font-size: 10.5pt; font-weight: bold; margin: 14px 0 3px; color: #1b4f8a; }
.hist_title { font-weight: bold; margin: 5px 0 2px; }
.addr_hsrty td { border: 1px solid #ddd; text-align: center; font-size: 6.5pt; padding: 1px; } .addr_hsrty td.label { text-align: left; font-weight: bold; width: 60px; }
.hstry-ok { background: #e4f4e4; } .hstry-derog { background: #f9d7d7; font-weight: bold; } .hstry-unknown { background: #f4f4f4; }
.days_late td { font-size: 7.5pt; border-top: 1px dotted #ccc; } .inquiries th, .contacts th { text-align: left; border-bottom: 1px solid #999; }
.inquiries td, .contacts td { border-bottom: 1px solid #eee; } .none { font-style: italic; } .disclaimer { font-size: 7pt; color: #666; margin-top: 16px; }
</style></head><body>
<div class="logo">Identity<span>IQ</span></div>
<table class="rpt_header"><tr><th>Reference #</th><th>Report Date</th></tr>
<tr><td>${esc(first?.reportNumber ?? '')}</td><td>${mdy(reportDate)}</td></tr></table>
${section('CreditScore', 'Credit Score', `${scores}${models ? `<p class="note">Score model: ${esc(models)}</p>` : ''}`)}
${section('PersonalInformation', 'Personal Information', personal)}
${section('Summary', 'Summary', summaryTable)}
${section('AccountHistory', 'Account History', file.accounts.map(accountBlock).join('\n'))}
${section('Inquiries', 'Inquiries', inquiries)}
${section('PublicInformation', 'Public Information', records)}
${withContacts ? section('CreditorContacts', 'Creditor Contacts', contacts) : ''}
<p class="disclaimer">This report is provided for your personal use. Information is supplied by the three credit reporting agencies and is displayed as reported.</p>
</body></html>`;
    return { kind: 'pdf' as const, content: html };
  },
} satisfies Layout;
