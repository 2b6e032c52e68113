import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../platform/app-error';
import type { Enqueuer } from '../../platform/queue';
import { parseLobWebhook, type RequestHeaders } from './carrier';
import { DisputeMailingEntity } from './dispute-mail.entities';
import { trackingEventJob } from './disputes.jobs';

/** A Lob tracking event, verified by its signature, queued for its mailing once (by Lob's event id). */
export async function receiveLobEvent(em: EntityManager, queue: Enqueuer, secret: string | undefined, headers: RequestHeaders, body: Buffer) {
  if (!secret) throw new AppError('not_found', 'Lob webhooks are not configured');
  const event = parseLobWebhook(secret, headers, body);
  if (!event) throw new AppError('unauthenticated', 'Invalid signature');
  if (!event.name) return;
  const mailing = await em.findOne(DisputeMailingEntity, { carrierId: event.carrierId });
  if (mailing)
    await trackingEventJob.enqueue(
      queue,
      { mailingId: mailing.id, name: event.name, at: event.occurredAt.toISOString() },
      { key: { lobEventId: event.eventId } },
    );
}
