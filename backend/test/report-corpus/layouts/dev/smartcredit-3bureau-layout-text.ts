/**
 * A SmartCredit 3-bureau report ("3B Report & Scores") printed from the browser to PDF, as `pdftotext -layout` gives
 * it back: wide fixed-width lines, a label column and one column per bureau (values wrapping inside their column,
 * empty where a bureau has nothing), the browser's print header and footer on every page, form feeds between pages.
 */
import { addDays } from '../../dates';
import { chance, int, pick, weighted } from '../../rng';
import type { Bureau, BureauView, CreditFile, GridCode, Layout, TruthAccount, TruthScore } from '../../truth';

const NAME: Record<Bureau, string> = { transunion: 'TransUnion', experian: 'Experian', equifax: 'Equifax' };
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const LW = 26; // label column
const CW = 30; // one bureau's column
const PAGE_LINES = 62;

const mdy = (d: string | null | undefined) => (d ? `${d.slice(5, 7)}/${d.slice(8, 10)}/${d.slice(0, 4)}` : '');

function wrap(text: string, width: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      out.push(line);
      line = '';
    }
    line = line ? `${line} ${word}` : word;
    while (line.length > width) {
      out.push(line.slice(0, width));
      line = line.slice(width);
    }
  }
  if (line) out.push(line);
  return out.length > 0 ? out : [''];
}

/** One table row: the label left, each bureau's value wrapped inside its own column. */
function row(label: string, cells: string[]): string[] {
  const cols = [wrap(label, LW - 2), ...cells.map((c) => wrap(c, CW - 3))];
  const height = Math.max(...cols.map((c) => c.length));
  return Array.from({ length: height }, (_, i) =>
    cols
      .map((c, j) => (c[i] ?? '').padEnd(j === 0 ? LW : CW))
      .join('')
      .trimEnd(),
  );
}

function lenderRank(score: TruthScore): string {
  const v = score.value;
  if (score.model.startsWith('FICO')) return v >= 800 ? 'Exceptional' : v >= 740 ? 'Very Good' : v >= 670 ? 'Good' : v >= 580 ? 'Fair' : 'Poor';
  return v >= 781 ? 'Excellent' : v >= 661 ? 'Good' : v >= 601 ? 'Fair' : v >= 500 ? 'Poor' : 'Very Poor';
}

const ACCOUNT_TYPE: Record<TruthAccount['type'], string> = {
  revolving: 'Revolving',
  installment: 'Installment',
  mortgage: 'Mortgage',
  open: 'Open',
  collection: 'Collection',
};

function accountStatus(v: BureauView): string {
  if (v.status === 'chargeoff' || v.status === 'collection') return 'Derogatory';
  return { open: 'Open', closed: 'Closed', paid: 'Paid' }[v.status];
}

function paymentStatus(v: BureauView): string {
  switch (v.paymentStatus) {
    case 'current':
      return 'Current';
    case 'chargeoff':
      return 'Collection/Chargeoff';
    case 'collection':
      return 'Collection/Chargeoff';
    case 'bankruptcy':
      return 'Bankruptcy';
    default:
      return `Late ${v.paymentStatus.slice(5)} Days`;
  }
}

const GRID: Record<GridCode, string> = {
  OK: 'OK',
  '30': '30',
  '60': '60',
  '90': '90',
  '120': '120',
  '150': '150',
  '180': '180',
  CO: 'CO',
  COL: 'C',
  ND: '',
};

function businessType(purpose: string): string {
  if (purpose.startsWith('Auto')) return 'Automotive Finance';
  if (purpose.startsWith('Mortgage')) return 'Mortgage Companies';
  if (purpose.startsWith('Personal')) return 'Personal Loan Companies';
  if (purpose.startsWith('Wireless')) return 'Utilities And Fuel';
  return purpose.startsWith('Credit card') ? 'Bank Credit Cards' : 'Miscellaneous';
}

