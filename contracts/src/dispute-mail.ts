/**
 * The disputes engine (issue 12): the letter preview, delivery methods, bureau portals, FCRA deadlines,
 * sending by USPS Certified Mail, the bureau's results and the next round (spec part 1 §2, §3, §7).
 */
import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { bodyId, errorSchema, MAX_ID, pathId } from './common';
import { maskedText, withoutPersonalNumbers } from './personal-numbers';
import { BUREAUS, DISPUTE_RESULTS, disputeSchema, FORM_DISPUTE_TYPES, mailingSchema } from './disputes';
import { MAILING_PRICE_CENTS } from './plans';
import { confirmedPriceCents, forbiddenSchema, mailingQuoteSchema, planRequiredSchema, priceChangedSchema } from './service-access';
import { userScopedErrors } from './users';

const c = initContract();

/** The spec's message for missing user information (part 1 §5, §8). */
export const MISSING_USER_INFO = 'Please fill in all required user information fields';

/** A printed line of the sender's details: an SSN or card number typed into it is refused (only the SSN field's last 4 are printed). */
const requiredText = (max: number, label: string) =>
  withoutPersonalNumbers(
    z.string({ required_error: MISSING_USER_INFO, invalid_type_error: MISSING_USER_INFO }).trim().min(1, MISSING_USER_INFO).max(max),
    label,
  );

/**
 * User information for a letter (spec part 1 §3). firstName, lastName and address are the spec's required
 * fields; a carrier also needs city, state (2 letters) and ZIP (5 or 9 digits), so the server requires them
 * too. ssn and dateOfBirth are optional and stored encrypted; only the SSN's last 4 ever appear on a letter.
 */
export const userInfoSchema = z.object(
  {
    firstName: requiredText(60, 'First name'),
    lastName: requiredText(60, 'Last name'),
    address: requiredText(120, 'Address'),
    city: requiredText(60, 'City'),
    state: z
      .string({ required_error: MISSING_USER_INFO })
      .trim()
      .min(1, MISSING_USER_INFO)
      .regex(/^[A-Za-z]{2}$/, 'State must be 2 letters')
      .transform((s) => s.toUpperCase()),
    zip: z
      .string({ required_error: MISSING_USER_INFO })
      .trim()
      .min(1, MISSING_USER_INFO)
      .regex(/^\d{5}(-?\d{4})?$/, 'ZIP must be 5 digits or ZIP+4'),
    ssn: z
      .string()
      .trim()
      .regex(/^\d{3}-?\d{2}-?\d{4}$/, 'SSN must be 9 digits')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    dateOfBirth: z
      .string()
      .trim()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Date of birth must be a date (YYYY-MM-DD)')
      .optional()
      .or(z.literal('').transform(() => undefined)),
  },
  { required_error: MISSING_USER_INFO, invalid_type_error: MISSING_USER_INFO },
);
export type UserInfo = z.input<typeof userInfoSchema>;
export type ValidUserInfo = z.output<typeof userInfoSchema>;

/** The user's stored mailing details (prefill): never the SSN or date of birth themselves. */
export const storedUserInfoSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  /** 'XXX-XX-1234' when an SSN is on file, else null. */
  ssnMasked: z.string().nullable(),
  hasDateOfBirth: z.boolean(),
});
export type StoredUserInfo = z.infer<typeof storedUserInfoSchema>;

const disputeIdParam = z.object({ id: pathId('Dispute') });
const disputeErrors = { 400: errorSchema, ...userScopedErrors, 404: errorSchema } as const;

/**
 * The spec's `GET …/letter-preview?userInfo=<JSON>` put the SSN in a URL (kept by proxies and browser history)
 * and wrote a letter on a GET. Writing is now `POST …/letter-preview` with the details in the body; the GET
 * only reads a preview already written, and refuses letter details in its query.
 */
