import { type Bureau, type DisputeReason, formatDollars } from '@finx/contracts';
import type { AccountGroup, AccountView, BureauSnapshot } from '../../documents';
import { addDays, dayOf, spreadDays } from './dates';
import { draft, type FindingDraft, isCollection, subject } from './draft';
import { listNames } from '../letters/format';
import { accountName, bureauName, lateMarks, statusLabel, viewLine } from './format';

/** Bureaus' files further apart than this may differ because the account moved on, not because one is wrong. */
const COMPARABLE_DAYS = 45;
/** An account this long before a bureau's report should be on it. */
const REPORTING_LAG_DAYS = 60;

const PAYMENT_SEVERITY = { current: 0, late_30: 1, late_60: 2, late_90: 3, late_120: 4, collection: 5, chargeoff: 5, bankruptcy: 6 } as const;
const STATUS_SEVERITY = { paid: 0, open: 0, closed: 0, chargeoff: 5, collection: 5 } as const;

function severity(v: AccountView): number | null {
  const s: number[] = [];
  if (v.paymentStatus) s.push(PAYMENT_SEVERITY[v.paymentStatus]);
  if (v.status) s.push(STATUS_SEVERITY[v.status]);
  return s.length ? Math.max(...s) : null;
}

const lateScore = (v: AccountView) => v.latePayments.late30 + 2 * v.latePayments.late60 + 3 * v.latePayments.late90;

/** A balance that does not move from month to month (closed, paid, charged off, in collection). */
const staticBalance = (views: AccountView[]) => views.every((v) => v.status !== null && v.status !== 'open');

/** Columns of one 3-bureau file were pulled together: a difference beyond a day's small purchases is one. */
const SAME_FILE_TOLERANCE = 25;

/** Open accounts change between statement dates: only a difference beyond a payment's worth counts. */
const balanceTolerance = (views: AccountView[], a: number, b: number) => (staticBalance(views) ? 0 : Math.max(50, Math.round(0.1 * Math.max(a, b))));

const mismatchType = (v: AccountView) => (isCollection(v) ? ('validation' as const) : ('611' as const));

/** '{Equifax reports $980} and {TransUnion reports $985}'. */
const othersSay = (others: AccountView[], say: (v: AccountView) => string) => listNames(others.map((o) => `${bureauName(o.bureau)} reports ${say(o)}`));

/**
 * The same account reported differently: each bureau reporting it worse than another (a higher balance, a
 * worse status, more late marks) gets a finding; the evidence quotes every bureau's view.
 */
