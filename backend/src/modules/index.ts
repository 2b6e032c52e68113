import { accountModule } from './account';
import { authModule } from './auth';
import { billingModule, mailingBilling } from './billing';
import { contactModule } from './contact';
import { creditModule } from './credit';
import { createDisputesModule, findLetterDetails, notifyReinsertedItems } from './disputes';
import { createDocumentsModule } from './documents';
import { guardianModule } from './guardian';
import { healthModule } from './health';
import { notificationsModule } from './notifications';
import { underwritingModule } from './underwriting';
import { usersModule } from './users';
import { webhooksModule } from './webhooks';
import type { BackendModule } from './types';

export type { AppContext, BackendModule } from './types';

/**
 * Every backend module, in mount order. Adding a domain: create src/modules/<name>/index.ts exporting a
 * BackendModule, import it here and add it to the list (its contract goes in contracts/src/<name>.ts).
 */
/** Disputes reach billing only through what billing's index.ts gives here (billing already imports disputes). */
const disputesModule = createDisputesModule(mailingBilling);
/** Documents check an ID against the letter details, and tell disputes of a stored report (disputes already imports documents). */
const documentsModule = createDocumentsModule({ findLetterDetails, afterReportRead: notifyReinsertedItems });

export const modules: BackendModule[] = [
  healthModule,
  usersModule,
  authModule,
  creditModule,
  disputesModule,
  documentsModule,
  underwritingModule,
  contactModule,
  webhooksModule,
  billingModule,
  notificationsModule,
  guardianModule,
  accountModule,
];