function render(file: CreditFile, rng: () => number): string {
  const order: Bureau[] = weighted(rng, [
    [['transunion', 'experian', 'equifax'] as Bureau[], 60],
    [['experian', 'equifax', 'transunion'] as Bureau[], 25],
    [['equifax', 'experian', 'transunion'] as Bureau[], 15],
  ]);
  const cents = chance(rng, 0.6);
  const money = (n: number | null | undefined) => (n == null ? '' : `$${n.toLocaleString('en-US')}${cents ? '.00' : ''}`);
  const masks: ((last4: string, len: number) => string)[] = [
    (l4, len) => `${'*'.repeat(len - 4)}${l4}`,
    (l4) => `XXXXXXXX${l4}`,
    (l4, len) => `${'x'.repeat(Math.min(len - 4, 8))}${l4}`,
  ];
  const maskOf = Object.fromEntries(order.map((b) => [b, pick(rng, masks)])) as Record<Bureau, (l4: string, len: number) => string>;
  const header = () => [
    ''.padEnd(LW) +
      order
        .map((b) => NAME[b].padEnd(CW))
        .join('')
        .trimEnd(),
    '-'.repeat(LW + CW * 3 - 4),
  ];
  const per = (f: (b: Bureau) => string) => order.map(f);
  const out: string[] = [];
  const section = (title: string) => out.push('', '', title, '');
  const reportDate = Object.values(file.reports)
    .map((r) => r!.reportDate)
    .sort()
    .at(-1)!;
  const c = file.consumer;

  out.push('SmartCredit', '', pick(rng, ['3B Report & Scores', 'Three Bureau Credit Report']), '', `Prepared for: ${c.name.toUpperCase()}`);
  out.push(`Report Date: ${mdy(reportDate)}`);

  const scores = order.map((b) => file.reports[b]?.score ?? null);
  const model = scores.find((s) => s)?.model;
  if (model) {
    section(`Credit Scores (${model.replace('VantageScore ', 'VantageScore® ').replace('FICO Score', 'FICO® Score')})`);
    out.push(...header());
    out.push(
      ...row(
        'Credit Score:',
        scores.map((s) => (s ? String(s.value) : '')),
      ),
    );
    out.push(
      ...row(
        'Lender Rank:',
        scores.map((s) => (s ? lenderRank(s) : '')),
      ),
    );
    out.push(
      ...row(
        'Score Scale:',
        scores.map((s) => (s ? `${s.range.min}-${s.range.max}` : '')),
      ),
    );
  }

  section('Personal Information');
  out.push(...header());
  out.push(
    ...row(
      'Credit Report Date:',
      per((b) => mdy(file.reports[b]?.reportDate)),
    ),
  );
  out.push(
    ...row(
      'Name:',
      per(() => c.name.toUpperCase()),
    ),
  );
  out.push(
    ...row(
      'Also Known As:',
      per(() => c.alsoKnownAs.map((n) => n.toUpperCase()).join(', ')),
    ),
  );
  out.push(
    ...row(
      'Date of Birth:',
      per(() => String(c.birthYear)),
    ),
  );
  out.push(
    ...row(
      'Current Address(es):',
      per(() => `${c.address} ${c.city}, ${c.state} ${c.zip}`.toUpperCase()),
    ),
  );
  out.push(
    ...row(
      'Previous Address(es):',
      per(() => c.previousAddresses.join('; ').toUpperCase()),
    ),
  );
  out.push(
    ...row(
      'Employers:',
      per(() => c.employers.join(', ')),
    ),
  );

  section('Summary');
  out.push(...header());
  const viewsAt = (b: Bureau) => file.accounts.flatMap((a) => (a.byBureau[b] ? [{ a, v: a.byBureau[b]! }] : []));
  const count = (f: (x: { a: TruthAccount; v: BureauView }) => boolean) => per((b) => String(viewsAt(b).filter(f).length));
  out.push(
    ...row(
      'Total Accounts:',
      count(() => true),
    ),
  );
  out.push(
    ...row(
      'Open Accounts:',
      count(({ v }) => v.status === 'open'),
    ),
  );
  out.push(
    ...row(
      'Closed Accounts:',
      count(({ v }) => v.status !== 'open'),
    ),
  );
  out.push(
    ...row(
      'Delinquent:',
      count(({ v }) => v.paymentStatus.startsWith('late')),
    ),
  );
  out.push(
    ...row(
      'Derogatory:',
      count(({ v }) => ['chargeoff', 'collection', 'bankruptcy'].includes(v.paymentStatus)),
    ),
  );
  out.push(
    ...row(
      'Collection:',
      count(({ a }) => a.type === 'collection'),
    ),
  );
  out.push(
    ...row(
      'Balances:',
      per((b) => money(viewsAt(b).reduce((s, { v }) => s + v.balance, 0))),
    ),
  );
  out.push(
    ...row(
      'Payments:',
      per((b) => money(viewsAt(b).reduce((s, { a, v }) => s + (v.status === 'open' ? (a.monthlyPayment ?? 0) : 0), 0))),
    ),
  );
  out.push(
    ...row(
      'Public Records:',
      per((b) => String(file.publicRecords.filter((r) => r.bureau === b).length)),
    ),
  );
  out.push(
    ...row(
      'Inquiries(2 years):',
      per((b) => String(file.inquiries.filter((q) => q.kind === 'hard' && q.bureau === b).length)),
    ),
  );

  section('Account History');
  for (const a of file.accounts) {
    const at = (f: (v: BureauView) => string) => per((b) => (a.byBureau[b] ? f(a.byBureau[b]!) : ''));
    const last4 = a.accountNumber.slice(-4);
    out.push('', a.creditor, ...header());
    out.push(
      ...row(
        'Account #:',
        per((b) => (a.byBureau[b] ? maskOf[b](last4, a.accountNumber.length) : '')),
      ),
    );
    out.push(
      ...row(
        'Account Type:',
        at(() => ACCOUNT_TYPE[a.type]),
      ),
    );
    out.push(
      ...row(
        'Account Type - Detail:',
        at(() => a.typeDetail),
      ),
    );
    out.push(
      ...row(
        'Bureau Code:',
        at(() => (a.responsibility === 'Authorized user' ? 'Authorized User' : a.responsibility)),
      ),
    );
    if (a.originalCreditor)
      out.push(
        ...row(
          'Original Creditor:',
          at(() => a.originalCreditor!),
        ),
      );
    out.push(...row('Account Status:', at(accountStatus)));
    out.push(
      ...row(
        'Monthly Payment:',
        at((v) => (v.status === 'open' ? money(a.monthlyPayment ?? 0) : money(0))),
      ),
    );
    out.push(
      ...row(
        'Date Opened:',
        at(() => mdy(a.opened)),
      ),
    );
    out.push(
      ...row(
        'Balance:',
        at((v) => money(v.balance)),
      ),
    );
    out.push(
      ...row(
        'No. of Months (terms):',
        at(() => (a.termMonths ? String(a.termMonths) : '')),
      ),
    );
    out.push(
      ...row(
        'High Credit:',
        at(() => money(a.highBalance)),
      ),
    );
    out.push(
      ...row(
        'Credit Limit:',
        at(() => money(a.creditLimit)),
      ),
    );
    out.push(
      ...row(
        'Past Due:',
        at((v) => money(v.pastDue)),
      ),
    );
    out.push(...row('Payment Status:', at(paymentStatus)));
    out.push(
      ...row(
        'Last Reported:',
        at((v) => mdy(v.lastReported)),
      ),
    );
    out.push(
      ...row(
        'Comments:',
        at(() => a.remarks.join('; ')),
      ),
    );
    out.push(
      ...row(
        'Date Last Active:',
        at((v) => mdy(a.closed ?? v.lastReported)),
      ),
    );
    if (a.closed)
      out.push(
        ...row(
          'Date Closed:',
          at(() => mdy(a.closed)),
        ),
      );
    const grid = Object.values(a.byBureau)[0]!.paymentGrid;
    const half = chance(rng, 0.5) ? 12 : 24;
    for (let start = 0; start < 24; start += half) {
      const months = grid.slice(start, start + half);
      const cell = (s: string) => s.padEnd(5);
      out.push('', start === 0 ? 'Two-Year payment history' : '');
      out.push(`${'Month'.padEnd(12)}${months.map((g) => cell(MONTHS[Number(g.month.slice(5)) - 1]!)).join('')}`.trimEnd());
      out.push(`${'Year'.padEnd(12)}${months.map((g) => cell(`'${g.month.slice(2, 4)}`)).join('')}`.trimEnd());
      for (const b of order) {
        const codes = a.byBureau[b]?.paymentGrid.slice(start, start + half) ?? [];
        out.push(`${NAME[b].padEnd(12)}${codes.map((g) => cell(GRID[g.code])).join('')}`.trimEnd());
      }
    }
  }

  if (file.publicRecords.length > 0) {
    section('Public Information');
    const groups = new Map<string, typeof file.publicRecords>();
    for (const r of file.publicRecords) groups.set(r.referenceNumber, [...(groups.get(r.referenceNumber) ?? []), r]);
    for (const records of groups.values()) {
      const on = (f: (r: (typeof records)[number]) => string) =>
        per((b) => {
          const r = records.find((x) => x.bureau === b);
          return r ? f(r) : '';
        });
      out.push('', records[0]!.type.toUpperCase(), ...header());
      out.push(
        ...row(
          'Type:',
          on((r) => r.type),
        ),
        ...row(
          'Status:',
          on((r) => r.status),
        ),
      );
      out.push(
        ...row(
          'Date Filed/Reported:',
          on((r) => mdy(r.filed)),
        ),
        ...row(
          'Reference#:',
          on((r) => r.referenceNumber),
        ),
      );
      out.push(
        ...row(
          'Court:',
          on((r) => r.court),
        ),
        ...row(
          'Amount:',
          on((r) => (r.amount == null ? '' : money(r.amount))),
        ),
      );
    }
  }

  section('Inquiries');
  const widths = [34, 28, 18];
  out.push(`${['Creditor Name', 'Type of Business', 'Date of inquiry'].map((h, i) => h.padEnd(widths[i]!)).join('')}Credit Bureau`);
  const hard = file.inquiries.filter((q) => q.kind === 'hard');
  for (const q of hard) out.push([q.creditor, businessType(q.purpose), mdy(q.date)].map((t, i) => t.padEnd(widths[i]!)).join('') + NAME[q.bureau]);
  if (hard.length === 0) out.push('None Reported');

  section('Creditor Contacts');
  out.push(`${'Creditor Name'.padEnd(34)}${'Address'.padEnd(52)}Phone Number`);
  const seen = new Set<string>();
  for (const a of file.accounts) {
    if (seen.has(a.creditor)) continue;
    seen.add(a.creditor);
    const f = a.furnisher;
    const lines = wrap(`${f.address} ${f.city}, ${f.state} ${f.zip}`, 48);
    lines.forEach((l, i) => out.push(`${(i === 0 ? a.creditor : '').padEnd(34)}${l.padEnd(52)}${i === 0 ? f.phone : ''}`.trimEnd()));
  }

  // The browser's print header and footer on every page, then pdftotext's form feed.
  const printed = addDays(
    reportDate,
    weighted(rng, [
      [0, 70],
      [1, 20],
      [int(rng, 2, 9), 10],
    ]),
  );
  const time = `${int(rng, 1, 12)}:${String(int(rng, 0, 59)).padStart(2, '0')} ${pick(rng, ['AM', 'PM'])}`;
  const stamp = `${Number(printed.slice(5, 7))}/${Number(printed.slice(8, 10))}/${printed.slice(2, 4)}, ${time}`;
  const pages: string[][] = [];
  for (let i = 0; i < out.length; i += PAGE_LINES) pages.push(out.slice(i, i + PAGE_LINES));
  const width = LW + CW * 3;
  const url = pick(rng, ['https://www.smartcredit.com/member/credit-report/3b/', 'https://www.smartcredit.com/member/credit-report/smart-3b/']);
  return `${pages
    .map((lines, i) => {
      while (lines[0] === '') lines.shift();
      const top = `${stamp}${''.padEnd(30)}SmartCredit`;
      const foot = `${url.padEnd(width - 6)}${i + 1}/${pages.length}`;
      return [top, '', ...lines, '', foot, ''].join('\n');
    })
    .join('\f')}\f`;
}

const layout: Layout = {
  name: 'smartcredit-3bureau-layout-text',
  describes:
    'SmartCredit 3B Report & Scores printed to PDF and run through pdftotext -layout: bureau columns side by side, ' +
    'label column, wrapped cells, browser header/footer per page',
  scope: 'tri',
  scored: true,
  render: (file, rng) => ({ kind: 'txt', content: render(file, rng) }),
};

export default layout;
