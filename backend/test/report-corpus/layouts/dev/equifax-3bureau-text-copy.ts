/**
 * Text selected and copied from an Equifax 3-bureau credit report web page and pasted into a text file: each table
 * row is a line of tab-separated cells, headings stand on their own lines, the site's menu and footer come along,
 * and the line ends are CRLF.
 */
import type { Bureau, BureauView, CreditFile, Layout, TruthAccount, TruthInquiry } from '../../truth';
import { BUREAU_NAMES } from '../../truth';

const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const usd = (n: number) => `$${n.toLocaleString('en-US')}`;
const mdy = (d: string) => `${d.slice(5, 7)}/${d.slice(8, 10)}/${d.slice(0, 4)}`;
const longDay = (d: string) => `${MON[Number(d.slice(5, 7)) - 1]} ${Number(d.slice(8, 10))}, ${d.slice(0, 4)}`;

const GROUPS: [string, TruthAccount['type'][]][] = [
  ['Revolving Accounts', ['revolving']],
  ['Mortgage Accounts', ['mortgage']],
  ['Installment Accounts', ['installment']],
  ['Other Accounts', ['open']],
  ['Collection Accounts', ['collection']],
];

function status(a: TruthAccount, v: BureauView): string {
  if (v.status === 'collection') return 'Collection';
  if (v.status === 'chargeoff') return 'Charge-off';
  if (v.paymentStatus === 'bankruptcy') return 'Bankruptcy';
  if (v.status === 'paid') return a.type === 'collection' ? 'Paid Collection' : 'Paid and Closed';
  return v.status === 'open' ? 'Open' : 'Closed';
}

function payStatus(v: BureauView): string {
  const words: Record<string, string> = {
    current: 'Pays as agreed',
    late_30: '30 days past due',
    late_60: '60 days past due',
    late_90: '90 days past due',
    late_120: '120 days past due',
    chargeoff: 'Charge-off',
    collection: 'Collection account',
    bankruptcy: 'Included in bankruptcy',
  };
  return words[v.paymentStatus]!;
}