const letterPreviewQuery = z.object({
  /** The stored letter to read; omitted → the newest preview of the dispute's current round. */
  letterId: z.coerce
    .number({ invalid_type_error: 'letterId must be a number' })
    .int()
    .positive('letterId must be positive')
    .max(MAX_ID, 'letterId is too large')
    .optional(),
  userInfo: z
    .unknown()
    .refine((v) => v === undefined, 'Send the letter details with POST /api/disputes/{id}/letter-preview: personal details never go in a URL')
    .optional(),
});

export const letterPreviewSchema = z.object({
  /** The whole letter as plain text (spec: letterContent). */
  letterContent: z.string(),
  /** The stored letter this preview is: send it to approve exactly this text. */
  letterId: z.number().int().positive(),
  writer: z.enum(['template', 'openai']),
  /** The laws the letter cites, e.g. 'FCRA §611'. */
  citations: z.array(z.string()),
  /** Where the printable PDF is. */
  pdfUrl: z.string(),
});

export const CERTIFIED_MAIL_PRICE_CENTS = MAILING_PRICE_CENTS;

/**
 * The one sentence said wherever a letter sent through the built-in sandbox carrier appears (no LOB_API_KEY:
 * a mailing's `carrier` is 'sandbox'): the dispute card, the Document Center's USPS Mailing and Tracking tabs,
 * notifications, e-mails and Guardian all use these same words (issue 26).
 */
export const SANDBOX_CARRIER_NOTICE = 'Test mailing: nothing is actually mailed, and the tracking steps are simulated.';

/** SANDBOX_CARRIER_NOTICE for a sandbox mailing, else null. */
export const sandboxCarrierNotice = (carrier: string | null | undefined): string | null => (carrier === 'sandbox' ? SANDBOX_CARRIER_NOTICE : null);

export const deliveryMethodsSchema = z.object({
  certified_mail: z.object({ timeline: z.string(), priceCents: z.number().int(), service: z.enum(['certified', 'certified_return_receipt']) }),
  bureau_portal: z.object({ timeline: z.string(), url: z.string().url() }),
});

export const bureauPortalsSchema = z.object(
  Object.fromEntries(BUREAUS.map((b) => [b, z.object({ url: z.string().url() })])) as Record<(typeof BUREAUS)[number], z.ZodObject<{ url: z.ZodString }>>,
);

export const deadlinesSchema = z.object({
  initial_response: z.string(),
  final_resolution: z.string(),
  fcra_compliance: z.string(),
  /** This dispute's due date for the bureau's answer, and whole days left (negative when past). */
  due_date: z.string().datetime().nullable(),
  days_left: z.number().int().nullable(),
  overdue: z.boolean(),
});

export const sendResultSchema = z.object({
  /** null while the letter is still queued for the carrier. */
  tracking_number: z.string().nullable(),
  mailing: mailingSchema,
});

export const recordResultBodySchema = z.object({
  result: z.enum(DISPUTE_RESULTS, { errorMap: () => ({ message: `result must be one of: ${DISPUTE_RESULTS.join(', ')}` }) }),
  responseDate: z.string({ required_error: 'responseDate is required' }).date('responseDate must be a date (YYYY-MM-DD)').or(z.string().datetime()),
  note: maskedText(z.string().trim().max(1000, 'The note must be at most 1000 characters')).optional(),
});

