/**
 * What `pdftotext -layout` gives of a printed Equifax credit report carrying a FICO® Score on its first page: wide
 * fixed-width lines, a page header with the consumer's name, report date and page number on every page, form feeds
 * between pages, accounts as two-column label/value grids whose long values (and labels) wrap onto the next line, and a
 * 24-month payment history table under each account.
 */
import { monthsBetween } from '../../dates';
import { chance, pick, type Rng } from '../../rng';
import type { AccountType, BureauView, CreditFile, Layout, PaymentStatus, TruthAccount, TruthPublicRecord } from '../../truth';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WIDTH = 124;
const PAGE_LINES = 64;
const money = (n: number | null): string => (n === null ? '' : `$${n.toLocaleString('en-US')}`);
const day = (d: string | null): string => (d ? `${MONTHS[Number(d.slice(5, 7)) - 1]} ${d.slice(8, 10)}, ${d.slice(0, 4)}` : '');
const month = (d: string | null): string => (d ? `${d.slice(5, 7)}/${d.slice(0, 4)}` : '');

const SECTIONS: [string, AccountType][] = [
  ['Revolving Accounts', 'revolving'],
  ['Mortgage Accounts', 'mortgage'],
  ['Installment Accounts', 'installment'],
  ['Other Accounts', 'open'],
  ['Collection Accounts', 'collection'],
];
const PAY: Record<PaymentStatus, string> = {
  current: 'Pays As Agreed',
  late_30: '30-59 Days Past Due',
  late_60: '60-89 Days Past Due',
  late_90: '90-119 Days Past Due',
  late_120: '120-149 Days Past Due',
  chargeoff: 'Charge Off',
  collection: 'Collection Account',
  bankruptcy: 'Included in Bankruptcy',
};
const MARK: Record<string, string> = { ND: '-', COL: 'CA' };

/** Words of `text` in lines of at most `width` characters (a longer word is cut). */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = '';
    }
    line = line ? `${line} ${word}` : word.slice(0, width);
  }
  if (line) lines.push(line);
  return lines.length > 0 ? lines : [''];
}

/** A row of cells of fixed widths, each wrapped inside its column, as pdftotext lays out a table. */
function row(cells: string[], widths: number[], indent = 3): string[] {
  const wrapped = cells.map((c, i) => wrap(c, widths[i]! - 2));
  const height = Math.max(...wrapped.map((w) => w.length));
  return Array.from({ length: height }, (_, n) => (' '.repeat(indent) + wrapped.map((w, i) => (w[n] ?? '').padEnd(widths[i]!)).join('')).trimEnd());
}

/** Label/value pairs two to a row. */
function grid(pairs: [string, string][]): string[] {
  const out: string[] = [];
  for (let i = 0; i < pairs.length; i += 2) {
    const [l1, v1] = pairs[i]!;
    const [l2, v2] = pairs[i + 1] ?? ['', ''];
    out.push(...row([l1, v1, l2, v2], [27, 33, 27, 33]));
  }
  return out;
}

function historyTable(v: BureauView): string[] {
  const out = ['   24-Month Payment History'];
  for (let i = 0; i < v.paymentGrid.length; i += 12) {
    const chunk = v.paymentGrid.slice(i, i + 12);
    const cells = (f: (g: { month: string; code: string }) => string): string =>
      chunk
        .map((g) => f(g).padEnd(8))
        .join('')
        .trimEnd();
    out.push(`   ${'Month'.padEnd(10)}${cells((g) => MONTHS[Number(g.month.slice(5, 7)) - 1]!)}`);
    out.push(`   ${'Year'.padEnd(10)}${cells((g) => g.month.slice(0, 4))}`);
    out.push(`   ${'Status'.padEnd(10)}${cells((g) => MARK[g.code] ?? g.code)}`);
  }
  return out;
}

