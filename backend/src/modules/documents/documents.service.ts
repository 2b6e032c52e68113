import type { CreditReport, CreditReportReading, CreditReportSummary, UploadedDocument } from '@finx/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { qualifiedTable } from '../../platform/db/orm';
import { AppError } from '../../platform/app-error';
import { DocumentEntity, type DocumentRecord } from './document.entity';

export const DOCUMENT_NOT_FOUND = 'Document not found';
export const REPORT_NOT_FOUND = 'Credit report not found';

const newestFirst = { uploadedAt: 'desc', id: 'desc' } as const;

/** The user's documents (all types), newest first. */
export const listDocuments = (em: EntityManager, userId: number) => em.find(DocumentEntity, { userId }, { orderBy: newestFirst });

/** The user's credit reports (whatever their status), newest first. */
export const listCreditReports = (em: EntityManager, userId: number) =>
  em.find(DocumentEntity, { userId, fileType: 'credit_report' }, { orderBy: newestFirst });

/** The user's own document, or 404 (another user's id is answered exactly like a missing one). */
export async function findOwnDocument(em: EntityManager, userId: number, id: number, fileType?: 'credit_report'): Promise<DocumentRecord> {
  const doc = await em.findOne(DocumentEntity, { id, userId, ...(fileType ? { fileType } : {}) });
  if (!doc) throw new AppError('not_found', fileType ? REPORT_NOT_FOUND : DOCUMENT_NOT_FOUND);
  return doc;
}

/** What the user has stored: bytes and files (for the upload quota). */
export async function storageUsage(em: EntityManager, userId: number): Promise<{ bytes: number; files: number }> {
  const [row] = await em.execute<{ bytes: string | null; files: string }[]>(
    `select coalesce(sum("size"), 0) as "bytes", count(*) as "files" from ${qualifiedTable(em, 'documents')} where "user_id" = ?`,
    [userId],
  );
  return { bytes: Number(row?.bytes ?? 0), files: Number(row?.files ?? 0) };
}

/** A processed report's reading (the stored JSON is the contract's shape). */
const readingOf = (doc: DocumentRecord): CreditReportReading | null =>
  doc.fileType === 'credit_report' && doc.status === 'processed' ? (doc.result as CreditReportReading | null) : null;

export interface ProcessedReport {
  id: number;
  fileName: string;
  uploadDate: Date;
  reading: CreditReportReading;
}

/** The user's processed credit reports with their readings, newest first (findings and underwriting read these). */
export async function listProcessedReports(em: EntityManager, userId: number): Promise<ProcessedReport[]> {
  const docs = await em.find(DocumentEntity, { userId, fileType: 'credit_report', status: 'processed' }, { orderBy: newestFirst });
  return docs.flatMap((d) => {
    const reading = readingOf(d);
    return reading ? [{ id: d.id, fileName: d.fileName, uploadDate: d.uploadedAt, reading }] : [];
  });
}

/** The user's newest processed credit report, or null. */
export async function latestProcessedReport(em: EntityManager, userId: number): Promise<ProcessedReport | null> {
  return (await listProcessedReports(em, userId))[0] ?? null;
}

export function toReportSummary(doc: DocumentRecord): CreditReportSummary {
  const r = readingOf(doc);
  return {
    id: doc.id,
    fileName: doc.fileName,
    uploadDate: doc.uploadedAt.toISOString(),
    status: doc.status,
    error: doc.error ?? null,
    bureau: r?.bureau ?? null,
    reportDate: r?.reportDate ?? null,
    creditScore: r?.creditScore ?? null,
    scoreRange: r?.scoreRange ?? null,
    riskLevel: r?.riskLevel ?? null,
    accountSummary: r ? { totalBalance: r.totalBalance } : null,
  };
}

export const toCreditReport = (doc: DocumentRecord): CreditReport => ({ ...toReportSummary(doc), reading: readingOf(doc) });

function extractedDataOf(doc: DocumentRecord): UploadedDocument['extractedData'] {
  if (doc.status !== 'processed' || !doc.result) return null;
  const reading = readingOf(doc);
  if (reading) return { reportId: doc.id, bureau: reading.bureau, creditScore: reading.creditScore, negativeItems: reading.negativeItems };
  return doc.result as UploadedDocument['extractedData'];
}

export function toDocument(doc: DocumentRecord): UploadedDocument {
  return {
    id: doc.id,
    fileName: doc.fileName,
    fileType: doc.fileType,
    size: doc.size,
    uploadDate: doc.uploadedAt.toISOString(),
    status: doc.status,
    error: doc.error ?? null,
    extractedData: extractedDataOf(doc),
  };
}
