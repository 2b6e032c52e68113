import { randomUUID } from 'node:crypto';
import {
  type Bureau,
  BUREAUS,
  CERTIFIED_MAIL_PRICE_CENTS,
  MISSING_USER_INFO,
  type MailingPackage,
  type PackageLetter,
  type PackageLetterStatus,
  type ValidUserInfo,
} from '@finx/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../../platform/app-error';
import { bureauAnswerDue } from '../deadlines';
import { consumerFor, letterDispute, storedLetter } from '../dispute-letters.service';
import { DisputeMailingEntity, type DisputeMailingRecord, MailingEventEntity } from '../dispute-mail.entities';
import { DisputeEntity, type DisputeRecord } from '../dispute.entity';
import { findLetterDetails, saveLetterDetails } from '../letter-details.service';
import { type LetterConsumer, type LetterWriter, letterText } from '../letters';
import { listNames } from '../letters/format';
import { CITATIONS } from '../letters/templates/law';
import { liveMailingFor } from '../mailings.service';
import { DisputePackageEntity, DisputePackageItemEntity, type DisputePackageRecord } from './package.entities';

export const PACKAGE_NOT_FOUND = 'Letter package not found';
export const NOTHING_TO_DISPUTE =
  'There is nothing to dispute yet: dispute an item of your Credit File, or file one on the Disputes screen (every open dispute is already in a mailed letter)';

/** The consumer block: the details given now (saved for next time), else the saved ones; 400 when there are none. */
export async function packageConsumer(tx: EntityManager, userId: number, info: ValidUserInfo | undefined): Promise<LetterConsumer> {
  if (info) {
    const consumer = await consumerFor(tx, userId, info);
    await saveLetterDetails(tx, userId, info);
    return consumer;
  }
  const saved = await findLetterDetails(tx, userId);
  if (!saved) throw new AppError('missing_user_info', MISSING_USER_INFO);
  const { firstName, lastName, address, city, state, zip } = saved;
  return { firstName, lastName, address, city, state, zip, ...(saved.ssnLast4 ? { ssnLast4: saved.ssnLast4 } : {}) };
}

/** 'FDCPA §809 validation and FCRA §611 dispute', from what the letter cites. */
export function letterTypeOf(citations: string[]): string {
  const parts = [
    citations.includes(CITATIONS.debtValidation) ? 'FDCPA §809 validation' : null,
    citations.includes(CITATIONS.obsolete) ? 'FCRA §605 obsolete items' : null,
  ].filter(Boolean);
  return listNames([...parts, 'FCRA §611 dispute'] as string[]);
}

/** A package not yet on its way: no mailing, or one the carrier refused. Only such a package's letter may change. */
const unmailed = (m: DisputeMailingRecord | undefined) => !m || m.status === 'failed';

/**
 * The user's open disputes that no letter has carried yet (pending, nothing on its way), oldest first: whether
 * they came from a finding, the credit file's "Dispute this" or the New Dispute form.
 */
export async function openUnsentDisputes(tx: EntityManager, userId: number): Promise<DisputeRecord[]> {
  const disputes = await tx.find(DisputeEntity, { userId, status: 'pending' }, { orderBy: { id: 'asc' } });
  const open: DisputeRecord[] = [];
  for (const d of disputes) if (!(await liveMailingFor(tx, d))) open.push(d);
  return open;
}

export interface GenerateRequest {
  consumer: LetterConsumer;
  /** Only this dispute's bureau, the dispute itself included. */
  dispute?: DisputeRecord;
}

/**
 * One letter per bureau covering the bureau's open, unsent disputes (and `dispute`). A bureau's unmailed
 * package gets the new letter and disputes; a mailed one is never changed, so a new package is made. Called in
 * a transaction holding lockUserDisputes.
 */
