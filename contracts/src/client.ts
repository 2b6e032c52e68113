import { initClient, type ApiFetcher, type AppRouter } from '@ts-rest/core';
import { apiContract } from './index';

/**
 * Error thrown by the client for every non-success response.
 * `message` is exactly `"<status>: <body text or status text>"` (spec part 1 §7, part 2 conventions),
 * e.g. `"409: Username already taken"` or `"500: Internal Server Error"`.
 */
export class ApiError extends Error {
  readonly status: number;
  /** Raw response body text ('' when the body was empty). */
  readonly bodyText: string;
  constructor(status: number, bodyText: string, statusText: string) {
    super(`${status}: ${bodyText || statusText || STATUS_TEXT[status] || ''}`);
    this.name = 'ApiError';
    this.status = status;
    this.bodyText = bodyText;
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
  if (!(err instanceof ApiError)) return fallback;
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

export interface ApiClientOptions {
  /** fetch to use (tests pass a fake); defaults to the global fetch. */
  fetch?: typeof fetch;
}

/**
 * A ts-rest fetcher that follows the spec's call conventions: cookies always included,
 * JSON bodies sent with a JSON content type, and any non-2xx response thrown as an {@link ApiError}.
 */
export function createFetcher(options: ApiClientOptions = {}): ApiFetcher {
  return async ({ path, method, headers, body, fetchOptions }) => {
    const doFetch = options.fetch ?? globalThis.fetch;
    const finalHeaders: Record<string, string> = { ...headers };
    const hasContentType = Object.keys(finalHeaders).some((h) => h.toLowerCase() === 'content-type');
    if (typeof body === 'string' && !hasContentType) finalHeaders['content-type'] = 'application/json';
    if (!Object.keys(finalHeaders).some((h) => h.toLowerCase() === 'accept')) {
      finalHeaders.accept = 'application/json';
    }
    const res = await doFetch(path, {
      ...fetchOptions,
      method,
      headers: finalHeaders,
      body: body ?? undefined,
      credentials: 'include',
    });
    const text = await res.text();
    if (!res.ok) throw new ApiError(res.status, text, res.statusText);
    let parsed: unknown = text === '' ? undefined : text;
    if (text !== '' && (res.headers.get('content-type') ?? '').includes('json')) {
      parsed = JSON.parse(text);
    }
    return { status: res.status, body: parsed, headers: res.headers };
  };
}

/** A typed client for any ts-rest router (the whole `apiContract` by default). */
export function createClientFor<T extends AppRouter>(router: T, baseUrl = '', options: ApiClientOptions = {}) {
  return initClient(router, {
    baseUrl,
    baseHeaders: {},
    credentials: 'include',
    api: createFetcher(options),
  });
}

/**
 * The client the screens use: `const { body } = await api.health.get()`.
 * Only 2xx responses resolve; everything else throws an {@link ApiError}.
 */
export function createApiClient(baseUrl = '', options: ApiClientOptions = {}) {
  return createClientFor(apiContract, baseUrl, options);
}

export type ApiClient = ReturnType<typeof createApiClient>;
