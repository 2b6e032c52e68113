import type { BackendModule } from '../types';
import { BillingContractEntity, MailingFeeEntity, PaymentEntity, PaypalOrderEntity, SubscriptionEntity } from './billing.entities';
import { mountBillingRoutes } from './billing.routes';
import { defineBillingJobs } from './mailing-fees';
import { Migration20261126010000_billing } from './migrations/Migration20261126010000_billing';
import { Migration20261202010000_billing_service_agreement } from './migrations/Migration20261202010000_billing_service_agreement';

export { currentSubscription, liveSubscription } from './subscriptions.service';
/** Contract before service and plans enforced (issue 26): other modules' guards. */
export { requireAgreement, requirePlanFeature, userPlan } from './service-access';
/** The disputes engine's mailings: prices confirmed, fees once the carrier accepts them (wired in src/modules/index.ts). */
export { mailingBilling } from './mailing-fees';

const migrations = [Migration20261126010000_billing, Migration20261202010000_billing_service_agreement];

/**
 * Billing (issue 16): plans, the credit-repair contract accepted before any service or payment, Stripe Checkout and
 * its webhook (POST /api/hooks/stripe), PayPal orders, the user's subscription and payments, certified-mail fees.
 */
export const billingModule: BackendModule = {
  name: 'billing',
  entities: [BillingContractEntity, SubscriptionEntity, PaymentEntity, PaypalOrderEntity, MailingFeeEntity],
  migrations: migrations.map((m) => ({ name: m.name, class: m })),
  routes: mountBillingRoutes,
  jobs(queue, ctx) {
    // Owed fees get their billing job again whenever the queue connects (a start; Redis back, maybe empty).
    queue.whenConnected(defineBillingJobs(queue, ctx).resume);
  },
};
