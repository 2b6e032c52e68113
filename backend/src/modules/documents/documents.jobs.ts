import type { EntityManager } from '@mikro-orm/postgresql';
import type { JobQueue } from '../../platform/queue';
import { createStorage } from '../../platform/storage';
import type { AppContext } from '../types';
import { DocumentEntity } from './document.entity';
import { failDocument, processDocument } from './processing/process-document';

export const PROCESS_DOCUMENT_JOB = 'documents.process';

/** Only the id travels through the queue (no personal data in Redis). */
interface ProcessDocumentData {
  documentId: number;
}

/**
 * Queues the reading of an uploaded document, once: the job id is the document's and its storage key's (the id
 * alone repeats after a database reset, while BullMQ remembers finished jobs for a day).
 */
export const enqueueProcessing = (queue: Pick<JobQueue, 'enqueue'>, doc: { id: number; storageKey: string }) =>
  queue.enqueue<ProcessDocumentData>(PROCESS_DOCUMENT_JOB, { documentId: doc.id }, { jobId: `document-${doc.id}-${doc.storageKey.split('/').pop()}` });

type JobsContext = Pick<AppContext, 'config' | 'orm' | 'logger'>;

/**
 * Reading uploaded documents in the background: each moves processing → processed or error. A try that fails
 * for a reason outside the file (storage or database unreachable) is retried; after the last one the document
 * shows an error instead of staying 'processing' for ever.
 */
export function defineDocumentJobs(queue: JobQueue, ctx: JobsContext) {
  const log = ctx.logger.child({ component: 'documents' });
  const processing = { storage: createStorage(ctx.config), limits: { timeoutMs: ctx.config.uploads.readTimeoutMs, memoryBytes: ctx.config.uploads.readMemoryBytes }, logger: log };

  queue.defineJob<ProcessDocumentData>(
    PROCESS_DOCUMENT_JOB,
    async ({ documentId }, job) => {
      try {
        await processDocument(ctx.orm.em.fork() as EntityManager, processing, documentId);
      } catch (err) {
        if (job.attempt < job.maxAttempts) throw err;
        log.error({ documentId, err }, 'document processing failed on its last attempt');
        await failDocument(ctx.orm.em.fork() as EntityManager, documentId, 'The document could not be processed; please upload it again.');
      }
    },
    { attempts: 3, backoff: { type: 'exponential', delay: 2000 }, concurrency: 2 },
  );

  return {
    /** After a restart (the in-process queue keeps nothing): documents still 'processing' are queued again. */
    async resume() {
      const waiting = await (ctx.orm.em.fork() as EntityManager).find(DocumentEntity, { status: 'processing' }, { fields: ['id', 'storageKey'] });
      for (const d of waiting) await enqueueProcessing(queue, d);
    },
  };
}
