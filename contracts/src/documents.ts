/**
 * Documents (issue 13; spec part 2 §2 Document Center, §3, §7): uploads of credit reports, ID documents and
 * proofs of address, the readings of credit reports, and the cross-bureau findings worth disputing.
 * The two upload calls are multipart (the screens send them with XMLHttpRequest to show bytes sent).
 */
import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { errorSchema, pathId } from './common';
import { creditReportReadingSchema, RISK_LEVELS } from './credit-report';
import { BUREAUS, DISPUTE_REASONS, DISPUTE_TYPES, disputeSchema } from './disputes';
import { userScopedErrors } from './users';

const c = initContract();

/** ftc_report (issue 29): the FTC Identity Theft Report from IdentityTheft.gov, enclosed with §605B block requests. */
export const DOCUMENT_TYPES = ['credit_report', 'id_document', 'proof_of_address', 'ftc_report'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
export const DOCUMENT_TYPE_LABELS: Record<DocumentType, string> = {
  credit_report: 'Credit Report',
  id_document: 'ID Document',
  proof_of_address: 'Proof of Address',
  ftc_report: 'FTC Identity Theft Report',
};

export const DOCUMENT_STATUSES = ['processing', 'processed', 'error'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

/** 10 MB per file (spec part 2 §9): the server cuts an upload off at this many bytes. */
export const MAX_UPLOAD_BYTES = 10_485_760;
/** Accepted kinds of file, checked on the content (magic bytes / UTF-8 text), not the name. */
/** html: a report page saved from a monitoring site ("Save page as"); read, never rendered (issue 23). */
export const REPORT_FILE_KINDS = ['pdf', 'txt', 'csv', 'json', 'html'] as const;
export const DOCUMENT_FILE_KINDS = ['pdf', 'txt', 'jpg', 'jpeg', 'png'] as const;
export const REPORT_ACCEPT = '.pdf,.txt,.csv,.json,.html,.htm,application/pdf,text/plain,text/csv,application/json,text/html';
export const DOCUMENT_ACCEPT = '.pdf,.txt,.jpg,.jpeg,.png,application/pdf,text/plain,image/jpeg,image/png';
/** The spec's messages for refused files (part 2 §5, §8). */
export const INVALID_REPORT_FILES = 'Invalid Files - Please upload PDF, TXT, CSV, or JSON files under 10MB';
export const INVALID_DOCUMENT_FILES = 'Please upload PDF, TXT, JPG, or PNG files under 10MB';
/** Multipart field names (spec part 2 §7). */
export const reportFieldName = (n: number) => `creditReport_${n}`;
export const documentFieldName = (n: number) => `document_${n}`;

/** Processed credit report (spec part 2 §3): the fields the upload answer and the lists carry. */
export const creditReportSummarySchema = z.object({
  id: z.number().int().positive(),
  fileName: z.string(),
  uploadDate: z.string().datetime(),
  status: z.enum(DOCUMENT_STATUSES),
  /** Why reading failed (status 'error'), in words for the user. */
  error: z.string().nullable(),
  // The reading's headline, null while processing (or when the report does not say).
  bureau: z.enum(BUREAUS).nullable(),
  reportDate: z.string().nullable(),
  creditScore: z.number().int().nullable(),
  scoreRange: z.object({ min: z.number().int(), max: z.number().int() }).nullable(),
  riskLevel: z.enum(RISK_LEVELS).nullable(),
  accountSummary: z.object({ totalBalance: z.number().int() }).nullable(),
});
export type CreditReportSummary = z.infer<typeof creditReportSummarySchema>;

/** GET /api/credit-reports/{id}: the summary and, once processed, the full reading. */
export const creditReportSchema = creditReportSummarySchema.extend({ reading: creditReportReadingSchema.nullable() });
export type CreditReport = z.infer<typeof creditReportSchema>;

/** extractedData of an ID document or proof of address. */
export const identityExtractSchema = z.object({
  name: z.string().nullable(),
  /** e.g. "Driver's License", 'Passport', 'Utility Bill', 'Bank Statement'; null when not recognised. */
  documentType: z.string().nullable(),
  /** Proof of address only: the address read from it. */
  address: z.string().nullable().optional(),
  /** The name (and for proof of address, the address) matches the account holder's. */
  verified: z.boolean(),
});

/** extractedData of a credit report (spec: bureau, creditScore, negativeItems). */
export const reportExtractSchema = z.object({
  reportId: z.number().int().positive(),
  bureau: z.enum(BUREAUS).nullable(),
  creditScore: z.number().int().nullable(),
  negativeItems: creditReportReadingSchema.shape.negativeItems,
});

/** Uploaded or processed document (spec part 2 §3). */
export const documentSchema = z.object({
  id: z.number().int().positive(),
  fileName: z.string(),
  fileType: z.enum(DOCUMENT_TYPES),
  /** Bytes. */
  size: z.number().int().nonnegative(),
  uploadDate: z.string().datetime(),
  status: z.enum(DOCUMENT_STATUSES),
  error: z.string().nullable(),
  /** null while processing or after an error. */
  extractedData: z.union([reportExtractSchema, identityExtractSchema]).nullable(),
});
export type UploadedDocument = z.infer<typeof documentSchema>;

/** Metro 2 consistency findings (issue 29): one tradeline contradicting itself, at one bureau (or over time at one bureau). */
export const CONSISTENCY_FINDING_KINDS = [
  'missing_delinquency_date',
  'reaged_delinquency_date',
  'delinquency_after_chargeoff',
  'paid_with_balance',
  'late_after_paid',
  'status_contradicts_history',
  'past_due_over_balance',
  'removal_date_too_late',
] as const; // prettier-ignore
export const FINDING_KINDS = [
  'balance_mismatch',
  'status_mismatch',
  'late_marks_mismatch',
  'missing_at_bureau',
  'duplicate_debt',
  'obsolete',
  'reinserted',
  ...CONSISTENCY_FINDING_KINDS,
] as const;
export type FindingKind = (typeof FINDING_KINDS)[number];
export const FINDING_KIND_LABELS: Record<FindingKind, string> = {
  balance_mismatch: 'Balance differs between bureaus',
  status_mismatch: 'Status differs between bureaus',
  late_marks_mismatch: 'Late payments differ between bureaus',
  missing_at_bureau: 'Reported by only some bureaus',
  duplicate_debt: 'Same debt reported twice',
  obsolete: 'Past the reporting period (FCRA §605)',
  reinserted: 'Deleted after a dispute, now back (FCRA §611(a)(5)(B))',
  missing_delinquency_date: 'Charge-off or collection without a date of first delinquency',
  reaged_delinquency_date: 'Date of first delinquency moved later (re-aging)',
  delinquency_after_chargeoff: 'First delinquency dated after the charge-off',
  paid_with_balance: 'Paid or settled, yet a balance is reported',
  late_after_paid: 'Late payments after the account was paid',
  status_contradicts_history: 'Status contradicts the latest payment history',
  past_due_over_balance: 'Past-due amount above the balance',
  removal_date_too_late: 'Removal date past the FCRA §605(c) limit',
};

/** A suggested dispute drawn from the user's processed reports, filed in one click through the disputes engine. */
export const findingSchema = z.object({
  /** Stable while the readings are the same (a hash of kind, account and bureau). */
  key: z.string(),
  kind: z.enum(FINDING_KINDS),
  creditor: z.string(),
  accountNumberLast4: z.string().nullable(),
  /** The bureau the dispute goes to. */
  bureau: z.enum(BUREAUS),
  disputeType: z.enum(DISPUTE_TYPES),
  disputeReason: z.enum(DISPUTE_REASONS),
  /** One or two sentences saying what is wrong and why it is disputable. */
  reason: z.string(),
  /** Whole dollars, when the item has a balance. */
  amount: z.number().int().nullable(),
  /** The lines of the readings that show it. */
  evidence: z.array(z.object({ reportId: z.number().int().positive(), bureau: z.enum(BUREAUS).nullable(), text: z.string() })),
  /** The dispute filed from it, once filed. */
  disputeId: z.number().int().positive().nullable(),
  /** A reinserted item: the user's dispute after which the bureau had deleted it. */
  deletedDisputeId: z.number().int().positive().optional(),
  /** Consistency findings: the rule in plain words and the fields that contradict each other, with their values. */
  conflict: z
    .object({
      rule: z.string(),
      fields: z.array(z.object({ field: z.string(), value: z.string(), where: z.string().nullable() })),
    })
    .optional(),
  /** The credit file's account this finding is about (GET /api/credit-file), when it is one of its accounts. */
  itemKey: z.string().optional(),
});
export type Finding = z.infer<typeof findingSchema>;

const idParam = (what: string) => z.object({ id: pathId(what) });
const notFound = { 404: errorSchema } as const;
/** 413: a file over 10 MB (cut off while streaming); 415: content not of an accepted kind; 429: quota or rate. */
const uploadErrors = { 400: errorSchema, ...userScopedErrors, 413: errorSchema, 415: errorSchema, 429: errorSchema } as const;

export const documentsContract = c.router({
  uploadCreditReports: {
    method: 'POST',
    path: '/api/credit-reports/upload',
    contentType: 'multipart/form-data',
    body: z.object({ userId: z.string(), creditReport_0: z.any() }).passthrough(),
    summary: 'Uploads credit reports (creditReport_{n}: PDF, TXT, CSV or JSON, ≤ 10 MB each); each is read by a queued job',
    responses: { 201: z.object({ reports: z.array(creditReportSummarySchema) }), ...uploadErrors },
  },
  getCreditReport: {
    method: 'GET',
    path: '/api/credit-reports/:id',
    pathParams: idParam('Report'),
    summary: 'One of your credit reports: status and, once processed, the full reading',
    responses: { 200: creditReportSchema, 400: errorSchema, ...userScopedErrors, ...notFound },
  },
  listCreditReports: {
    method: 'GET',
    path: '/api/credit-reports',
    summary: 'Your credit reports, newest first',
    responses: { 200: z.object({ reports: z.array(creditReportSummarySchema) }), ...userScopedErrors },
  },
  uploadDocuments: {
    method: 'POST',
    path: '/api/documents/upload',
    contentType: 'multipart/form-data',
    body: z.object({ userId: z.string(), fileType: z.enum(DOCUMENT_TYPES), document_0: z.any() }).passthrough(),
    summary: 'Uploads documents of one type (document_{n}: PDF, TXT, JPG or PNG, ≤ 10 MB each; credit reports also CSV, JSON)',
    responses: { 201: z.object({ documents: z.array(documentSchema) }), ...uploadErrors },
  },
  listDocuments: {
    method: 'GET',
    path: '/api/documents',
    summary: 'Your uploaded documents, newest first',
    responses: { 200: z.object({ documents: z.array(documentSchema) }), ...userScopedErrors },
  },
  downloadDocument: {
    method: 'GET',
    path: '/api/documents/:id/file',
    pathParams: idParam('Document'),
    summary: 'The file as uploaded, as a download (Content-Disposition: attachment), to its owner only',
    responses: { 200: z.any(), 400: errorSchema, ...userScopedErrors, ...notFound },
  },
  deleteDocument: {
    method: 'DELETE',
    path: '/api/documents/:id',
    pathParams: idParam('Document'),
    body: z.object({}).optional(),
    summary: 'Deletes the document, its file and its reading',
    responses: { 204: z.undefined(), 400: errorSchema, ...userScopedErrors, ...notFound },
  },
  listFindings: {
    method: 'GET',
    path: '/api/credit-report-findings',
    summary: 'What is worth disputing in your processed reports (across bureaus), with the evidence',
    responses: { 200: z.object({ findings: z.array(findingSchema) }), ...userScopedErrors },
  },
  fileFinding: {
    method: 'POST',
    path: '/api/credit-report-findings/:key/file',
    pathParams: z.object({ key: z.string().min(1).max(64) }),
    body: z.object({}).optional(),
    summary: 'Files the suggested dispute (through the disputes engine); 409 when already filed',
    responses: { 201: disputeSchema, 400: errorSchema, ...userScopedErrors, ...notFound, 409: errorSchema },
  },
});