export async function writePackages(
  tx: EntityManager,
  writer: LetterWriter,
  userId: number,
  req: GenerateRequest,
  at = new Date(),
): Promise<DisputePackageRecord[]> {
  const packages = await tx.find(DisputePackageEntity, { userId }, { orderBy: { createdAt: 'desc' } });
  const mailings = await packageMailings(
    tx,
    packages.map((p) => p.id),
  );
  const replaceable = new Map<Bureau, DisputePackageRecord>();
  for (const p of packages) if (unmailed(mailings.get(p.id)) && !replaceable.has(p.bureau)) replaceable.set(p.bureau, p);

  const open = await openUnsentDisputes(tx, userId);
  const byBureau = new Map<Bureau, DisputeRecord[]>();
  for (const d of req.dispute ? [req.dispute, ...open.filter((o) => o.id !== req.dispute!.id)] : open) {
    if (req.dispute && d.bureau !== req.dispute.bureau) continue;
    byBureau.set(d.bureau, [...(byBureau.get(d.bureau) ?? []), d]);
  }
  if (!byBureau.size) throw new AppError('nothing_to_dispute', NOTHING_TO_DISPUTE);

  const written: DisputePackageRecord[] = [];
  for (const bureau of BUREAUS) {
    const disputes = byBureau.get(bureau);
    if (!disputes) {
      // A stale unmailed letter (its disputes were mailed, answered or deleted) must not be mailed later.
      const stale = replaceable.get(bureau);
      if (stale && !req.dispute) tx.remove(stale);
      continue;
    }
    const letter = await writer.write({ bureau, items: await Promise.all(disputes.map((d) => letterDispute(tx, d))), consumer: req.consumer, date: at });
    const fields = {
      writer: writer.name,
      letter: letter as unknown as Record<string, unknown>,
      content: letterText(letter),
      letterType: letterTypeOf(letter.citations),
      updatedAt: at,
    };
    const pkg = replaceable.get(bureau) ?? tx.create(DisputePackageEntity, { id: randomUUID(), userId, bureau, createdAt: at, ...fields });
    tx.assign(pkg, fields);
    await tx.flush();
    // Through the unit of work (not a native delete): the same (package, dispute) may be created again below.
    tx.remove(await tx.find(DisputePackageItemEntity, { packageId: pkg.id }));
    await tx.flush();
    disputes.forEach((d, position) => tx.create(DisputePackageItemEntity, { packageId: pkg.id, disputeId: d.id, round: d.round, position }));
    written.push(pkg);
  }
  await tx.flush();
  return written;
}

/** Each package's mailing (one per package). */
export async function packageMailings(em: EntityManager, packageIds: string[]): Promise<Map<string, DisputeMailingRecord>> {
  if (!packageIds.length) return new Map();
  const rows = await em.find(DisputeMailingEntity, { packageId: { $in: packageIds } });
  return new Map(rows.map((m) => [m.packageId!, m]));
}

/** A package id as PostgreSQL's uuid type reads it (anything else would be a database error, not a 404). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The user's own package, or 404 (another user's is not revealed). */
export async function ownPackage(em: EntityManager, userId: number, id: string): Promise<DisputePackageRecord> {
  const pkg = UUID.test(id) ? await em.findOne(DisputePackageEntity, { id: id.toLowerCase(), userId }) : null;
  if (!pkg) throw new AppError('not_found', PACKAGE_NOT_FOUND);
  return pkg;
}

/**
 * Queues the certified mailing of each package, in a transaction holding lockUserDisputes: one mailing per
 * package, ever — a package already queued, mailed or delivered keeps its mailing (a double click, a retry),
 * one the carrier refused is queued again. A package whose disputes went on without it (answered, mailed
 * another way) is refused. Returns the mailing ids to enqueue, and the refusals.
 */
export async function queuePackageMailings(
  tx: EntityManager,
  packages: DisputePackageRecord[],
  carrier: 'lob' | 'sandbox',
  service: DisputeMailingRecord['service'],
  at = new Date(),
) {
  const existing = await packageMailings(
    tx,
    packages.map((p) => p.id),
  );
  const toSend: number[] = [];
  const refused = new Map<string, string>();
  for (const pkg of packages) {
    const mailing = existing.get(pkg.id);
    if (mailing && mailing.status !== 'failed') continue;
    const items = await tx.find(DisputePackageItemEntity, { packageId: pkg.id });
    const disputes = await tx.find(DisputeEntity, { id: { $in: items.map((i) => i.disputeId) } });
    const stale =
      items.length === 0 ||
      (
        await Promise.all(
          items.map(async (i) => {
            const d = disputes.find((x) => x.id === i.disputeId);
            const live = d ? await liveMailingFor(tx, d) : null;
            return d?.status !== 'pending' || d.round !== i.round || (live !== null && live.packageId !== pkg.id);
          }),
        )
      ).some(Boolean);
    if (stale) {
      refused.set(pkg.id, 'This letter is out of date (a dispute in it has moved on): generate the letters again');
      continue;
    }
    if (mailing) {
      tx.assign(mailing, { status: 'queued', error: null });
      toSend.push(mailing.id);
      continue;
    }
    const created = tx.create(DisputeMailingEntity, { packageId: pkg.id, carrier, service, status: 'queued', createdAt: at });
    await tx.flush();
    toSend.push(created.id);
  }
  await tx.flush();
  return { toSend, refused };
}

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

