import type { generateLettersBodySchema } from '@finx/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import { AppError } from '../../../platform/app-error';
import { lockedDispute } from '../dispute-rounds.service';
import { lockUserDisputes } from '../disputes.service';
import { fileChosenFindings } from '../findings/findings.service';
import type { LetterWriter } from '../letters';
import type { MailingBilling } from '../mailing-billing';
import { liveMailingFor } from '../mailings.service';
import { packageConsumer, packageViews, writePackages } from './packages.service';

/**
 * Files the chosen findings and writes one letter per bureau for the user's open, unsent disputes (or only the
 * named dispute's bureau). One transaction: a refusal (unknown finding, report or dispute, no details) files and
 * writes nothing.
 */
export async function generateLetters(
  em: EntityManager,
  writer: LetterWriter,
  billing: MailingBilling,
  userId: number,
  body: Omit<z.output<typeof generateLettersBodySchema>, 'userId'>,
) {
  const written = await em.transactional(async (tx) => {
    await lockUserDisputes(tx, userId);
    const dispute = body.disputeId ? await letterlessDispute(tx, userId, body.disputeId) : undefined;
    // Letters prepared for mailing are the credit repair service: the contract comes first (403).
    await billing.requireAgreement(tx, userId);
    const consumer = await packageConsumer(tx, userId, body.userInfo);
    await fileChosenFindings(tx, userId, { reportIds: body.extractedDocuments, keys: body.findingKeys ?? (dispute ? [] : undefined) });
    return writePackages(tx, writer, userId, { consumer, dispute });
  });
  return (
    await packageViews(
      em.fork() as EntityManager,
      userId,
      written.map((p) => p.id),
    )
  ).letters;
}

/** The user's dispute for a letter of its own bureau: 404 not theirs, 409 when its round is already under way. */
async function letterlessDispute(tx: EntityManager, userId: number, id: number) {
  const d = await lockedDispute(tx, userId, id);
  if (d.status !== 'pending' || (await liveMailingFor(tx, d))) throw new AppError('conflict', 'A letter for this dispute is already on its way');
  return d;
}
