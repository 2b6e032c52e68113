import type { BureauView, CreditFile, GridCode, Layout, Rendered, TruthAccount, TruthInquiry } from '../../truth';
import { BUREAU_NAMES } from '../../truth';

const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const money = (n: number): string => `$${n.toLocaleString('en-US')}`;
const mdy = (d: string): string => `${d.slice(5, 7)}/${d.slice(8, 10) || '01'}/${d.slice(0, 4)}`;
const longDate = (d: string): string => `${MON[Number(d.slice(5, 7)) - 1]} ${Number(d.slice(8, 10) || '1')}, ${d.slice(0, 4)}`;
const monYear = (d: string): string => `${MON[Number(d.slice(5, 7)) - 1]} ${d.slice(0, 4)}`;
const slashMonth = (d: string): string => `${d.slice(5, 7)}/${d.slice(0, 4)}`;
const pick = <T>(rng: () => number, xs: T[]): T => xs[Math.floor(rng() * xs.length)];

/** The masks monitoring sites use: stars or X for all but the last 4, sometimes with the first digits kept. */
function mask(num: string, style: number): string {
  const last = num.slice(-4);
  if (style === 0) return `****${last}`;
  if (style === 1) return 'X'.repeat(Math.max(4, num.length - 4)) + last;
  const head = Math.max(0, Math.min(6, num.length - 8));
  return num.slice(0, head) + '*'.repeat(Math.max(2, num.length - head - 4)) + last;
}

const LATE: Record<string, string> = { late_30: '30', late_60: '60', late_90: '90', late_120: '120' };

function statusWords(v: BureauView): string {
  if (v.paymentStatus === 'bankruptcy') return 'Included in bankruptcy';
  if (v.status === 'chargeoff' || v.paymentStatus === 'chargeoff') return 'Charged off';
  if (v.status === 'collection' || v.paymentStatus === 'collection') return 'Collection';
  const state = v.status === 'paid' ? 'Paid' : v.status === 'closed' ? 'Closed' : 'Open';
  return LATE[v.paymentStatus] ? `${state} - ${LATE[v.paymentStatus]} days past due` : state;
}

const BAD = (c: GridCode): boolean => c !== 'OK' && c !== 'ND';
const lateWords = (g: { month: string; code: GridCode }): string =>
  g.code === 'CO'
    ? `Charged off in ${slashMonth(g.month)}`
    : g.code === 'COL'
      ? `In collection in ${slashMonth(g.month)}`
      : `${g.code} days late in ${slashMonth(g.month)}`;

function accountLines(a: TruthAccount, v: BureauView, rng: () => number, o: Opts): string[] {
  const out: string[] = [a.creditor];
  if (rng() < 0.6) out.push(a.typeDetail);
  // Top block: label on one line, value on the next.
  out.push('Account #', mask(a.accountNumber, o.maskStyle));
  const inferable = v.paymentStatus === 'current' && ((v.status === 'open' && !a.closed) || (v.status === 'closed' && !!a.closed));
  if (!(inferable && rng() < 0.4)) out.push('Status', statusWords(v));
  out.push('Balance', rng() < 0.5 ? `${money(v.balance)} as of ${slashMonth(v.lastReported)}` : money(v.balance));
  // Detail block: label, tab, value.
  const t = (k: string, val: string | null): void => {
    if (val != null) out.push(`${k}\t${val}`);
  };
  t('Date opened', o.opened(a.opened));
  if (a.closed) t('Date Closed', o.opened(a.closed));
  t('Responsibility', a.responsibility);
  t('Credit limit', a.creditLimit == null ? (rng() < 0.5 ? '--' : null) : money(a.creditLimit));
  t('High balance', a.highBalance == null ? null : money(a.highBalance));
  t('Monthly payment', a.monthlyPayment == null ? '--' : money(a.monthlyPayment));
  if (a.termMonths) t('Terms', `${a.termMonths} months`);
  t('Past due', money(v.pastDue));
  t('Last reported', mdy(v.lastReported));
  if (a.originalCreditor) t('Original creditor', a.originalCreditor);
  if (a.onRecordUntil) t('Expected removal', monYear(a.onRecordUntil));
  // Late history: either spelled out in the remarks or as a grid line.
  const bad = v.paymentGrid.filter((g) => BAD(g.code) && g.code !== 'COL' && g.code !== 'CO');
  const remarks = [...a.remarks];
  if (bad.length && rng() < 0.5) remarks.push(...[...bad].reverse().map(lateWords));
  else if (bad.length || rng() < 0.4) {
    out.push('Payment history (most recent first)');
    if (rng() < 0.5) out.push(v.paymentGrid.map((g) => g.code).join(' '));
    else out.push(v.paymentGrid.map((g) => slashMonth(g.month).replace(/\/\d\d(\d\d)$/, '/$1')).join('\t'), v.paymentGrid.map((g) => g.code).join('\t'));
  }
  if (remarks.length) out.push('Remarks', ...remarks);
  out.push('View less', '');
  return out;
}

