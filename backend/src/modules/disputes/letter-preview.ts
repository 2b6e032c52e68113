import type { ValidUserInfo } from '@finx/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../platform/app-error';
import type { Config } from '../../platform/config';
import { DisputeLetterEntity, type DisputeLetterRecord } from './dispute-mail.entities';
import type { DisputeRecord } from './dispute.entity';
import { letterFor, storedLetter } from './dispute-letters.service';
import { ownDispute } from './disputes.service';
import { disputeLetterFileName } from './letter-pdfs';
import type { LetterWriter } from './letters';
import { printLetter } from './letter-print';

/** Writes (or re-reads) the round's letter with these details; 409 once the dispute is resolved. */
export async function previewDisputeLetter(em: EntityManager, writer: LetterWriter, userId: number, id: number, info: ValidUserInfo) {
  const d = await ownDispute(em, userId, id);
  if (d.status === 'resolved') throw new AppError('conflict', 'This dispute is resolved');
  return letterPreviewView(d, await letterFor(em, writer, userId, d, info));
}

/** A letter already previewed: `letterId`, else the current round's newest (404 when there is none). */
export async function previewedLetter(em: EntityManager, userId: number, id: number, letterId: number | undefined) {
  const d = await ownDispute(em, userId, id);
  const letter = letterId
    ? await em.findOne(DisputeLetterEntity, { id: letterId, disputeId: d.id })
    : await em.findOne(DisputeLetterEntity, { disputeId: d.id, round: d.round }, { orderBy: { id: 'desc' } });
  if (!letter) throw new AppError('not_found', letterId ? 'Letter not found' : 'No letter has been previewed for this round yet');
  return letterPreviewView(d, letter);
}

/** The printable letter of the user's own dispute, with its file name. */
export async function printableDisputeLetter(em: EntityManager, config: Config, userId: number, id: number, letterId: number) {
  const d = await ownDispute(em, userId, id);
  const row = await em.findOne(DisputeLetterEntity, { id: letterId, disputeId: d.id });
  if (!row) throw new AppError('not_found', 'Letter not found');
  return { pdf: await printLetter(em, config, userId, storedLetter(row)), fileName: disputeLetterFileName(d, row) };
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
