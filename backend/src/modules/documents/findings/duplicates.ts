import { similarCreditors, sameCreditorFamily } from './creditor-names';
import { dayOf } from './dates';
import { draft, type FindingDraft, isCollection } from './draft';
import { accountName, bureauName, dollars, viewLine } from './format';
import type { AccountView, BureauSnapshot } from './snapshots';

/** Two balances of one debt: a collector adds fees and interest, so they need not be equal. */
const similarAmounts = (a: number, b: number) => a > 0 && b > 0 && Math.abs(a - b) <= Math.max(50, 0.25 * Math.max(a, b));

const sameOriginal = (a: AccountView, b: AccountView) => !!a.originalCreditor && !!b.originalCreditor && similarCreditors(a.originalCreditor, b.originalCreditor);

/** The later of two collections of one debt (the later opened; the later listed when that is unknown). */
const later = (a: AccountView, b: AccountView, ai: number, bi: number) => {
  const [ta, tb] = [a.opened ? dayOf(a.opened).getTime() : null, b.opened ? dayOf(b.opened).getTime() : null];
  return ta !== null && tb !== null && ta !== tb ? (ta > tb ? a : b) : ai > bi ? a : b;
};

/**
 * One debt reported twice in one bureau's file: a collection (or debt buyer) whose original creditor still
 * reports its own account with a similar balance, or two collectors of the same original debt. The collection
 * (the later one of two) is disputed, with a request to validate the debt.
 */
export function duplicateFindings(snapshot: BureauSnapshot): FindingDraft[] {
  const accounts = snapshot.accounts;
  const out = new Map<AccountView, AccountView>();
  accounts.forEach((c, ci) => {
    if (!isCollection(c) || !c.originalCreditor || c.balance === null) return;
    const original = accounts.find(
      (o) => o !== c && !isCollection(o) && o.balance !== null && (similarCreditors(o.creditor, c.originalCreditor!) || sameCreditorFamily(o.creditor, c.originalCreditor!)) && similarAmounts(o.balance, c.balance!),
    );
    if (original) return void out.set(c, original);
    accounts.forEach((d, di) => {
      if (di <= ci || !isCollection(d) || d.balance === null || !sameOriginal(c, d) || !similarAmounts(c.balance!, d.balance)) return;
      const dup = later(c, d, ci, di);
      out.set(dup, dup === c ? d : c);
    });
  });
  return [...out].map(([dup, other]) =>
    draft({
      kind: 'duplicate_debt',
      creditor: dup.creditor,
      accountNumberLast4: dup.last4,
      bureau: snapshot.bureau,
      disputeType: 'validation',
      disputeReason: 'duplicate',
      reason: `${bureauName(snapshot.bureau)} reports ${accountName(dup)} collecting ${dollars(dup.balance!)} on a debt first owed to ${dup.originalCreditor}, and also ${accountName(other)} with a balance of ${dollars(other.balance!)} for the same debt. One debt may be reported with a balance only once; ${dup.creditor} must validate it.`,
      amount: dup.balance,
      evidence: [dup, other].map((v) => ({ reportId: v.reportId, bureau: v.bureau, text: viewLine(v, v.originalCreditor ? [`original creditor ${v.originalCreditor}`] : []) })),
    }),
  );
}
