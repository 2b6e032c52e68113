/** @finx/contracts: the API's routers and schemas, one file per domain, and the typed client. */
export * from './common';
export * from './auth';
export * from './contact';
export * from './credit';
export * from './coaching';
export * from './activities';
export * from './builder-accounts';
export * from './disputes';
export * from './dispute-mail';
export * from './dispute-packages';
export * from './credit-report';
export * from './documents';
export * from './health';
export * from './users';
export * from './webhooks';
export * from './underwriting';
export * from './session';
export * from './scoring';
export * from './billing';
export * from './plans';
export * from './croa';
export * from './notifications';
export * from './notification-count';
export * from './guardian';
export { apiContract, type ApiContract } from './api';

export { createApiClient, createClientFor, createFetcher } from './client';
export type { ApiClient, ApiClientOptions } from './client';
