import type { EntityManager } from '@mikro-orm/postgresql';
import { newStorageKey, type ObjectStorage } from '../../../platform/storage';
import { userLetterPdfs } from '../../disputes';
import { exportTable, PERSONAL_TABLES, storedObjects } from './personal-data';
import { zipStream } from './zip-stream';

const README = (userId: number, at: Date, tables: { table: string; rows: number }[], documents: number, letters: number) => `FinX: your data
================

This archive holds what FinX keeps about account ${userId}, as it was on ${at.toISOString()}.

data/<table>.json
  One JSON file per table of our database that holds your rows, each an array of objects (column: value).
  Times are UTC (ISO 8601); amounts in *_cents are US cents; ids are written as strings (they can outgrow a
  JavaScript number).
${tables.map((t) => `    ${t.table}.json: ${t.rows} ${t.rows === 1 ? 'row' : 'rows'}`).join('\n')}

documents/
  The ${documents} ${documents === 1 ? 'file' : 'files'} you uploaded (credit reports, ID documents, proofs of address), as you sent them,
  named <document id>-<file name>; data/documents.json holds what we read from each.

letters/
  The ${letters} dispute ${letters === 1 ? 'letter' : 'letters'} we wrote for you, as PDFs, the way they were (or would be) printed.

What is left out, and why
  - Your Social Security number appears only as its last 4 digits (letter_details.ssn_last4). We store the full
    number encrypted and print only the last 4 on letters; an archive that leaves FinX never carries it whole.
  - Your date of birth and your Guardian conversations are stored encrypted; here they are decrypted.
  - Secrets that protect your account are never exported: your password (only a one-way hash is stored), the
    two-step sign-in secret and recovery codes, session identifiers and cookies, webhook signing secrets, phone
    confirmation codes, push subscription keys, and the internal storage addresses of your files.

This archive can be downloaded for 24 hours after it was ready, after you enter your password again. Keep it safe:
it holds your personal and financial information.
`;

/** Characters a name inside the archive may carry (uploaded names are made safe already; this keeps them so). */
const safeName = (name: string) => name.replace(/[^\p{L}\p{N} ._()-]/gu, '_').slice(0, 160);

/**
 * Builds the user's archive and stores it under a fresh random key: one JSON file per table (PERSONAL_TABLES),
 * the uploaded documents from storage, the letters as PDFs, and a README.txt. A failure leaves nothing stored.
 */
export async function buildExportArchive(
  em: EntityManager,
  storage: ObjectStorage,
  userId: number,
  at = new Date(),
): Promise<{ storageKey: string; size: number }> {
  const storageKey = newStorageKey(`exports/${userId}`);
  const zip = zipStream();
  const write = async () => {
    const tables: { table: string; rows: number }[] = [];
    for (const spec of PERSONAL_TABLES) {
      const rows = await exportTable(em, spec, userId);
      if (!rows.length) continue;
      tables.push({ table: spec.table, rows: rows.length });
      await zip.text(`data/${spec.table}.json`, JSON.stringify(rows, null, 2));
    }
    const { documents } = await storedObjects(em, userId);
    for (const doc of documents) await zip.file(`documents/${doc.id}-${safeName(doc.fileName)}`, await storage.get(doc.storageKey));
    let letters = 0;
    for await (const { fileName, pdf } of userLetterPdfs(em, userId)) {
      await zip.file(`letters/${fileName}`, pdf);
      letters++;
    }
    await zip.text('README.txt', README(userId, at, tables, documents.length, letters));
    zip.end();
  };
  const writing = write().catch((err) => zip.abort(err));
  try {
    const { size } = await storage.put(storageKey, zip.bytes());
    await writing;
    return { storageKey, size };
  } catch (err) {
    zip.abort(err);
    await writing;
    throw err;
  }
}
