import type { BackendModule } from '../types';
import { BillingContractEntity, PaymentEntity, PaypalOrderEntity, SubscriptionEntity } from './billing.entities';
import { mountBillingRoutes } from './billing.routes';
import { Migration20261126010000_billing } from './migrations/Migration20261126010000_billing';

export { currentSubscription, liveSubscription } from './subscriptions.service';

/**
 * Billing (issue 16): plans, the credit-repair contract accepted before any payment, Stripe Checkout and its
 * webhook (POST /api/hooks/stripe), PayPal orders, the user's subscription and payments.
 */
export const billingModule: BackendModule = {
  name: 'billing',
  entities: [BillingContractEntity, SubscriptionEntity, PaymentEntity, PaypalOrderEntity],
  migrations: [{ name: Migration20261126010000_billing.name, class: Migration20261126010000_billing }],
  routes: mountBillingRoutes,
};
