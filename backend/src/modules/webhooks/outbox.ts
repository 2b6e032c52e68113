import { BUILDER_SIGNUP_EVENT, type BuilderSignupEvent, type WebhookProvider } from '@finx/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { afterCommitRelay } from '../../platform/db/after-commit';
import { qualifiedTable } from '../../platform/db/orm';

/**
 * The outbox: an event is a `webhook_events` row written in the caller's transaction, so it exists exactly when
 * what it reports does. Once that transaction commits, its events are handed to the queue (`pendingDeliveries`);
 * if this process dies in between, the sweep finds them.
 */

/** A delivery to queue: the event and how many attempts it has had (the job's id, unique per attempt). */
export interface DeliveryKey {
  eventId: number;
  attempts: number;
}

/** Deliveries, handed to the queue when their transaction commits (relayed by webhooks.jobs.ts). */
export const pendingDeliveries = afterCommitRelay<DeliveryKey>('webhook events');

export interface BuilderSignup {
  userId: number;
  provider: WebhookProvider;
  /** The enrollment; null for a test event. */
  builderAccountId: number | null;
  creditScore: number | null;
  at: Date;
  test: boolean;
}

export const builderSignupPayload = (s: BuilderSignup): BuilderSignupEvent => ({
  type: BUILDER_SIGNUP_EVENT,
  timestamp: s.at.toISOString(),
  data: { userId: s.userId, builderProvider: s.provider, builderAccountId: s.builderAccountId, creditScore: s.creditScore, test: s.test },
});

/**
 * Writes one `builder.signup` event per active webhook of the user for that provider, in `tx`'s transaction,
 * and marks those webhooks triggered. Returns how many events were written.
 */
export async function emitBuilderSignup(tx: EntityManager, signup: BuilderSignup): Promise<number> {
  const context = tx.getTransactionContext();
  if (!context) return tx.transactional((inner) => emitBuilderSignup(inner, signup));
  const payload = JSON.stringify(builderSignupPayload(signup));
  const rows = await tx.execute<{ id: string | number }[]>(
    `with hooks as (
       update ${qualifiedTable(tx, 'webhooks')} set "last_triggered" = now()
       where "user_id" = ? and "provider" = ? and "is_active" returning "id"
     )
     insert into ${qualifiedTable(tx, 'webhook_events')} ("message_id", "webhook_id", "user_id", "event_type", "payload", "status", "next_attempt_at")
     select 'msg_' || replace(gen_random_uuid()::text, '-', ''), "id", ?, ?, ?, 'pending', now() from hooks
     returning "id"`,
    [signup.userId, signup.provider, signup.userId, BUILDER_SIGNUP_EVENT, payload],
  );
  deliverAfterCommit(
    tx,
    rows.map((r) => ({ eventId: Number(r.id), attempts: 0 })),
  );
  return rows.length;
}

/** Queues these events for delivery once `tx`'s transaction commits. */
export const deliverAfterCommit = (tx: EntityManager, keys: DeliveryKey[]) => pendingDeliveries.add(tx, keys);
