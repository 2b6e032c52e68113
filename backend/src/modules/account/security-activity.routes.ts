import { requireUser } from '../../platform/http/session';
import type { AppContext } from '../types';
import type { AccountHandlers } from './handlers';
import { listSecurityEvents } from './security-events';

export const securityActivityRoutes = ({ orm }: AppContext): AccountHandlers<'securityActivity'> => ({
  securityActivity: async ({ req }) => ({ status: 200, body: await listSecurityEvents(orm.em, requireUser(req)) }),
});
