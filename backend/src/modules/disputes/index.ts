import type { BackendModule } from '../types';
import { DisputeEntity } from './dispute.entity';
import { mountDisputeRoutes } from './disputes.routes';
import { Migration20261122040400_disputes_disputes } from './migrations/Migration20261122040400_disputes_disputes';

export * from './disputes.service';
export { maskAccountNumber } from './account-number';

/**
 * Disputes against creditors with a bureau (spec part 1 §2 Disputes). Letters and certified-mail delivery
 * come with a later issue: their entities, migrations and routes go beside these.
 */
export const disputesModule: BackendModule = {
  name: 'disputes',
  entities: [DisputeEntity],
  migrations: [{ name: Migration20261122040400_disputes_disputes.name, class: Migration20261122040400_disputes_disputes }],
  routes(app, ctx) {
    mountDisputeRoutes(app, ctx);
  },
};
