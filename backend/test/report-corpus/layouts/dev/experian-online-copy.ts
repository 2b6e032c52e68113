/**
 * Text selected on Experian's own website (the free account's credit report pages) and pasted into a file: the score
 * card on top, then account cards whose label/value pairs come out on alternate lines (or tab-separated where the page
 * lays them side by side), the "View details"/"Hide details" toggle text between cards, payment-history tables as tab
 * rows, hard and soft inquiries with "Inquired on", public records and personal info.
 */
import { chance, pick, weighted } from '../../rng';
import type { BureauView, CreditFile, GridCode, Layout, TruthAccount } from '../../truth';

const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const CELL: Record<GridCode, string> = {
  OK: 'OK',
  '30': '30',
  '60': '60',
  '90': '90',
  '120': '120',
  '150': '150',
  '180': '180',
  CO: 'CO',
  COL: 'C',
  ND: '-',
};
const LATE: GridCode[] = ['30', '60', '90', '120', '150', '180'];

const monYear = (d: string) => `${MON[Number(d.slice(5, 7)) - 1]} ${d.slice(0, 4)}`;
const usd = (n: number) => `$${n.toLocaleString('en-US')}`;

function sentenceCase(t: string): string {
  return (t[0] + t.slice(1).toLowerCase()).replace(/\bfha\b/, 'FHA').replace(/\bva\b/, 'VA');
}

function group(a: TruthAccount): string {
  if (a.type === 'collection') return 'Collections';
  if (a.type === 'mortgage') return 'Real estate loans';
  if (a.type === 'revolving' || a.type === 'open') return 'Credit cards';
  return a.typeDetail === 'Auto Loan' ? 'Auto loans' : a.typeDetail === 'Student Loan' ? 'Student loans' : 'Other loans';
}

/** The one-line status Experian writes for an account, from what this bureau reports. */
function statusText(a: TruthAccount, v: BureauView): string {
  const asOf = monYear(v.lastReported);
  const lates = v.paymentGrid.filter((g) => LATE.includes(g.code));
  switch (v.paymentStatus) {
    case 'chargeoff':
      return v.balance > 0
        ? `Account charged off. ${usd(v.balance)} written off. ${usd(v.pastDue)} past due as of ${asOf}.`
        : `Paid charge off. ${usd(0)} balance as of ${asOf}.`;
    case 'collection':
      return v.balance > 0 ? `Collection account. ${usd(v.pastDue)} past due as of ${asOf}.` : `Paid collection. ${usd(0)} balance as of ${asOf}.`;
    case 'bankruptcy': {
      const chapter = a.remarks.join(' ').match(/Chapter \d+/)?.[0] ?? 'Chapter 7';
      return `Debt included in or discharged through Bankruptcy ${chapter}.`;
    }
    case 'current': {
      const base = v.status === 'open' ? 'Open' : v.status === 'paid' ? 'Paid, Closed' : 'Closed';
      if (lates.length === 0) return `${base}/Never late.`;
      const worst = lates.reduce((w, g) => (Number(g.code) >= Number(w.code) ? g : w));
      return `${base}/Was ${worst.code} days past due ${monYear(`${worst.month}-01`)}.`;
    }
    default:
      return `${v.paymentStatus.slice(5)} days past due as of ${asOf}. ${usd(v.pastDue)} past due.`;
  }
}

