import { createHash } from 'node:crypto';
import type { Bureau, DisputeReason, DisputeType, Finding, FindingKind } from '@finx/contracts';
import { creditorKey, type AccountView } from '../../documents';

/** A finding before it is matched with the dispute filed from it. */
export type FindingDraft = Omit<Finding, 'disputeId'>;

export interface DraftFields {
  kind: FindingKind;
  /** The account (or public record) disputed, as the disputed bureau reports it. */
  creditor: string;
  accountNumberLast4: string | null;
  bureau: Bureau;
  disputeType: DisputeType;
  disputeReason: DisputeReason;
  reason: string;
  amount: number | null;
  evidence: Finding['evidence'];
  /** What else tells this item apart (a public record's filing date), when the creditor and number do not. */
  identity?: string;
  /** A reinserted item: the user's dispute after which the bureau had deleted it. */
  deletedDisputeId?: number;
}

/** 12 base64url characters of SHA-256 over the kind, the account and the bureau: stable while the readings are. */
export function findingKey(kind: FindingKind, account: string, bureau: Bureau): string {
  return createHash('sha256').update(`${kind}|${account}|${bureau}`).digest('base64url').slice(0, 12);
}

export function draft(f: DraftFields): FindingDraft {
  const account = `${creditorKey(f.creditor)}|${f.accountNumberLast4 ?? ''}|${f.identity ?? ''}`;
  const { identity: _identity, ...rest } = f;
  return { key: findingKey(f.kind, account, f.bureau), ...rest };
}

/** A collection or debt-buyer account: disputed with a request to validate the debt (FDCPA §809(b)). */
export const isCollection = (v: Pick<AccountView, 'type' | 'status' | 'paymentStatus' | 'originalCreditor'>) =>
  v.type === 'collection' || v.status === 'collection' || v.paymentStatus === 'collection' || v.originalCreditor !== null;

/** The subject fields of a finding on this bureau's view of an account. */
export const subject = (v: AccountView) => ({ creditor: v.creditor, accountNumberLast4: v.last4, bureau: v.bureau });
