import { type Mailing, type MailingStatus, sandboxCarrierNotice, isoDay } from '@finx/contracts';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { recordActivity } from '../credit';
import { notifyUser } from '../notifications';
import type { TrackingEventName } from './carrier';
import { answerDue } from './deadlines';
import { DisputeMailingEntity, type DisputeMailingRecord, MailingEventEntity } from './dispute-mail.entities';
import { DisputeEntity } from './dispute.entity';
import { DisputePackageItemEntity } from './packages/package.entities';

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

/** A dispute's round a mailing carries. */
export interface MailedDispute {
  disputeId: number;
  round: number;
}

/** The disputes a mailing carries, in id order: its own dispute's round, or every dispute of its package. */
export async function mailingDisputes(em: EntityManager, m: DisputeMailingRecord): Promise<MailedDispute[]> {
  const covered = m.packageId
    ? (await em.find(DisputePackageItemEntity, { packageId: m.packageId })).map((i) => ({ disputeId: i.disputeId, round: i.round }))
    : [{ disputeId: m.disputeId!, round: m.round! }];
  return covered.sort((a, b) => a.disputeId - b.disputeId);
}

/**
 * Records a carrier event once (a repeated webhook or job is a no-op) and moves the mailing on; events may
 * arrive out of order, so the status only moves forward. Delivery starts the bureau's 30 days (45 with the
 * extension; a §605B block's 4 business days) for every dispute the mailing carries (one, or a package's): each due date moves to that.
 * Returns the due dates delivery set.
 */
export async function recordMailingEvent(
  em: EntityManager,
  mailingId: number,
  name: MailingEventName,
  at: Date,
): Promise<{ dueDates: { disputeId: number; dueDate: Date }[] } | null> {
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
    const dueDates: { disputeId: number; dueDate: Date }[] = [];
    if (name === 'Delivered') {
      tx.assign(mailing, { deliveredAt: at });
      for (const { disputeId, round } of await mailingDisputes(tx, mailing)) {
        const dispute = await tx.findOneOrFail(DisputeEntity, { id: disputeId }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
        if (dispute.round !== round || dispute.result != null) continue;
        const dueDate = answerDue(dispute, at);
        dueDates.push({ disputeId, dueDate });
        tx.assign(dispute, { expectedResponseDate: dueDate });
        recordActivity(tx, dispute.userId, {
          type: 'dispute_updated',
          title: 'Dispute letter delivered',
          description: `Delivered to the bureau; its answer is due ${isoDay(dueDate)}`,
          metadata: { disputeId: dispute.id, mailingId },
          at,
        });
      }
    }
    if (name === 'Mailed' || name === 'Delivered' || name === 'Returned to Sender') await notifyMailingOwner(tx, mailing, name, dueDates[0]?.dueDate);
    return { dueDates };
  });
}

/** Tells the owner of the disputes a mailing carries that it was mailed or came back (status updates), or arrived (letter_delivered). */
async function notifyMailingOwner(
  tx: EntityManager,
  mailing: DisputeMailingRecord,
  name: 'Mailed' | 'Delivered' | 'Returned to Sender',
  due: Date | undefined,
) {
  const [first] = await mailingDisputes(tx, mailing);
  const owner = first && (await tx.findOne(DisputeEntity, { id: first.disputeId }));
  if (!owner) return;
  const tracking = mailing.trackingNumber ? ` (tracking ${mailing.trackingNumber})` : '';
  // The sandbox carrier mails nothing: its notifications (and their e-mails) say so, in the screens' words.
  const sandbox = sandboxCarrierNotice(mailing.carrier);
  const said = (body: string) => (sandbox ? `${body} ${sandbox}` : body);
  await (name === 'Delivered'
    ? notifyUser(tx, owner.userId, 'letter_delivered', {
        title: 'Dispute letter delivered',
        body: said(`Your certified letter${tracking} reached the bureau.${due ? ` Its answer is due ${isoDay(due)}.` : ''}`),
        link: '/disputes',
      })
    : notifyUser(tx, owner.userId, 'dispute_status_update', {
        title: name === 'Mailed' ? 'Dispute letter mailed' : 'Dispute letter returned',
        body: said(
          name === 'Mailed'
            ? `Your certified letter${tracking} is on its way: your dispute is in progress, and the bureau's 30 days start when it is delivered.`
            : `Your certified letter${tracking} was returned to sender. Check the address and send it again.`,
        ),
        link: '/disputes',
      }));
}

