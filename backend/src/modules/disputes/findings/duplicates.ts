import { formatDollars } from '@finx/contracts';
import { similarCreditors, sameCreditorFamily, type AccountView, type BureauSnapshot } from '../../documents';
import { dayOf } from './dates';
import { draft, type FindingDraft, isCollection } from './draft';
import { accountName, bureauName, viewLine } from './format';

/** Two balances of one debt: a collector adds fees and interest, so they need not be equal. */
export const similarAmounts = (a: number, b: number) => a > 0 && b > 0 && Math.abs(a - b) <= Math.max(50, 0.25 * Math.max(a, b));
/** A collector's balance beside the original creditor it names: fees and interest may add up to doubling it. */
export const collectedAmount = (original: number, collected: number) => collected === 0 || (collected >= 0.5 * original && collected <= 2 * original + 100);

const sameOriginal = (a: AccountView, b: AccountView) =>
  !!a.originalCreditor && !!b.originalCreditor && similarCreditors(a.originalCreditor, b.originalCreditor);

/** The later of two collections of one debt (the later opened; the later listed when that is unknown). */
const later = (a: AccountView, b: AccountView, ai: number, bi: number) => {
  const [ta, tb] = [a.opened ? dayOf(a.opened).getTime() : null, b.opened ? dayOf(b.opened).getTime() : null];
  return ta !== null && tb !== null && ta !== tb ? (ta > tb ? a : b) : ai > bi ? a : b;
};

/**
 * One debt reported twice in one bureau's file: a collection (or debt buyer) whose original creditor still
 * reports its own account with a similar balance, or two collectors of the same original debt with similar balances.
 * The collection (the later one of two) is asked to validate the debt; when the collector reports the debt
 * paid, it is the original creditor's leftover balance that is wrong, and that account is disputed.
 */
export function duplicateFindings(snapshot: BureauSnapshot): FindingDraft[] {
  const accounts = snapshot.accounts;
  const out = new Map<AccountView, AccountView>();
  accounts.forEach((c, ci) => {
    if (!isCollection(c) || !c.originalCreditor || c.balance === null) return;
    const original = accounts.find(
      (o) =>
        o !== c &&
        !isCollection(o) &&
        (o.balance ?? 0) > 0 &&
        collectedAmount(o.balance!, c.balance!) &&
        (similarCreditors(o.creditor, c.originalCreditor!) || sameCreditorFamily(o.creditor, c.originalCreditor!)),
    );
    if (original) return void out.set(c.balance > 0 ? c : original, c.balance > 0 ? original : c);
    accounts.forEach((d, di) => {
      if (di <= ci || !isCollection(d) || d.balance === null || !sameOriginal(c, d) || !similarAmounts(c.balance!, d.balance)) return;
      const dup = later(c, d, ci, di);
      out.set(dup, dup === c ? d : c);
    });
  });
  return [...out].map(([dup, other]) => (isCollection(dup) ? collectorFinding(snapshot, dup, other) : leftoverFinding(snapshot, dup, other)));
}

const quote = (v: AccountView) => ({
  reportId: v.reportId,
  bureau: v.bureau,
  text: viewLine(v, v.originalCreditor ? [`original creditor ${v.originalCreditor}`] : []),
});

function collectorFinding(snapshot: BureauSnapshot, dup: AccountView, other: AccountView): FindingDraft {
  return draft({
    kind: 'duplicate_debt',
    creditor: dup.creditor,
    accountNumberLast4: dup.last4,
    bureau: snapshot.bureau,
    disputeType: 'validation',
    disputeReason: 'duplicate',
    reason: `${bureauName(snapshot.bureau)} reports ${accountName(dup)} collecting ${formatDollars(dup.balance!)} on a debt first owed to ${dup.originalCreditor}, and also ${accountName(other)} with a balance of ${formatDollars(other.balance!)} for the same debt. One debt may be reported with a balance only once; ${dup.creditor} must validate it.`,
    amount: dup.balance,
    evidence: [dup, other].map(quote),
  });
}

/** The collector reports the debt paid (or at $0) while the original creditor still reports a balance. */
function leftoverFinding(snapshot: BureauSnapshot, original: AccountView, collector: AccountView): FindingDraft {
  return draft({
    kind: 'duplicate_debt',
    creditor: original.creditor,
    accountNumberLast4: original.last4,
    bureau: snapshot.bureau,
    disputeType: '611',
    disputeReason: 'incorrect_amount',
    reason: `${bureauName(snapshot.bureau)} reports ${accountName(original)} with a balance of ${formatDollars(original.balance!)}, but the debt was passed to ${accountName(collector)}, which reports ${collector.balance ? formatDollars(collector.balance) : 'nothing owed'}. A debt that was sold or placed for collection is owed once; ${original.creditor} must report its balance as $0.`,
    amount: original.balance,
    evidence: [original, collector].map(quote),
  });
}
