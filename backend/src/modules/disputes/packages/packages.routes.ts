import { disputePackagesContract } from '@finx/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Express } from 'express';
import { mountContract } from '../../../platform/http/contract';
import { requireSameUser, requireUser } from '../../../platform/http/session';
import type { AppContext } from '../../types';
import type { DisputeMailContext } from '../dispute-mail.context';
import { storedLetter } from '../dispute-letters.service';
import { packageLetterFileName } from '../letter-pdfs';
import { createLetterWriter, letterPdf } from '../letters';
import type { MailingBilling } from '../mailing-billing';
import { generateLetters } from './generate-letters';
import { packagesQuote } from './package-quote';
import { ownPackage, packageViews } from './packages.service';
import { sendLetters } from './send-letters';

/**
 * Bureau packages (issue 13): POST /api/disputes/generate-letters, POST /api/disputes/send-letters,
 * GET /api/dispute-packages and each package's PDF — the session's user's own only.
 */
export function mountPackageRoutes(app: Express, { orm, config, queue, logger }: AppContext, billing: MailingBilling) {
  const writer = createLetterWriter(config.openai, logger);
  const ctx: DisputeMailContext = { orm, config, queue, billing, log: logger.child({ component: 'disputes' }) };

  mountContract(app, disputePackagesContract, {
    generateLetters: async ({ body, req }) => ({
      status: 200,
      body: { letters: await generateLetters(orm.em as EntityManager, writer, billing, requireSameUser(req, body.userId), body) },
    }),
    sendLetters: async ({ body, req }) => ({ status: 200, body: { mailingPackages: await sendLetters(ctx, requireSameUser(req, body.userId), body) } }),
    listPackages: async ({ req }) => ({ status: 200, body: await packageViews(orm.em, requireUser(req)) }),
    quote: async ({ query, req }) => ({ status: 200, body: await packagesQuote(orm.em as EntityManager, billing, requireUser(req), query.packageIds) }),
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
