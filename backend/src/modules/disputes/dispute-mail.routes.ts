import { BUREAU_LABELS, type BUREAUS, CERTIFIED_MAIL_PRICE_CENTS, disputeMailContract } from '@finx/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import express, { type Express } from 'express';
import { mountContract, pathIdOf } from '../../platform/http/contract';
import { HttpError } from '../../platform/http/errors';
import { enqueueOrLeaveToSweep } from '../../platform/queue';
import { INBOUND_HOOKS_PATH } from '../../platform/http/app';
import { requireUser } from '../../platform/http/session';
import type { AppContext } from '../types';
import { parseLobWebhook } from './carrier';
import { daysLeft, FINAL_RESOLUTION_DAYS, INITIAL_RESPONSE_DAYS, isOverdue } from './deadlines';
import { DisputeLetterEntity, type DisputeLetterRecord, DisputeMailingEntity } from './dispute-mail.entities';
import { DisputeEntity, type DisputeRecord } from './dispute.entity';
import { letterFor, letterMatches, storedLetter } from './dispute-letters.service';
import { extendDeadline, lockedDispute, markPortalUsed, recordResult, startNextRound } from './dispute-rounds.service';
import { enqueueSendLetter, scheduleOverdueCheck, TRACKING_EVENT_JOB } from './disputes.jobs';
import { toDisputeWithMailing } from './disputes.service';
import { findLetterDetails, saveLetterDetails, toStoredUserInfo } from './letter-details.service';
import { disputeLetterFileName } from './letter-pdfs';
import { createLetterWriter, letterPdf } from './letters';
import { latestMailings, liveMailingFor, toMailing, waitForCarrier } from './mailings.service';
import type { MailingBilling } from './mailing-billing';
import { lockUserDisputes } from './disputes.service';
import { quoteView } from './mailing-quote';

/** The bureaus' official online dispute pages. */
export const BUREAU_PORTALS = {
  experian: { url: 'https://www.experian.com/disputes/main.html' },
  equifax: { url: 'https://www.equifax.com/personal/credit-report-services/credit-dispute/' },
  transunion: { url: 'https://www.transunion.com/credit-disputes/dispute-your-credit' },
} as const satisfies Record<(typeof BUREAUS)[number], { url: string }>;

export const FCRA_COMPLIANCE =
  'Under the Fair Credit Reporting Act (15 U.S.C. §1681i), the bureau must complete its reinvestigation within 30 days of receiving your dispute (45 days if you send more information during that period) and send you the results within 5 business days of completing it. Information it cannot verify must be deleted or corrected.';

/** The user's dispute, or 404 (another user's dispute is not revealed). */
async function ownDispute(em: EntityManager, userId: number, id: number) {
  const d = await em.findOne(DisputeEntity, { id });
  if (!d || d.userId !== userId) throw new HttpError(404, 'Dispute not found');
  return d;
}

