import type { AppRouter } from '@ts-rest/core';
import { createExpressEndpoints, type RequestValidationError } from '@ts-rest/express';
import type { Express, NextFunction, Request, Response } from 'express';
import type { ZodError } from 'zod';

function describe(label: string, err: ZodError | null): string[] {
  if (!err) return [];
  return err.issues.map((i) => {
    const where = [label, ...i.path].filter((p) => p !== '').join('.');
    return `${where}: ${i.message}`;
  });
}

/** 400 `{ error }` naming every invalid field, e.g. "body.email: Invalid email". Nothing is written. */
export function validationErrorHandler(err: RequestValidationError, _req: Request, res: Response, _next: NextFunction) {
  const problems = [
    ...describe('params', err.pathParams),
    ...describe('headers', err.headers),
    ...describe('query', err.query),
    ...describe('body', err.body),
  ];
  res.status(400).json({ error: problems.length ? problems.join('; ') : 'Invalid request' });
}

export type RouterImplementation<T extends AppRouter> = Parameters<typeof createExpressEndpoints<T>>[1];

/** Mounts a ts-rest contract implementation with the platform's validation and error conventions. */
export function mountContract<T extends AppRouter>(app: Express, contract: T, implementation: RouterImplementation<T>) {
  createExpressEndpoints(contract, implementation, app, {
    logInitialization: false,
    requestValidationErrorHandler: validationErrorHandler as never,
  });
}