function accountBlock(a: TruthAccount, v: BureauView, long: (d: string | null) => string): string[] {
  const masked = `${'x'.repeat(Math.max(4, a.accountNumber.length - 4))}${a.accountNumber.slice(-4)}`;
  const f = a.furnisher;
  const pairs: [string, string][] =
    a.type === 'collection'
      ? [
          ['Account Number', masked],
          ['Owner', a.responsibility],
          ['Original Creditor Name', a.originalCreditor ?? ''],
          ['Date Assigned', long(a.opened)],
          ['Balance', money(v.balance)],
          ['Original Amount Owed', money(a.highBalance)],
          ['Status', v.status === 'paid' ? 'Paid' : 'Unpaid'],
          ['Date Reported', day(v.lastReported)],
          ['Date of First Delinquency', long(a.dateOfFirstDelinquency)],
          ['Account Type', a.typeDetail],
        ]
      : [
          ['Account Number', masked],
          ['Owner', a.responsibility === 'Authorized user' ? 'Authorized User' : a.responsibility],
          ['Account Status', v.status === 'open' ? 'Open' : 'Closed'],
          ['Account Type', a.type === 'open' ? 'Open' : a.type[0]!.toUpperCase() + a.type.slice(1)],
          ['Date Opened', long(a.opened)],
          ['Date Reported', day(v.lastReported)],
          ['Balance', money(v.balance)],
          ['Credit Limit', a.type === 'revolving' ? money(a.creditLimit) : ''],
          ['High Credit', money(a.highBalance)],
          ['Amount Past Due', money(v.pastDue)],
          ['Scheduled Payment Amount', money(a.monthlyPayment)],
          ['Term Duration', a.termMonths ? `${a.termMonths} Months` : ''],
          ['Payment Status', PAY[v.paymentStatus]],
          ['Loan Type', a.typeDetail],
          ['Date of First Delinquency', long(a.dateOfFirstDelinquency)],
          ['Date Closed', long(a.closed)],
          ['Charge Off Amount', v.paymentStatus === 'chargeoff' ? money(a.highBalance ?? v.balance) : ''],
          ['Date of Last Activity', day(v.lastReported)],
        ];
  pairs.push(['Comments', a.remarks.join('; ')], ['Creditor Contact', `${f.address}, ${f.city}, ${f.state} ${f.zip} ${f.phone}`]);
  return [`  ${a.creditor}`, ...grid(pairs), '', ...historyTable(v), ''];
}

function recordBlock(r: TruthPublicRecord, long: (d: string | null) => string): string[] {
  const pairs: [string, string][] = [
    ['Type', r.type],
    ['Date Filed', long(r.filed)],
    ['Court Name', r.court],
    ['Case Number', r.referenceNumber],
    ['Status', r.status],
    [r.type.includes('Bankruptcy') ? 'Liability Amount' : 'Amount', money(r.amount)],
    ['Filer', 'Individual'],
    ['Verified', ''],
  ];
  return [`  ${r.type.includes('Bankruptcy') ? 'BANKRUPTCY' : r.type.toUpperCase()}`, ...grid(pairs), ''];
}

function factors(views: [TruthAccount, BureauView][], hard: number, reportDate: string): string[] {
  const out: string[] = [];
  if (views.some(([a, v]) => a.type === 'collection' || v.status === 'chargeoff')) out.push('Serious delinquency, and public record or collection filed');
  if (views.some(([, v]) => v.paymentGrid.some((g) => /^\d+$/.test(g.code)))) out.push('Time since delinquency is too recent or unknown');
  const cards = views.filter(([a, v]) => a.type === 'revolving' && v.status === 'open' && (a.creditLimit ?? 0) > 0);
  const limit = cards.reduce((t, [a]) => t + (a.creditLimit ?? 0), 0);
  if (limit > 0 && cards.reduce((t, [, v]) => t + v.balance, 0) / limit > 0.3)
    out.push('Proportion of balances to credit limits is too high on bank/national revolving or other revolving accounts');
  if (hard >= 2) out.push('Too many inquiries last 12 months');
  const avg = views.reduce((t, [a]) => t + monthsBetween(a.opened, reportDate), 0) / Math.max(1, views.length);
  if (avg < 60) out.push('Length of time accounts have been established');
  out.push('Number of accounts with balances', 'Lack of recent installment loan information');
  return out.slice(0, 4);
}