export function mountDisputeMailRoutes(app: Express, { orm, config, queue, logger }: AppContext, billing: MailingBilling) {
  const writer = createLetterWriter(config.openai, logger);
  const service = config.certifiedMail.service;
  const log = logger.child({ component: 'disputes' });

  mountContract(app, disputeMailContract, {
    previewLetter: async ({ params, body, req }) => {
      const userId = requireUser(req);
      const d = await ownDispute(orm.em, userId, params.id);
      if (d.status === 'resolved') throw new HttpError(409, 'This dispute is resolved');
      return { status: 200, body: letterPreviewView(d, await letterFor(orm.em, writer, userId, d, body.userInfo)) };
    },
    letterPreview: async ({ params, query, req }) => {
      const d = await ownDispute(orm.em, requireUser(req), params.id);
      const letter = query.letterId
        ? await orm.em.findOne(DisputeLetterEntity, { id: query.letterId, disputeId: d.id })
        : await orm.em.findOne(DisputeLetterEntity, { disputeId: d.id, round: d.round }, { orderBy: { id: 'desc' } });
      if (!letter) throw new HttpError(404, query.letterId ? 'Letter not found' : 'No letter has been previewed for this round yet');
      return { status: 200, body: letterPreviewView(d, letter) };
    },
    deliveryMethods: async ({ params, req }) => {
      const d = await ownDispute(orm.em, requireUser(req), params.id);
      return {
        status: 200,
        body: {
          certified_mail: {
            timeline: `Printed and mailed by USPS Certified Mail${service === 'certified_return_receipt' ? ' with return receipt' : ''}; delivered in 2-3 business days. The bureau then has ${INITIAL_RESPONSE_DAYS} days to investigate.`,
            priceCents: CERTIFIED_MAIL_PRICE_CENTS,
            service,
          },
          bureau_portal: {
            timeline: `You file online at ${BUREAU_LABELS[d.bureau]} today; the bureau has ${INITIAL_RESPONSE_DAYS} days to investigate. Keep a copy of the confirmation.`,
            url: BUREAU_PORTALS[d.bureau].url,
          },
        },
      };
    },
    bureauPortals: async ({ req }) => {
      requireUser(req);
      return { status: 200, body: BUREAU_PORTALS };
    },
    deadlines: async ({ params, req }) => {
      const d = await ownDispute(orm.em, requireUser(req), params.id);
      const due = d.status === 'resolved' ? null : (d.expectedResponseDate ?? null);
      const now = new Date();
      return {
        status: 200,
        body: {
          initial_response: `${INITIAL_RESPONSE_DAYS} days from submission`,
          final_resolution: `${FINAL_RESOLUTION_DAYS} days maximum`,
          fcra_compliance: FCRA_COMPLIANCE,
          due_date: due ? due.toISOString() : null,
          days_left: due ? daysLeft(due, now) : null,
          overdue: d.overdueAt != null || (due !== null && d.status === 'in_progress' && d.result == null && isOverdue(due, now)),
        },
      };
    },
    userInfo: async ({ req }) => {
      const row = await findLetterDetails(orm.em, requireUser(req));
      return { status: 200, body: row ? toStoredUserInfo(row) : null };
    },
    sendCertifiedMail: async ({ params, body, req }) => {
      const userId = requireUser(req);
      const mailingId = await orm.em.transactional(async (tx) => {
        // The user's sends one at a time: the plan's letters and included packages are counted under this lock.
        await lockUserDisputes(tx, userId);
        const d = await lockedDispute(tx, userId, params.id);
        await billing.requireAgreement(tx, userId);
        if (d.status !== 'pending') throw new HttpError(409, d.status === 'resolved' ? 'This dispute is resolved' : 'This round is already under way');
        const letter = await tx.findOne(DisputeLetterEntity, { id: body.letterId, disputeId: d.id, round: d.round });
        if (!letter) throw new HttpError(409, 'Preview the letter for this round and approve it before sending');
        if (!(await letterMatches(tx, userId, letter, body.userInfo)))
          throw new HttpError(409, 'The letter was previewed with other details: preview it again before sending');
        // One mailing per approved letter: a repeated send is the same mailing (never mailed twice).
        const existing = await tx.findOne(DisputeMailingEntity, { letterId: letter.id });
        if (existing && existing.status !== 'failed') return existing.id;
        if (await liveMailingFor(tx, d)) throw new HttpError(409, 'A letter for this round is already on its way');
        await saveLetterDetails(tx, userId, body.userInfo);
        tx.assign(letter, { approvedAt: new Date() });
        const description = `USPS Certified Mail to ${BUREAU_LABELS[d.bureau]}: ${d.creditor}, round ${d.round}`;
        if (existing) {
          tx.assign(existing, { status: 'queued', error: null });
          await billing.confirm(tx, userId, [{ mailingId: existing.id, items: 1, description }], body.confirmedPriceCents);
          return existing.id;
        }
        const mailing = tx.create(DisputeMailingEntity, {
          disputeId: d.id,
          letterId: letter.id,
          round: d.round,
          carrier: config.certifiedMail.lob.apiKey ? 'lob' : 'sandbox',
          service,
          status: 'queued',
          createdAt: new Date(),
        });
        await tx.flush();
        await billing.confirm(tx, userId, [{ mailingId: mailing.id, items: 1, description }], body.confirmedPriceCents);
        return mailing.id;
      });
      // Not queued (Redis down): the letter stays queued and the disputes sweep sends it.
      const enqueued = await enqueueOrLeaveToSweep(enqueueSendLetter(queue, mailingId), log, { mailingId });
      const mailing = (await waitForCarrier(orm.em, [mailingId], enqueued ? undefined : 0))[0]!;
      const [withEvents] = [...(await latestMailings(orm.em.fork() as EntityManager, [{ id: mailing.disputeId!, round: mailing.round! }])).values()];
      const view = withEvents ?? toMailing(mailing, []);
      if (mailing.status === 'failed')
        throw new HttpError(502, `The letter was not sent: ${mailing.error ?? 'the carrier could not take it'}. Please try again.`);
      return { status: mailing.status === 'queued' ? 202 : 200, body: { tracking_number: view.trackingNumber, mailing: view } };
    },
    mailingQuote: async ({ params, req }) => {
      const userId = requireUser(req);
      const d = await ownDispute(orm.em, userId, params.id);
      if (d.status !== 'pending') throw new HttpError(409, d.status === 'resolved' ? 'This dispute is resolved' : 'This round is already under way');
      if (await liveMailingFor(orm.em, d)) throw new HttpError(409, 'A letter for this round is already on its way');
      const quote = await billing.quote(orm.em, userId, [{ items: 1 }]);
      return { status: 200, body: quoteView(quote, [{ packageId: null, disputeId: d.id, bureau: d.bureau, items: 1 }]) };
    },
    portalUsed: async ({ params, req }) => {
      const userId = requireUser(req);
      // Tracking a filing is part of the credit repair service: the contract comes first.
      await ownDispute(orm.em, userId, params.id);
      await billing.requireAgreement(orm.em, userId);
      const d = await markPortalUsed(orm.em, userId, params.id);
      // Filed online: no delivery event will schedule the check, so it is scheduled now (or by the sweep).
      if (d.expectedResponseDate) await enqueueOrLeaveToSweep(scheduleOverdueCheck(queue, d.id, d.expectedResponseDate), log, { disputeId: d.id });
      return { status: 200, body: await disputeView(orm.em, d) };
    },
    recordResult: async ({ params, body, req }) => {
      const userId = requireUser(req);
      const d = await recordResult(orm.em, userId, params.id, { result: body.result, responseDate: new Date(body.responseDate), note: body.note });
      return { status: 200, body: await disputeView(orm.em, d) };
    },
    moreInformation: async ({ params, req }) => {
      const d = await extendDeadline(orm.em, requireUser(req), params.id);
      if (d.expectedResponseDate) await enqueueOrLeaveToSweep(scheduleOverdueCheck(queue, d.id, d.expectedResponseDate), log, { disputeId: d.id });
      return { status: 200, body: await disputeView(orm.em, d) };
    },
    nextRound: async ({ params, body, req }) => {
      const userId = requireUser(req);
      return { status: 200, body: await disputeView(orm.em, await startNextRound(orm.em, userId, params.id, body.type)) };
    },
  });

  // The printable letter (the user's own; another user's is 404).
  app.get('/api/disputes/:id/letters/:letterId/pdf', async (req, res) => {
    const userId = requireUser(req);
    const [id, letterId] = [pathIdOf(req.params.id, 'Dispute'), pathIdOf(req.params.letterId, 'Letter')];
    const d = await ownDispute(orm.em, userId, id);
    const row = await orm.em.findOne(DisputeLetterEntity, { id: letterId, disputeId: d.id });
    if (!row) throw new HttpError(404, 'Letter not found');
    const pdf = await letterPdf(storedLetter(row));
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Content-Disposition', `attachment; filename="${disputeLetterFileName(d, row)}"`);
    res.end(Buffer.from(pdf));
  });

  // Lob's tracking events, verified by signature (no session: see INBOUND_HOOKS_PATH).
  app.post(`/api${INBOUND_HOOKS_PATH}lob`, express.raw({ type: '*/*', limit: '256kb' }), async (req, res) => {
    const secret = config.certifiedMail.lob.webhookSecret;
    if (!secret) throw new HttpError(404, 'Lob webhooks are not configured');
    const event = parseLobWebhook(secret, req.headers, req.body as Buffer);
    if (!event) throw new HttpError(401, 'Invalid signature');
    if (event.name) {
      const mailing = await orm.em.findOne(DisputeMailingEntity, { carrierId: event.carrierId });
      if (mailing)
        await queue.enqueue(
          TRACKING_EVENT_JOB,
          { mailingId: mailing.id, name: event.name, at: event.occurredAt.toISOString() },
          { jobId: `lob-${event.eventId}` },
        );
    }
    res.json({ received: true });
  });
}

function letterPreviewView(d: DisputeRecord, letter: DisputeLetterRecord) {
  return {
    letterContent: letter.content,
    letterId: letter.id,
    writer: letter.writer,
    citations: storedLetter(letter).citations,
    pdfUrl: `/api/disputes/${d.id}/letters/${letter.id}/pdf`,
  };
}

async function disputeView(em: EntityManager, d: DisputeRecord) {
  return toDisputeWithMailing(d, (await latestMailings(em, [d])).get(d.id) ?? null);
}
