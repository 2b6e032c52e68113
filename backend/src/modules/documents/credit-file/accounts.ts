import { BUREAUS, type Bureau } from '@finx/contracts';
import { similarCreditors, sameCreditorFamily } from './creditor-names';
import type { AccountView, BureauSnapshot } from './snapshots';

/** One account as the bureaus report it: at most one view per bureau. */
export type AccountGroup = Map<Bureau, AccountView>;

/**
 * The same account at two bureaus: equal last 4 digits and the same company (name variants allowed); when
 * either number is missing, similar names and, when both give it, the same month opened.
 */
export function sameAccount(a: AccountView, b: AccountView): boolean {
  if (a.last4 && b.last4) return a.last4 === b.last4 && (similarCreditors(a.creditor, b.creditor) || sameCreditorFamily(a.creditor, b.creditor));
  if (!similarCreditors(a.creditor, b.creditor)) return false;
  return !a.opened || !b.opened || a.opened.slice(0, 7) === b.opened.slice(0, 7);
}

/** Groups the bureaus' accounts: each view joins the first group without its bureau that holds the same account. */
export function groupAccounts(snapshots: Map<Bureau, BureauSnapshot>): AccountGroup[] {
  const groups: AccountGroup[] = [];
  for (const bureau of BUREAUS) {
    for (const view of snapshots.get(bureau)?.accounts ?? []) {
      const candidates = groups.filter((g) => !g.has(bureau) && [...g.values()].some((v) => sameAccount(v, view)));
      // An equal account number beats a name-only match.
      const group = candidates.find((g) => [...g.values()].some((v) => v.last4 && v.last4 === view.last4)) ?? candidates[0];
      if (group) group.set(bureau, view);
      else groups.push(new Map([[bureau, view]]));
    }
  }
  return groups;
}
