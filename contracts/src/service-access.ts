/**
 * Contract before service, plans enforced, every paid mailing confirmed (issue 26): the answers a service gives
 * before the user accepted the CROA contract (403 `missing`) or beyond their plan (402 `requiredPlan`), and the
 * price of a mailing the user confirms before it is sent.
 */
import { z } from 'zod';
import { errorSchema } from './common';
import { BUREAUS } from './disputes';
import { PLAN_IDS } from './plans';

/** What a credit repair service still needs before FinX may perform it (15 U.S.C. 1679d: the written contract first). */
export const SERVICE_REQUIREMENTS = ['croa_contract'] as const;
export type ServiceRequirement = (typeof SERVICE_REQUIREMENTS)[number];

/** The 403 of a service the user has not accepted the contract for (a 403 for another user's id has no `missing`). */
export const forbiddenSchema = errorSchema.extend({ missing: z.array(z.enum(SERVICE_REQUIREMENTS)).optional() });

/** The 402 of a call beyond the user's plan: the cheapest plan that includes it. */
export const planRequiredSchema = errorSchema.extend({ requiredPlan: z.enum(PLAN_IDS) });

/** The 409 of a send whose confirmed price is not the price now: the price to confirm instead. */
export const priceChangedSchema = errorSchema.extend({ totalCents: z.number().int().optional() });

/** How a mailing is paid: included in the plan, or MAILING_PRICE_CENTS billed after the carrier accepts it. */
export const MAILING_PAYMENTS = ['plan', 'per_package'] as const;
export type MailingPayment = (typeof MAILING_PAYMENTS)[number];

/** One certified-mail piece as the confirmation shows it: what it is, to whom, its price and how it is paid. */
export const quotedPieceSchema = z.object({
  /** The bureau package (Document Center), or null for one dispute's letter. */
  packageId: z.string().nullable(),
  disputeId: z.number().int().nullable(),
  bureau: z.enum(BUREAUS),
  recipient: z.object({ name: z.string(), lines: z.array(z.string()) }),
  /** Disputed items the letter carries. */
  items: z.number().int(),
  priceCents: z.number().int(),
  paidBy: z.enum(MAILING_PAYMENTS),
});
export type QuotedPiece = z.infer<typeof quotedPieceSchema>;

export const mailingQuoteSchema = z.object({
  pieces: z.array(quotedPieceSchema),
  /** Send this back as `confirmedPriceCents`: a send at another price is refused (409). */
  totalCents: z.number().int(),
  /** The user's plan ('none' without one). */
  planId: z.enum(['none', ...PLAN_IDS]),
  planName: z.string(),
  /** Packages the plan still includes this month (after these). */
  includedLeft: z.number().int(),
  /** How the paid pieces are billed, in words (card after the carrier accepts them, or recorded as owed). */
  payment: z.string(),
});
export type MailingQuote = z.infer<typeof mailingQuoteSchema>;

/** The confirmed total of a send (cents): missing or not the price now → 409 with the price to confirm. */
export const confirmedPriceCents = z.number({ invalid_type_error: 'confirmedPriceCents must be a number of cents' }).int().min(0).optional();
