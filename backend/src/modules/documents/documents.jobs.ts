import type { EntityManager } from '@mikro-orm/postgresql';
import { isDatabaseUnavailable } from '../../platform/db/unavailable';
import { z } from 'zod';
import { defineJob, defineRecurringJob, type Enqueuer, type JobQueue } from '../../platform/queue';
import { createStorage } from '../../platform/storage';
import type { AppContext } from '../types';
import { DocumentEntity } from './document.entity';
import { failDocument, type DisputesHooks, type ProcessingContext, processDocument } from './processing/process-document';

/** What the reading job runs with. */
export interface DocumentJobDeps extends Pick<AppContext, 'orm'> {
  processing: ProcessingContext;
}

/**
 * Reading an uploaded document: it moves processing → processed or error. A try that fails for a reason outside
 * the file is retried; after the last one the document shows an error instead of staying 'processing' for ever —
 * unless the database was unreachable: then it stays 'processing' and the sweep (every JOB_SWEEP_SECONDS) queues
 * it again once it has waited JOB_LOST_AFTER_SECONDS, as it does any lost reading.
 */
export const processDocumentJob = defineJob({
  name: 'documents.process',
  /** Only the id travels through the queue (no personal data in Redis). */
  payload: z.object({ documentId: z.number().int().positive() }),
  /**
   * Once per upload: the document's id and its storage key's (the id alone repeats after a database reset, while
   * BullMQ remembers finished jobs for a day). A sweep adds its tag.
   */
  jobId: ({ documentId }, { storageKey, sweepTag }: { storageKey: string; sweepTag?: string }) =>
    `document-${documentId}-${storageKey.split('/').pop()}${sweepTag ?? ''}`,
  options: { attempts: 3, backoff: { type: 'exponential', delay: 2000 }, concurrency: 2 },
  async handle({ documentId }, job, { orm, processing }: DocumentJobDeps) {
    const log = processing.logger;
    try {
      await processDocument(orm.em.fork() as EntityManager, processing, documentId);
    } catch (err) {
      if (job.attempt < job.maxAttempts) throw err;
      if (isDatabaseUnavailable(err)) return void log.warn({ documentId }, 'document not read: the database is unreachable; the sweep will try again');
      log.error({ documentId, err }, 'document processing failed on its last attempt');
      await failDocument(orm.em.fork() as EntityManager, documentId, 'The document could not be processed; please upload it again.');
    }
  },
});

/** Queues the reading of an uploaded document (once per upload; a sweep passes its tag). */
export const enqueueProcessing = (queue: Enqueuer, doc: { id: number; storageKey: string }, sweepTag?: string) =>
  processDocumentJob.enqueue(queue, { documentId: doc.id }, { key: { storageKey: doc.storageKey, sweepTag } });

/** The reading job, and the sweep and the start that queue again the readings that were lost. */
export function defineDocumentJobs(queue: JobQueue, ctx: Pick<AppContext, 'config' | 'orm' | 'logger'>, disputes: DisputesHooks) {
  const log = ctx.logger.child({ component: 'documents' });
  const processing = {
    storage: createStorage(ctx.config),
    limits: { timeoutMs: ctx.config.uploads.readTimeoutMs, memoryBytes: ctx.config.uploads.readMemoryBytes },
    logger: log,
    ...disputes,
  };
  queue.register(processDocumentJob, { orm: ctx.orm, processing });

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
  defineRecurringJob(queue, { name: 'documents.sweep', idPrefix: 'doc-sweep', everyMs: sweepMs, run: sweep });
  return { sweep };
}
