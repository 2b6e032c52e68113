import type { RequestHandler } from 'express';
import { AppError } from '../app-error';

/** C0 controls but tab, line feed and carriage return; DEL; C1 controls. PostgreSQL refuses NUL in text outright. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is what this file is for
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
/** A UTF-16 surrogate not in a pair (with the u flag a pair is one code point, outside this range). */
const LONE_SURROGATE = /[\ud800-\udfff]/u;
/** In a path nothing is free text: tab and line breaks are refused too. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is what this file is for
const CONTROL_IN_PATH = /[\u0000-\u001f\u007f-\u009f]/;

/** Why `text` cannot be stored as text, or null: a control character, or a lone UTF-16 surrogate ("\ud800" in JSON). */
function textProblem(text: string): string | null {
  if (CONTROL.test(text)) return 'control characters are not allowed';
  if (LONE_SURROGATE.test(text)) return 'not valid Unicode text';
  return null;
}

/** Deeper than any body the API takes; the check stops there, so a 1 MB body of brackets costs no more than a flat one. */
export const MAX_BODY_DEPTH = 32;

interface Finding {
  /** Where, below the label: ['.userInfo', '.city'] or ['[2]']. */
  path: string[];
  problem: string;
}

function findBadText(value: unknown, depth: number): Finding | null {
  if (typeof value === 'string') {
    const problem = textProblem(value);
    return problem ? { path: [], problem } : null;
  }
  if (!value || typeof value !== 'object') return null;
  if (depth >= MAX_BODY_DEPTH) return { path: [], problem: `nested deeper than ${MAX_BODY_DEPTH} levels` };
  const array = Array.isArray(value);
  for (const key of Object.keys(value)) {
    const keyProblem = array ? null : textProblem(key);
    if (keyProblem) return { path: [' (a key)'], problem: keyProblem };
    const found = findBadText((value as Record<string, unknown>)[key], depth + 1);
    if (found) {
      found.path.unshift(array ? `[${key}]` : `.${key}`);
      return found;
    }
  }
  return null;
}

/** The first string (or object key) in `value` that cannot be stored as text, as "body.lastName: <why>"; null when there is none. */
export function badTextIn(value: unknown, label: string): string | null {
  const found = findBadText(value, 0);
  return found && `${label}${found.path.join('')}: ${found.problem}`;
}

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment; // malformed escapes are the router's to refuse
  }
}

const pathHasControl = (path: string) => CONTROL_IN_PATH.test(path) || (path.includes('%') && path.split('/').some((s) => CONTROL_IN_PATH.test(decoded(s))));

/**
 * 400 before any handler or the database sees the request, for a control character in the path, the query
 * or the JSON body (NUL, ESC, DEL, …; tab and line breaks are fine in the query and the body), a lone
 * surrogate (PostgreSQL refuses both in text and JSON), or a body nested deeper than MAX_BODY_DEPTH. Runs
 * after the JSON parser; multipart uploads are the upload routes' to check (each field against a rule, file
 * names reduced to safe characters).
 */
export const refuseControlCharacters: RequestHandler = (req, _res, next) => {
  if (pathHasControl(req.path)) throw new AppError('invalid_input', 'path: control characters are not allowed');
  const problem = badTextIn(req.query, 'query') ?? badTextIn(req.body, 'body');
  if (problem) throw new AppError('invalid_input', problem);
  next();
};
