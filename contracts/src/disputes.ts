import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { errorSchema } from './common';
import { DAY_MS } from './dates';
import { maskedText, withoutPersonalNumbers } from './personal-numbers';
import { userIdBody, userIdParam, userScopedErrors } from './users';

const c = initContract();

/** The types a user picks on the New Dispute form and for a next round. */
export const FORM_DISPUTE_TYPES = ['validation', 'verification', 'obsolete', '609', '611', 'escalation'] as const;
/** '605b' (issue 29): the identity-theft block request, filed only through the identity-theft path (it needs an FTC report). */
export const DISPUTE_TYPES = [...FORM_DISPUTE_TYPES, '605b'] as const;
export type DisputeType = (typeof DISPUTE_TYPES)[number];
export const DISPUTE_TYPE_LABELS: Record<DisputeType, string> = {
  validation: 'Debt Validation',
  verification: 'Verification Request',
  obsolete: 'Obsolete Information',
  '609': '609 Letter',
  '611': '611 Letter',
  escalation: 'AG Escalation',
  '605b': 'Identity Theft Block (§605B)',
};

export const BUREAUS = ['experian', 'equifax', 'transunion'] as const;
export type Bureau = (typeof BUREAUS)[number];
export const BUREAU_LABELS: Record<Bureau, string> = { experian: 'Experian', equifax: 'Equifax', transunion: 'TransUnion' };

export const DISPUTE_REASONS = ['not_mine', 'paid_in_full', 'incorrect_amount', 'incorrect_date', 'duplicate', 'obsolete', 'other'] as const;
export type DisputeReason = (typeof DISPUTE_REASONS)[number];
export const DISPUTE_REASON_LABELS: Record<DisputeReason, string> = {
  not_mine: 'Not mine',
  paid_in_full: 'Paid in full',
  incorrect_amount: 'Incorrect amount',
  incorrect_date: 'Incorrect date',
  duplicate: 'Duplicate',
  obsolete: 'Obsolete (past statute of limitations)',
  other: 'Other',
};

export const DISPUTE_STATUSES = ['pending', 'in_progress', 'resolved', 'rejected'] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];
/** Resolved disputes go to history; every other status counts as active (spec part 1 §4). */
export const isActiveDispute = (d: { status: DisputeStatus }) => d.status !== 'resolved';

/** The expected bureau response date is this many days after filing (FCRA initial response). */
export const DISPUTE_RESPONSE_DAYS = 30;
export const expectedResponseDate = (filedAt: Date) => new Date(filedAt.getTime() + DISPUTE_RESPONSE_DAYS * DAY_MS);

/** The spec's message for a missing required field (part 1 §5, §8). */
export const MISSING_DISPUTE_FIELDS = 'Please fill in all required fields';

/** The bureau's answer to a dispute (recorded by the user from the bureau's results letter). */
export const DISPUTE_RESULTS = ['deleted', 'updated', 'verified', 'no_change'] as const;
export type DisputeResult = (typeof DISPUTE_RESULTS)[number];
export const DISPUTE_RESULT_LABELS: Record<DisputeResult, string> = {
  deleted: 'Deleted',
  updated: 'Updated',
  verified: 'Verified as accurate',
  no_change: 'No change',
};
/** Deleted or updated resolves the dispute; verified or no change offers the next round. */
export const resolvesDispute = (r: DisputeResult) => r === 'deleted' || r === 'updated';

/** Where a certified letter is, from approval to delivery (the carrier's events move it on). */
export const MAILING_STATUSES = ['queued', 'mailed', 'in_transit', 'delivered', 'returned', 'failed'] as const;
export type MailingStatus = (typeof MAILING_STATUSES)[number];
export const MAILING_STATUS_LABELS: Record<MailingStatus, string> = {
  queued: 'Letter approved',
  mailed: 'Mailed',
  in_transit: 'In transit',
  delivered: 'Delivered',
  returned: 'Returned to sender',
  failed: 'Not sent',
};

export const mailingSchema = z.object({
  id: z.number().int().positive(),
  status: z.enum(MAILING_STATUSES),
  carrier: z.enum(['lob', 'sandbox']),
  /** USPS Certified Mail tracking number; null until the carrier has accepted the letter. */
  trackingNumber: z.string().nullable(),
  service: z.enum(['certified', 'certified_return_receipt']),
  /** Why the carrier did not take it ('failed'). */
  error: z.string().nullable(),
  createdAt: z.string().datetime(),
  mailedAt: z.string().datetime().nullable(),
  deliveredAt: z.string().datetime().nullable(),
  expectedDeliveryDate: z.string().datetime().nullable(),
  /** The carrier's tracking events, oldest first. */
  events: z.array(z.object({ name: z.string(), occurredAt: z.string().datetime() })),
});
export type Mailing = z.infer<typeof mailingSchema>;

