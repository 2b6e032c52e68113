/**
 * The user's own account (issue 28): Profile (/profile) and Settings (/settings) — details, e-mail change
 * confirmed by link, password, two-step sign-in (TOTP, RFC 6238), signed-in sessions, recent security activity,
 * "Download my data" and "Close my account". Every change needs a session (401) and the CSRF check; the
 * sensitive ones also re-check the current password (`currentPassword`), answering 401 'Your current password
 * is not correct' when it is wrong and 429 after repeated wrong tries.
 */
import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { loginBodySchema, registerBodySchema, totpCodeSchema } from './auth';
import { errorSchema } from './common';
import { storedUserInfoSchema, userInfoSchema } from './dispute-mail';
import { userSchema } from './users';

const c = initContract();

export const WRONG_PASSWORD = 'Your current password is not correct';
export const WRONG_CODE = 'That code is not correct. Check your authenticator app and try again.';

/** The current password, re-entered for a sensitive change. */
const currentPassword = z
  .string({ required_error: 'Enter your current password', invalid_type_error: 'Enter your current password' })
  .min(1, 'Enter your current password')
  .max(256, 'Password must be at most 256 characters');

/** A US phone number, stored as E.164 (+1XXXXXXXXXX); empty clears it. */
export const phoneSchema = z
  .string({ invalid_type_error: 'Please enter a valid US phone number' })
  .trim()
  .transform((s) => s.replace(/[\s().-]/g, ''))
  .pipe(
    z
      .string()
      .regex(/^(|(\+?1)?\d{10})$/, 'Please enter a valid US phone number')
      .transform((s) => (s === '' ? null : `+1${s.slice(-10)}`)),
  );

/** The account as Profile shows it. `pendingEmail`: an e-mail change waiting for its confirmation link. */
export const accountProfileSchema = z.object({
  user: userSchema,
  phone: z.string().nullable(),
  pendingEmail: z.string().nullable(),
  /** The name, mailing address and SSN (last 4) the disputes engine prints on letters; null before any. */
  letterDetails: storedUserInfoSchema.nullable(),
  twoStepEnabled: z.boolean(),
});
export type AccountProfile = z.infer<typeof accountProfileSchema>;

export const updateProfileBodySchema = z
  .object({
    firstName: registerBodySchema.shape.firstName,
    lastName: registerBodySchema.shape.lastName,
    phone: phoneSchema,
  })
  .partial()
  .strict();

/**
 * The letter details (disputes engine's userInfo). Changing the SSN or date of birth needs `currentPassword`
 * (the SSN is typed again in full; it is only ever shown as its last 4). Name and address alone do not.
 */
export const updateLetterDetailsBodySchema = z.object({ userInfo: userInfoSchema, currentPassword: currentPassword.optional() });

export const changeEmailBodySchema = z.object({ newEmail: registerBodySchema.shape.email, currentPassword }).strict();
export const confirmEmailBodySchema = z.object({ token: z.string().min(20).max(200) }).strict();

export const changePasswordBodySchema = z
  .object({
    currentPassword,
    newPassword: loginBodySchema.shape.password,
  })
  .strict();

/** A signed-in session as the list shows it. `id` is a public handle (not the cookie, not its hash). */
export const accountSessionSchema = z.object({
  id: z.string(),
  /** "Chrome on Windows", "Safari on iPhone"… from the user agent; "Unknown device" without one. */
  device: z.string(),
  /** The network it signed in from, its last part hidden (203.0.113.x); null when unknown. */
  network: z.string().nullable(),
  signedInAt: z.string().datetime(),
  lastActiveAt: z.string().datetime(),
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

export const SECURITY_EVENT_TYPES = [
  'sign_in',
  'sign_in_failed',
  'two_step_failed',
  /** A wrong current password given for a sensitive change. */
  'current_password_wrong',
  'password_changed',
  'email_change_requested',
  'email_changed',
  'profile_changed',
  'letter_details_changed',
  'two_step_enabled',
  'two_step_disabled',
  'recovery_code_used',
  'recovery_codes_regenerated',
  'session_signed_out',
  'other_sessions_signed_out',
  'data_export_requested',
  'data_export_downloaded',
  'account_closed',
] as const;
export type SecurityEventType = (typeof SECURITY_EVENT_TYPES)[number];

export const securityEventSchema = z.object({
  id: z.number().int(),
  type: z.enum(SECURITY_EVENT_TYPES),
  /** What the user reads: "Signed in", "Password changed"… */
  description: z.string(),
  device: z.string(),
  network: z.string().nullable(),
  at: z.string().datetime(),
});
export type SecurityEvent = z.infer<typeof securityEventSchema>;

export const twoStepSetupSchema = z.object({
  /** Base32 secret, for typing into an app by hand. */
  secret: z.string(),
  otpauthUrl: z.string(),
  /** The otpauth URL as an SVG QR code (markup). */
  qrSvg: z.string(),
});
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });

export const DATA_EXPORT_STATUSES = ['queued', 'building', 'ready', 'failed', 'expired'] as const;
export const dataExportSchema = z.object({
  id: z.number().int(),
  status: z.enum(DATA_EXPORT_STATUSES),
  requestedAt: z.string().datetime(),
  /** When the download stops working (24 hours after it was ready); null until ready. */
  expiresAt: z.string().datetime().nullable(),
  sizeBytes: z.number().int().nullable(),
});
export type DataExport = z.infer<typeof dataExportSchema>;

/** What closing the account does, shown before the user confirms. */
export const closeAccountPreviewSchema = z.object({
  /** What is deleted, with counts from the user's own data: "3 uploaded documents". */
  deleted: z.array(z.object({ what: z.string(), count: z.number().int() })),
  /** What the law makes FinX keep, why and for how long (the privacy policy's retention list). */
  retained: z.array(z.object({ what: z.string(), why: z.string(), keptUntil: z.string() })),
  /** Bureau disputes already mailed and not answered: still in flight after closing. */
  disputesInFlight: z.array(
    z.object({
      id: z.number().int(),
      bureau: z.string(),
      creditor: z.string(),
      mailedAt: z.string().datetime().nullable(),
      answerDueAt: z.string().datetime().nullable(),
    }),
  ),
});
export type CloseAccountPreview = z.infer<typeof closeAccountPreviewSchema>;

const okSchema = z.object({ ok: z.literal(true) });
const signedIn = { 401: errorSchema } as const;
const sensitive = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 429: errorSchema } as const;