export const disputeMailContract = c.router({
  previewLetter: {
    method: 'POST',
    path: '/api/disputes/:id/letter-preview',
    pathParams: disputeIdParam,
    body: z.object({ userInfo: userInfoSchema }),
    summary: 'Writes (or re-reads) the letter for this round with this user information; approve it by sending it',
    responses: { 200: letterPreviewSchema, ...disputeErrors, 409: errorSchema },
  },
  letterPreview: {
    method: 'GET',
    path: '/api/disputes/:id/letter-preview',
    pathParams: disputeIdParam,
    query: letterPreviewQuery,
    summary: "Reads a letter already previewed (the current round's newest, or letterId); never writes one, and takes no personal details",
    responses: { 200: letterPreviewSchema, ...disputeErrors },
  },
  deliveryMethods: {
    method: 'GET',
    path: '/api/disputes/:id/delivery-methods',
    pathParams: disputeIdParam,
    summary: 'Certified mail and the bureau portal, each with its timeline',
    responses: { 200: deliveryMethodsSchema, ...disputeErrors },
  },
  bureauPortals: {
    method: 'GET',
    path: '/api/bureau-portals',
    summary: "Each bureau's official online dispute page (signed-in users)",
    responses: { 200: bureauPortalsSchema, 401: errorSchema },
  },
  deadlines: {
    method: 'GET',
    path: '/api/disputes/:id/deadlines',
    pathParams: disputeIdParam,
    summary: 'The FCRA deadlines and this dispute’s due date',
    responses: { 200: deadlinesSchema, ...disputeErrors },
  },
  userInfo: {
    method: 'GET',
    path: '/api/dispute-user-info',
    summary: "The signed-in user's saved letter details (prefill), or null",
    responses: { 200: storedUserInfoSchema.nullable(), 401: errorSchema },
  },
  sendCertifiedMail: {
    method: 'POST',
    path: '/api/disputes/:id/send-certified-mail',
    pathParams: disputeIdParam,
    body: z.object({
      userInfo: userInfoSchema,
      /** The previewed letter the user approved (letter-preview's letterId). */
      letterId: bodyId('letterId', 'Preview the letter and approve it before sending'),
      /** The price the user confirmed (mailing-quote's totalCents); another price is 409. */
      confirmedPriceCents,
    }),
    summary:
      'Approves the previewed letter and mails it by USPS Certified Mail (queued; never twice for one letter). Needs the accepted contract (403) and the confirmed price (409)',
    responses: {
      200: sendResultSchema,
      202: sendResultSchema,
      ...disputeErrors,
      402: planRequiredSchema,
      403: forbiddenSchema,
      409: priceChangedSchema,
      502: errorSchema,
    },
  },
  mailingQuote: {
    method: 'GET',
    path: '/api/disputes/:id/mailing-quote',
    pathParams: disputeIdParam,
    summary: "The certified letter's recipient, price and how it is paid, to confirm before sending (403 before the contract is accepted, 402 beyond the plan)",
    responses: { 200: mailingQuoteSchema, ...disputeErrors, 402: planRequiredSchema, 403: forbiddenSchema, 409: errorSchema },
  },
  portalUsed: {
    method: 'POST',
    path: '/api/disputes/:id/portal-used',
    pathParams: disputeIdParam,
    body: z.object({}).passthrough(),
    summary: 'Records that the user filed this round on the bureau’s portal (pending → in progress); needs the accepted contract (403)',
    responses: { 200: disputeSchema, ...disputeErrors, 403: forbiddenSchema, 409: errorSchema },
  },
  recordResult: {
    method: 'POST',
    path: '/api/disputes/:id/results',
    pathParams: disputeIdParam,
    body: recordResultBodySchema,
    summary: "Records the bureau's answer: deleted/updated resolve the dispute; verified/no_change offer the next round",
    responses: { 200: disputeSchema, ...disputeErrors, 409: errorSchema },
  },
  moreInformation: {
    method: 'POST',
    path: '/api/disputes/:id/more-information',
    pathParams: disputeIdParam,
    body: z.object({}).passthrough(),
    summary: 'Records that the user sent the bureau more information during its investigation: 45 days instead of 30 (FCRA §611(a)(1)(B))',
    responses: { 200: disputeSchema, ...disputeErrors, 409: errorSchema },
  },
  nextRound: {
    method: 'POST',
    path: '/api/disputes/:id/next-round',
    pathParams: disputeIdParam,
    body: z.object({ type: z.enum(FORM_DISPUTE_TYPES).optional() }),
    summary: 'After a verified / no-change answer or an overdue one: the next letter (method of verification, or escalation)',
    responses: { 200: disputeSchema, ...disputeErrors, 409: errorSchema },
  },
});