export function mismatchFindings(group: AccountGroup, snapshots: Map<Bureau, BureauSnapshot>): FindingDraft[] {
  const views = [...group.values()];
  if (views.length < 2 || spreadDays(views.map((v) => snapshots.get(v.bureau)!.reportDate)) > COMPARABLE_DAYS) return [];
  const evidence = (extra: (v: AccountView) => string[] = () => []) =>
    views.map((v) => ({ reportId: v.reportId, bureau: v.bureau, text: viewLine(v, extra(v)) }));
  const out: FindingDraft[] = [];

  const withBalance = views.filter((v) => v.balance !== null);
  if (withBalance.length >= 2) {
    const lowest = Math.min(...withBalance.map((v) => v.balance!));
    const sameFile = new Set(views.map((v) => v.reportId)).size === 1;
    const differs = (a: number, b: number) => Math.abs(a - b) > (sameFile ? SAME_FILE_TOLERANCE : balanceTolerance(views, a, b));
    // one finding per differing account, at a bureau reporting more than the lowest (disputing a lower balance
    // would work against the user): the one the others agree against when it is higher, else the highest
    const othersOf = (v: AccountView) => withBalance.filter((o) => o !== v);
    const agreeing = (list: AccountView[]) => list.every((o) => list.every((r) => !differs(o.balance!, r.balance!)));
    const outlier = withBalance.find(
      (v) => withBalance.length > 2 && othersOf(v).every((o) => v.balance! > o.balance! && differs(o.balance!, v.balance!)) && agreeing(othersOf(v)),
    );
    const highest = withBalance.reduce((a, b) => (b.balance! > a.balance! ? b : a));
    const disputed = outlier ? [outlier] : differs(highest.balance!, lowest) ? [highest] : [];
    for (const v of disputed) {
      const others = othersOf(v).filter((o) => differs(o.balance!, v.balance!));
      out.push(
        draft({
          kind: 'balance_mismatch',
          ...subject(v),
          disputeType: mismatchType(v),
          disputeReason: 'incorrect_amount',
          reason: `${bureauName(v.bureau)} reports a balance of ${formatDollars(v.balance!)} for ${accountName(v)}, but ${othersSay(others, (o) => formatDollars(o.balance!))}. One account cannot owe two amounts, so the ${bureauName(v.bureau)} balance must be verified and corrected.`,
          amount: v.balance,
          evidence: evidence(),
        }),
      );
    }
  }

  const rated = views.filter((v) => severity(v) !== null);
  if (rated.length >= 2) {
    const best = Math.min(...rated.map((v) => severity(v)!));
    for (const v of rated) {
      if (severity(v)! <= best) continue;
      const others = rated.filter((o) => severity(o)! < severity(v)!);
      const paidElsewhere = others.some((o) => o.status === 'paid' && o.balance === 0);
      const reason: DisputeReason = paidElsewhere ? 'paid_in_full' : 'other';
      out.push(
        draft({
          kind: 'status_mismatch',
          ...subject(v),
          disputeType: mismatchType(v),
          disputeReason: reason,
          reason: `${bureauName(v.bureau)} reports ${accountName(v)} as ${statusLabel(v)}, but ${othersSay(others, (o) => statusLabel(o))}. The worse status at ${bureauName(v.bureau)} must be verified and corrected.`,
          amount: v.balance,
          evidence: evidence(),
        }),
      );
    }
  }

  const fewest = Math.min(...views.map(lateScore));
  for (const v of views) {
    if (lateScore(v) <= fewest) continue;
    const others = views.filter((o) => lateScore(o) < lateScore(v));
    out.push(
      draft({
        kind: 'late_marks_mismatch',
        ...subject(v),
        disputeType: mismatchType(v),
        disputeReason: 'other',
        reason: `${bureauName(v.bureau)} shows ${lateMarks(v)} for ${accountName(v)}, but ${othersSay(others, lateMarks)}. The late payments only ${bureauName(v.bureau)} reports must be verified or removed.`,
        amount: v.balance,
        evidence: evidence(),
      }),
    );
  }
  return out;
}

/**
 * An adverse account that some bureaus report and others (whose files were read at about the same time, or
 * well after it opened) do not: each bureau reporting it is asked to verify it.
 */
export function missingFindings(group: AccountGroup, snapshots: Map<Bureau, BureauSnapshot>): FindingDraft[] {
  if (snapshots.size < 2) return [];
  const views = [...group.values()];
  const absent = [...snapshots.values()].filter((s) => !group.has(s.bureau) && shouldReport(views, s, snapshots));
  if (!absent.length) return [];
  const absentNames = listNames(absent.map((s) => bureauName(s.bureau)));
  const evidence = [
    ...views.map((v) => ({ reportId: v.reportId, bureau: v.bureau, text: viewLine(v) })),
    ...absent.map((s) => ({
      reportId: s.reportId,
      bureau: s.bureau,
      text: `${bureauName(s.bureau)}: not reported${s.reportDate ? ` (report of ${s.reportDate})` : ''}`,
    })),
  ];
  return views
    .filter((v) => v.negative)
    .map((v) =>
      draft({
        kind: 'missing_at_bureau',
        ...subject(v),
        disputeType: isCollection(v) ? 'validation' : 'verification',
        disputeReason: 'other',
        reason: `${bureauName(v.bureau)} reports ${accountName(v)} as ${statusLabel(v)}, but ${absentNames} ${absent.length > 1 ? 'do' : 'does'} not report this account at all. An adverse item that other bureaus do not carry must be verified by ${bureauName(v.bureau)} with the company that reports it.`,
        amount: v.balance,
        evidence,
      }),
    );
}

/** Whether the bureau's file should hold the account: read close in time to the others', or long after it opened. */
function shouldReport(views: AccountView[], s: BureauSnapshot, snapshots: Map<Bureau, BureauSnapshot>): boolean {
  if (!s.reportDate) return false;
  const opened = views.map((v) => v.opened).find((o) => o !== null);
  if (opened && addDays(dayOf(opened), REPORTING_LAG_DAYS) > dayOf(s.reportDate)) return false;
  return spreadDays([s.reportDate, ...views.map((v) => snapshots.get(v.bureau)!.reportDate)]) <= COMPARABLE_DAYS || opened !== undefined;
}