export const accountContract = c.router({
  profile: {
    method: 'GET',
    path: '/api/account/profile',
    summary: "The signed-in user's profile: name, e-mail (and a pending new one), phone, letter details (SSN last 4 only)",
    responses: { 200: accountProfileSchema, ...signedIn },
  },
  updateProfile: {
    method: 'PATCH',
    path: '/api/account/profile',
    body: updateProfileBodySchema,
    summary: 'Change name or phone',
    responses: { 200: accountProfileSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema },
  },
  updateLetterDetails: {
    method: 'PUT',
    path: '/api/account/letter-details',
    body: updateLetterDetailsBodySchema,
    summary: 'Change the name, mailing address, SSN or date of birth printed on letters (SSN/date of birth need currentPassword)',
    responses: { 200: accountProfileSchema, ...sensitive },
  },
  changeEmail: {
    method: 'POST',
    path: '/api/account/email',
    body: changeEmailBodySchema,
    summary: 'Asks for a new e-mail: a confirmation link goes to it (valid 24 h), the old address is told; nothing changes until confirmed',
    responses: { 202: accountProfileSchema, ...sensitive, 409: errorSchema },
  },
  confirmEmail: {
    method: 'POST',
    path: '/api/account/email/confirm',
    body: confirmEmailBodySchema,
    summary: 'Confirms a new e-mail with the token from the link (no session needed); 400 for an unknown or expired link',
    responses: { 200: z.object({ email: z.string() }), 400: errorSchema, 403: errorSchema, 409: errorSchema },
  },
  changePassword: {
    method: 'POST',
    path: '/api/account/password',
    body: changePasswordBodySchema,
    summary: 'Changes the password; every other session ends',
    responses: { 200: z.object({ otherSessionsEnded: z.number().int() }), ...sensitive },
  },
  sessions: {
    method: 'GET',
    path: '/api/account/sessions',
    summary: 'Where the user is signed in (this session first)',
    responses: { 200: z.array(accountSessionSchema), ...signedIn },
  },
  endSession: {
    method: 'DELETE',
    path: '/api/account/sessions/:sessionId',
    pathParams: z.object({ sessionId: z.string().regex(/^[a-f0-9]{16}$/, 'Session id is not valid') }),
    body: z.object({}).optional(),
    summary: 'Signs one session out (404 for a session that is not the user’s)',
    responses: { 200: okSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema },
  },
  endOtherSessions: {
    method: 'POST',
    path: '/api/account/sessions/sign-out-others',
    body: z.object({}).strict(),
    summary: 'Signs out everywhere else',
    responses: { 200: z.object({ ended: z.number().int() }), 400: errorSchema, 401: errorSchema, 403: errorSchema },
  },
  securityActivity: {
    method: 'GET',
    path: '/api/account/security-activity',
    summary: 'Recent security activity: sign-ins (and failed ones), security changes, newest first (last 50)',
    responses: { 200: z.array(securityEventSchema), ...signedIn },
  },
  startTwoStep: {
    method: 'POST',
    path: '/api/account/two-step/setup',
    body: z.object({ currentPassword }).strict(),
    summary: 'Starts two-step enrolment: a new secret (QR code); it is on only after confirmTwoStep',
    responses: { 200: twoStepSetupSchema, ...sensitive, 409: errorSchema },
  },
  confirmTwoStep: {
    method: 'POST',
    path: '/api/account/two-step/confirm',
    body: z.object({ code: totpCodeSchema }).strict(),
    summary: 'Turns two-step sign-in on with a code from the app; answers the 10 one-time recovery codes (shown once)',
    responses: { 200: recoveryCodesSchema, ...sensitive, 409: errorSchema },
  },
  disableTwoStep: {
    method: 'POST',
    path: '/api/account/two-step/disable',
    body: z.object({ currentPassword, code: totpCodeSchema }).strict(),
    summary: 'Turns two-step sign-in off (password and a current code)',
    responses: { 200: okSchema, ...sensitive, 409: errorSchema },
  },
  regenerateRecoveryCodes: {
    method: 'POST',
    path: '/api/account/two-step/recovery-codes',
    body: z.object({ currentPassword, code: totpCodeSchema }).strict(),
    summary: 'New recovery codes; the old ones stop working',
    responses: { 200: recoveryCodesSchema, ...sensitive, 409: errorSchema },
  },
  exports: {
    method: 'GET',
    path: '/api/account/exports',
    summary: "The user's data exports, newest first",
    responses: { 200: z.array(dataExportSchema), ...signedIn },
  },
  requestExport: {
    method: 'POST',
    path: '/api/account/exports',
    body: z.object({ currentPassword }).strict(),
    summary: 'Download my data: a queued job builds the archive and e-mails a link (valid 24 h)',
    responses: { 202: dataExportSchema, ...sensitive, 409: errorSchema },
  },
  downloadExport: {
    method: 'POST',
    path: '/api/account/exports/:exportId/download',
    pathParams: z.object({ exportId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) }),
    body: z.object({ currentPassword }).strict(),
    summary: 'The archive (application/zip) after the password is re-entered; 404 for another user’s, 410 once expired',
    responses: { 200: z.unknown(), ...sensitive, 404: errorSchema, 410: errorSchema },
  },
  closePreview: {
    method: 'GET',
    path: '/api/account/close',
    summary: 'What closing the account deletes, what the law makes FinX keep, and disputes still in flight',
    responses: { 200: closeAccountPreviewSchema, ...signedIn },
  },
  close: {
    method: 'POST',
    path: '/api/account/close',
    body: z.object({ currentPassword, confirm: z.literal('CLOSE', { errorMap: () => ({ message: 'Type CLOSE to confirm' }) }) }).strict(),
    summary: 'Closes the account: sessions end at once, a job deletes or anonymises the data, an e-mail confirms',
    responses: { 202: okSchema, ...sensitive },
  },
});
