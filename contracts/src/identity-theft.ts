/**
 * Identity theft, end to end (issue 29): from an item of the credit file the user says is the result of identity
 * theft, the FTC Identity Theft Report (filed by the user at IdentityTheft.gov), a §605B block request to each bureau
 * reporting the item (with the report and proof of identity enclosed), the §623(a)(6)(B) notice to the company that
 * reports it, and the fraud alert (§605A) and security freezes. A user who said the item is theirs is refused (CROA).
 */
import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { bodyId, errorSchema } from './common';
import { CREDIT_FILE_ITEM_KINDS } from './credit-file';
import { pastDay } from './days';
import { userInfoSchema } from './dispute-mail';
import { BUREAUS, type Bureau, disputeSchema } from './disputes';
import { furnisherLetterSchema } from './furnisher-dispute';
import { userScopedErrors } from './users';

const c = initContract();
const bureau = z.enum(BUREAUS);

/** Where the user files the report: the FTC's own site (FinX never files it for them). */
export const IDENTITY_THEFT_GOV_URL = 'https://www.identitytheft.gov/';

/** The FTC step, in the order the user does it. */
export const FTC_REPORT_STEPS = [
  'Open IdentityTheft.gov (the Federal Trade Commission’s site) and choose “Report identity theft”. It is free.',
  'Answer its questions about what happened, and list each account or inquiry the thief opened or used — this one included — and only those.',
  'Submit the report. The FTC gives you your Identity Theft Report and a recovery plan; the report number is at the top of the report.',
  'Download the report as a PDF, upload it here with its number and the day you filed it. FinX encloses a copy with each block request.',
] as const;

/**
 * The report is a statement to a federal agency: it must be true (IdentityTheft.gov warns that a false one can be a
 * federal crime, 18 U.S.C. §1001).
 */
export const FTC_REPORT_WARNING =
  'Report only accounts you did not open or use. IdentityTheft.gov warns that knowingly making a false statement to the FTC can be a federal crime (18 U.S.C. §1001).';

/** The refusal of the path to a user who said the item is theirs: CROA forbids helping anyone make an untrue statement. */
export const ITEM_IS_YOURS =
  'You told FinX this item is yours (it was disputed as paid, a wrong amount or date, or too old), so FinX cannot help you report it as identity theft: the Credit Repair Organizations Act (15 U.S.C. 1679b(a)) forbids untrue or misleading statements to a bureau or a creditor. Dispute what is wrong with it instead.';

export interface ProtectionLink {
  bureau: Bureau;
  url: string;
}

/** The bureaus' official pages for a fraud alert and a security freeze. */
export const FRAUD_ALERT_PAGES: readonly ProtectionLink[] = [
  { bureau: 'experian', url: 'https://www.experian.com/fraud/center.html' },
  { bureau: 'equifax', url: 'https://www.equifax.com/personal/credit-report-services/credit-fraud-alerts/' },
  { bureau: 'transunion', url: 'https://www.transunion.com/fraud-alerts' },
];
export const SECURITY_FREEZE_PAGES: readonly ProtectionLink[] = [
  { bureau: 'experian', url: 'https://www.experian.com/freeze/center.html' },
  { bureau: 'equifax', url: 'https://www.equifax.com/personal/credit-report-services/credit-freeze/' },
  { bureau: 'transunion', url: 'https://www.transunion.com/credit-freeze' },
];

/** What each protection does, in plain words with its law (FCRA §605A, 15 U.S.C. 1681c-1). */
export const FRAUD_ALERT_TEXT =
  'A fraud alert tells lenders to verify it is really you before they open credit in your name. It is free. Place it at any one bureau: that bureau must tell the other two (FCRA §605A(a)). An initial alert lasts 1 year; with your FTC Identity Theft Report you can ask for an extended alert of 7 years (§605A(b)).';
export const SECURITY_FREEZE_TEXT =
  'A security freeze stops most new lenders from seeing your credit report, so a thief cannot open new credit with it. It is free, does not change your score, and stays until you lift it. You place it at each bureau separately; one asked online or by phone must place it within 1 business day and lift it within 1 hour (FCRA §605A(i)).';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** A document of the Document Center a block request can enclose (its pages are printed after the letter). */
