/**
 * The credit file (issue 24): the user's processed credit reports as one file — per bureau, its newest report —
 * with every account, inquiry and public record, where each value was read, and "Dispute this" on each item.
 */
import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { errorSchema } from './common';
import { ACCOUNT_STATUSES, ACCOUNT_TYPES, INQUIRY_KINDS, latePaymentsSchema, PAYMENT_STATUSES, REPORT_FORMATS } from './credit-report';
import { BUREAUS, type DisputeReason, type DisputeType, disputeSchema } from './disputes';
import { maskedText } from './personal-numbers';
import { userScopedErrors } from './users';

const c = initContract();
const bureau = z.enum(BUREAUS);
const day = z.string().regex(/^\d{4}-\d{2}(-\d{2})?$/);

export const CREDIT_FILE_ITEM_KINDS = ['account', 'inquiry', 'public_record'] as const;
export type CreditFileItemKind = (typeof CREDIT_FILE_ITEM_KINDS)[number];

/** What the user says is wrong, in their words; FinX chooses the law, the letter and the bureaus from it. */
export const ITEM_PROBLEMS = ['not_mine', 'paid', 'wrong_balance', 'wrong_late', 'too_old', 'identity_theft', 'unknown_inquiry'] as const;
export type ItemProblem = (typeof ITEM_PROBLEMS)[number];
export const ITEM_PROBLEM_LABELS: Record<ItemProblem, string> = {
  not_mine: "This isn't mine",
  paid: 'I paid it',
  wrong_balance: 'The balance is wrong',
  wrong_late: 'A late payment is wrong',
  too_old: "It's too old to be reported",
  identity_theft: 'Someone used my identity',
  unknown_inquiry: "I don't recognise this inquiry",
};

/** The problems a user can pick for each kind of item. */
export const PROBLEMS_BY_KIND: Record<CreditFileItemKind, readonly ItemProblem[]> = {
  account: ['not_mine', 'paid', 'wrong_balance', 'wrong_late', 'too_old', 'identity_theft'],
  inquiry: ['unknown_inquiry', 'identity_theft'],
  public_record: ['not_mine', 'paid', 'wrong_balance', 'too_old', 'identity_theft'],
};

export interface DisputePlan {
  type: DisputeType;
  disputeReason: DisputeReason;
  /** The law the letter rests on, in one line the user can read before filing. */
  basis: string;
}

/**
 * The dispute FinX files for a problem: the letter type, the reason and the legal basis. A collection the user
 * does not owe is also a debt-validation demand (FDCPA §809(b)).
 */
export function disputePlan(problem: ItemProblem, item: { kind: CreditFileItemKind; collection?: boolean }): DisputePlan {
  switch (problem) {
    case 'not_mine':
      return item.collection
        ? {
            type: 'validation',
            disputeReason: 'not_mine',
            basis: 'FDCPA §809(b) debt validation and FCRA §611: the collector must prove the debt, the bureau must verify it or delete it',
          }
        : { type: '611', disputeReason: 'not_mine', basis: 'FCRA §611: the bureau must verify the account is yours within 30 days or delete it' };
    case 'paid':
      return { type: '611', disputeReason: 'paid_in_full', basis: 'FCRA §611 and §623(a)(2): a paid debt must be reported as paid, with a zero balance' };
    case 'wrong_balance':
      return { type: '611', disputeReason: 'incorrect_amount', basis: 'FCRA §611 and §623(a)(2): the amount reported must be accurate' };
    case 'wrong_late':
      return { type: '611', disputeReason: 'incorrect_date', basis: 'FCRA §611 and §623(a)(2): a late mark must match when you actually paid' };
    case 'too_old':
      return { type: 'obsolete', disputeReason: 'obsolete', basis: 'FCRA §605(a): most negative items may be reported for 7 years, bankruptcies for 10' };
    case 'identity_theft':
      return {
        type: '611',
        disputeReason: 'not_mine',
        basis: 'FCRA §611 now; with an FTC Identity Theft Report, §605B requires the bureau to block it within 4 business days',
      };
    case 'unknown_inquiry':
      return { type: '611', disputeReason: 'not_mine', basis: 'FCRA §604 and §611: a hard inquiry needs your application or another permissible purpose' };
  }
}

/** Where a value came from: the report it was read from, and the page and text there when the reader kept them. */
export const provenanceSchema = z.object({
  documentId: z.number().int().positive(),
  fileName: z.string(),
  page: z.number().int().nullable(),
  text: z.string().nullable(),
});
export type Provenance = z.infer<typeof provenanceSchema>;

/** One bureau's part of the file: its newest processed report. */
export const creditFileBureauSchema = z.object({
  bureau,
  documentId: z.number().int().positive(),
  fileName: z.string(),
  format: z.enum(REPORT_FORMATS),
  uploadDate: z.string().datetime(),
  reportDate: day.nullable(),
  score: z.number().int().nullable(),
  scoreModel: z.string().nullable(),
  /** The reader's confidence, 0–1 (null when it gave none). */
  confidence: z.number().nullable(),
  /** The report's own counts and totals that did not match the reading ('Open accounts (Experian)'). */
  failedChecks: z.array(z.string()),
});
export type CreditFileBureau = z.infer<typeof creditFileBureauSchema>;

