import {
  BUREAU_LABELS,
  type Bureau,
  type CreditFile,
  type CreditFileItem,
  type DisputeItemBody,
  disputePlan,
  formatCents,
  ITEM_IS_YOURS,
  ITEM_PROBLEM_LABELS,
  type ItemProblem,
  PROBLEMS_BY_KIND,
} from '@finx/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../../platform/app-error';
import { listProcessedReports, readCreditFile } from '../../documents';
import type { DisputeRecord } from '../dispute.entity';
import { saidItIsTheirs } from '../identity-theft/ownership';
import { fileDispute, itemAtBureau, lockUserDisputes, type NewDispute, openDisputesByItem } from '../disputes.service';

export const ITEM_NOT_FOUND = 'This item is not in your credit file (a newer report may have changed it): reload the page';

/** The company a dispute of the item names, and its account number's last 4 when it has one. */
export function disputedAs(item: CreditFileItem): { creditor: string; last4: string | null } {
  if (item.kind === 'account') return { creditor: item.creditor, last4: item.last4 };
  if (item.kind === 'inquiry') return { creditor: item.creditor, last4: null };
  return { creditor: [item.type, item.court].filter(Boolean).join(', '), last4: null };
}

/** 'Midland Credit ****4417', 'Hard inquiry: Chase', 'Civil judgment, Dallas County'. */
export function itemName(item: CreditFileItem): string {
  if (item.kind === 'inquiry') return `${item.inquiryKind === 'hard' ? 'Hard inquiry' : 'Inquiry'}: ${item.creditor}`;
  const { creditor, last4 } = disputedAs(item);
  return last4 ? `${creditor} ****${last4}` : creditor;
}

/** The user's credit file, each item with its open disputes (one per bureau at most). */
export async function userCreditFile(em: EntityManager, userId: number): Promise<CreditFile> {
  const file = readCreditFile(await listProcessedReports(em, userId));
  const open = await openDisputesByItem(em, userId);
  const withDisputes = <T extends CreditFileItem>(item: T): T => {
    const { creditor, last4 } = disputedAs(item);
    const disputes = item.bureaus.flatMap(({ bureau }) => {
      const d = open.get(itemAtBureau(bureau, creditor.slice(0, 120), last4));
      return d ? [{ bureau, disputeId: d.id, status: d.status, round: d.round }] : [];
    });
    return { ...item, disputes };
  };
  return {
    ...file,
    accounts: file.accounts.map(withDisputes),
    inquiries: file.inquiries.map(withDisputes),
    publicRecords: file.publicRecords.map(withDisputes),
  };
}

/** What the bureau reports of the item, in one sentence for the letter ('a collection of $1,240 reported by Experian'). */
export function itemFacts(item: CreditFileItem, bureau: Bureau): string {
  const by = `reported by ${BUREAU_LABELS[bureau]}`;
  if (item.kind === 'inquiry') {
    const date = item.bureaus.find((b) => b.bureau === bureau)?.date;
    return `A ${item.inquiryKind === 'hard' ? 'hard ' : ''}inquiry by ${item.creditor}${date ? ` on ${date}` : ''}, ${by}.`;
  }
  if (item.kind === 'public_record') return `${disputedAs(item).creditor}${item.filed ? `, filed ${item.filed}` : ''}, ${by}.`;
  const at = item.bureaus.find((b) => b.bureau === bureau)!;
  const parts = [
    item.last4 ? `account ****${item.last4}` : null,
    at.balance !== null ? `balance ${formatCents(at.balance * 100)}` : null,
    at.dateOfFirstDelinquency ? `delinquent since ${at.dateOfFirstDelinquency}` : null,
  ].filter(Boolean);
  return `${item.creditor}${parts.length ? ` (${parts.join(', ')})` : ''}, ${by}.`;
}

export function findItem(file: CreditFile, key: string): CreditFileItem {
  const item = [...file.accounts, ...file.inquiries, ...file.publicRecords].find((i) => i.key === key);
  if (!item) throw new AppError('not_found', ITEM_NOT_FOUND);
  return item;
}

/**
 * "Dispute this": one dispute per chosen bureau that reports the item, its type, reason and legal basis chosen
 * from what the user says is wrong. All or nothing: a bureau where the item is already disputed refuses the
 * whole request (409 with a link to that dispute).
 */
export async function disputeItem(em: EntityManager, userId: number, key: string, body: DisputeItemBody & { problem: ItemProblem }, at = new Date()) {
  return em.transactional(async (tx) => {
    await lockUserDisputes(tx, userId);
    const item = findItem(await userCreditFile(tx, userId), key);
    if (!PROBLEMS_BY_KIND[item.kind].includes(body.problem))
      throw new AppError('invalid_input', `“${ITEM_PROBLEM_LABELS[body.problem]}” does not apply to this item`);
    // CROA (15 U.S.C. 1679b(a)): an item the user disputed as theirs is not identity theft
    if (body.problem === 'identity_theft' && (await saidItIsTheirs(tx, userId, disputedAs(item)))) throw new AppError('conflict', ITEM_IS_YOURS);
    const reporting = item.bureaus.map((b) => b.bureau);
    const bureaus = body.bureaus ? [...new Set(body.bureaus)] : reporting;
    const stranger = bureaus.find((b) => !reporting.includes(b));
    if (stranger) throw new AppError('invalid_input', `${BUREAU_LABELS[stranger]} does not report this item`);
    const collection = item.kind === 'account' && (item.type === 'collection' || item.bureaus.some((b) => b.status === 'collection'));
    const plan = disputePlan(body.problem, { kind: item.kind, collection });
    const { creditor, last4 } = disputedAs(item);
    const disputes: DisputeRecord[] = [];
    for (const bureau of bureaus) {
      const balance = item.kind === 'account' ? item.bureaus.find((b) => b.bureau === bureau)?.balance : null;
      const dispute: NewDispute = {
        type: plan.type,
        creditor: creditor.slice(0, 120),
        bureau,
        disputeReason: plan.disputeReason,
        itemType: collection ? 'collection' : item.kind,
        ...(last4 ? { accountNumber: last4 } : {}),
        ...(balance ? { amount: balance.toFixed(2) } : {}),
        description: [`${ITEM_PROBLEM_LABELS[body.problem]}.`, itemFacts(item, bureau), body.description].filter(Boolean).join(' ').slice(0, 2000),
      };
      disputes.push(await fileDispute(tx, userId, dispute, at));
    }
    return { disputes, basis: plan.basis };
  });
}
