/** The reading checked against what the report states about itself; a reading that does not add up is kept
 * with a lower confidence and the list of what did not match, in words. */
import type { ReadingCheck } from '@finx/contracts';
import type { Bureau, CreditReportReading, Statement } from './types';

const WHAT: Record<Statement['what'], string> = {
  accounts: 'Accounts',
  openAccounts: 'Open accounts',
  closedAccounts: 'Closed accounts',
  hardInquiries: 'Hard inquiries',
  balances: 'Total balance',
};
const BUREAU_NAMES: Record<Bureau, string> = { experian: 'Experian', equifax: 'Equifax', transunion: 'TransUnion' };

type Reading = Pick<CreditReportReading, 'accounts' | 'inquiries' | 'bureau'>;

/** What the reading says for one statement; balances may be stated over open or over all accounts. */
function readValues(reading: Reading, s: Statement): number[] {
  const accounts = reading.accounts.filter((a) => !s.bureau || (a.byBureau ? a.byBureau[s.bureau] : a.bureau === s.bureau || !a.bureau));
  const view = (a: Reading['accounts'][number]) => (s.bureau && a.byBureau?.[s.bureau]) || a;
  const open = accounts.filter((a) => view(a).status === 'open');
  switch (s.what) {
    case 'accounts':
      return [accounts.length];
    case 'openAccounts':
      return [open.length];
    case 'closedAccounts':
      return [accounts.length - open.length];
    case 'hardInquiries':
      return [reading.inquiries.filter((i) => !s.bureau || !i.bureau || i.bureau === s.bureau).length];
    case 'balances': {
      const sum = (list: typeof accounts) => list.reduce((t, a) => t + (view(a).balance ?? 0), 0);
      return [sum(open), sum(accounts)];
    }
  }
}

export function checkReading(reading: Reading, statements: Statement[]): { checks: ReadingCheck[]; confidence: number } {
  const checks = statements.map((s): ReadingCheck => {
    const values = readValues(reading, s);
    const near = (v: number) => (s.what === 'balances' ? Math.abs(v - s.value) <= Math.max(1, s.value * 0.005) : v === s.value);
    const read = values.find(near) ?? values[0]!;
    return { label: s.bureau ? `${WHAT[s.what]} (${BUREAU_NAMES[s.bureau]})` : WHAT[s.what], stated: s.value, read, ok: near(read), source: s.source };
  });
  const failed = checks.filter((c) => !c.ok).length;
  const thin = reading.accounts.filter((a) => a.balance === null && a.status === null && !a.byBureau).length / Math.max(1, reading.accounts.length);
  const confidence = Math.max(0.2, Math.min(1, 1 - 0.15 * failed - 0.3 * thin));
  return { checks, confidence: Math.round(confidence * 100) / 100 };
}
