import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../../platform/app-error';
import { enclosableDocuments } from '../../documents';
import type { IdentityTheftBasis } from '../dispute.entity';
import { ENCLOSURE_GONE } from '../letter-print';

/** What a letter of the path encloses: the labels it lists, and the documents whose pages follow it (same order). */
export interface Enclosed {
  enclosures: string[];
  enclosedDocumentIds: number[];
}

/**
 * The enclosures of a §605B request (the FTC report and the ID) or of the furnisher's notice (the report only),
 * read from the user's Document Center; 409 when one was deleted since.
 */
export async function identityTheftEnclosures(em: EntityManager, userId: number, basis: IdentityTheftBasis, which: 'block' | 'notice'): Promise<Enclosed> {
  const report = (await enclosableDocuments(em, userId, 'ftc_report')).find((d) => d.id === basis.reportDocumentId);
  const id = which === 'block' ? (await enclosableDocuments(em, userId, 'id_document')).find((d) => d.id === basis.idDocumentId) : null;
  if (!report || (which === 'block' && !id)) throw new AppError('conflict', ENCLOSURE_GONE);
  return {
    enclosures: [
      `Copy of my FTC Identity Theft Report, number ${basis.reportNumber} (${report.fileName})`,
      ...(id ? [`Proof of my identity: a copy of my ID (${id.fileName})`] : []),
    ],
    enclosedDocumentIds: [report.id, ...(id ? [id.id] : [])],
  };
}
