/**
 * The text `pdftotext -layout` gives of Equifax's free annual credit report (the PDF from AnnualCreditReport.com):
 * numbered sections (Summary, Revolving, Mortgage, Installment, Other Accounts, Consumer Statements, Personal
 * Information, Inquiries, Public Records, Collections, Dispute File Information), each starting on a new page; every
 * account a grid of label cells with the values on the row under them (long labels wrap inside their cell, empty
 * cells leave gaps), a payment history of year rows by month columns; hard and soft inquiries apart; a page header
 * with the name, the confirmation number and "Page n of N"; pages end with a form feed.
 */
import { addMonths, monthsBetween } from '../../dates';
import { isNegative } from '../../expected';
import { chance, int, pick, type Rng } from '../../rng';
import type { BureauView, CreditFile, Layout, TruthAccount, TruthInquiry, TruthPublicRecord } from '../../truth';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const PAGE_LINES = 58;

type Block = { lines: string[]; newPage?: boolean };
type Day = (day: string | null) => string;

const money = (n: number | null) => (n === null ? '' : `$${n.toLocaleString('en-US')}`);

function dayFormat(rng: Rng): Day {
  const long = chance(rng, 0.6);
  return (d) => {
    if (!d) return '';
    return long ? `${MONTHS[Number(d.slice(5, 7)) - 1]} ${d.slice(8, 10)}, ${d.slice(0, 4)}` : `${d.slice(5, 7)}/${d.slice(8, 10)}/${d.slice(0, 4)}`;
  };
}

/** Words of a cell wrapped to its width, as pdftotext keeps them: one line of the cell under the other. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.length > 0 ? lines : [''];
}

/** One row of cells at the column starts `cols`; a blank cell leaves only spaces. */
function cellRow(cells: string[], cols: number[]): string[] {
  const width = (cols[1] ?? 26) - (cols[0] ?? 0) - 2;
  const wrapped = cells.map((c) => (c ? wrap(c, width) : ['']));
  const height = Math.max(...wrapped.map((w) => w.length));
  const out: string[] = [];
  for (let i = 0; i < height; i++) {
    let line = '';
    wrapped.forEach((w, k) => {
      const text = w[i] ?? '';
      if (text) line = line.padEnd(cols[k] ?? 0) + text;
    });
    out.push(line.trimEnd());
  }
  return out;
}

/** Fields four to a row: a row of labels, then a row of their values. */
function fieldGrid(fields: [string, string][], cols: number[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < fields.length; i += 4) {
    const chunk = fields.slice(i, i + 4);
    out.push(
      ...cellRow(
        chunk.map((f) => f[0]),
        cols,
      ),
      ...cellRow(
        chunk.map((f) => f[1]),
        cols,
      ),
    );
  }
  return out;
}

const STATUS: Record<BureauView['paymentStatus'], string> = {
  current: 'Pays as agreed',
  late_30: '30 - 59 Days Past Due',
  late_60: '60 - 89 Days Past Due',
  late_90: '90 - 119 Days Past Due',
  late_120: '120 - 149 Days Past Due',
  chargeoff: 'Charge-off',
  collection: 'Collection account',
  bankruptcy: 'Included in bankruptcy',
};

const GRID_MARK: Record<string, string> = { OK: '✓', CO: 'CO', COL: 'C', ND: '' };

/** Year rows (newest first) by month columns; months outside the grid are blank. */
function paymentHistory(view: BureauView): string[] {
  const marks = new Map(view.paymentGrid.map((g) => [g.month, GRID_MARK[g.code] ?? g.code]));
  const years = [...new Set(view.paymentGrid.filter((g) => g.code !== 'ND').map((g) => g.month.slice(0, 4)))].sort().reverse();
  if (years.length === 0) return [];
  const rows = [
    'Year'.padEnd(8) +
      MONTHS.map((m) => m.padEnd(6))
        .join('')
        .trimEnd(),
  ];
  for (const year of years) {
    let line = year.padEnd(8);
    MONTHS.forEach((_, i) => {
      const mark = marks.get(`${year}-${String(i + 1).padStart(2, '0')}`) ?? '';
      if (mark) line = line.padEnd(8 + i * 6) + mark;
    });
    rows.push(line);
  }
  return ['Payment History', ...rows];
}

function furnisherLine(a: TruthAccount): string {
  const f = a.furnisher;
  return `${f.address}, ${f.city}, ${f.state} ${f.zip} | ${f.phone}`;
}