export const enclosableDocumentSchema = z.object({
  id: z.number().int().positive(),
  fileName: z.string(),
  uploadedAt: z.string().datetime(),
  /** The name read on it is the account holder's. */
  verified: z.boolean(),
});
export type EnclosableDocumentView = z.infer<typeof enclosableDocumentSchema>;

export const identityTheftPathSchema = z.object({
  item: z.object({ key: z.string(), kind: z.enum(CREDIT_FILE_ITEM_KINDS), name: z.string(), bureaus: z.array(bureau) }),
  /** Why the path is closed to this item (the user said it is theirs); null when it is open. */
  refusal: z.string().nullable(),
  /** The FTC report the block requests rest on, once entered. */
  report: z.object({ reportNumber: z.string(), filedOn: day }).nullable(),
  /** Processed PDFs, JPGs and PNGs of the Document Center that can be enclosed, newest first. */
  documents: z.object({ ftcReports: z.array(enclosableDocumentSchema), idDocuments: z.array(enclosableDocumentSchema) }),
  /** One §605B request per bureau reporting the item, once filed; `blockDue` is set when the bureau has it. */
  blocks: z.array(z.object({ bureau, dispute: disputeSchema, blockDue: z.string().datetime().nullable() })),
  /** The company that reports the item, as the user's report prints it (the §623(a)(6)(B) notice goes there). */
  furnisher: z.object({ name: z.string(), address: z.string().nullable(), phone: z.string().nullable() }).nullable(),
});
export type IdentityTheftPath = z.infer<typeof identityTheftPathSchema>;

const FTC_NUMBER_MESSAGE = 'Enter the FTC report number: the digits at the top of your Identity Theft Report';

export const requestBlocksBodySchema = z.object({
  reportNumber: z
    .string({ required_error: FTC_NUMBER_MESSAGE })
    .transform((s) => s.replace(/[\s-]/g, ''))
    .refine((s) => /^\d{6,12}$/.test(s), FTC_NUMBER_MESSAGE),
  filedOn: pastDay({
    required: 'Enter the day you filed the report',
    format: 'Enter the day you filed the report as YYYY-MM-DD',
    future: 'The filing day cannot be in the future',
  }),
  reportDocumentId: bodyId('reportDocumentId', 'Upload your FTC Identity Theft Report and choose it'),
  idDocumentId: bodyId('idDocumentId', 'Upload a copy of your ID and choose it'),
});
export type RequestBlocksBody = z.input<typeof requestBlocksBodySchema>;

const itemKey = z.object({ key: z.string().regex(/^[0-9a-f]{16,64}$/, 'Unknown item') });
/** 409: the item is already disputed (with a link to it), or the user said it is theirs. */
const conflictSchema = errorSchema.extend({ disputeId: z.number().int().positive().optional(), href: z.string().optional() });

export const identityTheftContract = c.router({
  path: {
    method: 'GET',
    path: '/api/identity-theft/items/:key',
    pathParams: itemKey,
    summary:
      'The identity-theft path of an item of the credit file: whether it is open, the FTC report, the documents to enclose, the block requests and their clocks, the furnisher',
    responses: { 200: identityTheftPathSchema, 400: errorSchema, 404: errorSchema, ...userScopedErrors },
  },
  requestBlocks: {
    method: 'POST',
    path: '/api/identity-theft/items/:key/blocks',
    pathParams: itemKey,
    body: requestBlocksBodySchema,
    summary:
      'A §605B block request to each bureau reporting the item, resting on the FTC report and enclosing it and the ID; 409 when the user said the item is theirs (CROA) or it is already disputed',
    responses: { 201: z.object({ disputes: z.array(disputeSchema) }), 400: errorSchema, 404: errorSchema, 409: conflictSchema, ...userScopedErrors },
  },
  furnisherNotice: {
    method: 'POST',
    path: '/api/identity-theft/items/:key/furnisher-notice',
    pathParams: itemKey,
    body: z.object({ userInfo: userInfoSchema }),
    summary:
      'The §623(a)(6)(B) notice to the company that reports the item, with the FTC report enclosed (text and PDF, for the user to mail); 409 before the block requests or when the report prints no usable address',
    responses: { 200: furnisherLetterSchema, 400: errorSchema, 404: errorSchema, 409: errorSchema, ...userScopedErrors },
  },
});
