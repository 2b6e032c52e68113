import { disputeMailContract } from '@finx/contracts';
import express, { type Express } from 'express';
import { INBOUND_HOOKS_PATH } from '../../platform/http/app';
import { mountContract, pathIdOf } from '../../platform/http/contract';
import { requireUser } from '../../platform/http/session';
import type { AppContext } from '../types';
import { BUREAU_PORTALS, certifiedMailQuote, deliveryMethods, disputeDeadlines } from './dispute-delivery';
import type { DisputeMailContext } from './dispute-mail.context';
import { disputeView, recordMoreInformation, recordPortalFiling } from './dispute-round-steps';
import { recordResult, startNextRound } from './dispute-rounds.service';
import { findLetterDetails, toStoredUserInfo } from './letter-details.service';
import { previewDisputeLetter, previewedLetter, printableDisputeLetter } from './letter-preview';
import { createLetterWriter } from './letters';
import { receiveLobEvent } from './lob-events';
import type { MailingBilling } from './mailing-billing';
import { sendCertifiedMail } from './send-certified-mail';

/** A dispute's letter, its delivery (certified mail or the bureau's portal), its deadlines and its rounds. */
export function mountDisputeMailRoutes(app: Express, { orm, config, queue, logger }: AppContext, billing: MailingBilling) {
  const writer = createLetterWriter(config.openai, logger);
  const ctx: DisputeMailContext = { orm, config, queue, billing, log: logger.child({ component: 'disputes' }) };

  mountContract(app, disputeMailContract, {
    previewLetter: async ({ params, body, req }) => ({
      status: 200,
      body: await previewDisputeLetter(orm.em, writer, requireUser(req), params.id, body.userInfo),
    }),
    letterPreview: async ({ params, query, req }) => ({ status: 200, body: await previewedLetter(orm.em, requireUser(req), params.id, query.letterId) }),
    deliveryMethods: async ({ params, req }) => ({
      status: 200,
      body: await deliveryMethods(orm.em, requireUser(req), params.id, config.certifiedMail.service),
    }),
    bureauPortals: async ({ req }) => {
      requireUser(req);
      return { status: 200, body: BUREAU_PORTALS };
    },
    deadlines: async ({ params, req }) => ({ status: 200, body: await disputeDeadlines(orm.em, requireUser(req), params.id) }),
    userInfo: async ({ req }) => {
      const row = await findLetterDetails(orm.em, requireUser(req));
      return { status: 200, body: row ? toStoredUserInfo(row) : null };
    },
    sendCertifiedMail: async ({ params, body, req }) => {
      const { queued, ...sent } = await sendCertifiedMail(ctx, requireUser(req), params.id, body);
      return { status: queued ? 202 : 200, body: sent };
    },
    mailingQuote: async ({ params, req }) => ({ status: 200, body: await certifiedMailQuote(orm.em, billing, requireUser(req), params.id) }),
    portalUsed: async ({ params, req }) => ({ status: 200, body: await recordPortalFiling(ctx, requireUser(req), params.id) }),
    recordResult: async ({ params, body, req }) => {
      const d = await recordResult(orm.em, requireUser(req), params.id, { result: body.result, responseDate: new Date(body.responseDate), note: body.note });
      return { status: 200, body: await disputeView(orm.em, d) };
    },
    moreInformation: async ({ params, req }) => ({ status: 200, body: await recordMoreInformation(ctx, requireUser(req), params.id) }),
    nextRound: async ({ params, body, req }) => {
      const d = await startNextRound(orm.em, requireUser(req), params.id, body.type);
      return { status: 200, body: await disputeView(orm.em, d) };
    },
  });

  // The printable letter (the user's own; another user's is 404).
  app.get('/api/disputes/:id/letters/:letterId/pdf', async (req, res) => {
    const userId = requireUser(req);
    const { pdf, fileName } = await printableDisputeLetter(orm.em, config, userId, pathIdOf(req.params.id, 'Dispute'), pathIdOf(req.params.letterId, 'Letter'));
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
    res.end(Buffer.from(pdf));
  });

  // Lob's tracking events, verified by signature (no session: see INBOUND_HOOKS_PATH).
  app.post(`/api${INBOUND_HOOKS_PATH}lob`, express.raw({ type: '*/*', limit: '256kb' }), async (req, res) => {
    await receiveLobEvent(orm.em, queue, config.certifiedMail.lob.webhookSecret, req.headers, req.body as Buffer);
    res.json({ received: true });
  });
}
