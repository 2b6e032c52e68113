import type { BureauView, CreditFile, GridCode, Layout, Rendered, TruthAccount, TruthInquiry } from '../../truth';

const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const money = (n: number | null): string => (n == null ? '' : `$${n.toLocaleString('en-US')}`);
const mdy = (d: string | null): string => {
  if (!d) return '';
  const [y, m, day] = d.split('-');
  return `${m}/${day ?? '01'}/${y}`;
};
const my = (d: string | null): string => (d ? `${d.slice(5, 7)}/${d.slice(0, 4)}` : '');

/** TransUnion prints the first digits, asterisks for the hidden ones, and the last 4. */
function mask(num: string, lead: number): string {
  const head = Math.max(0, Math.min(lead, num.length - 8));
  return num.slice(0, head) + '*'.repeat(Math.max(2, num.length - head - 4)) + num.slice(-4);
}

const ACCOUNT_TYPE: Record<TruthAccount['type'], string> = {
  revolving: 'Revolving Account',
  installment: 'Installment Account',
  mortgage: 'Mortgage Account',
  open: 'Open Account',
  collection: 'Open Account',
};
const LOAN_TYPE: Record<string, string> = {
  'Auto Loan': 'AUTOMOBILE',
  'Conventional Mortgage': 'CONVENTIONAL REAL ESTATE MORTGAGE',
  Collection: 'COLLECTION AGENCY/ATTORNEY',
  'Personal Loan': 'UNSECURED',
};
const PAY_STATUS: Record<BureauView['paymentStatus'], string> = {
  current: 'Current; Paid or paying as agreed',
  late_30: '>Account 30 Days Past Due Date<',
  late_60: '>Account 60 Days Past Due Date<',
  late_90: '>Account 90 Days Past Due Date<',
  late_120: '>Account 120 Days Past Due Date<',
  chargeoff: '>Charged Off<',
  collection: '>Collection Account<',
  bankruptcy: '>Account Included in Bankruptcy<',
};
const RESP: Record<TruthAccount['responsibility'], string> = {
  Individual: 'Individual Account',
  Joint: 'Joint Account',
  'Authorized user': 'Authorized User',
};
const RATING: Record<GridCode, string> = {
  OK: 'OK',
  '30': '30',
  '60': '60',
  '90': '90',
  '120': '120',
  '150': '150',
  '180': '180',
  CO: 'C/O',
  COL: 'COL',
  ND: 'X',
};
const BAD = (c: GridCode): boolean => c !== 'OK' && c !== 'ND';

const isAdverse = (v: BureauView): boolean =>
  v.paymentStatus !== 'current' || v.status === 'chargeoff' || v.status === 'collection' || v.paymentGrid.some((g) => BAD(g.code));

/** Worst mark of the grid and the month it was first reached, in TransUnion's words. */
function maxDelinquency(v: BureauView): string {
  const rank = (c: GridCode): number => (c === 'CO' || c === 'COL' ? 999 : BAD(c) ? Number(c) : 0);
  let worst: { month: string; code: GridCode } | null = null;
  for (const g of [...v.paymentGrid].reverse()) if (rank(g.code) > (worst ? rank(worst.code) : 0)) worst = g;
  if (!worst) return '';
  const when = `${worst.month.slice(5, 7)}/${worst.month.slice(0, 4)}`;
  return worst.code === 'CO' ? `Charge off in ${when}` : worst.code === 'COL' ? `Collection in ${when}` : `${worst.code} days in ${when}`;
}

const W = [22, 30, 22];
const pad = (s: string, n: number): string => (s.length >= n ? `${s}  ` : s.padEnd(n));
const row2 = (l1: string, v1: string, l2 = '', v2 = ''): string => (pad(l1, W[0]) + pad(v1, W[1]) + pad(l2, W[2]) + v2).trimEnd();
const row1 = (l: string, v: string): string => (pad(l, W[0]) + v).trimEnd();

function gridLines(v: BureauView): string[] {
  const out = ['Payment History'];
  for (let i = 0; i < v.paymentGrid.length; i += 12) {
    const chunk = v.paymentGrid.slice(i, i + 12);
    const cell = (s: string): string => s.padEnd(6);
    out.push((' '.repeat(W[0]) + chunk.map((g) => cell(MON[Number(g.month.slice(5, 7)) - 1])).join('')).trimEnd());
    out.push((' '.repeat(W[0]) + chunk.map((g) => cell(`'${g.month.slice(2, 4)}`)).join('')).trimEnd());
    out.push((pad('Rating', W[0]) + chunk.map((g) => cell(RATING[g.code])).join('')).trimEnd());
  }
  return out;
}

