import type { AppRouter } from '@ts-rest/core';
import { createExpressEndpoints, type RequestValidationError } from '@ts-rest/express';
import type { Express, NextFunction, Request, Response } from 'express';
import { defaultErrorMap, type ZodError } from 'zod';

/**
 * One line per problem. A message the schema wrote ('Please enter a valid email') is a sentence a user
 * can read as it is; zod's generic ones ('Required') get the field's path in front.
 */
function describe(label: string, err: ZodError | null): string[] {
  if (!err) return [];
  return err.issues.map((i) => {
    const generic = defaultErrorMap(i, { defaultError: i.message, data: undefined }).message;
    if (i.message !== generic) return i.message;
    const where = [label, ...i.path].filter((p) => p !== '').join('.');
    return `${where}: ${i.message}`;
  });
}

/**
 * 400 `{ error }` listing every problem once, e.g. "Please enter a valid email; body.age: Required".
 * Nothing is written.
 */
export function validationErrorHandler(err: RequestValidationError, _req: Request, res: Response, _next: NextFunction) {
  const problems = [
    ...describe('params', err.pathParams),
    ...describe('headers', err.headers),
    ...describe('query', err.query),
    ...describe('body', err.body),
  ];
  res.status(400).json({ error: problems.length ? [...new Set(problems)].join('; ') : 'Invalid request' });
}

export type RouterImplementation<T extends AppRouter> = Parameters<typeof createExpressEndpoints<T>>[1];

/** Mounts a ts-rest contract implementation with the platform's validation and error conventions. */
export function mountContract<T extends AppRouter>(app: Express, contract: T, implementation: RouterImplementation<T>) {
  createExpressEndpoints(contract, implementation, app, {
    logInitialization: false,
    requestValidationErrorHandler: validationErrorHandler as never,
  });
}
