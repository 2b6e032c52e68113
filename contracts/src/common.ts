import { z } from 'zod';
import { ERROR_CODES } from './error-codes';

export { ERROR_CODES, type ErrorCode, isErrorCode } from './error-codes';

/** Body of every error response the API sends: `{ "error": "<human readable message>", "code": "<one of ERROR_CODES>" }`. */
export const errorSchema = z.object({
  error: z.string().describe('Human readable message'),
  code: z.enum(ERROR_CODES).describe('What went wrong, for a program to branch on (the message is for people)'),
});
export type ErrorBody = z.infer<typeof errorSchema>;

/**
 * The largest id the API takes. Ids are bigint in PostgreSQL and JSON numbers on the wire, exact up to
 * 2^53 − 1: a larger one names no row, and past 2^63 − 1 the database would refuse it (a 500, not a 400).
 */
export const MAX_ID = Number.MAX_SAFE_INTEGER;

/** `what` id in a path (`/api/disputes/:id`): a positive whole number up to MAX_ID, else 400 saying so. */
export const pathId = (what: string) =>
  z.coerce
    .number({ invalid_type_error: `${what} id must be a number` })
    .int(`${what} id must be a whole number`)
    .positive(`${what} id must be positive`)
    .max(MAX_ID, `${what} id is too large`);

/** `name`, an id in a JSON body: a positive whole number up to MAX_ID. */
export const bodyId = (name: string, requiredError = `${name} is required`) =>
  z
    .number({ required_error: requiredError, invalid_type_error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .positive(`${name} must be positive`)
    .max(MAX_ID, `${name} is too large`);