function accountBlock(a: TruthAccount, view: BureauView, mask: (n: string) => string, day: Day, cols: number[], rng: Rng): Block {
  const owner = { Individual: 'Individual Account', Joint: 'Joint Account', 'Authorized user': 'Authorized User' }[a.responsibility];
  const seriousLate = view.paymentGrid.some((g) => ['90', '120', '150', '180', 'CO', 'COL'].includes(g.code));
  const majorReported = a.dateOfFirstDelinquency && seriousLate ? addMonths(a.dateOfFirstDelinquency, int(rng, 3, 6)) : null;
  const designator = view.status === 'paid' ? 'Paid and Closed' : view.status === 'closed' ? 'Closed' : '';
  const months = Math.min(monthsBetween(a.opened, view.lastReported) + 1, 99);
  const fields: [string, string][] = [
    ['Account Number', mask(a.accountNumber)],
    ['Owner', owner],
    ['Reported Balance', money(view.balance)],
    ['Date Reported', day(view.lastReported)],
    ['Status', STATUS[view.paymentStatus]],
    ['Loan/Account Type', a.typeDetail],
    ['Date Opened', day(a.opened)],
    ['Credit Limit', money(a.creditLimit)],
    ['High Credit', money(a.highBalance)],
    ['Terms Frequency', a.monthlyPayment ? 'Monthly' : ''],
    ['Terms Duration', a.termMonths ? `${a.termMonths}` : ''],
    ['Scheduled Payment Amount', money(a.monthlyPayment)],
    ['Amount Past Due', money(view.pastDue)],
    ['Date of Last Payment', ''],
    ['Date of Last Activity', ''],
    ['Activity Designator', designator],
    ['Date of 1st Delinquency', day(a.dateOfFirstDelinquency)],
    ['Date Major Delinquency 1st Reported', day(majorReported)],
    ['Charge Off Amount', view.paymentStatus === 'chargeoff' ? money(a.highBalance) : ''],
    ['Date Closed', day(a.closed)],
    ['Months Reviewed', String(months)],
    ['Creditor Classification', ''],
    ['Deferred Payment Start Date', ''],
    ['Balloon Payment Amount', ''],
  ];
  const lines = [a.creditor, furnisherLine(a), '', ...fieldGrid(fields, cols)];
  if (a.remarks.length > 0) lines.push('Comments', ...a.remarks);
  const history = paymentHistory(view);
  if (history.length > 0) lines.push('', ...history);
  return { lines: [...lines, '', ''] };
}

function collectionBlock(a: TruthAccount, view: BureauView, mask: (n: string) => string, day: Day, cols: number[]): Block {
  const fields: [string, string][] = [
    ['Date Reported', day(view.lastReported)],
    ['Date Assigned', day(a.opened)],
    ['Original Amount Owed', money(a.highBalance)],
    ['Amount', money(view.balance)],
    ['Original Creditor', a.originalCreditor ?? ''],
    ['Account Number', mask(a.accountNumber)],
    ['Status', view.status === 'paid' ? 'Paid' : 'Unpaid'],
    ['Date of 1st Delinquency', day(a.dateOfFirstDelinquency)],
    ['Account Designator', a.responsibility === 'Joint' ? 'Joint Account' : 'Individual Account'],
    ['Creditor Classification', ''],
    ['Balance Date', day(view.lastReported)],
    ['Last Payment Date', ''],
  ];
  const lines = [a.creditor, furnisherLine(a), '', ...fieldGrid(fields, cols)];
  if (a.remarks.length > 0) lines.push('Comments', ...a.remarks);
  return { lines: [...lines, '', ''] };
}

function recordBlock(r: TruthPublicRecord, day: Day, cols: number[]): Block {
  const fields: [string, string][] = [
    ['Date Filed', day(r.filed)],
    ['Case or ID Number', r.referenceNumber],
    ['Type', r.type],
    ['Status', r.status],
    ['Court', r.court],
    ['Amount', money(r.amount)],
    ['Responsibility', 'Individual'],
    ['Date Reported', day(r.filed)],
  ];
  return { lines: [r.type.includes('Bankruptcy') ? 'Bankruptcy' : r.type, ...fieldGrid(fields, cols), '', ''] };
}

function section(title: string, intro: string, blocks: Block[], empty: string): Block[] {
  return [{ lines: [title, intro, ''], newPage: true }, ...(blocks.length > 0 ? blocks : [{ lines: [empty, ''] }])];
}

/** Lays blocks out on pages (a block that fits moves whole to the next page), with the header and "Page n of N". */
function paginate(blocks: Block[], header: (page: number, pages: number) => string[]): string {
  const pages: string[][] = [[]];
  for (const block of blocks) {
    let page = pages.at(-1)!;
    const fits = page.length + block.lines.length <= PAGE_LINES;
    if (page.length > 0 && (block.newPage || (!fits && block.lines.length <= PAGE_LINES))) pages.push((page = []));
    for (const line of block.lines) {
      if (page.length >= PAGE_LINES) pages.push((page = []));
      page.push(line);
    }
  }
  return pages.map((lines, i) => `${[...header(i + 1, pages.length), '', ...lines].join('\n')}\n\f`).join('');
}

