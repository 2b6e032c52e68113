import { type CreditReportReading, creditReportReadingSchema } from '@finx/contracts';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from '../../../platform/logger';
import { type ObjectStorage, readAll, StorageNotFoundError } from '../../../platform/storage';
import { recordFactors, recordReportedScore } from '../../credit';
import { notifyUser } from '../../notifications';
import { findUserById } from '../../users';
import { DocumentEntity, type DocumentRecord } from '../document.entity';
import { latestProcessedReport } from '../documents.service';
import { type HolderAddress, readIdentity, sameAddress, sameName } from './identity';
import { type ReadLimits, readInChild } from './read-in-child';
import { withReadingLock } from './reading-lock';
import { factorsFromReading, scoreOfReading } from './report-factors';

/**
 * The name and address the user gave for their dispute letters, if any: the disputes module's, passed in by
 * src/modules/index.ts (disputes reads documents, so documents never imports disputes).
 */
export type FindLetterDetails = (em: EntityManager, userId: number) => Promise<({ firstName: string; lastName: string } & HolderAddress) | null>;

/** What disputes does once a credit report's reading is stored (in that transaction): its reinsertion watch. */
export type AfterReportRead = (em: EntityManager, userId: number, documentId: number) => Promise<void>;

/** What documents needs of the disputes module, passed in by src/modules/index.ts (disputes reads documents). */
export interface DisputesHooks {
  findLetterDetails: FindLetterDetails;
  afterReportRead: AfterReportRead;
}

export interface ProcessingContext extends DisputesHooks {
  storage: ObjectStorage;
  limits: ReadLimits;
  logger: Logger;
}

type Outcome =
  | { ok: true; result: Record<string, unknown>; apply?: (tx: EntityManager, doc: DocumentRecord) => Promise<void> }
  | { ok: false; message: string };

/** Longest a try waits, beyond the reading's own time limit, for another reader of the document to finish storing its result. */
const LOCK_WAIT_MARGIN_MS = 30_000;

/**
 * Reads one uploaded document (the queued job's work): its file from storage, read in a child process under
 * the time and memory limits, then stored as processed (with its reading or identity extract) or as error
 * with the reason in words. A credit report's reading also sets the user's FinX factors and, when the report
 * has a score, their score history. Nothing happens to a document no longer 'processing' (done, or deleted).
 * One reader per document at a time: a second try waits for the first (reading-lock.ts).
 */
export const processDocument = (em: EntityManager, ctx: ProcessingContext, documentId: number): Promise<void> =>
  withReadingLock(em, documentId, ctx.limits.timeoutMs + LOCK_WAIT_MARGIN_MS, () => readDocument(em, ctx, documentId));

async function readDocument(em: EntityManager, ctx: ProcessingContext, documentId: number): Promise<void> {
  const doc = await em.findOne(DocumentEntity, { id: documentId });
  if (doc?.status !== 'processing') return;
  let bytes: Uint8Array;
  try {
    bytes = await readAll(ctx.storage, doc.storageKey);
  } catch (err) {
    if (!(err instanceof StorageNotFoundError)) throw err; // storage unreachable: the job is retried
    return finish(em, documentId, { ok: false, message: 'The uploaded file is no longer stored; please upload it again.' });
  }
  const outcome = doc.fileType === 'credit_report' ? await readReport(doc, bytes, ctx) : await readIdentityDocument(em, doc, bytes, ctx);
  await finish(em, documentId, outcome);
  ctx.logger.info({ documentId, fileType: doc.fileType, kind: doc.kind, status: outcome.ok ? 'processed' : 'error' }, 'document processed');
}

/** Marks the document failed (the job's last attempt failed for a reason outside the file). */
export const failDocument = (em: EntityManager, documentId: number, message: string) => finish(em, documentId, { ok: false, message });

