import type { Mailing, MailingStatus } from '@finx/contracts';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { recordActivity } from '../credit';
import type { TrackingEventName } from './carrier';
import { bureauAnswerDue } from './deadlines';
import { DisputeMailingEntity, type DisputeMailingRecord, MailingEventEntity } from './dispute-mail.entities';
import { DisputeEntity } from './dispute.entity';

/** What each carrier event makes of the mailing's status. */
const STATUS_AFTER: Record<TrackingEventName | 'Returned to Sender', MailingStatus> = {
  Mailed: 'mailed',
  'In Transit': 'in_transit',
  'In Local Area': 'in_transit',
  'Processed for Delivery': 'in_transit',
  Delivered: 'delivered',
  'Returned to Sender': 'returned',
};
export type MailingEventName = keyof typeof STATUS_AFTER;
const ORDER: MailingStatus[] = ['queued', 'mailed', 'in_transit', 'delivered'];

/** A mailing of the round that is still on its way or arrived (a failed or returned one can be sent again). */
export const LIVE_MAILING: MailingStatus[] = ['queued', 'mailed', 'in_transit', 'delivered'];

/**
 * Records a carrier event once (a repeated webhook or job is a no-op) and moves the mailing on; events may
 * arrive out of order, so the status only moves forward. Delivery starts the bureau's 30 days (45 with the
 * extension): the dispute's due date moves to that. Returns the new due date when delivery set one.
 */
export async function recordMailingEvent(em: EntityManager, mailingId: number, name: MailingEventName, at: Date): Promise<{ dueDate: Date | null; disputeId: number } | null> {
  return em.transactional(async (tx) => {
    // Locked: events of one mailing (a webhook, a job) may arrive together, and the status only moves forward.
    const mailing = await tx.findOne(DisputeMailingEntity, { id: mailingId }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    if (!mailing) return null;
    const known = await tx.findOne(MailingEventEntity, { mailingId, name });
    if (known) return null;
    tx.create(MailingEventEntity, { mailingId, name, occurredAt: at });
    const next = STATUS_AFTER[name];
    if (next === 'returned' || ORDER.indexOf(next) > ORDER.indexOf(mailing.status)) tx.assign(mailing, { status: next });
    if (name === 'Mailed' && !mailing.mailedAt) tx.assign(mailing, { mailedAt: at });
    let dueDate: Date | null = null;
    if (name === 'Delivered') {
      tx.assign(mailing, { deliveredAt: at });
      const dispute = await tx.findOneOrFail(DisputeEntity, { id: mailing.disputeId }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
      if (dispute.round === mailing.round && dispute.result == null) {
        dueDate = bureauAnswerDue(at, dispute.deadlineExtended);
        tx.assign(dispute, { expectedResponseDate: dueDate });
        recordActivity(tx, dispute.userId, {
          type: 'dispute_updated',
          title: 'Dispute letter delivered',
          description: `Delivered to the bureau; its answer is due ${dueDate.toISOString().slice(0, 10)}`,
          metadata: { disputeId: dispute.id, mailingId },
          at,
        });
      }
    }
    return { dueDate, disputeId: mailing.disputeId };
  });
}

/** The latest mailing of each dispute's current round, with its events (one query each). */
export async function latestMailings(em: EntityManager, disputes: { id: number; round: number }[]): Promise<Map<number, Mailing>> {
  if (disputes.length === 0) return new Map();
  const rows = await em.find(DisputeMailingEntity, { disputeId: { $in: disputes.map((d) => d.id) } }, { orderBy: { id: 'desc' } });
  const current = new Map<number, DisputeMailingRecord>();
  for (const r of rows) if (!current.has(r.disputeId) && disputes.some((d) => d.id === r.disputeId && d.round === r.round)) current.set(r.disputeId, r);
  const events = current.size ? await em.find(MailingEventEntity, { mailingId: { $in: [...current.values()].map((m) => m.id) } }, { orderBy: { occurredAt: 'asc', id: 'asc' } }) : [];
  return new Map([...current].map(([disputeId, m]) => [disputeId, toMailing(m, events.filter((e) => e.mailingId === m.id))]));
}

export function toMailing(m: DisputeMailingRecord, events: { name: string; occurredAt: Date }[]): Mailing {
  const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);
  return {
    id: m.id,
    status: m.status,
    carrier: m.carrier,
    trackingNumber: m.trackingNumber ?? null,
    service: m.service,
    error: m.error ?? null,
    createdAt: m.createdAt.toISOString(),
    mailedAt: iso(m.mailedAt),
    deliveredAt: iso(m.deliveredAt),
    expectedDeliveryDate: iso(m.expectedDeliveryDate),
    events: events.map((e) => ({ name: e.name, occurredAt: e.occurredAt.toISOString() })),
  };
}
