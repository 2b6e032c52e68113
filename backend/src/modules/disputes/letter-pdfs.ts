import type { EntityManager } from '@mikro-orm/postgresql';
import { DisputeLetterEntity } from './dispute-mail.entities';
import { DisputeEntity } from './dispute.entity';
import { storedLetter } from './dispute-letters.service';
import { letterPdf } from './letters';
import { DisputePackageEntity } from './packages/package.entities';

/** The download names of a dispute's letter and of a bureau package's letter. */
export const disputeLetterFileName = (d: { id: number; bureau: string }, letter: { round: number }) =>
  `finx-dispute-${d.id}-round-${letter.round}-${d.bureau}.pdf`;
export const packageLetterFileName = (pkg: { id: string; bureau: string }) => `finx-${pkg.bureau}-letter-${pkg.id.slice(-8)}.pdf`;

/** Every letter the user's disputes and bureau packages hold, printed as the PDF routes print them (the data export). */
export async function* userLetterPdfs(em: EntityManager, userId: number): AsyncIterable<{ fileName: string; pdf: Uint8Array }> {
  const disputes = new Map((await em.find(DisputeEntity, { userId }, { fields: ['id', 'bureau'] })).map((d) => [d.id, d]));
  const letters = disputes.size ? await em.find(DisputeLetterEntity, { disputeId: { $in: [...disputes.keys()] } }, { orderBy: { id: 'asc' } }) : [];
  for (const row of letters) yield { fileName: disputeLetterFileName(disputes.get(row.disputeId)!, row), pdf: await letterPdf(storedLetter(row)) };
  for (const pkg of await em.find(DisputePackageEntity, { userId }, { orderBy: { createdAt: 'asc' } }))
    yield { fileName: packageLetterFileName(pkg), pdf: await letterPdf(storedLetter(pkg)) };
}