async function finish(em: EntityManager, documentId: number, outcome: Outcome) {
  await em.transactional(async (tx) => {
    const doc = await tx.findOne(DocumentEntity, { id: documentId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (doc?.status !== 'processing') return; // deleted meanwhile, or done by another try
    const processedAt = new Date();
    await notifyUser(
      tx,
      doc.userId,
      'document_processed',
      outcome.ok
        ? { title: 'Document processed', body: `${doc.fileName} was read.`, link: '/document-center' }
        : { title: 'Document could not be read', body: `${doc.fileName}: ${outcome.message}`, link: '/document-center' },
    );
    if (!outcome.ok) return void tx.assign(doc, { status: 'error', error: outcome.message, result: null, processedAt });
    tx.assign(doc, { status: 'processed', error: null, result: outcome.result, processedAt });
    await outcome.apply?.(tx, doc);
  });
}

async function readReport(doc: DocumentRecord, bytes: Uint8Array, ctx: ProcessingContext): Promise<Outcome> {
  const read = await readInChild<unknown>('report', doc.kind, bytes, ctx.limits);
  if (!read.ok) return read;
  const parsed = creditReportReadingSchema.safeParse(read.value);
  if (!parsed.success) {
    ctx.logger.warn(
      { documentId: doc.id, issues: parsed.error.issues.slice(0, 5).map((i) => `${i.path.join('.')}: ${i.message}`) },
      'report reading does not match the contract',
    );
    return { ok: false, message: 'The report could not be read into accounts and scores.' };
  }
  const reading: CreditReportReading = parsed.data;
  if (!reading.accounts.length && reading.creditScore === null && !reading.bureaus?.length) {
    return { ok: false, message: 'No accounts or scores were found in this file; is it a credit report?' };
  }
  return {
    ok: true,
    result: reading as unknown as Record<string, unknown>,
    apply: async (tx, d) => {
      const { factors, details } = factorsFromReading(reading, d.id);
      await recordFactors(tx, d.userId, 'credit_report', factors, details);
      const score = scoreOfReading(reading);
      if (score !== null) {
        const from = reading.bureau ? ` ${reading.bureau[0]!.toUpperCase()}${reading.bureau.slice(1)}` : '';
        await recordReportedScore(tx, d.userId, score, {
          description: `Your${from} credit report shows a score of ${score}${reading.scoreModel ? ` (${reading.scoreModel})` : ''}`,
          metadata: { source: 'credit_report', documentId: d.id, score },
        });
      }
      await tx.flush(); // the findings read the reading just stored
      await ctx.afterReportRead(tx, d.userId, d.id);
    },
  };
}

async function readIdentityDocument(em: EntityManager, doc: DocumentRecord, bytes: Uint8Array, ctx: ProcessingContext): Promise<Outcome> {
  // An FTC Identity Theft Report is read like an ID: the name on it must be the account holder's.
  const fileType = doc.fileType === 'proof_of_address' ? 'proof_of_address' : 'id_document';
  const read = await readInChild<{ text: string }>('text', doc.kind, bytes, ctx.limits);
  if (!read.ok) return read;
  if (!read.value.text.trim()) return { ok: false, message: 'No text could be read from this document; upload a sharper scan or photo.' };
  const found = readIdentity(read.value.text, fileType);
  const holder = await accountHolder(em, doc.userId, ctx.findLetterDetails);
  const nameOk = found.name !== null && holder.names.some((n) => sameName(found.name!, n));
  const addressOk = fileType !== 'proof_of_address' || (found.address !== null && holder.addresses.some((a) => sameAddress(found.address!, a)));
  return {
    ok: true,
    result: {
      name: found.name,
      documentType: found.documentType,
      ...(fileType === 'proof_of_address' ? { address: found.address } : {}),
      verified: nameOk && addressOk,
    },
  };
}

/** Who the account holder is: the account's name and the letter details' name and address, and the address on their newest credit report. */
async function accountHolder(em: EntityManager, userId: number, findLetterDetails: FindLetterDetails) {
  const user = await findUserById(em, userId);
  const details = await findLetterDetails(em, userId);
  const report = await latestProcessedReport(em, userId);
  const names = [user, details].flatMap((p) => (p?.firstName && p.lastName ? [{ firstName: p.firstName, lastName: p.lastName }] : []));
  const addresses: HolderAddress[] = [];
  if (details?.address) addresses.push({ address: details.address, city: details.city, state: details.state, zip: details.zip });
  const consumer = report?.reading.consumer;
  if (consumer?.address) addresses.push({ address: consumer.address, city: consumer.city, state: consumer.state, zip: consumer.zip });
  return { names, addresses };
}