function render(file: CreditFile, rng: Rng): string {
  const bureau = file.bureaus[0]!;
  const report = file.reports[bureau]!;
  const c = file.consumer;
  const long = chance(rng, 0.5) ? day : month;
  const views = file.accounts.filter((a) => a.byBureau[bureau]).map((a): [TruthAccount, BureauView] => [a, a.byBureau[bureau]!]);
  const inquiries = file.inquiries.filter((q) => q.bureau === bureau);
  const hard = inquiries.filter((q) => q.kind === 'hard');
  const soft = inquiries.filter((q) => q.kind === 'soft');
  const records = file.publicRecords.filter((r) => r.bureau === bureau);
  const blocks: string[][] = [];

  const score = report.score;
  if (score) {
    const v = score.value;
    const rating = v >= 800 ? 'Exceptional' : v >= 740 ? 'Very Good' : v >= 670 ? 'Good' : v >= 580 ? 'Fair' : 'Poor';
    blocks.push([
      `  Your ${score.model.replace('FICO', 'FICO®').replace('VantageScore', 'VantageScore®')}`,
      '',
      `        ${v}`,
      '',
      `${`  ${rating}`.padEnd(40)}Score range: ${score.range.min} - ${score.range.max}`,
      '',
      '  What is affecting your score',
      ...factors(views, hard.length, report.reportDate).flatMap((t) => wrap(t, 100).map((l, i) => `   ${i === 0 ? '•' : ' '} ${l}`)),
      '',
    ]);
  }
  const open = views.filter(([, v]) => v.status === 'open');
  const negative = views.filter(
    ([a, v]) =>
      a.type === 'collection' || v.status === 'chargeoff' || v.paymentStatus !== 'current' || v.paymentGrid.some((g) => !['OK', 'ND'].includes(g.code)),
  );
  const oldest = [...views].sort(([a], [b]) => a.opened.localeCompare(b.opened))[0];
  const newest = [...views].sort(([a], [b]) => b.opened.localeCompare(a.opened))[0];
  blocks.push([
    '  Credit Report Summary',
    ...grid([
      ['Total Accounts', String(views.length)],
      ['Open Accounts', String(open.length)],
      ['Closed Accounts', String(views.length - open.length)],
      ['Accounts with Negative Information', String(negative.length)],
      ['Total Balance (open accounts)', money(open.reduce((t, [, v]) => t + v.balance, 0))],
      ['Hard Inquiries', String(hard.length)],
      ['Oldest Account', oldest ? `${oldest[0].creditor} (${month(oldest[0].opened)})` : ''],
      ['Most Recent Account', newest ? `${newest[0].creditor} (${month(newest[0].opened)})` : ''],
      ['Collections', String(views.filter(([a]) => a.type === 'collection').length)],
      ['Public Records', String(records.length)],
    ]),
    '',
  ]);
  blocks.push([
    '  Personal Information',
    ...grid([
      ['Name', c.name.toUpperCase()],
      ['Social Security Number', `XXX-XX-${c.ssnLast4}`],
      ['Year of Birth', String(c.birthYear)],
      ['Telephone', c.phone],
      ['Current Address', `${c.address}, ${c.city}, ${c.state} ${c.zip}`.toUpperCase()],
      ['Former Addresses', c.previousAddresses.join('; ').toUpperCase()],
      ['Other Names', c.alsoKnownAs.join('; ').toUpperCase()],
      ['Employers', c.employers.join('; ')],
    ]),
    '',
  ]);
  for (const [title, type] of SECTIONS) {
    const list = views.filter(([a]) => a.type === type);
    const head = [`  ${title} (${list.length})`, '-'.repeat(WIDTH - 4).padStart(WIDTH - 2)];
    if (list.length === 0) blocks.push([...head, '   No accounts of this type are reported.', '']);
    list.forEach(([a, v], i) => blocks.push([...(i === 0 ? head : []), ...accountBlock(a, v, long)]));
  }
  const inqTable = (list: typeof inquiries, withPurpose: boolean): string[] =>
    list.length === 0
      ? ['   None reported', '']
      : [
          ...row(['Date', 'Company', withPurpose ? 'Description' : 'Address'], [20, 44, 56]),
          ...list.flatMap((q) =>
            row(
              [
                day(q.date),
                q.creditor,
                withPurpose ? q.purpose : q.furnisher ? `${q.furnisher.address}, ${q.furnisher.city}, ${q.furnisher.state} ${q.furnisher.zip}` : '',
              ],
              [20, 44, 56],
            ),
          ),
          '',
        ];
  blocks.push(['  Inquiries', '-'.repeat(WIDTH - 4).padStart(WIDTH - 2), '  Hard Inquiries', ...inqTable(hard, false)]);
  blocks.push(['  Soft Inquiries', ...inqTable(soft, true)]);
  blocks.push(['  Public Records', '-'.repeat(WIDTH - 4).padStart(WIDTH - 2), ...(records.length === 0 ? ['   No public records are reported.', ''] : [])]);
  for (const r of records) blocks.push(recordBlock(r, long));

  // Lay the blocks out on pages; small blocks are kept together, long ones flow over.
  const pages: string[][] = [[]];
  const room = PAGE_LINES - 5;
  for (const block of blocks) {
    let page = pages.at(-1)!;
    if (page.length + block.length > room && block.length <= 24 && page.length > 0) pages.push((page = []));
    for (const line of block) {
      if (page.length >= room) pages.push((page = []));
      page.push(line);
    }
  }
  const title = pick(rng, ['Equifax Credit Report', 'Equifax Credit Report and FICO® Score', 'Equifax® Credit File']);
  const name = c.name.toUpperCase();
  return pages
    .map((body, n) => {
      const head = [
        '',
        `  ${title}`.padEnd(WIDTH - name.length - 2) + name,
        `  Report Date: ${day(report.reportDate)}   Confirmation #: ${report.reportNumber}`.padEnd(WIDTH - 14) +
          `Page ${n + 1} of ${pages.length}`.padStart(14),
        '',
      ];
      return `${[...head, ...body].join('\n')}\n\f`;
    })
    .join('');
}

const layout: Layout = {
  name: 'equifax-layout-text',
  describes:
    'pdftotext -layout output of a printed Equifax credit report with a FICO Score on page one: page headers with name, report date and page number, form feeds, two-column label/value grids with wrapped values, 24-month payment history tables.',
  scope: 'single',
  bureau: 'equifax',
  scored: true,
  render: (file, rng) => ({ kind: 'txt', content: render(file, rng) }),
};

export default layout;