const layout: Layout = {
  name: 'equifax-annual-layout-text',
  describes:
    "pdftotext -layout of Equifax's annual credit report PDF (AnnualCreditReport.com): numbered sections, accounts by type as " +
    'label/value grids with a year-by-month payment history, hard and soft inquiries, collections, public records, confirmation number headers.',
  scope: 'single',
  bureau: 'equifax',
  scored: false,
  render(file: CreditFile, rng: Rng) {
    const bureau = 'equifax' as const;
    const report = file.reports[bureau]!;
    const day = dayFormat(rng);
    const step = int(rng, 24, 28);
    const cols = [0, step, step * 2, step * 3];
    const maskChar = pick(rng, ['x', '*', 'X']);
    const mask = (n: string) => maskChar.repeat(Math.max(4, n.length - 4)) + n.slice(-4);
    const name = file.consumer.name.toUpperCase();
    const seen = file.accounts.filter((a) => a.byBureau[bureau]);
    const viewOf = (a: TruthAccount) => a.byBureau[bureau]!;
    const ofType = (t: TruthAccount['type']) => seen.filter((a) => a.type === t);
    const inquiries = file.inquiries.filter((q) => q.bureau === bureau);
    const records = file.publicRecords.filter((r) => r.bureau === bureau);

    const summaryRow = (label: string, accts: TruthAccount[]) => {
      const open = accts.filter((a) => viewOf(a).status === 'open');
      const balance = open.reduce((s, a) => s + viewOf(a).balance, 0);
      const limited = open.filter((a) => a.creditLimit);
      const limit = limited.reduce((s, a) => s + (a.creditLimit ?? 0), 0);
      const used = limited.reduce((s, a) => s + viewOf(a).balance, 0);
      const payment = open.reduce((s, a) => s + (a.monthlyPayment ?? 0), 0);
      const cells = [
        label,
        String(open.length),
        String(open.filter((a) => viewOf(a).balance > 0).length),
        money(balance),
        limit ? money(Math.max(0, limit - used)) : '',
        limit ? money(limit) : '',
        limit ? `${Math.round((used / limit) * 100)}%` : '',
        money(payment),
      ];
      return cellRow(cells, [0, 16, 24, 38, 54, 68, 82, 98])[0]!;
    };
    const oldest = [...seen].sort((a, b) => a.opened.localeCompare(b.opened))[0];
    const newest = [...seen].sort((a, b) => b.opened.localeCompare(a.opened))[0];
    const hard = inquiries.filter((q) => q.kind === 'hard');
    const soft = inquiries.filter((q) => q.kind === 'soft');
    const collections = ofType('collection');
    const kv = (k: string, v: string) => k.padEnd(40) + v;
    const ageMonths = seen.length ? Math.round(seen.reduce((s, a) => s + monthsBetween(a.opened, report.reportDate), 0) / seen.length) : 0;
    const age = (m: number) => `${Math.floor(m / 12)} Years, ${m % 12} Months`;

    const blocks: Block[] = [
      {
        lines: [
          'Equifax Credit Report™',
          `Prepared For: ${name}`,
          `Date: ${day(report.reportDate)}`,
          `Confirmation Number: ${report.reportNumber}`,
          '',
          '1. Summary',
          'A quick view of the key information in your Equifax credit report.',
          '',
        ],
      },
      {
        lines: [
          kv('Report Date', day(report.reportDate)),
          kv('Credit File Status', 'No fraud indicator on file'),
          kv('Alert Contacts', '0 Records Found'),
          kv('Average Account Age', age(ageMonths)),
          kv('Length of Credit History', oldest ? age(monthsBetween(oldest.opened, report.reportDate)) : ''),
          kv('Accounts with Negative Information', String(seen.filter(isNegative).length)),
          kv('Oldest Account', oldest ? `${oldest.creditor} (Opened ${day(oldest.opened)})` : ''),
          kv('Most Recent Account', newest ? `${newest.creditor} (Opened ${day(newest.opened)})` : ''),
          '',
          'Credit Accounts',
          cellRow(
            ['Account Type', 'Open', 'With Balance', 'Total Balance', 'Available', 'Credit Limit', 'Debt-to-Credit', 'Payment'],
            [0, 16, 24, 38, 54, 68, 82, 98],
          )[0]!,
          summaryRow('Revolving', ofType('revolving')),
          summaryRow('Mortgage', ofType('mortgage')),
          summaryRow('Installment', ofType('installment')),
          summaryRow('Other', ofType('open')),
          summaryRow(
            'Total',
            seen.filter((a) => a.type !== 'collection'),
          ),
          '',
          'Other Items',
          kv('Consumer Statements', '0 Statements Found'),
          kv('Personal Information', `${2 + file.consumer.previousAddresses.length + file.consumer.employers.length} Items Found`),
          kv('Inquiries', `${inquiries.length} Inquiries Found`),
          kv('Most Recent Inquiry', hard[0] ? `${hard[0].creditor} (${day(hard[0].date)})` : 'None'),
          kv('Public Records', `${records.length} Records Found`),
          kv('Collections', `${collections.length} Collections Found`),
          '',
        ],
      },
    ];
    const legend: Block = {
      lines: ['Payment history: ✓ Paid on time   30 30 days past due   60 60 days   90 90 days   120 120 days   CO Charge off   C Collection', ''],
    };
    const accountSections: [string, string, TruthAccount['type']][] = [
      ['2. Revolving', 'Accounts with a credit limit and a payment due each month, most often credit cards.', 'revolving'],
      ['3. Mortgage', 'Real estate loans repaid monthly until paid off.', 'mortgage'],
      ['4. Installment', 'Loans with a fixed term and payment, such as auto and student loans.', 'installment'],
      ['5. Other', 'Accounts that are not revolving, mortgage or installment, such as charge cards paid in full each month.', 'open'],
    ];
    const inquiryLines = (q: TruthInquiry) => [
      q.creditor.padEnd(60) + day(q.date),
      ...(q.kind === 'soft' ? [q.purpose] : q.furnisher ? [`${q.furnisher.address}, ${q.furnisher.city}, ${q.furnisher.state} ${q.furnisher.zip}`] : []),
    ];
    blocks.push(
      ...accountSections.flatMap(([title, intro, type]) =>
        section(
          `${title} Accounts`,
          intro,
          ofType(type).length ? [legend, ...ofType(type).map((a) => accountBlock(a, viewOf(a), mask, day, cols, rng))] : [],
          `No ${title.slice(3).toLowerCase()} accounts reported`,
        ),
      ),
      ...section('6. Consumer Statements', 'Statements you have added to your credit report.', [], 'No consumer statements'),
      ...section(
        '7. Personal Information',
        'Identifying information reported to Equifax by you and your creditors.',
        [
          {
            lines: [
              kv('Name', name),
              ...file.consumer.alsoKnownAs.map((n) => kv('Formerly Known As', n.toUpperCase())),
              kv('Social Security Number', `XXX-XX-${file.consumer.ssnLast4}`),
              kv('Age or Date of Birth', String(file.consumer.birthYear)),
              '',
              'Addresses',
              kv('Current', `${file.consumer.address}, ${file.consumer.city}, ${file.consumer.state} ${file.consumer.zip}`.toUpperCase()),
              ...file.consumer.previousAddresses.map((a) => kv('Former', a.toUpperCase())),
              '',
              'Employment History',
              ...(file.consumer.employers.length ? file.consumer.employers : ['No employment history reported']),
              '',
            ],
          },
        ],
        '',
      ),
      ...section(
        '8. Inquiries',
        'A request for your credit history is called an inquiry.',
        [
          {
            lines: [
              'Hard Inquiries',
              'Inquiries that may affect your credit rating',
              cellRow(['Company Information', 'Inquiry Date'], [0, 60])[0]!,
              ...hard.flatMap(inquiryLines),
              ...(hard.length ? [] : ['No hard inquiries']),
              '',
            ],
          },
          {
            lines: [
              'Soft Inquiries',
              'Inquiries that do not affect your credit rating',
              cellRow(['Company Information', 'Inquiry Date(s)'], [0, 60])[0]!,
              ...soft.flatMap(inquiryLines),
              ...(soft.length ? [] : ['No soft inquiries']),
              '',
            ],
          },
        ],
        '',
      ),
      ...section(
        '9. Public Records',
        'Bankruptcies and other public record information.',
        records.map((r) => recordBlock(r, day, cols)),
        'No public records',
      ),
      ...section(
        '10. Collections',
        'Accounts with outstanding debt placed by a creditor with a collection agency.',
        collections.map((a) => collectionBlock(a, viewOf(a), mask, day, cols)),
        'No collections',
      ),
      ...section(
        '11. Dispute File Information',
        'To dispute information in this report, contact Equifax.',
        [{ lines: ['Equifax Information Services LLC', 'P.O. Box 740256', 'Atlanta, GA 30374', `Confirmation Number: ${report.reportNumber}`, ''] }],
        '',
      ),
    );
    const pageTop = chance(rng, 0.5);
    const header = (page: number, pages: number) =>
      pageTop
        ? [`${`${name}  |  Confirmation # ${report.reportNumber}`.padEnd(96)}Page ${page} of ${pages}`]
        : [`${`${name}  |  ${day(report.reportDate)}`.padEnd(80)}Confirmation # ${report.reportNumber}`, `Page ${page} of ${pages}`.padStart(96)];
    return { kind: 'txt', content: paginate(blocks, header) };
  },
};

export default layout;