function accountLines(a: TruthAccount, v: BureauView, rng: () => number): string[] {
  const adverse = isAdverse(v);
  const lead = [0, 4, 6][Math.floor(rng() * 3)];
  const f = a.furnisher;
  const out = [`${a.creditor} #${mask(a.accountNumber, lead)}`, f.address, `${f.city}, ${f.state} ${f.zip}`, f.phone, ''];
  const terms =
    a.monthlyPayment != null && a.termMonths
      ? `${money(a.monthlyPayment)} per month, paid Monthly for ${a.termMonths} months`
      : a.monthlyPayment != null
        ? `Minimum ${money(a.monthlyPayment)} per month`
        : '';
  const left: [string, string][] = [
    ['Date Opened', mdy(a.opened)],
    ['Responsibility', RESP[a.responsibility]],
    ['Account Type', ACCOUNT_TYPE[a.type]],
    ['Loan Type', LOAN_TYPE[a.typeDetail] ?? a.typeDetail.toUpperCase()],
  ];
  if (v.status === 'paid' && a.closed) left.push(['Date Paid', mdy(a.closed)]);
  const right: [string, string][] = [
    ['Balance', money(v.balance)],
    ['Date Updated', mdy(v.lastReported)],
    ['Payment Received', ''],
    ['Last Payment Made', ''],
    ['High Balance', money(a.highBalance)],
    ['Credit Limit', money(a.creditLimit)],
    ['Past Due', money(v.pastDue)],
  ];
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    out.push(row2(left[i]?.[0] ?? '', left[i]?.[1] ?? '', right[i]?.[0] ?? '', right[i]?.[1] ?? ''));
  }
  out.push(row1('Pay Status', PAY_STATUS[v.paymentStatus]));
  out.push(row1('Terms', terms));
  out.push(row1('Date Closed', mdy(a.closed)));
  if (a.originalCreditor) out.push(row1('Original Creditor', a.originalCreditor));
  if (adverse) {
    const removal = my(a.onRecordUntil);
    if (rng() < 0.5) out.push(`Estimated month and year this item will be removed   ${removal}`.trimEnd());
    else out.push(row2('Estimated month and', removal), 'year this item will be', 'removed');
    out.push(row1('Maximum Delinquency', maxDelinquency(v)));
  }
  const negative = /charge|collect|late|delinq|bankrupt|write-off/i;
  const remarks = a.remarks.map((r) => (adverse && negative.test(r) ? `>${r.toUpperCase()}<` : r.toUpperCase()));
  out.push(row1('Remarks', remarks.join('; ')));
  out.push('', ...gridLines(v), '', '');
  return out;
}

function inquiryLines(list: TruthInquiry[], soft: boolean): string[] {
  if (!list.length) return ['None reported', ''];
  const out: string[] = [];
  // Soft inquiries from one company are listed once, with all the dates.
  const groups = new Map<string, TruthInquiry[]>();
  for (const q of list) {
    const key = soft ? q.creditor : `${q.creditor}|${q.date}|${groups.size}`;
    groups.set(key, [...(groups.get(key) ?? []), q]);
  }
  for (const qs of groups.values()) {
    const q = qs[0];
    const f = q.furnisher;
    out.push(q.creditor);
    if (f) out.push(f.address, `${f.city}, ${f.state} ${f.zip}`, f.phone);
    out.push(row1('Requested On', qs.map((x) => mdy(x.date)).join(', ')));
    if (!soft) out.push(row1('Inquiry Type', 'Individual'));
    if (!soft || !/promot/i.test(q.purpose)) out.push(row1('Permissible Purpose', q.purpose.toUpperCase()));
    out.push('');
  }
  return out;
}

