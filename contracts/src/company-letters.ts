/**
 * Letters to companies (issue 29), beyond disputes: to the company that reports an account of the user's credit file,
 * a goodwill letter for an accurate late payment, and to a collector a debt-validation request (FDCPA §809(b)) or a
 * pay-for-delete offer; about a bureau that missed its deadline or did not say how it verified an item, a CFPB
 * complaint draft. Each is written for the user's details as text and PDF and stored nowhere: the user mails or files
 * it (FinX never does).
 */
import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { errorSchema, pathId } from './common';
import { latePaymentsSchema } from './credit-report';
import { DAY_MS, isoDay } from './dates';
import { pastDay } from './days';
import { userInfoSchema } from './dispute-mail';
import { BUREAUS } from './disputes';
import { furnisherLetterSchema } from './furnisher-dispute';
import { maskedText } from './personal-numbers';
import { userScopedErrors } from './users';

const c = initContract();
const bureau = z.enum(BUREAUS);

export const ITEM_LETTER_KINDS = ['goodwill', 'validation', 'pay_for_delete'] as const;
export type ItemLetterKind = (typeof ITEM_LETTER_KINDS)[number];
export const ITEM_LETTER_LABELS: Record<ItemLetterKind, string> = {
  goodwill: 'Goodwill letter',
  validation: 'Debt validation request',
  pay_for_delete: 'Pay-for-delete offer',
};

/** What each letter asks, in one line the user reads before writing it. */
export const ITEM_LETTER_ABOUT: Record<ItemLetterKind, string> = {
  goodwill:
    'Asks the company, as a courtesy, to remove a late payment that is reported correctly. It says nothing is wrong with the report, and the company is not required to agree.',
  validation:
    'Tells the collector the debt is disputed and asks it to prove the debt — the amount, the original creditor and its address, and verification — and to stop collecting until it does (FDCPA §809(b)).',
  pay_for_delete:
    'Offers the collector an amount you choose in exchange for deleting the account from your credit reports, and asks for its agreement in writing before you pay.',
};

// --- Goodwill letter ---------------------------------------------------------------------------------------------

/**
 * Words by which a goodwill letter would say the report is wrong (it asks for a courtesy on an accurate late payment;
 * CROA, 15 U.S.C. 1679b(a), forbids an untrue or misleading statement to a creditor).
 */
const CLAIMS_THE_REPORT_IS_WRONG =
  /\b(inaccura\w*|disput\w*|erroneous\w*|not mine|never (?:been |was )?late|reporting errors?|(?:report|reported|reporting) (?:is |was )?(?:wrong|incorrect|in error))\b/i;
export const GOODWILL_NOT_A_DISPUTE =
  'A goodwill letter asks for a courtesy on a late payment that is reported correctly, so it cannot say the report is wrong. If the late payment is wrong, dispute it from your Credit File instead.';

export const goodwillBodySchema = z.object({
  userInfo: userInfoSchema,
  /** Why the payment was late, in the user's words (optional; personal numbers masked to their last 4). */
  reason: maskedText(z.string().trim().max(1000, 'What happened must be at most 1000 characters'))
    .refine((s) => !CLAIMS_THE_REPORT_IS_WRONG.test(s), GOODWILL_NOT_A_DISPUTE)
    .optional(),
});
export type GoodwillBody = z.input<typeof goodwillBodySchema>;

// --- Debt validation request -------------------------------------------------------------------------------------

/** Days after the consumer receives the collector's first written notice in which a dispute pauses collection: FDCPA §809(b). */
export const VALIDATION_PERIOD_DAYS = 30;

/** The last day of the validation period: 30 days after the day the notice was received (YYYY-MM-DD). */
export function validationPeriodEnd(receivedOn: string): string {
  return isoDay(new Date(Date.parse(`${receivedOn}T00:00:00Z`) + VALIDATION_PERIOD_DAYS * DAY_MS));
}

/** Whether `today` (YYYY-MM-DD) is still within the validation period of a notice received on `receivedOn`. */
export const withinValidationPeriod = (receivedOn: string, today: string) => today <= validationPeriodEnd(receivedOn);

/** What the screen says once the 30 days are over: the letter is still offered. */
export const VALIDATION_PERIOD_OVER =
  'More than 30 days have passed since you received the collector’s first written notice. You can still ask it to validate the debt, but its duty to stop collecting until it does (FDCPA §809(b)) applies only to a dispute sent within those 30 days.';

