import { accountContract } from '@finx/contracts';
import { mountContract } from '../../platform/http/contract';
import type { BackendModule } from '../types';
import { Migration20261205000000_account_security_events } from './migrations/Migration20261205000000_account_security_events';
import { pendingRoutes } from './pending-routes';
import { securityActivityRoutes } from './security-activity.routes';
import { SecurityEventEntity } from './security-event.entity';

export { recordSecurityEvent } from './security-events';
export { requireCurrentPassword } from './reauth';
export { describeDevice } from './device';

const migrations = [Migration20261205000000_account_security_events];

/**
 * The user's own account (issue 28): profile and letter details, e-mail change by link, password, signed-in
 * sessions, recent security activity, two-step sign-in (two-step/), data export and closing (data-rights/).
 * Each part exports its handlers; they are mounted here as one accountContract.
 */
export const accountModule: BackendModule = {
  name: 'account',
  entities: [SecurityEventEntity],
  migrations: migrations.map((m) => ({ name: m.name, class: m })),
  routes(app, ctx) {
    mountContract(app, accountContract, {
      ...securityActivityRoutes(ctx),
      ...pendingRoutes,
    });
  },
};
