import { type DisputeResult, ODDS_MIN_DISPUTES, ODDS_MIN_USERS, type OddsStats } from '@finx/contracts';

/** One ended dispute, as the odds count it: whose it was (for the user threshold only), its answer and how long it took. */
export interface EndedDispute {
  userId: number;
  result: DisputeResult;
  creditor: string;
  /** Days from the letter's mailing (or the filing) to the answer; null when unknown. */
  days: number | null;
}

const percentOf = (part: number, whole: number) => Math.round((100 * part) / whole);

function median(values: number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : Math.round((sorted[mid - 1]! + sorted[mid]!) / 2);
}

/**
 * How the disputes ended, or null below the thresholds: fewer than ODDS_MIN_DISPUTES disputes, or from fewer
 * than ODDS_MIN_USERS users (a few users' many disputes would say more about them than about the kind).
 */
export function oddsOf(disputes: EndedDispute[]): OddsStats | null {
  if (disputes.length < ODDS_MIN_DISPUTES || new Set(disputes.map((d) => d.userId)).size < ODDS_MIN_USERS) return null;
  const n = disputes.length;
  const counted = (result: DisputeResult) => percentOf(disputes.filter((d) => d.result === result).length, n);
  return {
    disputes: n,
    deleted: counted('deleted'),
    updated: counted('updated'),
    verified: counted('verified'),
    noChange: counted('no_change'),
    medianDays: median(disputes.flatMap((d) => (d.days === null ? [] : [Math.max(0, d.days)]))),
  };
}
