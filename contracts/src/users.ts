import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { bodyId, errorSchema, pathId } from './common';

const c = initContract();

/** A user as the API returns it. Never carries the password hash. */
export const userSchema = z.object({
  id: z.number().int().positive(),
  username: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  createdAt: z.string().datetime(),
});
export type User = z.infer<typeof userSchema>;

/** `{id}`/`{userId}` path parameter of every user-scoped call. */
export const userIdParam = pathId('User');

/** `userId` in the body of a user-scoped create or update. */
export const userIdBody = bodyId('userId');

/** 401 without a session, 403 for another user's id: every user-scoped call answers these. */
export const userScopedErrors = { 401: errorSchema, 403: errorSchema } as const;

export const usersContract = c.router({
  get: {
    method: 'GET',
    path: '/api/users/:id',
    pathParams: z.object({ id: userIdParam }),
    summary: "The signed-in user's own record (firstName for the greeting)",
    responses: { 200: userSchema, 400: errorSchema, ...userScopedErrors, 404: errorSchema },
  },
});