export const validationBodySchema = z.object({
  userInfo: userInfoSchema,
  /** The day the user received the collector's first written notice about the debt. */
  noticeReceivedOn: pastDay({
    required: 'Enter the day you received the collector’s first letter about this debt',
    format: 'Enter the day you received the collector’s first letter as YYYY-MM-DD',
    future: 'The day you received the letter cannot be in the future',
  }),
});
export type ValidationBody = z.input<typeof validationBodySchema>;

// --- Pay-for-delete offer ----------------------------------------------------------------------------------------

/** What a pay-for-delete offer may and may not achieve: shown before the user writes one (never a promise, CROA). */
export const PAY_FOR_DELETE_FACTS = [
  'The collector may refuse: nothing obliges it to delete an account in exchange for a payment.',
  'The credit bureaus and the Metro 2 reporting standard expect a company to report accurate information, so many collectors answer that they cannot delete an account that is reported correctly; some offer to report it as paid instead.',
  'Get the collector’s agreement in writing, signed, before you pay. A promise on the phone is hard to prove.',
  'Newer scoring models (FICO Score 9 and 10, VantageScore 3.0 and 4.0) ignore a collection once it is paid; older ones that many lenders still use (FICO Score 8, and the FICO scores mortgage lenders use) still count it.',
  'Paying does not restart the reporting period: a collection may be reported for 7 years from 180 days after the delinquency that led to it (FCRA §605(c)), paid or not.',
  'In some states a payment, or a written promise to pay, can restart the time a collector has to sue over an old debt. That is separate from how long it may be reported.',
] as const;

const AMOUNT_MESSAGE = 'Enter the amount you offer to pay, in dollars (for example 450 or 450.00)';

export const payForDeleteBodySchema = z.object({
  userInfo: userInfoSchema,
  /** Dollars the user offers, at most the balance the report shows (the server checks that). */
  amount: z
    .union([z.number(), z.string().trim()], { errorMap: () => ({ message: AMOUNT_MESSAGE }) })
    .transform((v) => String(v))
    .refine((v) => /^\d{1,9}(\.\d{1,2})?$/.test(v), AMOUNT_MESSAGE)
    .transform((v) => Number(v).toFixed(2))
    .refine((v) => Number(v) > 0, 'The amount you offer must be more than $0'),
});
export type PayForDeleteBody = z.input<typeof payForDeleteBodySchema>;

// --- The letters an account can have ----------------------------------------------------------------------------

/** One bureau's late marks on the account: the months its payment grid dates, and its counts (some reports give only those). */
export const lateMarksSchema = z.object({
  bureau,
  months: z.array(z.object({ month: z.string().regex(/^\d{4}-\d{2}$/), daysLate: z.number().int().positive() })),
  counts: latePaymentsSchema,
});
export type LateMarks = z.infer<typeof lateMarksSchema>;

export const itemLettersSchema = z.object({
  item: z.object({
    key: z.string(),
    /** 'MIDLAND CREDIT MANAGEMENT ****8812' */
    name: z.string(),
    bureaus: z.array(bureau),
    collection: z.boolean(),
    /** The highest balance a bureau reports, whole dollars (the most a pay-for-delete offer may be). */
    balance: z.number().int().nullable(),
    originalCreditor: z.string().nullable(),
  }),
  /** Bureaus whose report shows a late payment on it, newest month first. */
  lateMarks: z.array(lateMarksSchema),
  /** The company that reports it, as the user's report prints it (the letters go there). */
  furnisher: z.object({ name: z.string(), address: z.string().nullable(), phone: z.string().nullable() }).nullable(),
  /** Each letter: offered, or why not (in the user's terms). */
  letters: z.array(z.object({ kind: z.enum(ITEM_LETTER_KINDS), offered: z.boolean(), reason: z.string().nullable() })),
});
export type ItemLetters = z.infer<typeof itemLettersSchema>;

// --- CFPB complaint draft ----------------------------------------------------------------------------------------

/** Where the user files the complaint themselves (FinX never files it). */
export const CFPB_COMPLAINT_URL = 'https://www.consumerfinance.gov/complaint/';

/** Why a bureau dispute can be taken to the CFPB: its answer is late (§611(a)(1)), or it did not say how it verified (§611(a)(7)). */
export const COMPLAINT_GROUNDS = ['deadline_missed', 'no_method_of_verification'] as const;
export type ComplaintGround = (typeof COMPLAINT_GROUNDS)[number];

