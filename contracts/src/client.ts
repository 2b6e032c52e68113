import { initClient, type ApiFetcher, type AppRouter } from '@ts-rest/core';
import { apiContract } from './api';
import { ApiError } from './http';

export { ApiError, isApiError, requestJson, serverMessage } from './http';

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
