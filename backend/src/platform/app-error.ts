import type { ErrorCode } from '@finx/contracts';

/**
 * What a service throws when it refuses: a code from the contracts' closed list (ERROR_CODES) and the sentence
 * the user reads (the spec's words, unchanged). Services know no HTTP: the error handler maps the code to its
 * status (http/errors.ts) and answers `{ ...details, error, code }`.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** More fields of the answer beside `error` and `code` (the plan a `plan_required` names). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}
