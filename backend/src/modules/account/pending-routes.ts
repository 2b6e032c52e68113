import type { AccountHandlers } from './handlers';

const notBuiltYet = async () => ({ status: 501 as const, body: { error: 'Not built yet' } });

/**
 * PLACEHOLDER: accountContract's routes whose part is not built yet answer 501. Building a part
 * (two-step/, data-rights/) deletes its entries here and adds its handlers in index.ts.
 */
export const pendingRoutes: AccountHandlers<
  | 'exports'
  | 'requestExport'
  | 'downloadExport'
  | 'closePreview'
  | 'close'
> = {
  exports: notBuiltYet,
  requestExport: notBuiltYet,
  downloadExport: notBuiltYet,
  closePreview: notBuiltYet,
  close: notBuiltYet,
};
