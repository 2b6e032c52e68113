import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { errorSchema } from './common';
import { userSchema } from './users';

const c = initContract();

/** Spec part 1 §5 limits. */
export const USERNAME_MIN = 3;
export const PASSWORD_MIN = 6;

const required = (message: string) => ({ required_error: message, invalid_type_error: message });

/** Login: username required, password at least 6 characters (spec part 1 §5). */
export const loginBodySchema = z.object({
  username: z.string(required('Username is required')).trim().min(1, 'Username is required').max(64, 'Username must be at most 64 characters'),
  password: z
    .string(required('Password must be at least 6 characters'))
    .min(PASSWORD_MIN, 'Password must be at least 6 characters')
    .max(256, 'Password must be at most 256 characters'),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** Registration (spec part 1 §5). */
export const registerBodySchema = z.object({
  username: z
    .string(required('Username must be at least 3 characters'))
    .trim()
    .min(USERNAME_MIN, 'Username must be at least 3 characters')
    .max(64, 'Username must be at most 64 characters'),
  email: z.string(required('Please enter a valid email')).trim().email('Please enter a valid email').max(254, 'Please enter a valid email'),
  password: loginBodySchema.shape.password,
  firstName: z.string(required('First name is required')).trim().min(1, 'First name is required').max(100, 'First name must be at most 100 characters'),
  lastName: z.string(required('Last name is required')).trim().min(1, 'Last name is required').max(100, 'Last name must be at most 100 characters'),
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

/** A 6-digit code from an authenticator app (spaces allowed, as apps show "123 456"). */
export const totpCodeSchema = z
  .string({ required_error: 'Enter the 6-digit code', invalid_type_error: 'Enter the 6-digit code' })
  .transform((s) => s.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'Enter the 6-digit code'));

/** A one-time recovery code as shown to the user: 10 letters/digits, a dash allowed after the fifth. */
export const recoveryCodeSchema = z
  .string({ required_error: 'Enter a recovery code', invalid_type_error: 'Enter a recovery code' })
  .transform((s) => s.trim().replace(/[\s-]/g, '').toLowerCase())
  .pipe(z.string().regex(/^[a-z0-9]{10}$/, 'Recovery codes are 10 letters and digits'));

/** Login's answer when the account has two-step sign-in: the password was right, a code is needed next. */
export const twoStepChallengeSchema = z.object({ twoStepRequired: z.literal(true) });

/** The second step of signing in: a code from the app, or one recovery code. */
export const loginTwoStepBodySchema = z.union([z.object({ code: totpCodeSchema }).strict(), z.object({ recoveryCode: recoveryCodeSchema }).strict()]);

export const authUserResponseSchema = z.object({ user: userSchema });
export type AuthUserResponse = z.infer<typeof authUserResponseSchema>;

export const authContract = c.router({
  register: {
    method: 'POST',
    path: '/api/auth/register',
    body: registerBodySchema,
    summary: 'Create an account and sign in (sets the session cookie)',
    responses: { 201: authUserResponseSchema, 400: errorSchema, 403: errorSchema, 409: errorSchema, 429: errorSchema },
  },
  login: {
    method: 'POST',
    path: '/api/auth/login',
    body: loginBodySchema,
    summary:
      'Sign in (a new session id every time); 401 "Invalid username or password", 429 after repeated failures. With two-step sign-in on, a right password answers 202 and loginTwoStep finishes',
    responses: { 200: authUserResponseSchema, 202: twoStepChallengeSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema, 429: errorSchema },
  },
  loginTwoStep: {
    method: 'POST',
    path: '/api/auth/login/two-step',
    body: loginTwoStepBodySchema,
    summary:
      'The second step of signing in (within 5 minutes of the password, same browser): a code from the app or a recovery code; 401 for a wrong one, 429 after 5 wrong tries',
    responses: { 200: authUserResponseSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema, 429: errorSchema },
  },
  logout: {
    method: 'POST',
    path: '/api/auth/logout',
    body: z.object({}).strict(),
    summary: 'Sign out: the session is deleted and the cookie cleared',
    responses: { 200: z.object({ ok: z.literal(true) }), 400: errorSchema, 403: errorSchema },
  },
  me: {
    method: 'GET',
    path: '/api/auth/me',
    summary: 'The signed-in user, or null without a session (200 either way, so the shell can ask on any page)',
    responses: { 200: z.object({ user: userSchema.nullable() }) },
  },
});
