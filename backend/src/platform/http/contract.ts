import { MISSING_USER_INFO, pathId } from '@finx/contracts';
import { type AppRoute, type AppRouter, isAppRoute } from '@ts-rest/core';
import { createExpressEndpoints, type RequestValidationError } from '@ts-rest/express';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import { defaultErrorMap, type ZodError } from 'zod';
import { AppError } from '../app-error';
import { errorBody } from './errors';
import { forPathsUnder } from './path-gate';

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

/** The same wording for a body a route checks itself (a streamed answer is not a ts-rest route). */
export const bodyProblems = (err: ZodError) => [...new Set(describe('body', err))].join('; ');

/** A plain Express route's id parameter, checked as a contract's path id is (pathId): 400 "Letter id is too large". */
export function pathIdOf(value: string | undefined, what: string): number {
  const id = pathId(what).safeParse(value);
  if (!id.success) throw new AppError('invalid_input', id.error.issues[0]!.message);
  return id.data;
}

/**
 * 400 `{ error, code }` listing every problem once, e.g. "Please enter a valid email; body.age: Required". The code is
 * `missing_user_info` when all that is wrong is the letter's user information left out (the screen then asks for it),
 * else `invalid_input`. Nothing is written.
 */
export function validationErrorHandler(err: RequestValidationError, _req: Request, res: Response, _next: NextFunction) {
  const problems = [
    ...new Set([...describe('params', err.pathParams), ...describe('headers', err.headers), ...describe('query', err.query), ...describe('body', err.body)]),
  ];
  const code = problems.length > 0 && problems.every((p) => p === MISSING_USER_INFO) ? 'missing_user_info' : 'invalid_input';
  res.status(400).json(errorBody(code, problems.length ? problems.join('; ') : 'Invalid request'));
}

export type RouterImplementation<T extends AppRouter> = Parameters<typeof createExpressEndpoints<T>>[1];

function routesOf(router: AppRouter): AppRoute[] {
  return Object.values(router).flatMap((r) => (isAppRoute(r) ? [r] : routesOf(r)));
}

/** A route path up to its first parameter ('/api/disputes/:id/deadlines' → '/api/disputes/'). */
const staticPrefix = (path: string) => (path.includes(':') ? path.slice(0, path.indexOf(':')) : path);

/**
 * Mounts a ts-rest contract implementation with the platform's validation and error conventions.
 * The contract's routes sit on a router of their own that a request enters only when its path starts
 * with one of theirs: a request passes each other contract in one check instead of trying every route's
 * pattern.
 */
export function mountContract<T extends AppRouter>(app: Express, contract: T, implementation: RouterImplementation<T>) {
  const router = express.Router();
  createExpressEndpoints(contract, implementation, router, {
    logInitialization: false,
    requestValidationErrorHandler: validationErrorHandler as never,
  });
  app.use(
    forPathsUnder(
      routesOf(contract).map((r) => staticPrefix(r.path)),
      router,
    ),
  );
}