/**
 * The latest mailing carrying each dispute's current round — its own or its package's — with its events
 * (one query each).
 */
export async function latestMailings(em: EntityManager, disputes: { id: number; round: number }[]): Promise<Map<number, Mailing>> {
  if (disputes.length === 0) return new Map();
  const ids = disputes.map((d) => d.id);
  const roundOf = new Map(disputes.map((d) => [d.id, d.round]));
  const items = (await em.find(DisputePackageItemEntity, { disputeId: { $in: ids } })).filter((i) => roundOf.get(i.disputeId) === i.round);
  const rows = await em.find(
    DisputeMailingEntity,
    { $or: [{ disputeId: { $in: ids } }, ...(items.length ? [{ packageId: { $in: [...new Set(items.map((i) => i.packageId))] } }] : [])] },
    { orderBy: { id: 'desc' } },
  );
  const current = new Map<number, DisputeMailingRecord>();
  for (const r of rows) {
    const carried = r.packageId
      ? items.filter((i) => i.packageId === r.packageId).map((i) => i.disputeId)
      : roundOf.get(r.disputeId!) === r.round
        ? [r.disputeId!]
        : [];
    for (const id of carried) if (!current.has(id)) current.set(id, r);
  }
  const mailingIds = [...new Set([...current.values()].map((m) => m.id))];
  const events = mailingIds.length ? await em.find(MailingEventEntity, { mailingId: { $in: mailingIds } }, { orderBy: { occurredAt: 'asc', id: 'asc' } }) : [];
  return new Map(
    [...current].map(([disputeId, m]) => [
      disputeId,
      toMailing(
        m,
        events.filter((e) => e.mailingId === m.id),
      ),
    ]),
  );
}

/** The mailing on its way (or arrived) with the dispute's current round, its own or its package's; null when none. */
export async function liveMailingFor(em: EntityManager, d: { id: number; round: number }): Promise<DisputeMailingRecord | null> {
  const own = await em.findOne(DisputeMailingEntity, { disputeId: d.id, round: d.round, status: { $in: LIVE_MAILING } }, { orderBy: { id: 'desc' } });
  if (own) return own;
  const items = await em.find(DisputePackageItemEntity, { disputeId: d.id, round: d.round });
  return items.length
    ? em.findOne(DisputeMailingEntity, { packageId: { $in: items.map((i) => i.packageId) }, status: { $in: LIVE_MAILING } }, { orderBy: { id: 'desc' } })
    : null;
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

/** How long a send call waits for the carrier's answer before it answers (the job goes on). */
export const SEND_WAIT_MS = 8000;

/** Polls the mailings until the carrier answered for each (or `waitMs` passed): works with any queue driver and process. */
export async function waitForCarrier(em: EntityManager, mailingIds: number[], waitMs = SEND_WAIT_MS): Promise<DisputeMailingRecord[]> {
  const until = Date.now() + waitMs;
  for (;;) {
    const rows = await (em.fork() as EntityManager).find(DisputeMailingEntity, { id: { $in: mailingIds } });
    const ordered = mailingIds.map((id) => rows.find((m) => m.id === id)!);
    if (ordered.every((m) => m.status !== 'queued') || Date.now() > until) return ordered;
    await Bun.sleep(100);
  }
}

/**
 * Stops every mailing of the user the carrier has not taken yet (queued): it is marked failed with `reason`, so the
 * send job skips it (the contract was cancelled: no more work). Returns how many were stopped.
 */
export async function stopQueuedMailings(tx: EntityManager, userId: number, reason: string): Promise<number> {
  const disputes = await tx.find(DisputeEntity, { userId }, { fields: ['id'] });
  const items = disputes.length ? await tx.find(DisputePackageItemEntity, { disputeId: { $in: disputes.map((d) => d.id) } }) : [];
  const packageIds = [...new Set(items.map((i) => i.packageId))];
  const queued = disputes.length
    ? await tx.find(
        DisputeMailingEntity,
        { status: 'queued', $or: [{ disputeId: { $in: disputes.map((d) => d.id) } }, ...(packageIds.length ? [{ packageId: { $in: packageIds } }] : [])] },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      )
    : [];
  for (const m of queued) tx.assign(m, { status: 'failed', error: reason });
  await tx.flush();
  return queued.length;
}
