import type { DisputeReason, Finding, FindingKind } from '@finx/contracts';
import type { AccountView } from '../../../documents';
import { draft, type FindingDraft, isCollection, subject } from '../draft';
import { accountName, bureauName } from '../format';

export type ConflictField = NonNullable<Finding['conflict']>['fields'][number];

/** Where the report shows a value of the view: 'page 3: "Balance $2,214"', or null when the reader did not note it. */
export function whereRead(v: AccountView, field: string): string | null {
  const source = v.sources?.[field];
  return source ? `${source.page ? `page ${source.page}: ` : ''}"${source.text.slice(0, 80)}"` : null;
}

/** A field of the view with its value as the report gives it. */
export const field = (v: AccountView, name: string, label: string, value: string): ConflictField => ({ field: label, value, where: whereRead(v, name) });

/** One line of evidence: the bureau, the account and the conflicting fields with their values and where they were read. */
export function conflictLine(v: AccountView, fields: ConflictField[]): string {
  return `${bureauName(v.bureau)}: ${accountName(v)}, ${fields.map((f) => `${f.field} ${f.value}${f.where ? ` (${f.where})` : ''}`).join(', ')}`;
}

export interface ConflictFields {
  kind: FindingKind;
  disputeReason: DisputeReason;
  /** The rule, in plain words. */
  rule: string;
  fields: ConflictField[];
  /** What is wrong with this account and what the bureau must do: the dispute's description and the letter's words. */
  reason: string;
  /** Evidence lines beyond the view's own (an earlier report's). */
  also?: Finding['evidence'];
}

/** A consistency finding on one bureau's view of one account: disputed with the bureau under §611 (a collector's as a validation). */
export function consistencyFinding(v: AccountView, c: ConflictFields): FindingDraft {
  return {
    ...draft({
      kind: c.kind,
      ...subject(v),
      disputeType: isCollection(v) ? 'validation' : '611',
      disputeReason: c.disputeReason,
      reason: c.reason,
      amount: v.balance,
      evidence: [{ reportId: v.reportId, bureau: v.bureau, text: conflictLine(v, c.fields) }, ...(c.also ?? [])],
    }),
    conflict: { rule: c.rule, fields: c.fields },
  };
}

/** A charged-off or collection account (at this bureau). */
export const isChargedOffOrCollection = (v: AccountView) =>
  isCollection(v) || v.status === 'chargeoff' || v.paymentStatus === 'chargeoff' || (v.paymentHistory ?? []).some((h) => h.mark === 'CO' || h.mark === 'COL');

/** '2021-03' or '2021-03-15' as the report gave it. */
export const month = (date: string) => date.slice(0, 7);
