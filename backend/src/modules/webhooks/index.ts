import type { BackendModule } from '../types';
import { Migration20261125030000_webhooks } from './migrations/Migration20261125030000_webhooks';
import { WebhookAttemptEntity, WebhookEntity, WebhookEventEntity } from './webhook.entities';
import { defineWebhookJobs } from './webhooks.jobs';
import { mountWebhookRoutes } from './webhooks.routes';

/** Other modules emit events through these (in their own transaction: the outbox). */
export { emitBuilderSignup, type BuilderSignup } from './outbox';

/**
 * Partner webhooks (spec part 2 §2 Webhook Management, issue 15): receivers per credit-builder provider,
 * `builder.signup` events written with the enrollment (outbox), signed per Standard Webhooks and delivered by
 * queue jobs with retries, an SSRF guard at save and at delivery, and the event log.
 */
export const webhooksModule: BackendModule = {
  name: 'webhooks',
  entities: [WebhookEntity, WebhookEventEntity, WebhookAttemptEntity],
  migrations: [{ name: Migration20261125030000_webhooks.name, class: Migration20261125030000_webhooks }],
  jobs(queue, ctx) {
    // The sweep keeps itself going; it is scheduled whenever the queue connects (deliveries survive restarts).
    defineWebhookJobs(queue, ctx);
  },
  routes: mountWebhookRoutes,
};
