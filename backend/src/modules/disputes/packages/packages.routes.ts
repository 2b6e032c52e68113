import { disputePackagesContract } from '@finx/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Express } from 'express';
import { mountContract } from '../../../platform/http/contract';
import { HttpError } from '../../../platform/http/errors';
import { enqueueOrLeaveToSweep } from '../../../platform/queue';
import { requireSameUser, requireUser } from '../../../platform/http/session';
import { fileChosenFindings } from '../findings/findings.service';
import type { AppContext } from '../../types';
import { storedLetter } from '../dispute-letters.service';
import { lockedDispute } from '../dispute-rounds.service';
import { enqueueSendLetter } from '../disputes.jobs';
import { packageLetterFileName } from '../letter-pdfs';
import { createLetterWriter, letterPdf } from '../letters';
import { liveMailingFor, waitForCarrier } from '../mailings.service';
import { lockUserDisputes } from '../disputes.service';
import { BUREAU_LABELS } from '@finx/contracts';
import type { MailingBilling } from '../mailing-billing';
import { quoteView } from '../mailing-quote';
import { DisputePackageItemEntity, type DisputePackageRecord } from './package.entities';
import {
  mailingView,
  ownPackage,
  packageConsumer,
  packageMailings,
  packageViews,
  queuePackageMailings,
  unmailedPackages,
  writePackages,
} from './packages.service';

/**
 * Bureau packages (issue 13): POST /api/disputes/generate-letters, POST /api/disputes/send-letters,
 * GET /api/dispute-packages and each package's PDF — the session's user's own only.
 */
export function mountPackageRoutes(app: Express, { orm, config, queue, logger }: AppContext, billing: MailingBilling) {
  const writer = createLetterWriter(config.openai, logger);
  const { service } = config.certifiedMail;
  const carrier = config.certifiedMail.lob.apiKey ? 'lob' : 'sandbox';
  const log = logger.child({ component: 'disputes' });

  mountContract(app, disputePackagesContract, {
    generateLetters: async ({ body, req }) => {
      const userId = requireSameUser(req, body.userId);
      // One transaction: a refusal (unknown finding, report or dispute, no details) files and writes nothing.
      const written = await orm.em.transactional(async (tx) => {
        await lockUserDisputes(tx, userId);
        const dispute = body.disputeId ? await letterlessDispute(tx, userId, body.disputeId) : undefined;
        // Letters prepared for mailing are the credit repair service: the contract comes first (403).
        await billing.requireAgreement(tx, userId);
        const consumer = await packageConsumer(tx, userId, body.userInfo);
        await fileChosenFindings(tx, userId, { reportIds: body.extractedDocuments, keys: body.findingKeys ?? (dispute ? [] : undefined) });
        return writePackages(tx, writer, userId, { consumer, dispute });
      });
      const { letters } = await packageViews(
        orm.em.fork() as EntityManager,
        userId,
        written.map((p) => p.id),
      );
      return { status: 200, body: { letters } };
    },
    sendLetters: async ({ body, req }) => {
      const userId = requireSameUser(req, body.userId);
      const { packages, toSend, refused } = await orm.em.transactional(async (tx) => {
        await lockUserDisputes(tx, userId);
        const named = await namedPackages(tx, userId, body.packageIds);
        await billing.requireAgreement(tx, userId);
        const queued = await queuePackageMailings(tx, named, carrier, service);
        // Each package now on its way at the price the user confirmed (409 when it is not the price now).
        const mailings = await packageMailings(
          tx,
          named.map((p) => p.id),
        );
        const pieces = await Promise.all(
          named
            .map((pkg) => ({ pkg, mailing: mailings.get(pkg.id) }))
            .filter(({ mailing }) => mailing && queued.toSend.includes(mailing.id))
            .map(async ({ pkg, mailing }) => ({
              mailingId: mailing!.id,
              items: await packageItems(tx, pkg),
              description: `USPS Certified Mail to ${BUREAU_LABELS[pkg.bureau]}: dispute package ${pkg.id.slice(-8)}`,
            })),
        );
        await billing.confirm(tx, userId, pieces, body.confirmedPriceCents);
        return { packages: named, ...queued };
      });
      // Not queued (Redis down): the letters stay queued and the disputes sweep sends them.
      let enqueued = true;
      for (const mailingId of toSend) enqueued = (await enqueueOrLeaveToSweep(enqueueSendLetter(queue, mailingId), log, { mailingId })) && enqueued;
      const queued = [
        ...(
          await packageMailings(
            orm.em.fork() as EntityManager,
            packages.map((p) => p.id),
          )
        ).values(),
      ].filter((m) => m.status === 'queued');
      if (queued.length && enqueued)
        await waitForCarrier(
          orm.em,
          queued.map((m) => m.id),
        );
      const views = await packageViews(
        orm.em.fork() as EntityManager,
        userId,
        packages.map((p) => p.id),
      );
      const mailingPackages = packages.map((p) =>
        refused.has(p.id) ? mailingView(p, null, [], refused.get(p.id)) : views.mailingPackages.find((m) => m.packageId === p.id)!,
      );
      return { status: 200, body: { mailingPackages } };
    },
    listPackages: async ({ req }) => ({ status: 200, body: await packageViews(orm.em, requireUser(req)) }),
    quote: async ({ query, req }) => {
      const userId = requireUser(req);
      const em = orm.em as EntityManager;
      const named = await namedPackages(em, userId, query.packageIds);
      const mailings = await packageMailings(
        em,
        named.map((p) => p.id),
      );
      // What a send would mail: packages not on their way (a mailed one is not sent, or paid, again).
      const toMail = named.filter((p) => !mailings.get(p.id) || mailings.get(p.id)!.status === 'failed');
      const pieces = await Promise.all(toMail.map(async (p) => ({ packageId: p.id, disputeId: null, bureau: p.bureau, items: await packageItems(em, p) })));
      const quote = await billing.quote(em, userId, pieces);
      return { status: 200, body: quoteView(quote, pieces) };
    },
  });

  // The printable letter, to its owner only (another user's package is 404).
  app.get('/api/dispute-packages/:id/pdf', async (req, res) => {
    const pkg = await ownPackage(orm.em, requireUser(req), req.params.id);
    const pdf = await letterPdf(storedLetter(pkg));
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Content-Disposition', `attachment; filename="${packageLetterFileName(pkg)}"`);
    res.end(Buffer.from(pdf));
  });
}

/** The user's dispute for a letter of its own bureau: 404 not theirs, 409 when its round is already under way. */
async function letterlessDispute(tx: EntityManager, userId: number, id: number) {
  const d = await lockedDispute(tx, userId, id);
  if (d.status !== 'pending' || (await liveMailingFor(tx, d))) throw new HttpError(409, 'A letter for this dispute is already on its way');
  return d;
}

/** The packages named (each the user's own, else 404), or every one not yet mailed; 400 when there are none. */
async function namedPackages(em: EntityManager, userId: number, ids: string[] | undefined): Promise<DisputePackageRecord[]> {
  const named = ids ? await Promise.all([...new Set(ids)].map((id) => ownPackage(em, userId, id))) : await unmailedPackages(em, userId);
  if (!named.length) throw new HttpError(400, 'There are no letters to mail: generate the dispute letters first');
  return named;
}

/** The disputes a package's letter carries. */
const packageItems = async (em: EntityManager, pkg: DisputePackageRecord) => em.count(DisputePackageItemEntity, { packageId: pkg.id });
