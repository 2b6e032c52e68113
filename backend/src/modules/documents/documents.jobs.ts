import type { EntityManager } from '@mikro-orm/postgresql';
import { isDatabaseUnavailable } from '../../platform/db/unavailable';
import { defineRecurringJob, type JobQueue } from '../../platform/queue';
import { createStorage } from '../../platform/storage';
import type { AppContext } from '../types';
import { DocumentEntity } from './document.entity';
import { failDocument, processDocument } from './processing/process-document';

export const PROCESS_DOCUMENT_JOB = 'documents.process';
export const SWEEP_JOB = 'documents.sweep';

/** Only the id travels through the queue (no personal data in Redis). */
interface ProcessDocumentData {
  documentId: number;
}

/**
 * Queues the reading of an uploaded document, once: the job id is the document's and its storage key's (the id
 * alone repeats after a database reset, while BullMQ remembers finished jobs for a day). A sweep adds its `tag`.
 */
export const enqueueProcessing = (queue: Pick<JobQueue, 'enqueue'>, doc: { id: number; storageKey: string }, tag = '') =>
  queue.enqueue<ProcessDocumentData>(PROCESS_DOCUMENT_JOB, { documentId: doc.id }, { jobId: `document-${doc.id}-${doc.storageKey.split('/').pop()}${tag}` });

type JobsContext = Pick<AppContext, 'config' | 'orm' | 'logger'>;

/**
 * Reading uploaded documents in the background: each moves processing → processed or error. A try that fails
 * for a reason outside the file is retried; after the last one the document shows an error instead of staying
 * 'processing' for ever — unless the database was unreachable: then it stays 'processing' and the sweep (every
 * JOB_SWEEP_SECONDS) queues it again once it has waited JOB_LOST_AFTER_SECONDS, as it does any lost reading.
 */
export function defineDocumentJobs(queue: JobQueue, ctx: JobsContext) {
  const log = ctx.logger.child({ component: 'documents' });
  const processing = {
    storage: createStorage(ctx.config),
    limits: { timeoutMs: ctx.config.uploads.readTimeoutMs, memoryBytes: ctx.config.uploads.readMemoryBytes },
    logger: log,
  };

  queue.defineJob<ProcessDocumentData>(
    PROCESS_DOCUMENT_JOB,
    async ({ documentId }, job) => {
      try {
        await processDocument(ctx.orm.em.fork() as EntityManager, processing, documentId);
      } catch (err) {
        if (job.attempt < job.maxAttempts) throw err;
        if (isDatabaseUnavailable(err)) return void log.warn({ documentId }, 'document not read: the database is unreachable; the sweep will try again');
        log.error({ documentId, err }, 'document processing failed on its last attempt');
        await failDocument(ctx.orm.em.fork() as EntityManager, documentId, 'The document could not be processed; please upload it again.');
      }
    },
    { attempts: 3, backoff: { type: 'exponential', delay: 2000 }, concurrency: 2 },
  );

  const { sweepMs, lostAfterMs } = ctx.config.jobs;
  /** Documents still 'processing' JOB_LOST_AFTER_SECONDS after their upload: their reading was lost. */
  async function sweep(now = new Date()) {
    const lost = await (ctx.orm.em.fork() as EntityManager).find(
      DocumentEntity,
      { status: 'processing', uploadedAt: { $lt: new Date(now.getTime() - lostAfterMs) } },
      { fields: ['id', 'storageKey'] },
    );
    for (const d of lost) await enqueueProcessing(queue, d, `-s${Math.floor(now.getTime() / sweepMs)}`);
    if (lost.length) log.info({ documents: lost.length }, 'documents sweep: lost readings queued again');
  }
  /** Whenever the queue connects (a start; Redis back, maybe empty): documents still 'processing' are queued again. */
  async function resume() {
    const waiting = await (ctx.orm.em.fork() as EntityManager).find(DocumentEntity, { status: 'processing' }, { fields: ['id', 'storageKey'] });
    for (const d of waiting) await enqueueProcessing(queue, d);
  }
  queue.whenConnected(resume);
  defineRecurringJob(queue, SWEEP_JOB, 'doc-sweep', sweepMs, sweep);
  return { sweep };
}
