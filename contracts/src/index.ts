import { initContract } from '@ts-rest/core';
import { healthContract } from './health';

export * from './common';
export * from './health';

const c = initContract();

/**
 * The whole API. One router per domain, each in its own file (`src/<domain>.ts`).
 * Adding a domain is two lines: import its router here and add it below.
 */
export const apiContract = c.router({
  health: healthContract,
});

export type ApiContract = typeof apiContract;

export { ApiError, createApiClient, createClientFor, createFetcher, serverMessage } from './client';
export type { ApiClient, ApiClientOptions } from './client';