/** The open (or answered but not closed) dispute of an item at one bureau. */
export const itemDisputeSchema = z.object({
  bureau,
  disputeId: z.number().int().positive(),
  status: disputeSchema.shape.status,
  round: z.number().int().positive(),
});

/** What one bureau reports of an account. */
export const accountAtBureauSchema = z.object({
  bureau,
  status: z.enum(ACCOUNT_STATUSES).nullable(),
  paymentStatus: z.enum(PAYMENT_STATUSES).nullable(),
  balance: z.number().int().nullable(),
  creditLimit: z.number().int().nullable(),
  highBalance: z.number().int().nullable(),
  /** Balance ÷ limit, whole percent; null without both. */
  utilization: z.number().int().nullable(),
  latePayments: latePaymentsSchema,
  opened: day.nullable(),
  closed: day.nullable(),
  dateOfFirstDelinquency: day.nullable(),
  removalDate: day.nullable(),
  negative: z.boolean(),
  /** The report, and per field ('balance') the page and text it was read from. */
  source: provenanceSchema,
  fieldSources: z.record(z.string(), provenanceSchema),
});
export type AccountAtBureau = z.infer<typeof accountAtBureauSchema>;

/** Fields on which the bureaus reporting an account disagree. */
export const ACCOUNT_FIELDS_COMPARED = ['balance', 'status', 'paymentStatus', 'latePayments', 'creditLimit'] as const;

export const creditFileAccountSchema = z.object({
  kind: z.literal('account'),
  /** Stable while the readings are the same; names the item in "Dispute this". */
  key: z.string(),
  creditor: z.string(),
  accountNumberMasked: z.string().nullable(),
  last4: z.string().nullable(),
  type: z.enum(ACCOUNT_TYPES).nullable(),
  originalCreditor: z.string().nullable(),
  /** Adverse at any bureau (late marks, charge-off, collection). */
  negative: z.boolean(),
  bureaus: z.array(accountAtBureauSchema),
  disagreements: z.array(z.enum(ACCOUNT_FIELDS_COMPARED)),
  disputes: z.array(itemDisputeSchema),
});
export type CreditFileAccount = z.infer<typeof creditFileAccountSchema>;

export const creditFileInquirySchema = z.object({
  kind: z.literal('inquiry'),
  key: z.string(),
  creditor: z.string(),
  /** hard counts against the score; the others never do. */
  inquiryKind: z.enum(INQUIRY_KINDS),
  bureaus: z.array(z.object({ bureau, date: day.nullable(), source: provenanceSchema })),
  disputes: z.array(itemDisputeSchema),
});
export type CreditFileInquiry = z.infer<typeof creditFileInquirySchema>;

export const creditFilePublicRecordSchema = z.object({
  kind: z.literal('public_record'),
  key: z.string(),
  type: z.string(),
  court: z.string().nullable(),
  filed: day.nullable(),
  bureaus: z.array(z.object({ bureau, status: z.string().nullable(), amount: z.number().int().nullable(), source: provenanceSchema })),
  disputes: z.array(itemDisputeSchema),
});
export type CreditFilePublicRecord = z.infer<typeof creditFilePublicRecordSchema>;

export type CreditFileItem = CreditFileAccount | CreditFileInquiry | CreditFilePublicRecord;

export const creditFileSchema = z.object({
  /** The bureaus with a processed report, in BUREAUS order; empty when none was read yet. */
  bureaus: z.array(creditFileBureauSchema),
  /** Negative accounts first. */
  accounts: z.array(creditFileAccountSchema),
  /** Hard inquiries first. */
  inquiries: z.array(creditFileInquirySchema),
  publicRecords: z.array(creditFilePublicRecordSchema),
});
export type CreditFile = z.infer<typeof creditFileSchema>;

export const disputeItemBodySchema = z.object({
  problem: z.enum(ITEM_PROBLEMS, { errorMap: () => ({ message: 'Choose what is wrong with this item' }) }),
  /** Only these of the bureaus that report the item; all of them when omitted. */
  bureaus: z.array(bureau).min(1, 'Choose at least one bureau').optional(),
  /** The user's own words, added to the letter (personal numbers masked to their last 4). */
  description: maskedText(z.string().trim().max(2000, 'Description must be at most 2000 characters')).optional(),
});
export type DisputeItemBody = z.input<typeof disputeItemBodySchema>;

/** A second open dispute of one item at one bureau: the first one, to link to. */
export const duplicateDisputeSchema = errorSchema.extend({ disputeId: z.number().int().positive(), href: z.string() });

export const creditFileContract = c.router({
  get: {
    method: 'GET',
    path: '/api/credit-file',
    summary: "The session user's credit reports as one file, each item with its open disputes",
    responses: { 200: creditFileSchema, ...userScopedErrors },
  },
  disputeItem: {
    method: 'POST',
    path: '/api/credit-file/items/:key/disputes',
    pathParams: z.object({ key: z.string().regex(/^[0-9a-f]{16,64}$/, 'Unknown item') }),
    body: disputeItemBodySchema,
    summary: '"Dispute this": one dispute per bureau reporting the item, the type and legal basis chosen from the problem',
    responses: {
      201: z.object({ disputes: z.array(disputeSchema), basis: z.string() }),
      400: errorSchema,
      404: errorSchema,
      409: duplicateDisputeSchema,
      ...userScopedErrors,
    },
  },
});