function render(file: CreditFile, rng: () => number): string {
  const view = (a: TruthAccount) => a.byBureau.experian!;
  const report = file.reports.experian!;
  const longDates = chance(rng, 0.7);
  const day = (d: string | null) => {
    if (!d) return '-';
    return longDates ? `${MON[Number(d.slice(5, 7)) - 1]} ${Number(d.slice(8, 10))}, ${d.slice(0, 4)}` : `${d.slice(5, 7)}/${d.slice(8, 10)}/${d.slice(0, 4)}`;
  };
  // How the browser copied label/value pairs: on alternate lines, tab-separated, or tabbed in the account details only.
  const mode = weighted(rng, [
    ['lines', 45],
    ['tabs', 30],
    ['mixed', 25],
  ] as const);
  let tabbed = mode === 'tabs';
  const toggle = pick(rng, ['View details', 'Hide details']);
  const toggleFirst = chance(rng, 0.5);
  const out: string[] = [];
  const pair = (label: string, value: string, tab = tabbed) => out.push(...(tab ? [`${label}\t${value}`] : [label, value]));
  const c = file.consumer;

  if (chance(rng, 0.5)) out.push('Home', 'Credit', 'Scores', 'Reports', '');
  const score = report.score;
  if (score) {
    const v = score.value;
    const rating = v >= 800 ? 'Exceptional' : v >= 740 ? 'Very Good' : v >= 670 ? 'Good' : v >= 580 ? 'Fair' : 'Poor';
    out.push(score.model.replace('FICO Score', 'FICO® Score').replace('VantageScore', 'VantageScore®'), String(v), rating);
    out.push('Based on Experian data', `Updated ${day(report.reportDate)}`);
    if (chance(rng, 0.5)) out.push(`${score.range.min}`, `${score.range.max}`);
    out.push('');
  }
  out.push('Experian Credit Report');
  pair(pick(rng, ['Report date', 'Date of report']), day(report.reportDate));
  pair('Report number', report.reportNumber);
  out.push('');

  const exp = file.accounts.filter((a) => a.byBureau.experian);
  out.push('Summary');
  pair('Open accounts', String(exp.filter((a) => view(a).status === 'open').length));
  pair('Closed accounts', String(exp.filter((a) => view(a).status !== 'open').length));
  pair('Hard inquiries', String(file.inquiries.filter((q) => q.kind === 'hard' && q.bureau === 'experian').length));
  pair('Public records', String(file.publicRecords.filter((r) => r.bureau === 'experian').length));
  out.push('');

  const groups = ['Credit cards', 'Auto loans', 'Student loans', 'Real estate loans', 'Other loans', 'Collections'];
  for (const g of groups) {
    const accounts = exp.filter((a) => group(a) === g);
    if (accounts.length === 0) continue;
    out.push(`${g} (${accounts.length})`, '');
    for (const a of accounts) {
      const v = view(a);
      const negative = v.paymentStatus !== 'current' || v.paymentGrid.some((x) => LATE.includes(x.code));
      out.push(a.creditor, sentenceCase(a.typeDetail));
      pair('Balance', usd(v.balance), false);
      if (negative && chance(rng, 0.6)) out.push('Potentially negative');
      if (toggleFirst) out.push(toggle);
      out.push('Account info');
      if (mode === 'mixed') tabbed = true;
      pair('Account name', a.creditor);
      pair('Account number', `${'X'.repeat(Math.max(4, a.accountNumber.length - 4))}${a.accountNumber.slice(-4)}`);
      pair('Original creditor', a.originalCreditor ?? '-');
      pair('Company sold', '-');
      pair('Account type', sentenceCase(a.typeDetail));
      pair('Date opened', day(a.opened));
      pair('Open/closed', v.status === 'open' ? 'Open' : 'Closed');
      pair('Status', statusText(a, v));
      pair('Status updated', monYear(v.lastReported));
      pair('Balance', usd(v.balance));
      pair('Balance updated', day(v.lastReported));
      if (a.type === 'revolving' || a.type === 'open') pair('Credit limit', a.creditLimit ? usd(a.creditLimit) : '-');
      else if (a.type !== 'collection') pair('Original amount', a.highBalance ? usd(a.highBalance) : '-');
      pair('Monthly payment', v.status === 'open' && a.monthlyPayment ? usd(a.monthlyPayment) : '-');
      pair('Past due amount', v.pastDue > 0 ? usd(v.pastDue) : '-');
      pair('Highest balance', a.highBalance ? usd(a.highBalance) : '-');
      pair('Terms', a.termMonths ? `${a.termMonths} Months` : '-');
      if (a.onRecordUntil) pair('On record until', monYear(a.onRecordUntil));
      pair('Responsibility', a.responsibility === 'Authorized user' ? 'Authorized user' : a.responsibility);
      pair('Your statement', '-');
      pair('Comments', a.remarks.join('. ') || '-');

      const codes = new Map(v.paymentGrid.map((x) => [x.month, CELL[x.code]]));
      const years = [...new Set(v.paymentGrid.filter((x) => x.code !== 'ND').map((x) => x.month.slice(0, 4)))];
      out.push('', 'Payment history');
      if (years.length === 0) out.push('No payment history reported in the last two years.');
      else out.push(['', ...MON].join('\t'));
      for (const y of years) out.push([y, ...MON.map((_, i) => codes.get(`${y}-${String(i + 1).padStart(2, '0')}`) ?? '-')].join('\t'));
      out.push('', 'Contact info');
      const f = a.furnisher;
      pair('Address', `${f.address} ${f.city}, ${f.state} ${f.zip}`);
      pair('Phone number', f.phone);
      if (mode === 'mixed') tabbed = false;
      if (!toggleFirst) out.push(toggle);
      out.push('');
    }
  }

  const inquiries = file.inquiries.filter((q) => q.bureau === 'experian');
  out.push('Hard inquiries', 'Companies that looked at your credit after you applied with them. Others can see these.', '');
  const hard = inquiries.filter((q) => q.kind === 'hard');
  if (hard.length === 0) out.push('You have no hard inquiries.', '');
  for (const q of hard) {
    out.push(q.creditor);
    pair('Inquired on', day(q.date));
    if (q.furnisher) pair('Address', `${q.furnisher.address} ${q.furnisher.city}, ${q.furnisher.state} ${q.furnisher.zip}`);
    out.push('');
  }
  out.push('Soft inquiries', 'Only you can see these. They do not affect your credit scores.', '');
  const soft = new Map<string, string[]>();
  for (const q of inquiries.filter((x) => x.kind === 'soft')) soft.set(q.creditor, [...(soft.get(q.creditor) ?? []), day(q.date)]);
  if (soft.size === 0) out.push('You have no soft inquiries.', '');
  for (const [name, dates] of soft) {
    out.push(name);
    pair('Inquired on', dates.join(longDates ? '; ' : ', '));
    out.push('');
  }

  out.push('Public records');
  const records = file.publicRecords.filter((r) => r.bureau === 'experian');
  if (records.length === 0) out.push('No public records are reported.');
  for (const r of records) {
    out.push(r.type.toUpperCase());
    pair('Court name', r.court);
    pair('Date filed', day(r.filed));
    pair('Reference number', r.referenceNumber);
    pair('Status', r.status);
    if (r.amount != null) pair(r.type.includes('Bankruptcy') ? 'Liability amount' : 'Claim amount', usd(r.amount));
    out.push('');
  }

  out.push('', 'Personal info');
  pair('Names', [c.name, ...c.alsoKnownAs].map((n) => n.toUpperCase()).join('\n'));
  pair('Addresses', [`${c.address}, ${c.city}, ${c.state} ${c.zip}`, ...c.previousAddresses].map((x) => x.toUpperCase()).join('\n'));
  pair('Year of birth', String(c.birthYear));
  pair('Phone numbers', c.phone);
  if (c.employers.length > 0) pair('Employers', c.employers.join('\n'));
  out.push('', `© ${report.reportDate.slice(0, 4)} Experian. All rights reserved.`, '');
  return out.join('\n');
}

const layout: Layout = {
  name: 'experian-online-copy',
  describes:
    "Text copied from Experian's website credit report (free account): score card, account cards with label/value " +
    'lines and detail toggles, payment tables, hard and soft inquiries',
  scope: 'single',
  bureau: 'experian',
  scored: true,
  render: (file, rng) => ({ kind: 'txt', content: render(file, rng) }),
};

export default layout;
