import {
  DOCUMENT_FILE_KINDS,
  DOCUMENT_TYPES,
  type DocumentType,
  documentsContract,
  INVALID_DOCUMENT_FILES,
  INVALID_REPORT_FILES,
  REPORT_FILE_KINDS,
} from '@finx/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Readable } from 'node:stream';
import type { Express, Request, RequestHandler } from 'express';
import { mountContract } from '../../platform/http/contract';
import { AppError } from '../../platform/app-error';
import { enqueueOrLeaveToSweep } from '../../platform/queue';
import { requireUser } from '../../platform/http/session';
import { createStorage, StorageNotFoundError } from '../../platform/storage';
import type { AppContext } from '../types';
import type { FileKind } from './document.entity';
import { enqueueProcessing } from './documents.jobs';
import { findOwnDocument, listCreditReports, listDocuments, toDocument, toReportSummary, toCreditReport } from './documents.service';
import { attachmentDisposition } from './upload/file-name';
import { type Received, receiveUpload } from './upload/receive-upload';
import { saveUploads } from './upload/save-uploads';
import { quotaMessage, uploadAllowance } from './upload/upload-limits';

/** The two upload forms (spec part 2 §7): their file fields, accepted kinds and refusal messages. */
const UPLOADS = {
  reports: { fileField: /^creditReport_\d{1,2}$/, invalidMessage: INVALID_REPORT_FILES },
  documents: { fileField: /^document_\d{1,2}$/, invalidMessage: INVALID_DOCUMENT_FILES },
} as const;
const acceptedFor = (fileType: DocumentType): readonly FileKind[] => (fileType === 'credit_report' ? REPORT_FILE_KINDS : DOCUMENT_FILE_KINDS);
/** Safe to name as the download's type: never HTML or script. */
const DOWNLOAD_TYPES: Record<FileKind, string> = {
  pdf: 'application/pdf',
  txt: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  json: 'application/json',
  // a saved report page goes back as text: it is never rendered on our origin
  html: 'text/plain; charset=utf-8',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

const fieldIndex = (field: string) => Number(/\d+$/.exec(field)?.[0] ?? 0);

/** The form's userId must be the session's user (403); read as soon as it arrives, and required at the end. */
function checkUserField(me: number) {
  return (name: string, value: string) => {
    if (name !== 'userId') return;
    if (!/^\d{1,15}$/.test(value.trim())) throw new AppError('invalid_input', 'userId must be a number');
    if (Number(value) !== me) throw new AppError('forbidden', 'You can only access your own account');
  };
}

type UploadRequest = Request & { upload?: { received: Received; fileType: DocumentType } };

/**
 * Receives one of the two multipart uploads before the contract's handler runs: 401 without a session, the
 * hourly rate and the quota (429), then every file streamed into storage and checked (all or nothing). The
 * handler finds the stored files on the request and records them.
 */
function uploadMiddleware(ctx: AppContext, which: keyof typeof UPLOADS): RequestHandler {
  const storage = createStorage(ctx.config);
  const form = UPLOADS[which];
  return async (req, res, next) => {
    const me = requireUser(req as { userId?: number });
    const left = await uploadAllowance(ctx.orm, ctx.orm.em as EntityManager, ctx.config, res, me);
    const checkUser = checkUserField(me);
    let fileType: DocumentType = 'credit_report';
    const received = await receiveUpload(req, res, {
      storage,
      keyPrefix: `documents/${me}`,
      fileField: form.fileField,
      accepted: which === 'reports' ? REPORT_FILE_KINDS : [...new Set<FileKind>([...DOCUMENT_FILE_KINDS, ...REPORT_FILE_KINDS])],
      invalidMessage: form.invalidMessage,
      quota: { bytes: left.bytes, files: left.files, message: quotaMessage(ctx.config) },
      checkField: (name, value) => {
        checkUser(name, value);
        if (which === 'documents' && name === 'fileType' && !(DOCUMENT_TYPES as readonly string[]).includes(value))
          throw new AppError('invalid_input', `fileType must be one of ${DOCUMENT_TYPES.join(', ')}`);
      },
      checkAll: ({ fields, files }) => {
        if (fields.userId === undefined) throw new AppError('invalid_input', 'userId is required');
        if (which === 'documents') {
          if (!fields.fileType) throw new AppError('invalid_input', 'fileType is required');
          fileType = fields.fileType as DocumentType;
        }
        if (!files.length) throw new AppError('invalid_input', `Choose at least one file (${which === 'reports' ? 'creditReport_0' : 'document_0'})`);
        const accepted = acceptedFor(fileType);
        const wrong = files.find((f) => !accepted.includes(f.kind));
        if (wrong)
          throw new AppError('unsupported_type', `${form.invalidMessage} (${wrong.fileName}: ${wrong.kind.toUpperCase()} is not accepted for this type)`);
      },
    });
    received.files.sort((a, b) => fieldIndex(a.field) - fieldIndex(b.field));
    (req as UploadRequest).upload = { received, fileType };
    // ts-rest validates the body next: give it the fields (and a placeholder per file).
    req.body = { ...received.fields, ...Object.fromEntries(received.files.map((f) => [f.field, f.fileName])) };
    // The request ends here one way or another: the stored files are kept only once their rows are committed.
    let committed = false;
    res.once('close', () => {
      if (!committed) void Promise.allSettled(received.files.map((f) => storage.delete(f.storageKey)));
    });
    res.locals.commitUpload = () => {
      committed = true;
    };
    next();
  };
}

/** Records the request's stored files as documents and queues their reading. */
async function saveRequestUploads(ctx: AppContext, req: Request, res: { locals: Record<string, unknown> }) {
  const { received, fileType } = (req as UploadRequest).upload!;
  const userId = requireUser(req as { userId?: number });
  const docs = await saveUploads(ctx.orm.em as EntityManager, ctx.config, userId, fileType, received.files);
  (res.locals.commitUpload as () => void)();
  // Not queued (Redis down): the documents stay 'processing' and the documents sweep queues them.
  for (const d of docs) await enqueueOrLeaveToSweep(enqueueProcessing(ctx.queue, d), ctx.logger, { documentId: d.id });
  return docs;
}

export function mountDocumentRoutes(app: Express, ctx: AppContext) {
  const storage = createStorage(ctx.config);
  const em = () => ctx.orm.em as EntityManager;
  const { listFindings: _findings, fileFinding: _file, ...routes } = documentsContract;

  mountContract(app, routes, {
    uploadCreditReports: {
      middleware: [uploadMiddleware(ctx, 'reports')],
      handler: async ({ req, res }) => ({ status: 201, body: { reports: (await saveRequestUploads(ctx, req, res)).map(toReportSummary) } }),
    },
    uploadDocuments: {
      middleware: [uploadMiddleware(ctx, 'documents')],
      handler: async ({ req, res }) => ({ status: 201, body: { documents: (await saveRequestUploads(ctx, req, res)).map(toDocument) } }),
    },
    listCreditReports: async ({ req }) => ({ status: 200, body: { reports: (await listCreditReports(em(), requireUser(req))).map(toReportSummary) } }),
    getCreditReport: async ({ params, req }) => ({
      status: 200,
      body: toCreditReport(await findOwnDocument(em(), requireUser(req), params.id, 'credit_report')),
    }),
    listDocuments: async ({ req }) => ({ status: 200, body: { documents: (await listDocuments(em(), requireUser(req))).map(toDocument) } }),
    downloadDocument: async ({ params, req, res }) => {
      const doc = await findOwnDocument(em(), requireUser(req), params.id);
      let body: ReadableStream<Uint8Array>;
      try {
        body = await storage.get(doc.storageKey);
      } catch (err) {
        if (err instanceof StorageNotFoundError) throw new AppError('not_found', 'The file of this document is no longer stored');
        throw err;
      }
      // A download, never a page: attachment, the detected (never HTML) type, no sniffing, no active content.
      res.setHeader('Content-Type', DOWNLOAD_TYPES[doc.kind]);
      res.setHeader('Content-Disposition', attachmentDisposition(doc.fileName));
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
      res.setHeader('Content-Length', String(doc.size));
      return { status: 200, body: Readable.from(body as AsyncIterable<Uint8Array>) };
    },
    deleteDocument: async ({ params, req }) => {
      const doc = await findOwnDocument(em(), requireUser(req), params.id);
      // The file first: a failure leaves the document listed (and the delete can be tried again), never an orphaned file.
      await storage.delete(doc.storageKey);
      await em().remove(doc).flush();
      return { status: 204, body: undefined };
    },
  });
}
