/**
 * The zod-free part of the API client: the error every failed call throws, the "server message or
 * fallback" rule of the spec's notices, and a plain JSON request helper.
 */
import { type ErrorCode, isErrorCode } from './error-codes';

/**
 * Error thrown by the client for every non-success response.
 * `message` is exactly `"<status>: <body text or status text>"` (spec part 1 §7, part 2 conventions),
 * e.g. `"409: Username already taken"` or `"500: Internal Server Error"`.
 */
export class ApiError extends Error {
  readonly status: number;
  /** Raw response body text ('' when the body was empty). */
  readonly bodyText: string;
  /** The `code` of the server's `{ error, code }` body: what a screen branches on (never the message). */
  readonly code: ErrorCode | undefined;
  constructor(status: number, bodyText: string, statusText: string) {
    super(`${status}: ${bodyText || statusText || STATUS_TEXT[status] || ''}`);
    this.name = 'ApiError';
    this.status = status;
    this.bodyText = bodyText;
    this.code = codeOf(bodyText);
  }
}

/** The known code of a JSON error body; undefined for any other body (plain text, a proxy's page, a code this client does not know). */
function codeOf(bodyText: string): ErrorCode | undefined {
  try {
    const code = (JSON.parse(bodyText) as { code?: unknown } | null)?.code;
    return isErrorCode(code) ? code : undefined;
  } catch {
    return undefined;
  }
}

/** Reason phrases for when the transport gives none (HTTP/2 has no status text). */
const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/**
 * The server's own words from an error, for notices that show "server message or <fallback>":
 * the `error`/`message` field of a JSON body, or a plain-text body. Returns `fallback` otherwise.
 */
export function serverMessage(err: unknown, fallback: string): string {
  if (!isApiError(err)) return fallback;
  const text = err.bodyText.trim();
  if (!text) return fallback;
  try {
    const parsed = JSON.parse(text) as unknown;
    if (parsed && typeof parsed === 'object') {
      const { error, message } = parsed as { error?: unknown; message?: unknown };
      if (typeof error === 'string' && error) return error;
      if (typeof message === 'string' && message) return message;
      return fallback;
    }
    return typeof parsed === 'string' && parsed ? parsed : fallback;
  } catch {
    return text;
  }
}

/** true for an {@link ApiError}, also one thrown by another bundle's copy of this module. */
export function isApiError(err: unknown): err is ApiError {
  return (
    err instanceof ApiError ||
    (err instanceof Error && err.name === 'ApiError' && typeof (err as ApiError).status === 'number' && typeof (err as ApiError).bodyText === 'string')
  );
}

/**
 * fetch following the spec's call conventions (part 1 §7): cookies always included, a JSON body sent
 * with a JSON content type, and any non-2xx response thrown as an {@link ApiError}. Returns the parsed
 * JSON body (or undefined when empty). Zod-free, for code that must stay small (the shell).
 */
export async function requestJson<T>(path: string, init: { method?: string; body?: unknown } = {}, doFetch: typeof fetch = globalThis.fetch): Promise<T> {
  const hasBody = init.body !== undefined;
  const res = await doFetch(path, {
    method: init.method ?? 'GET',
    credentials: 'include',
    headers: hasBody ? { accept: 'application/json', 'content-type': 'application/json' } : { accept: 'application/json' },
    body: hasBody ? JSON.stringify(init.body) : undefined,
  });
  const text = await res.text();
  if (!res.ok) throw new ApiError(res.status, text, res.statusText);
  return (text === '' ? undefined : JSON.parse(text)) as T;
}
