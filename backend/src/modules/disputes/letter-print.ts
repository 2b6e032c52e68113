import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../platform/config';
import { AppError } from '../../platform/app-error';
import { enclosureBytes } from '../documents';
import { type Letter, letterPdf } from './letters';
import { type EnclosureFile, withEnclosures } from './letters/enclosure-pages';

export const ENCLOSURE_GONE =
  'A document this letter encloses is no longer stored (it was deleted): upload it again in the Document Center and write the letter again';

/**
 * The letter as it is mailed or downloaded: its PDF, then the pages of each document it encloses (the user's own;
 * 409 when one is gone, so no letter claims an enclosure the envelope lacks).
 */
export async function printLetter(em: EntityManager, config: Pick<Config, 'dataDir' | 'storage'>, userId: number, letter: Letter): Promise<Uint8Array> {
  const pdf = await letterPdf(letter);
  const files: EnclosureFile[] = [];
  for (const id of letter.enclosedDocumentIds ?? []) {
    const file = await enclosureBytes(em, config, userId, id);
    if (!file) throw new AppError('conflict', ENCLOSURE_GONE);
    files.push(file);
  }
  return withEnclosures(pdf, files);
}