function letterStatus(m: DisputeMailingRecord | undefined): PackageLetterStatus {
  if (!m) return 'ready';
  if (m.status === 'failed' || m.status === 'returned') return 'failed';
  return m.status === 'delivered' ? 'delivered' : 'mailed';
}

/** The user's packages as the Document Center shows them: letters (newest first) and their mailings with events. */
export async function packageViews(em: EntityManager, userId: number, only?: string[]) {
  const packages = await em.find(DisputePackageEntity, { userId, ...(only ? { id: { $in: only } } : {}) }, { orderBy: { createdAt: 'desc', id: 'asc' } });
  const ids = packages.map((p) => p.id);
  const items = ids.length ? await em.find(DisputePackageItemEntity, { packageId: { $in: ids } }, { orderBy: { position: 'asc' } }) : [];
  const mailings = await packageMailings(em, ids);
  const mailingIds = [...mailings.values()].map((m) => m.id);
  const events = mailingIds.length ? await em.find(MailingEventEntity, { mailingId: { $in: mailingIds } }, { orderBy: { occurredAt: 'asc', id: 'asc' } }) : [];
  const letters: PackageLetter[] = packages.map((p) => ({
    id: p.id,
    bureau: p.bureau,
    letterType: p.letterType,
    createdDate: p.updatedAt.toISOString(),
    status: letterStatus(mailings.get(p.id)),
    generatedContent: p.content,
    disputeIds: items.filter((i) => i.packageId === p.id).map((i) => i.disputeId),
    citations: storedLetter(p).citations,
    pdfUrl: `/api/dispute-packages/${p.id}/pdf`,
  }));
  const mailingPackages: MailingPackage[] = packages.flatMap((p) => {
    const m = mailings.get(p.id);
    return m
      ? [
          mailingView(
            p,
            m,
            events.filter((e) => e.mailingId === m.id),
          ),
        ]
      : [];
  });
  return { letters, mailingPackages };
}

export function mailingView(
  p: DisputePackageRecord,
  m: DisputeMailingRecord | null,
  events: { name: string; occurredAt: Date }[],
  error?: string,
): MailingPackage {
  const failed = !m || m.status === 'failed' || m.status === 'returned';
  return {
    packageId: p.id,
    bureau: p.bureau,
    success: !failed,
    carrier: m?.carrier ?? null,
    trackingNumber: m?.trackingNumber ?? null,
    status: m?.status ?? 'failed',
    error: error ?? m?.error ?? null,
    priceCents: CERTIFIED_MAIL_PRICE_CENTS,
    mailedAt: iso(m?.mailedAt),
    expectedDeliveryDate: iso(m?.expectedDeliveryDate),
    deliveredAt: iso(m?.deliveredAt),
    responseDueDate: m?.deliveredAt ? bureauAnswerDue(m.deliveredAt, false).toISOString() : null,
    events: events.map((e) => ({ name: e.name, occurredAt: e.occurredAt.toISOString() })),
  };
}

/** Packages to mail when none are named: every one of the user's not yet on its way. */
export async function unmailedPackages(em: EntityManager, userId: number): Promise<DisputePackageRecord[]> {
  const packages = await em.find(DisputePackageEntity, { userId }, { orderBy: { createdAt: 'asc' } });
  const mailings = await packageMailings(
    em,
    packages.map((p) => p.id),
  );
  return packages.filter((p) => unmailed(mailings.get(p.id)));
}
