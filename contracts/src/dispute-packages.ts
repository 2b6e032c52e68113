/**
 * Bureau packages (issue 13; spec part 2 §2 Document Center AI Letters / USPS Mailing / Tracking, §3 Dispute
 * letter and Mailing result, §7): one letter per bureau covering the disputes filed from the user's report
 * findings, mailed as one USPS Certified Mail package ($8.50) through the disputes engine's carrier.
 */
import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { bodyId, errorSchema } from './common';
import { userInfoSchema } from './dispute-mail';
import { BUREAUS, MAILING_STATUSES } from './disputes';
import { confirmedPriceCents, forbiddenSchema, mailingQuoteSchema, planRequiredSchema, priceChangedSchema } from './service-access';
import { userIdBody, userScopedErrors } from './users';

const c = initContract();

export const PACKAGE_LETTER_STATUSES = ['ready', 'mailed', 'delivered', 'failed'] as const;
export type PackageLetterStatus = (typeof PACKAGE_LETTER_STATUSES)[number];

/** Dispute letter (spec part 2 §3), one per bureau. */
export const packageLetterSchema = z.object({
  /** The package id (a UUID; the screens show its last 8 characters). */
  id: z.string(),
  bureau: z.enum(BUREAUS),
  /** e.g. 'FCRA §611 dispute' or 'FDCPA §809 validation and FCRA §611 dispute'. */
  letterType: z.string(),
  createdDate: z.string().datetime(),
  status: z.enum(PACKAGE_LETTER_STATUSES),
  /** The whole letter as plain text (the screens show the first 300 characters). */
  generatedContent: z.string(),
  /** The disputes the letter covers. */
  disputeIds: z.array(z.number().int().positive()),
  /** The laws it cites, e.g. 'FCRA §611', shown as compliance badges. */
  citations: z.array(z.string()),
  /** Where the printable PDF is. */
  pdfUrl: z.string(),
});
export type PackageLetter = z.infer<typeof packageLetterSchema>;

/** Mailing result (spec part 2 §3), with the real tracking events for the Tracking tab. */
export const mailingPackageSchema = z.object({
  packageId: z.string(),
  bureau: z.enum(BUREAUS),
  success: z.boolean(),
  /** The carrier that took it ('sandbox': nothing is mailed, SANDBOX_CARRIER_NOTICE); null when none did. */
  carrier: z.enum(['lob', 'sandbox']).nullable(),
  /** null until the carrier has accepted the package, and when it failed. */
  trackingNumber: z.string().nullable(),
  status: z.enum(MAILING_STATUSES),
  error: z.string().nullable(),
  priceCents: z.number().int(),
  mailedAt: z.string().datetime().nullable(),
  expectedDeliveryDate: z.string().datetime().nullable(),
  deliveredAt: z.string().datetime().nullable(),
  /** When the bureaus' answers are due (30 days after delivery, FCRA §611(a)(1)). */
  responseDueDate: z.string().datetime().nullable(),
  events: z.array(z.object({ name: z.string(), occurredAt: z.string().datetime() })),
});
export type MailingPackage = z.infer<typeof mailingPackageSchema>;

export const generateLettersBodySchema = z.object({
  userId: userIdBody,
  /** The account holder's details for the letters; omitted → the saved letter details (400 when none). */
  userInfo: userInfoSchema.optional(),
  /** Report ids whose findings to dispute; omitted → every processed report. */
  extractedDocuments: z.array(bodyId('extractedDocuments[]')).max(50).optional(),
  /** Finding keys to file (unfiled ones are filed first); omitted → every suggested finding. */
  findingKeys: z.array(z.string().min(1).max(64)).max(200).optional(),
  /** Only this dispute's bureau letter (spec's single-dispute reading). */
  disputeId: bodyId('disputeId').optional(),
});

export const sendLettersBodySchema = z.object({
  userId: userIdBody,
  /** The packages to mail; omitted → every package not yet mailed. */
  packageIds: z.array(z.string().uuid()).min(1).max(3).optional(),
  /** The price the user confirmed (the quote's totalCents for these packages); another price is 409. */
  confirmedPriceCents,
});

export const packagesQuoteQuerySchema = z.object({
  /** Comma-separated package ids; omitted → every package not yet mailed. */
  packageIds: z
    .string()
    .optional()
    .transform((v) =>
      v
        ? v
            .split(',')
            .map((id) => id.trim())
            .filter(Boolean)
        : undefined,
    )
    .pipe(z.array(z.string().uuid('Unknown package')).min(1).max(3).optional()),
});

export const disputePackagesContract = c.router({
  generateLetters: {
    method: 'POST',
    path: '/api/disputes/generate-letters',
    body: generateLettersBodySchema,
    summary:
      "Files the chosen findings as disputes and writes one letter per bureau with the user's own name and address (403 before the contract is accepted)",
    responses: {
      200: z.object({ letters: z.array(packageLetterSchema) }),
      400: errorSchema,
      ...userScopedErrors,
      403: forbiddenSchema,
      404: errorSchema,
      409: errorSchema,
    },
  },
  sendLetters: {
    method: 'POST',
    path: '/api/disputes/send-letters',
    body: sendLettersBodySchema,
    summary:
      'Mails the bureau packages by USPS Certified Mail at the confirmed price ($8.50 each unless the plan includes it, billed after the carrier accepts it; never twice for one package)',
    responses: {
      200: z.object({ mailingPackages: z.array(mailingPackageSchema) }),
      400: errorSchema,
      ...userScopedErrors,
      402: planRequiredSchema,
      403: forbiddenSchema,
      404: errorSchema,
      409: priceChangedSchema,
    },
  },
  quote: {
    method: 'GET',
    path: '/api/dispute-packages/quote',
    query: packagesQuoteQuerySchema,
    summary: 'Each package, its recipient, its price and how it is paid, to confirm before sending (403 before the contract is accepted, 402 beyond the plan)',
    responses: { 200: mailingQuoteSchema, 400: errorSchema, ...userScopedErrors, 402: planRequiredSchema, 403: forbiddenSchema, 404: errorSchema },
  },
  listPackages: {
    method: 'GET',
    path: '/api/dispute-packages',
    summary: 'Your bureau letters and their mailings (the AI Letters, USPS Mailing and Tracking tabs)',
    responses: { 200: z.object({ letters: z.array(packageLetterSchema), mailingPackages: z.array(mailingPackageSchema) }), ...userScopedErrors },
  },
});
