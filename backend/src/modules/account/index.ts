import { accountContract } from '@finx/contracts';
import { mountContract } from '../../platform/http/contract';
import type { BackendModule } from '../types';
import { EmailChangeEntity } from './email-change.entity';
import { emailChangeRoutes } from './email-change.routes';
import { dataRightsEntities, dataRightsMigrations, dataRightsRoutes, defineDataRightsJobs } from './data-rights';
import { accountMail } from './mail';
import { Migration20261205000000_account_security_events } from './migrations/Migration20261205000000_account_security_events';
import { Migration20261205000100_account_profile } from './migrations/Migration20261205000100_account_profile';
import { Migration20261205002800_account_two_step } from './migrations/Migration20261205002800_account_two_step';
import { passwordRoutes } from './password.routes';
import { profileRoutes } from './profile.routes';
import { securityActivityRoutes } from './security-activity.routes';
import { SecurityEventEntity } from './security-event.entity';
import { sessionRoutes } from './sessions.routes';
import { twoStepRoutes } from './two-step/two-step.routes';

export { recordSecurityEvent } from './security-events';
export { requireCurrentPassword } from './reauth';
export { describeDevice } from './device';
export { isTwoStepEnabled } from './two-step-status';
export { twoStepSignIn } from './two-step/sign-in';

const migrations = [
  Migration20261205000000_account_security_events,
  Migration20261205000100_account_profile,
  Migration20261205002800_account_two_step,
  ...dataRightsMigrations,
];

/**
 * The user's own account (issue 28): profile and letter details, e-mail change by link, password, signed-in
 * sessions, recent security activity, two-step sign-in (two-step/), data export and closing (data-rights/).
 * Each part exports its handlers; they are mounted here as one accountContract.
 */
export const accountModule: BackendModule = {
  name: 'account',
  entities: [SecurityEventEntity, EmailChangeEntity, ...dataRightsEntities],
  migrations: migrations.map((m) => ({ name: m.name, class: m })),
  routes(app, appCtx) {
    const ctx = { ...appCtx, mail: accountMail(appCtx.config, appCtx.logger) };
    mountContract(app, accountContract, {
      ...profileRoutes(ctx),
      ...emailChangeRoutes(ctx),
      ...passwordRoutes(ctx),
      ...sessionRoutes(ctx),
      ...twoStepRoutes(ctx),
      ...securityActivityRoutes(ctx),
      ...dataRightsRoutes(ctx),
    });
  },
  jobs(queue, ctx) {
    // Exports and closures left waiting are queued again whenever the queue connects, and swept (data-rights/).
    defineDataRightsJobs(queue, ctx);
  },
};
