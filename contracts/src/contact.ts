import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { errorSchema } from './common';
import { maskedText } from './personal-numbers';

const c = initContract();

/** Choice lists of the contact lead form (spec part 2 §9), in display order, with their labels. */
export const CREDIT_SCORE_OPTIONS = [
  { value: 'under-500', label: 'Under 500' },
  { value: '500-579', label: '500–579 (Poor)' },
  { value: '580-669', label: '580–669 (Fair)' },
  { value: '670-739', label: '670–739 (Good)' },
  { value: '740-799', label: '740–799 (Very good)' },
  { value: '800-850', label: '800–850 (Exceptional)' },
  { value: 'unknown', label: "I don't know" },
] as const;

export const PRIMARY_GOAL_OPTIONS = [
  { value: 'increase-score', label: 'Increase my credit score' },
  { value: 'remove-negatives', label: 'Remove negative items' },
  { value: 'qualify-mortgage', label: 'Qualify for a mortgage' },
  { value: 'qualify-auto', label: 'Qualify for an auto loan' },
  { value: 'get-credit-cards', label: 'Get approved for credit cards' },
  { value: 'lower-rates', label: 'Lower my interest rates' },
  { value: 'general-improvement', label: 'General credit improvement' },
] as const;

export const SITUATION_OPTIONS = [
  { value: 'just-starting', label: 'Just starting to build credit' },
  { value: 'recent-issues', label: 'Recent late payments or issues' },
  { value: 'old-negatives', label: 'Old negative items on my report' },
  { value: 'high-utilization', label: 'High credit card balances' },
  { value: 'collection-accounts', label: 'Accounts in collections' },
  { value: 'bankruptcy', label: 'Past bankruptcy' },
  { value: 'identity-theft', label: 'Identity theft or fraud' },
  { value: 'maintenance', label: 'Good credit, want to keep it' },
] as const;

export const PREFERRED_CONTACT_OPTIONS = [
  { value: 'email', label: 'Email' },
  { value: 'phone', label: 'Phone call' },
  { value: 'text', label: 'Text message' },
  { value: 'any', label: 'Any of these' },
] as const;

/** Longest message accepted (characters). */
export const CONTACT_MESSAGE_MAX = 2000;
const NAME_MAX = 100;
const PHONE_MAX = 30;

type Options = readonly { value: string; label: string }[];
const valuesOf = <T extends Options>(options: T) => options.map((o) => o.value) as unknown as [T[number]['value'], ...T[number]['value'][]];

const required = (message: string) => ({ required_error: message, invalid_type_error: message });

/** An optional choice: one of the list, or empty / absent (→ undefined). */
const choice = <T extends Options>(options: T, what: string) =>
  z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.enum(valuesOf(options), { errorMap: () => ({ message: `${what} must be one of: ${options.map((o) => o.value).join(', ')}` }) }).optional(),
  );

/**
 * The lead form (spec part 2 §2 Contact, §3 Contact lead, §5, §9). firstName, lastName, email and
 * agreeToTerms are required; phone and the three choices are optional; preferredContact defaults to
 * email and subscribeNewsletter to true. `website` is a honeypot: people never see it, so it is empty.
 */
export const contactLeadSchema = z.object({
  firstName: z
    .string(required('First name is required'))
    .trim()
    .min(1, 'First name is required')
    .max(NAME_MAX, `First name must be at most ${NAME_MAX} characters`),
  lastName: z
    .string(required('Last name is required'))
    .trim()
    .min(1, 'Last name is required')
    .max(NAME_MAX, `Last name must be at most ${NAME_MAX} characters`),
  email: z
    .string(required('Please enter a valid email'))
    .trim()
    .min(1, 'Email is required')
    .email('Please enter a valid email')
    .max(254, 'Please enter a valid email'),
  phone: z
    .string({ invalid_type_error: 'Phone must be text' })
    .trim()
    .max(PHONE_MAX, `Phone must be at most ${PHONE_MAX} characters`)
    .regex(/^$|^\+?[\d\s().-]{7,}$/, 'Please enter a valid phone number')
    .optional()
    .transform((v) => v || undefined),
  creditScore: choice(CREDIT_SCORE_OPTIONS, 'Credit score'),
  primaryGoal: choice(PRIMARY_GOAL_OPTIONS, 'Primary goal'),
  currentSituation: choice(SITUATION_OPTIONS, 'Current situation'),
  /** Stored and e-mailed to support with any SSN, card or account number masked to its last 4. */
  message: maskedText(
    z.string({ invalid_type_error: 'Message must be text' }).trim().max(CONTACT_MESSAGE_MAX, `Message must be at most ${CONTACT_MESSAGE_MAX} characters`),
  ).default(''),
  agreeToTerms: z.literal(true, { errorMap: () => ({ message: 'You must agree to the terms' }) }),
  subscribeNewsletter: z.boolean({ invalid_type_error: 'subscribeNewsletter must be true or false' }).default(true),
  preferredContact: z
    .enum(valuesOf(PREFERRED_CONTACT_OPTIONS), { errorMap: () => ({ message: 'Preferred contact must be one of: email, phone, text, any' }) })
    .default('email'),
  website: z.string().max(500).optional(),
});
export type ContactLeadInput = z.input<typeof contactLeadSchema>;
export type ContactLead = z.output<typeof contactLeadSchema>;

export const contactSubmitResponseSchema = z.object({ success: z.literal(true) });

export const contactContract = c.router({
  submit: {
    method: 'POST',
    path: '/api/contact/submit',
    body: contactLeadSchema,
    summary: 'Submit the public lead form: stored, and the support inbox is e-mailed. Rate limited per IP (429).',
    responses: { 201: contactSubmitResponseSchema, 400: errorSchema, 403: errorSchema, 429: errorSchema },
  },
});
