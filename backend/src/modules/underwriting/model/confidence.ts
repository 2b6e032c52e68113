import type { Features } from './features';

/**
 * How sure the analysis is, in percent: 100, less for every input it lacks (each named in `missing`):
 *   no credit report −35 · a report older than 90 days −10 · a thin file (under 3 accounts) −10
 *   no FinX Score −10 · no monthly income −20 · no existing debts (and no report balance) −10
 *   no monthly expenses −5 · no length of employment −5 · each open dispute −3 (its item may change), at most −9
 *   no credit data at all (neither a report nor a FinX Score: nothing about how credit is repaid) −35 more
 * never below 5. Only a self-reported score (or assessment answers) costs the report's 35: a score told is not a file.
 */
export const CONFIDENCE_PENALTIES = {
  report: 35,
  noCreditData: 35,
  staleReport: 10,
  thinFile: 10,
  finx: 10,
  income: 20,
  debts: 10,
  expenses: 5,
  employment: 5,
  perDispute: 3,
  disputesMax: 9,
} as const;
export const STALE_REPORT_DAYS = 90;

export function confidenceOf(f: Features): { confidenceScore: number; missing: string[] } {
  const P = CONFIDENCE_PENALTIES;
  const missing: string[] = [];
  let penalty = 0;
  const lack = (points: number, what: string) => {
    penalty += points;
    missing.push(what);
  };
  if (!f.report) lack(P.report, 'a credit report');
  else {
    if (f.report.ageDays !== null && f.report.ageDays > STALE_REPORT_DAYS) lack(P.staleReport, `a credit report from the last ${STALE_REPORT_DAYS} days`);
    if (f.report.accounts < 3) penalty += P.thinFile;
  }
  if (!f.finx) lack(P.finx, 'a FinX Score (take the assessment)');
  if (!f.report && !f.finx) penalty += P.noCreditData;
  if (f.input.income === undefined) lack(P.income, 'your monthly income');
  if (f.debts === null) lack(P.debts, 'your existing debts');
  if (f.input.expenses === undefined) lack(P.expenses, 'your monthly expenses');
  if (f.input.employment === undefined) lack(P.employment, 'your years employed');
  penalty += Math.min(P.disputesMax, f.openDisputes * P.perDispute);
  return { confidenceScore: Math.max(5, 100 - penalty), missing };
}
