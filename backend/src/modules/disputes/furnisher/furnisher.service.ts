import type { FurnisherLetter, ValidUserInfo } from '@finx/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../../platform/app-error';
import { DisputeResultEntity } from '../dispute-mail.entities';
import { ownDispute } from '../disputes.service';
import { consumerFor, letterDispute } from '../dispute-letters.service';
import { addressed, furnisherOf } from './furnisher-of';
import { draftFurnisherLetter, type LetterDispute, letterPdf, letterText } from '../letters';

/**
 * The direct dispute of one of the user's disputes (404 for another user's): offered once the bureau answered
 * "verified" or "no change" (409 before), addressed to the furnisher at the address the report prints (409 when
 * it prints none FinX can read). Written from the template, so it states only the dispute's own facts.
 */
export async function furnisherLetter(em: EntityManager, userId: number, id: number, info: ValidUserInfo, at = new Date()): Promise<FurnisherLetter> {
  const d = await ownDispute(em, userId, id);
  const verified = await em.findOne(DisputeResultEntity, { disputeId: d.id, result: { $in: ['verified', 'no_change'] } }, { orderBy: { round: 'desc' } });
  if (!verified) throw new AppError('conflict', 'A direct dispute to the company is offered once the bureau has answered "verified" or "no change"');
  const { furnisher, to } = addressed(await furnisherOf(em, d), d.creditor, 'a newer report of this bureau');
  const dispute: LetterDispute = {
    ...(await letterDispute(em, d)),
    previousResponse: { result: verified.result as 'verified' | 'no_change', responseDate: verified.responseDate },
    furnisher,
  };
  const letter = draftFurnisherLetter({ dispute, consumer: await consumerFor(em, userId, info), date: at }, to);
  return { letterContent: letterText(letter), citations: letter.citations, furnisher, pdfBase64: Buffer.from(await letterPdf(letter)).toString('base64') };
}