export const complaintOptionSchema = z.object({
  qualifies: z.boolean(),
  /** Why it qualifies, or why not yet (and when it would). */
  reason: z.string(),
  grounds: z.array(z.enum(COMPLAINT_GROUNDS)),
  /** The dispute's dated events, oldest first, from the user's own records (YYYY-MM-DD). */
  timeline: z.array(z.object({ day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/), event: z.string() })),
});
export type ComplaintOption = z.infer<typeof complaintOptionSchema>;

export const COMPLAINT_NOT_CONFIRMED = 'Confirm that what the complaint says is true: you file it with a federal agency';

export const complaintBodySchema = z.object({
  userInfo: userInfoSchema,
  /** What the user asks for, in their words (optional). */
  ask: maskedText(z.string().trim().max(1000, 'What you ask for must be at most 1000 characters')).optional(),
  /** The user checked the facts: the bureau's results (or its description of how it verified) never reached them. */
  confirmed: z.literal(true, { errorMap: () => ({ message: COMPLAINT_NOT_CONFIRMED }) }),
});
export type ComplaintBody = z.input<typeof complaintBodySchema>;

export const complaintDraftSchema = furnisherLetterSchema.omit({ furnisher: true }).extend({ complaintUrl: z.string() });
export type ComplaintDraft = z.infer<typeof complaintDraftSchema>;

const itemKey = z.object({ key: z.string().regex(/^[0-9a-f]{16,64}$/, 'Unknown item') });
const disputeId = z.object({ id: pathId('Dispute') });
const letterErrors = { 400: errorSchema, 404: errorSchema, 409: errorSchema, ...userScopedErrors } as const;

export const companyLettersContract = c.router({
  list: {
    method: 'GET',
    path: '/api/company-letters',
    summary:
      'Every account of the credit file with the letters to its company that fit it (goodwill, debt validation, pay-for-delete), each offered or why not',
    responses: { 200: z.object({ items: z.array(itemLettersSchema) }), ...userScopedErrors },
  },
  item: {
    method: 'GET',
    path: '/api/company-letters/items/:key',
    pathParams: itemKey,
    summary: 'One account of the credit file: its late marks, the company as the report prints it, and the letters that fit it',
    responses: { 200: itemLettersSchema, 400: errorSchema, 404: errorSchema, ...userScopedErrors },
  },
  goodwill: {
    method: 'POST',
    path: '/api/company-letters/items/:key/goodwill',
    pathParams: itemKey,
    body: goodwillBodySchema,
    summary:
      'A goodwill letter for an accurate late payment (text and PDF, for the user to mail); 409 without a late mark, when the user disputed it as wrong, or without the company’s address',
    responses: { 200: furnisherLetterSchema, ...letterErrors },
  },
  validation: {
    method: 'POST',
    path: '/api/company-letters/items/:key/validation',
    pathParams: itemKey,
    body: validationBodySchema,
    summary:
      'A debt-validation request to the collector (FDCPA §809(b)), text and PDF; 409 for an account that is not a collection or without the collector’s address',
    responses: { 200: furnisherLetterSchema, ...letterErrors },
  },
  payForDelete: {
    method: 'POST',
    path: '/api/company-letters/items/:key/pay-for-delete',
    pathParams: itemKey,
    body: payForDeleteBodySchema,
    summary:
      'A pay-for-delete offer to the collector, text and PDF; 400 for an amount above the balance; 409 for an account that is not a collection with a balance',
    responses: { 200: furnisherLetterSchema, ...letterErrors },
  },
  complaintOption: {
    method: 'GET',
    path: '/api/disputes/:id/cfpb-complaint',
    pathParams: disputeId,
    summary:
      'Whether a bureau dispute qualifies for a CFPB complaint (deadline missed, §611(a)(1); no method of verification within 15 days, §611(a)(7)), why, and its dated timeline',
    responses: { 200: complaintOptionSchema, 400: errorSchema, 404: errorSchema, ...userScopedErrors },
  },
  complaint: {
    method: 'POST',
    path: '/api/disputes/:id/cfpb-complaint',
    pathParams: disputeId,
    body: complaintBodySchema,
    summary:
      'The CFPB complaint draft of a qualifying dispute (text and PDF) for the user to file at consumerfinance.gov/complaint; 409 when the dispute does not qualify',
    responses: { 200: complaintDraftSchema, ...letterErrors },
  },
});