export const disputeSchema = z.object({
  id: z.number().int().positive(),
  userId: z.number().int().positive(),
  type: z.enum(DISPUTE_TYPES),
  creditor: z.string(),
  /** Masked but for the last 4 characters, e.g. '****1234'; null when none was given. */
  accountNumber: z.string().nullable(),
  /** Decimal string with two places, e.g. '1250.00'; null when none was given. */
  amount: z.string().nullable(),
  bureau: z.enum(BUREAUS),
  description: z.string(),
  disputeReason: z.enum(DISPUTE_REASONS),
  status: z.enum(DISPUTE_STATUSES),
  /**
   * When the bureau's answer is due: 30 days after filing until the letter is delivered, then 30 (or 45 with
   * the extension) days after the carrier's delivery date.
   */
  expectedResponseDate: z.string().datetime().nullable(),
  submittedDate: z.string().datetime(),
  /** 1 for the first letter; each 'verified' / 'no change' answer can start the next round. */
  round: z.number().int().positive(),
  /** The bureau's answer to this round, once recorded. */
  result: z.enum(DISPUTE_RESULTS).nullable(),
  responseDate: z.string().datetime().nullable(),
  /** Set when the due date passed with no answer recorded (the escalation letter is offered). */
  overdueAt: z.string().datetime().nullable(),
  /** The consumer sent more information during the reinvestigation: the bureau has 45 days instead of 30. */
  deadlineExtended: z.boolean(),
  /** The latest certified letter of this round, if any. */
  mailing: mailingSchema.nullable(),
});
export type Dispute = z.infer<typeof disputeSchema>;

const required = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { errorMap: (issue, ctx) => ({ message: issue.code === 'invalid_enum_value' ? `Choose one of: ${values.join(', ')}` : ctx.defaultError }) });

/** '' and null from a form mean "not given". */
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

const AMOUNT_MESSAGE = 'Amount must be a number from 0 to 9,999,999,999.99 with at most 2 decimals';

export const createDisputeBodySchema = z
  .object({
    userId: userIdBody,
    type: z.preprocess(blankToUndefined, required(FORM_DISPUTE_TYPES).optional()),
    creditor: z.preprocess(
      blankToUndefined,
      withoutPersonalNumbers(z.string().trim().max(120, 'Creditor must be at most 120 characters'), 'Creditor').optional(),
    ),
    bureau: z.preprocess(blankToUndefined, required(BUREAUS).optional()),
    disputeReason: z.preprocess(blankToUndefined, required(DISPUTE_REASONS).optional()),
    accountNumber: z.preprocess(
      blankToUndefined,
      z
        .string()
        .trim()
        .max(34, 'Account number must be at most 34 characters')
        .regex(/^[A-Za-z0-9 -]*$/, 'Account number may hold letters, digits, spaces and dashes only')
        .optional(),
    ),
    amount: z.preprocess(
      blankToUndefined,
      z
        .union([z.number(), z.string().trim()], { errorMap: () => ({ message: AMOUNT_MESSAGE }) })
        .transform((v) => String(v))
        .refine((v) => /^\d{1,10}(\.\d{1,2})?$/.test(v), AMOUNT_MESSAGE)
        .transform((v) => Number(v).toFixed(2))
        .optional(),
    ),
    /** Quoted in the letter: an SSN, card or account number in it is stored and printed as its last 4. */
    description: z.preprocess(blankToUndefined, maskedText(z.string().trim().max(2000, 'Description must be at most 2000 characters')).optional()),
    /** Sent by the spec's client; the server sets it to 30 days after filing. */
    expectedResponseDate: z.string().optional(),
  })
  .superRefine((b, ctx) => {
    if (!b.type || !b.creditor || !b.bureau || !b.disputeReason) ctx.addIssue({ code: z.ZodIssueCode.custom, message: MISSING_DISPUTE_FIELDS });
  });
export type CreateDisputeBody = z.input<typeof createDisputeBodySchema>;

export const disputesContract = c.router({
  list: {
    method: 'GET',
    path: '/api/disputes/:userId',
    pathParams: z.object({ userId: userIdParam }),
    summary: "The user's disputes, newest first",
    responses: { 200: z.array(disputeSchema), 400: errorSchema, ...userScopedErrors },
  },
  create: {
    method: 'POST',
    path: '/api/disputes',
    body: createDisputeBodySchema,
    summary:
      'File a dispute: starts pending, expected response 30 days after filing; records an activity. 409 (with the disputeId and href of the open one) when the account already has an open dispute with that bureau',
    responses: { 201: disputeSchema, 400: errorSchema, ...userScopedErrors, 409: errorSchema },
  },
});
