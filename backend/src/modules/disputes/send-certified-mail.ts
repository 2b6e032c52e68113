import { BUREAU_LABELS, type ValidUserInfo } from '@finx/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../platform/app-error';
import { enqueueOrLeaveToSweep } from '../../platform/queue';
import { type DisputeMailContext, mailCarrier } from './dispute-mail.context';
import { DisputeLetterEntity, DisputeMailingEntity } from './dispute-mail.entities';
import { letterMatches } from './dispute-letters.service';
import { lockedDispute } from './dispute-rounds.service';
import { lockUserDisputes } from './disputes.service';
import { sendLetterJob } from './disputes.jobs';
import { saveLetterDetails } from './letter-details.service';
import { latestMailings, liveMailingFor, toMailing, waitForCarrier } from './mailings.service';

/** The send the user approved: the letter previewed with these details, at the price confirmed. */
export interface CertifiedMailSend {
  letterId: number;
  userInfo: ValidUserInfo;
  confirmedPriceCents?: number;
}

/**
 * Mails the round's approved letter by certified mail at the price the user confirmed, and waits briefly for the
 * carrier: `queued` when it has not answered yet (the job goes on). A repeated send is the same mailing, never
 * mailed twice; a refused one is sent again. 502 when the carrier refused it.
 */
export async function sendCertifiedMail(ctx: DisputeMailContext, userId: number, disputeId: number, body: CertifiedMailSend) {
  const { orm, queue, log } = ctx;
  const mailingId = await orm.em.transactional((tx) => queueMailing(tx, ctx, userId, disputeId, body));
  // Not queued (Redis down): the letter stays queued and the disputes sweep sends it.
  const enqueued = await enqueueOrLeaveToSweep(sendLetterJob.enqueue(queue, { mailingId }), log, { mailingId });
  const mailing = (await waitForCarrier(orm.em, [mailingId], enqueued ? undefined : 0))[0]!;
  const [withEvents] = [...(await latestMailings(orm.em.fork() as EntityManager, [{ id: mailing.disputeId!, round: mailing.round! }])).values()];
  const view = withEvents ?? toMailing(mailing, []);
  if (mailing.status === 'failed')
    throw new AppError('upstream_failed', `The letter was not sent: ${mailing.error ?? 'the carrier could not take it'}. Please try again.`);
  return { queued: mailing.status === 'queued', tracking_number: view.trackingNumber, mailing: view };
}

/** The mailing of the round's approved letter, queued and paid for (or the one already under way): its id. */
async function queueMailing(tx: EntityManager, { config, billing }: DisputeMailContext, userId: number, disputeId: number, body: CertifiedMailSend) {
  // The user's sends one at a time: the plan's letters and included packages are counted under this lock.
  await lockUserDisputes(tx, userId);
  const d = await lockedDispute(tx, userId, disputeId);
  await billing.requireAgreement(tx, userId);
  if (d.status !== 'pending') throw new AppError('conflict', d.status === 'resolved' ? 'This dispute is resolved' : 'This round is already under way');
  const letter = await tx.findOne(DisputeLetterEntity, { id: body.letterId, disputeId: d.id, round: d.round });
  if (!letter) throw new AppError('conflict', 'Preview the letter for this round and approve it before sending');
  if (!(await letterMatches(tx, userId, letter, body.userInfo)))
    throw new AppError('conflict', 'The letter was previewed with other details: preview it again before sending');
  // One mailing per approved letter: a repeated send is the same mailing (never mailed twice).
  const existing = await tx.findOne(DisputeMailingEntity, { letterId: letter.id });
  if (existing && existing.status !== 'failed') return existing.id;
  if (await liveMailingFor(tx, d)) throw new AppError('conflict', 'A letter for this round is already on its way');
  await saveLetterDetails(tx, userId, body.userInfo);
  tx.assign(letter, { approvedAt: new Date() });
  const description = `USPS Certified Mail to ${BUREAU_LABELS[d.bureau]}: ${d.creditor}, round ${d.round}`;
  if (existing) {
    tx.assign(existing, { status: 'queued', error: null });
    await billing.confirm(tx, userId, [{ mailingId: existing.id, items: 1, description }], body.confirmedPriceCents);
    return existing.id;
  }
  const { service } = config.certifiedMail;
  const mailing = tx.create(DisputeMailingEntity, {
    disputeId: d.id,
    letterId: letter.id,
    round: d.round,
    carrier: mailCarrier(config),
    service,
    status: 'queued',
    createdAt: new Date(),
  });
  await tx.flush();
  await billing.confirm(tx, userId, [{ mailingId: mailing.id, items: 1, description }], body.confirmedPriceCents);
  return mailing.id;
}
