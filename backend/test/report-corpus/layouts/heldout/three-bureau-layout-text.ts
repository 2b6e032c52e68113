import type { Bureau, BureauView, CreditFile, GridCode, Layout, TruthAccount, TruthPublicRecord } from '../../truth';
import { BUREAU_NAMES } from '../../truth';

// What `pdftotext -layout` gives of a browser-printed 3-bureau monitoring report (MyScoreIQ / PrivacyGuard style):
// fixed-width tables with TransUnion / Experian / Equifax columns, a label column on the left, blanks where a bureau
// has nothing, a 24-month payment history as rows per bureau, the browser's page header and footer, form feeds.

const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function usd(n: number | null): string {
  return n === null ? '-' : `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

function mdy(d: string | null): string {
  if (!d) return '-';
  const [y, m, day] = d.split('-');
  return `${m}/${day}/${y}`;
}

function wrap(text: string, width: number): string[] {
  const out: string[] = [];
  let cur = '';
  for (let word of text.split(/\s+/).filter(Boolean)) {
    while (word.length > width) {
      if (cur) out.push(cur), (cur = '');
      out.push(word.slice(0, width));
      word = word.slice(width);
    }
    if (!cur) cur = word;
    else if (cur.length + 1 + word.length <= width) cur += ` ${word}`;
    else out.push(cur), (cur = word);
  }
  if (cur) out.push(cur);
  return out.length ? out : [''];
}

const ACCT_TYPE: Record<TruthAccount['type'], string> = {
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
  chargeoff: 'Charge-off',
  collection: 'Collection',
  bankruptcy: 'Bankruptcy',
};
const GRID: Record<GridCode, string> = {
  OK: 'OK',
  '30': '30',
  '60': '60',
  '90': '90',
  '120': '120',
  '150': '150',
  '180': '180',
  CO: 'CO',
  COL: 'COL',
  ND: '',
};

function lateCounts(v: BureauView): string {
  const n = (f: (c: GridCode) => boolean) => v.paymentGrid.filter((g) => f(g.code)).length;
  return `30:${n((c) => c === '30')} 60:${n((c) => c === '60')} 90:${n((c) => ['90', '120', '150', '180'].includes(c))}`;
}

const layout: Layout = {
  name: 'three-bureau-layout-text',
  describes:
    'The pdftotext -layout text of a browser-printed 3-bureau monitoring report (MyScoreIQ / PrivacyGuard style): score table, personal information, summary, per-account tables with TransUnion, Experian and Equifax columns, two-year payment history rows per bureau, public information, inquiries and creditor contacts.',
  scope: 'tri',
  scored: true,
  render(file: CreditFile, rng: () => number) {
    const bureaus = file.bureaus;
    const L = 24 + Math.floor(rng() * 4);
    const W = 20 + Math.floor(rng() * 5);
    const newestFirst = rng() < 0.6;
    const brand =
      rng() < 0.5
        ? { title: 'MyScoreIQ - Credit Report', url: 'https://member.myscoreiq.com/CreditReport.aspx' }
        : { title: 'PrivacyGuard | 3-Bureau Credit Report', url: 'https://www.privacyguard.com/secure/credit-report/3b' };
    const first = bureaus.map((b) => file.reports[b]).find(Boolean)!;
    const body: string[] = [];
    const blank = () => body.push('');
    const row = (label: string, cells: (string | null)[]) => {
      const cols = [wrap(label, L - 1), ...cells.map((c) => (c === null ? [''] : wrap(c, W - 1)))];
      const h = Math.max(...cols.map((c) => c.length));
      for (let i = 0; i < h; i++) {
        const line = cols.map((c, j) => (c[i] ?? '').padEnd(j === 0 ? L : W)).join('');
        body.push(line.trimEnd());
      }
    };
    const bureauHeader = () => body.push((''.padEnd(L) + bureaus.map((b) => BUREAU_NAMES[b].padEnd(W)).join('')).trimEnd());
    const perBureau = (f: (b: Bureau) => string | null) => bureaus.map(f);
    const title = (t: string) => {
      blank();
      body.push(t);
      body.push('-'.repeat(Math.min(t.length + 8, L + W * 3)));
    };

    body.push('Three Bureau Credit Report');
    body.push(`Reference #: ${first.reportNumber}`);
    body.push(`Report Date: ${mdy(first.reportDate)}`);
    const scored = bureaus.some((b) => file.reports[b]?.score);
    if (scored) {
      title('Credit Score');
      bureauHeader();
      row(
        'Credit Score:',
        perBureau((b) => (file.reports[b]?.score ? String(file.reports[b]!.score!.value) : '-')),
      );
      row(
        'Score Model:',
        perBureau((b) => file.reports[b]?.score?.model ?? '-'),
      );
      row(
        'Score Scale:',
        perBureau((b) => {
          const s = file.reports[b]?.score;
          return s ? `${s.range.min}-${s.range.max}` : '-';
        }),
      );
      row(
        'Lender Rank:',
        perBureau((b) => {
          const v = file.reports[b]?.score?.value;
          return v === undefined ? '-' : v < 580 ? 'Poor' : v < 670 ? 'Fair' : v < 740 ? 'Good' : 'Excellent';
        }),
      );
    }
    const c = file.consumer;
    title('Personal Information');
    bureauHeader();
    row(
      'Credit Report Date:',
      perBureau((b) => mdy(file.reports[b]?.reportDate ?? null)),
    );
    row(
      'Name:',
      perBureau(() => c.name),
    );
    row(
      'Also Known As:',
      perBureau(() => c.alsoKnownAs.join(', ') || '-'),
    );
    row(
      'Date of Birth:',
      perBureau(() => String(c.birthYear)),
    );
    row(
      'Current Address(es):',
      perBureau(() => `${c.address} ${c.city}, ${c.state} ${c.zip}`),
    );
    row(
      'Previous Address(es):',
      perBureau(() => c.previousAddresses.join(' ; ') || '-'),
    );
    row(
      'Employers:',
      perBureau(() => c.employers.join(', ') || '-'),
    );

    const views = (b: Bureau) => file.accounts.map((a) => a.byBureau[b]).filter((v): v is BureauView => !!v);
    title('Summary');
    bureauHeader();
    row(
      'Total Accounts:',
      perBureau((b) => String(views(b).length)),
    );
    row(
      'Open Accounts:',
      perBureau((b) => String(views(b).filter((v) => v.status === 'open').length)),
    );
    row(
      'Closed Accounts:',
      perBureau((b) => String(views(b).filter((v) => v.status !== 'open').length)),
    );
    row(
      'Delinquent:',
      perBureau((b) => String(views(b).filter((v) => v.paymentStatus.startsWith('late')).length)),
    );
    row(
      'Derogatory:',
      perBureau((b) => String(views(b).filter((v) => ['chargeoff', 'collection', 'bankruptcy'].includes(v.paymentStatus)).length)),
    );
    row(
      'Balances:',
      perBureau((b) => usd(views(b).reduce((s, v) => s + v.balance, 0))),
    );
    row(
      'Public Records:',
      perBureau((b) => String(file.publicRecords.filter((r) => r.bureau === b).length)),
    );
    row(
      'Inquiries(2 years):',
      perBureau((b) => String(file.inquiries.filter((q) => q.bureau === b && q.kind === 'hard').length)),
    );

    title('Account History');
    for (const a of file.accounts) {
      const v = (b: Bureau) => a.byBureau[b];
      const on = (f: (x: BureauView) => string | null) => perBureau((b) => (v(b) ? f(v(b)!) : null));
      blank();
      body.push(a.creditor + (a.originalCreditor ? ` (Original Creditor: ${a.originalCreditor})` : ''));
      bureauHeader();
      row(
        'Account #:',
        on(() => `****${a.accountNumber.slice(-4)}`),
      );
      row(
        'Account Type:',
        on(() => ACCT_TYPE[a.type]),
      );
      row(
        'Account Type - Detail:',
        on(() => a.typeDetail),
      );
      row(
        'Bureau Code:',
        on(() => (a.responsibility === 'Authorized user' ? 'Authorized User' : a.responsibility)),
      );
      row(
        'Account Status:',
        on((x) => ACCT_STATUS[x.status]),
      );
      row(
        'Monthly Payment:',
        on(() => usd(a.monthlyPayment)),
      );
      row(
        'Date Opened:',
        on(() => mdy(a.opened)),
      );
      row(
        'Balance:',
        on((x) => usd(x.balance)),
      );
      row(
        'No. of Months (terms):',
        on(() => (a.termMonths ? String(a.termMonths) : '-')),
      );
      row(
        'High Credit:',
        on(() => usd(a.highBalance)),
      );
      row(
        'Credit Limit:',
        on(() => usd(a.creditLimit)),
      );
      row(
        'Past Due:',
        on((x) => usd(x.pastDue)),
      );
      row(
        'Payment Status:',
        on((x) => PAY_STATUS[x.paymentStatus]),
      );
      row(
        'Last Reported:',
        on((x) => mdy(x.lastReported)),
      );
      row(
        'Date Closed:',
        on(() => mdy(a.closed)),
      );
      row(
        'Date of First Delinquency:',
        on(() => mdy(a.dateOfFirstDelinquency)),
      );
      if (a.onRecordUntil)
        row(
          'Estimated Removal:',
          on(() => mdy(a.onRecordUntil)),
        );
      row(
        'Comments:',
        on(() => a.remarks.join('; ') || '-'),
      );
      row('Days Late - 7 Year History:', on(lateCounts));
      blank();
      body.push('Two-Year payment history');
      const months = [...new Set(bureaus.flatMap((b) => (v(b)?.paymentGrid ?? []).map((g) => g.month.slice(0, 7))))].sort();
      if (newestFirst) months.reverse();
      const lab = 12;
      const cell = (s: string) => s.padEnd(4);
      body.push(
        'Month'.padEnd(lab) +
          months
            .map((m) => cell(MON[Number(m.slice(5, 7)) - 1]))
            .join('')
            .trimEnd(),
      );
      body.push(
        'Year'.padEnd(lab) +
          months
            .map((m) => cell(m.slice(2, 4)))
            .join('')
            .trimEnd(),
      );
      for (const b of bureaus) {
        const g = new Map((v(b)?.paymentGrid ?? []).map((x) => [x.month.slice(0, 7), GRID[x.code]]));
        body.push((BUREAU_NAMES[b].padEnd(lab) + months.map((m) => cell(g.get(m) ?? '')).join('')).trimEnd());
      }
    }

    title('Public Information');
    if (!file.publicRecords.length) body.push('None Reported');
    const recKey = (r: TruthPublicRecord) => `${r.type}|${r.filed}|${r.referenceNumber}|${r.court}`;
    for (const key of [...new Set(file.publicRecords.map(recKey))]) {
      const same = file.publicRecords.filter((r) => recKey(r) === key);
      const at = (f: (r: TruthPublicRecord) => string) =>
        perBureau((b) => {
          const r = same.find((x) => x.bureau === b);
          return r ? f(r) : null;
        });
      blank();
      body.push(same[0].type.toUpperCase());
      bureauHeader();
      row(
        'Type:',
        at((r) => r.type),
      );
      row(
        'Status:',
        at((r) => r.status),
      );
      row(
        'Date Filed/Reported:',
        at((r) => mdy(r.filed)),
      );
      row(
        'Reference#:',
        at((r) => r.referenceNumber),
      );
      row(
        'Court:',
        at((r) => r.court),
      );
      row(
        'Amount:',
        at((r) => usd(r.amount)),
      );
    }

    const inqTable = (kind: 'hard' | 'soft') => {
      const list = file.inquiries.filter((q) => q.kind === kind).sort((x, y) => y.date.localeCompare(x.date));
      const cw = [34, 28, 18];
      body.push(
        ['Creditor Name', 'Type of Business', 'Date of Inquiry', 'Credit Bureau']
          .map((h, i) => h.padEnd(cw[i] ?? 0))
          .join('')
          .trimEnd(),
      );
      if (!list.length) body.push('None Reported');
      for (const q of list)
        body.push(
          [q.creditor, q.purpose, mdy(q.date), BUREAU_NAMES[q.bureau]]
            .map((s, i) => s.slice(0, (cw[i] ?? 99) - 1).padEnd(cw[i] ?? 0))
            .join('')
            .trimEnd(),
        );
    };
    title('Inquiries');
    inqTable('hard');
    title('Soft Inquiries (not shown to lenders)');
    inqTable('soft');

    title('Creditor Contacts');
    body.push(`${'Creditor Name'.padEnd(34)}${'Address'.padEnd(48)}Phone Number`);
    const seen = new Set<string>();
    for (const a of file.accounts) {
      if (seen.has(a.creditor)) continue;
      seen.add(a.creditor);
      const f = a.furnisher;
      body.push(a.creditor.slice(0, 33).padEnd(34) + `${f.address}, ${f.city}, ${f.state} ${f.zip}`.slice(0, 47).padEnd(48) + f.phone);
    }

    const perPage = 50 + Math.floor(rng() * 7);
    const total = Math.ceil(body.length / perPage);
    const [ry, rm, rd] = first.reportDate.split('-').map(Number);
    const stamp = `${rm}/${rd}/${ry % 100}, ${1 + Math.floor(rng() * 11)}:${String(Math.floor(rng() * 60)).padStart(2, '0')} ${rng() < 0.5 ? 'AM' : 'PM'}`;
    const widthAll = L + W * 3;
    const pages: string[] = [];
    for (let p = 0; p < total; p++) {
      const head = stamp + ' '.repeat(Math.max(4, Math.floor(widthAll / 2) - stamp.length - 8)) + brand.title;
      const foot = `${brand.url}${' '.repeat(Math.max(4, widthAll - brand.url.length - 6))}${p + 1}/${total}`;
      pages.push(`${[head, '', ...body.slice(p * perPage, (p + 1) * perPage), '', foot].join('\n')}\n`);
    }
    return { kind: 'txt', content: `${pages.join('\f')}\f` };
  },
};

export default layout;