const layout: Layout = {
  name: 'transunion-annual-layout',
  describes:
    "TransUnion's annual consumer disclosure (annualcreditreport.com) as pdftotext -layout prints it: repeated page header/footer, Adverse then Satisfactory accounts with the furnisher address, two-column label/value pairs and a rating grid, then Regular, Promotional and Account Review inquiries.",
  scope: 'single',
  bureau: 'transunion',
  scored: false,
  render(file: CreditFile, rng: () => number): Rendered {
    const rep = file.reports.transunion;
    const c = file.consumer;
    const reportDate = rep?.reportDate ?? '';
    const accts = file.accounts.filter((a) => a.byBureau.transunion).map((a) => ({ a, v: a.byBureau.transunion as BureauView }));
    const inqs = file.inquiries.filter((q) => q.bureau === 'transunion').sort((x, y) => y.date.localeCompare(x.date));
    const records = file.publicRecords.filter((r) => r.bureau === 'transunion');
    const rule = '-'.repeat(W[0] + W[1] + W[2] + 14);

    const body: string[] = [
      'Personal Credit Report',
      '',
      'Personal Information',
      rule,
      row1('Name', c.name),
      ...c.alsoKnownAs.map((n, i) => row1(i ? '' : 'Also Known As', n)),
      row1('SSN', `XXX-XX-${c.ssnLast4}`),
      row1('Date of Birth', `XX/XX/${c.birthYear}`),
      row1('Current Address', c.address),
      row1('', `${c.city}, ${c.state} ${c.zip}`),
      ...c.previousAddresses.map((p, i) => row1(i ? '' : 'Other Addresses', p)),
      row1('Telephone Numbers', c.phone),
      ...c.employers.map((e, i) => row1(i ? '' : 'Employers', e)),
      '',
      'Public Records',
      rule,
    ];
    if (!records.length) body.push('None reported', '');
    for (const r of records) {
      body.push(
        r.court,
        row2('Docket Number', r.referenceNumber, 'Date Filed', mdy(r.filed)),
        row2('Type', r.type, 'Liability', money(r.amount)),
        row1('Court Status', r.status),
        '',
      );
    }
    const adverse = accts.filter(({ v }) => isAdverse(v));
    const good = accts.filter(({ v }) => !isAdverse(v));
    body.push(
      '',
      'Adverse Accounts',
      rule,
      'The following accounts contain information that some creditors may consider to be adverse. Adverse',
      'information in these accounts has been printed between >these symbols<.',
      '',
    );
    if (!adverse.length) body.push('None reported', '');
    for (const { a, v } of adverse) body.push(...accountLines(a, v, rng));
    body.push('Satisfactory Accounts', rule, 'The following accounts are reported with no adverse information.', '');
    if (!good.length) body.push('None reported', '');
    for (const { a, v } of good) body.push(...accountLines(a, v, rng));

    const promo = inqs.filter((q) => q.kind === 'soft' && /promot/i.test(q.purpose));
    const review = inqs.filter((q) => q.kind === 'soft' && !/promot/i.test(q.purpose));
    body.push(
      'Regular Inquiries',
      rule,
      'Regular inquiries are requests for your credit history made after you applied for credit. They are shown',
      'to others who request your credit report and may impact your credit rating.',
      '',
      ...inquiryLines(
        inqs.filter((q) => q.kind === 'hard'),
        false,
      ),
      'Promotional Inquiries',
      rule,
      'Companies that requested your name and address in order to make you a firm offer of credit or insurance.',
      'These inquiries are displayed only to you and do not affect your credit rating.',
      '',
      ...inquiryLines(promo, true),
      'Account Review Inquiries',
      rule,
      'Companies with which you have an account that reviewed your credit history, and your own requests. These',
      'inquiries are displayed only to you.',
      '',
      ...inquiryLines(review, true),
      'End of Credit Report',
    );

    // Pages as pdftotext prints them: header, ~50 body lines, footer, form feed.
    const perPage = 46 + Math.floor(rng() * 10);
    const margin = ' '.repeat(Math.floor(rng() * 6));
    const total = Math.ceil(body.length / perPage);
    const header1 = `TransUnion${' '.repeat(50)}${c.name}`;
    const header2 = `Report Number: ${rep?.reportNumber ?? ''}${' '.repeat(30)}Date Created: ${mdy(reportDate)}`;
    const pages: string[] = [];
    for (let p = 0; p < total; p++) {
      const lines = [header1, header2, '', ...body.slice(p * perPage, (p + 1) * perPage), '', ''];
      lines.push(`${' '.repeat(40)}Page ${p + 1} of ${total}`);
      pages.push(lines.map((l) => (l ? margin + l : '')).join('\n'));
    }
    return { kind: 'txt', content: `${pages.join('\n\f')}\n\f` };
  },
};

export default layout;