interface Opts {
  maskStyle: number;
  opened: (d: string) => string;
}

function inquiryLines(list: TruthInquiry[], asTable: boolean, date: (d: string) => string): string[] {
  if (!list.length) return ['You have no inquiries of this type.', ''];
  if (asTable) return ['Company\tDate of request\tType', ...list.map((q) => `${q.creditor}\t${date(q.date)}\t${q.purpose}`), ''];
  return list.flatMap((q) => [q.creditor, 'Date of request', date(q.date), q.purpose, '']);
}

const layout: Layout = {
  name: 'online-copy',
  describes:
    'A credit monitoring web page (one bureau, with a FICO or VantageScore score) selected, copied and pasted as text: navigation text, a score block, tab-separated and stacked label/value blocks, accounts whose late history is only in remarks or a grid line, and inquiries with a date of request.',
  scope: 'single',
  scored: true,
  render(file: CreditFile, rng: () => number): Rendered {
    const b = file.bureaus[0];
    const rep = file.reports[b];
    const c = file.consumer;
    const service = pick(rng, ['myFICO', 'IdentityIQ', 'SmartCredit', 'MyScoreIQ']);
    const o: Opts = { maskStyle: Math.floor(rng() * 3), opened: rng() < 0.5 ? monYear : slashMonth };
    const inqDate = rng() < 0.5 ? mdy : longDate;
    const accts = file.accounts.filter((a) => a.byBureau[b]).map((a) => ({ a, v: a.byBureau[b] as BureauView }));
    const inqs = file.inquiries.filter((q) => q.bureau === b).sort((x, y) => y.date.localeCompare(x.date));
    const records = file.publicRecords.filter((r) => r.bureau === b);

    const lines: string[] = ['Skip to main content', service, 'Dashboard', 'Credit Report', 'Score Simulator', 'Alerts', 'Help', 'Sign out', ''];
    lines.push(`${BUREAU_NAMES[b]} Credit Report`, '');
    if (rep) {
      if (rng() < 0.5) lines.push(`Date generated: ${longDate(rep.reportDate)}`, '');
      else lines.push('Report date\tBureau\tReport number', `${mdy(rep.reportDate)}\t${BUREAU_NAMES[b]}\t${rep.reportNumber}`, '');
    }
    const score = rep?.score;
    if (score) {
      lines.push(
        `Your ${score.model.replace(/^FICO\s+Score/i, 'FICO® Score')}`,
        String(score.value),
        `Score range: ${score.range.min} - ${score.range.max}`,
        `Based on ${BUREAU_NAMES[b]} data`,
        '',
      );
    }
    lines.push('Personal Information', `Name\t${c.name}`);
    for (const n of c.alsoKnownAs) lines.push(`Also known as\t${n}`);
    lines.push(`Year of birth\t${c.birthYear}`, `Current address\t${c.address}, ${c.city}, ${c.state} ${c.zip}`);
    for (const p of c.previousAddresses) lines.push(`Previous address\t${p}`);
    for (const e of c.employers) lines.push(`Employer\t${e}`);
    lines.push('');

    lines.push(`Accounts (${accts.length})`, 'Show all', '');
    for (const { a, v } of accts) lines.push(...accountLines(a, v, rng, o));

    lines.push('Public Records', '');
    if (!records.length) lines.push('No public records found.', '');
    for (const r of records) {
      lines.push(r.type, 'Court', r.court, 'Date filed', mdy(r.filed), 'Status', r.status);
      if (r.amount != null) lines.push('Amount', money(r.amount));
      lines.push('Reference #', r.referenceNumber, '');
    }
    const asTable = rng() < 0.5;
    lines.push('Hard Inquiries', 'Hard inquiries happen when you apply for credit and can affect your score for up to 12 months.', '');
    lines.push(
      ...inquiryLines(
        inqs.filter((q) => q.kind === 'hard'),
        asTable,
        inqDate,
      ),
    );
    lines.push('Soft Inquiries', 'Soft inquiries do not affect your score and only you can see them.', '');
    lines.push(
      ...inquiryLines(
        inqs.filter((q) => q.kind === 'soft'),
        asTable,
        inqDate,
      ),
    );
    lines.push(`© ${(rep?.reportDate ?? '2026').slice(0, 4)} ${service}. All rights reserved.`, 'Privacy Policy', 'Terms of Use', '');
    return { kind: 'txt', content: lines.join('\r\n') };
  },
};

export default layout;