function render(file: CreditFile, rng: () => number): string {
  const bureaus = file.bureaus;
  const c = file.consumer;
  const dash = rng() < 0.6 ? '-' : rng() < 0.5 ? '—' : '';
  const rowsScores = rng() < 0.5;
  const mergeInquiries = rng() < 0.5;
  const mask = rng() < 0.5 ? (n: string) => `*${n.slice(-4)}` : (n: string) => `xxxxxxxx${n.slice(-4)}`;
  const names = bureaus.map((b) => BUREAU_NAMES[b]);
  const latest = bureaus
    .map((b) => file.reports[b]!.reportDate)
    .sort()
    .at(-1)!;
  const out: string[] = [];
  const push = (...lines: string[]) => out.push(...lines);
  const cells = (label: string, values: string[]) => push([label, ...values.map((v) => v || dash)].join('\t'));
  const head = () => push(['', ...names].join('\t'));

  push('Skip to main content', 'EQUIFAX', 'myEquifax', 'Products\tCredit Reports\tCredit Scores\tAlerts\tHelp', `Hi, ${c.name.split(' ')[0]}`, '');
  push('3-Bureau Credit Report', rng() < 0.5 ? `As of ${longDay(latest)}` : `Report date: ${mdy(latest)}`, 'Print this report', '');

  push('Credit Scores');
  if (rowsScores) {
    push('Bureau\tScore\tScore Model\tRange');
    for (const b of bureaus) {
      const s = file.reports[b]!.score;
      cells(BUREAU_NAMES[b], s ? [String(s.value), s.model, `${s.range.min}-${s.range.max}`] : ['Not available', '', '']);
    }
  } else {
    head();
    cells(
      'Score',
      bureaus.map((b) => String(file.reports[b]!.score?.value ?? 'N/A')),
    );
    cells(
      'Score Model',
      bureaus.map((b) => file.reports[b]!.score?.model ?? ''),
    );
    cells(
      'Score Range',
      bureaus.map((b) => (file.reports[b]!.score ? `${file.reports[b]!.score!.range.min} - ${file.reports[b]!.score!.range.max}` : '')),
    );
  }
  push('Your scores are calculated from the information in each credit report on the date shown.', '');

  push('Personal Information');
  head();
  cells(
    'Report Date:',
    bureaus.map((b) => mdy(file.reports[b]!.reportDate)),
  );
  cells(
    'Name:',
    bureaus.map(() => c.name.toUpperCase()),
  );
  cells(
    'Also Known As:',
    bureaus.map(() => c.alsoKnownAs.join(', ').toUpperCase()),
  );
  cells(
    'Year of Birth:',
    bureaus.map(() => String(c.birthYear)),
  );
  cells(
    'Current Address:',
    bureaus.map(() => `${c.address}, ${c.city}, ${c.state} ${c.zip}`.toUpperCase()),
  );
  cells(
    'Previous Addresses:',
    bureaus.map(() => c.previousAddresses.join('; ').toUpperCase()),
  );
  cells(
    'Employers:',
    bureaus.map(() => c.employers.join(', ')),
  );
  push('');

  const list = (b: Bureau) => file.accounts.flatMap((a) => (a.byBureau[b] ? [a.byBureau[b]!] : []));
  push('Summary');
  head();
  cells(
    'Total Accounts:',
    bureaus.map((b) => String(list(b).length)),
  );
  cells(
    'Open Accounts:',
    bureaus.map((b) => String(list(b).filter((v) => v.status === 'open').length)),
  );
  cells(
    'Closed Accounts:',
    bureaus.map((b) => String(list(b).filter((v) => v.status === 'closed' || v.status === 'paid').length)),
  );
  cells(
    'Delinquent:',
    bureaus.map((b) => String(list(b).filter((v) => v.paymentStatus.startsWith('late')).length)),
  );
  cells(
    'Derogatory:',
    bureaus.map((b) => String(list(b).filter((v) => ['chargeoff', 'collection', 'bankruptcy'].includes(v.paymentStatus)).length)),
  );
  cells(
    'Total Balances:',
    bureaus.map((b) => usd(list(b).reduce((s, v) => s + v.balance, 0))),
  );
  cells(
    'Public Records:',
    bureaus.map((b) => String(file.publicRecords.filter((r) => r.bureau === b).length)),
  );
  cells(
    'Hard Inquiries:',
    bureaus.map((b) => String(file.inquiries.filter((q) => q.bureau === b && q.kind === 'hard').length)),
  );
  push('');

  push('Accounts', 'Payment history key: OK Paid on time  30-180 Days past due  CO Charge-off  CA Collection account  (blank) No data', '');
  for (const [title, types] of GROUPS) {
    const accounts = file.accounts.filter((a) => types.includes(a.type));
    if (accounts.length === 0) continue;
    push(title, '');
    for (const a of accounts) {
      const each = (f: (v: BureauView) => string) => bureaus.map((b) => (a.byBureau[b] ? f(a.byBureau[b]!) : ''));
      push(a.creditor);
      head();
      cells(
        'Account Number:',
        each(() => mask(a.accountNumber)),
      );
      cells(
        'Account Type:',
        each(() => a.typeDetail),
      );
      cells(
        'Owner:',
        each(() => a.responsibility),
      );
      cells(
        'Account Status:',
        each((v) => status(a, v)),
      );
      cells('Payment Status:', each(payStatus));
      cells(
        'Date Opened:',
        each(() => mdy(a.opened)),
      );
      cells(
        'Date Reported:',
        each((v) => mdy(v.lastReported)),
      );
      cells(
        'Balance:',
        each((v) => usd(v.balance)),
      );
      cells(
        'Credit Limit:',
        each(() => (a.creditLimit === null ? '' : usd(a.creditLimit))),
      );
      cells(
        'High Credit:',
        each(() => (a.highBalance === null ? '' : usd(a.highBalance))),
      );
      cells(
        'Monthly Payment:',
        each(() => (a.monthlyPayment === null ? '' : usd(a.monthlyPayment))),
      );
      cells(
        'Amount Past Due:',
        each((v) => usd(v.pastDue)),
      );
      cells(
        'Terms:',
        each(() => (a.termMonths ? `${a.termMonths} Months` : '')),
      );
      cells(
        'Date Closed:',
        each(() => (a.closed ? mdy(a.closed) : '')),
      );
      if (a.originalCreditor)
        cells(
          'Original Creditor:',
          each(() => a.originalCreditor!),
        );
      if (a.dateOfFirstDelinquency)
        cells(
          'Date of First Delinquency:',
          each(() => mdy(a.dateOfFirstDelinquency!)),
        );
      cells(
        'Comments:',
        each(() => a.remarks.join('; ')),
      );
      const grid = Object.values(a.byBureau)[0]!.paymentGrid;
      push('Payment History');
      push(['', ...grid.map((g) => MON[Number(g.month.slice(5, 7)) - 1])].join('\t'));
      push(['', ...grid.map((g) => `'${g.month.slice(2, 4)}`)].join('\t'));
      for (const b of bureaus) {
        const v = a.byBureau[b];
        push(
          [
            BUREAU_NAMES[b],
            ...grid.map((_g, i) => {
              const code = v?.paymentGrid[i]?.code ?? 'ND';
              return code === 'ND' ? '' : code === 'COL' ? 'CA' : code;
            }),
          ].join('\t'),
        );
      }
      push('');
    }
  }

  push('Public Records');
  if (file.publicRecords.length === 0) push('No public records reported', '');
  const seen = new Set<string>();
  for (const r of file.publicRecords) {
    if (seen.has(r.referenceNumber)) continue;
    seen.add(r.referenceNumber);
    const at = (b: Bureau) => file.publicRecords.find((p) => p.referenceNumber === r.referenceNumber && p.bureau === b);
    push(r.type);
    head();
    cells(
      'Court:',
      bureaus.map((b) => (at(b) ? r.court : '')),
    );
    cells(
      'Date Filed:',
      bureaus.map((b) => (at(b) ? mdy(r.filed) : '')),
    );
    cells(
      'Case/Reference Number:',
      bureaus.map((b) => (at(b) ? r.referenceNumber : '')),
    );
    cells(
      'Status:',
      bureaus.map((b) => (at(b) ? r.status : '')),
    );
    cells(
      'Amount:',
      bureaus.map((b) => (at(b) && r.amount ? usd(r.amount) : '')),
    );
    push('');
  }

  const inquiryRows = (list: TruthInquiry[]) => {
    if (!mergeInquiries) return list.map((q) => [q.creditor, mdy(q.date), BUREAU_NAMES[q.bureau]].join('\t'));
    const merged = new Map<string, TruthInquiry[]>();
    for (const q of list) merged.set(`${q.creditor}|${q.date}`, [...(merged.get(`${q.creditor}|${q.date}`) ?? []), q]);
    return [...merged.values()].map((qs) => [qs[0]!.creditor, mdy(qs[0]!.date), qs.map((q) => BUREAU_NAMES[q.bureau]).join(', ')].join('\t'));
  };
  const hard = file.inquiries.filter((q) => q.kind === 'hard');
  const soft = file.inquiries.filter((q) => q.kind === 'soft');
  push('Inquiries', 'Hard Inquiries', 'Inquiries made when you applied for credit. These may affect your credit scores.');
  push(...(hard.length ? ['Company\tDate of Inquiry\tBureau', ...inquiryRows(hard)] : ['No hard inquiries reported']), '');
  push('Soft Inquiries', 'Inquiries such as promotional offers and account reviews. These do not affect your credit scores.');
  push(...(soft.length ? ['Company\tDate of Inquiry\tBureau', ...inquiryRows(soft)] : ['No soft inquiries reported']), '');

  push('Back to top', '', 'Privacy Policy\tTerms of Use\tAd Choices\tAccessibility\tContact Us');
  push(`© ${latest.slice(0, 4)} Equifax Inc. All rights reserved. Equifax and the Equifax marks used herein are trademarks of Equifax Inc.`);
  if (rng() < 0.5) push('VantageScore® is a registered trademark of VantageScore Solutions, LLC.');
  return `${out.join('\r\n')}\r\n`;
}

const layout: Layout = {
  name: 'equifax-3bureau-text-copy',
  describes:
    'Text copied from an Equifax 3-bureau credit report web page and pasted into a text file: tab-separated table rows (label, then TransUnion/Experian/Equifax cells), headings on their own lines, CRLF line ends.',
  scope: 'tri',
  scored: true,
  render: (file, rng) => ({ kind: 'txt', content: render(file, rng) }),
};

export default layout;
