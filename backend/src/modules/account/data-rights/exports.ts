import { Readable } from 'node:stream';
import type { DataExport } from '@finx/contracts';
import { UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { isDatabaseUnavailable } from '../../../platform/db/unavailable';
import { AppError } from '../../../platform/app-error';
import { requireUser } from '../../../platform/http/session';
import { defineJob, enqueueOrLeaveToSweep, errorMessage } from '../../../platform/queue';
import { StorageNotFoundError } from '../../../platform/storage';
import { findUserById } from '../../users';
import type { AccountHandlers } from '../handlers';
import { requireCurrentPassword } from '../reauth';
import { recordSecurityEvent } from '../security-events';
import { DataExportEntity, type DataExportRecord } from './data-rights.entities';
import type { DataRightsContext } from './context';
import { buildExportArchive } from './export-archive';
import { sendExportFailed, sendExportReady } from './mail';
import { isoDay } from '@finx/contracts';

/** How long a ready archive can be downloaded. */
export const EXPORT_VALID_MS = 24 * 60 * 60_000;

const ALREADY_PREPARING = 'Your data is already being prepared. We will e-mail you when it is ready.';
const NOT_FOUND = 'Download not found';
const EXPIRED = 'This download has expired. Ask for a new copy of your data in Settings.';

const toDataExport = (r: DataExportRecord, now = new Date()): DataExport => ({
  id: r.id,
  // A ready archive past its time reads as expired before the sweep has deleted it.
  status: r.status === 'ready' && r.expiresAt && r.expiresAt <= now ? 'expired' : r.status,
  requestedAt: r.requestedAt.toISOString(),
  expiresAt: r.expiresAt?.toISOString() ?? null,
  sizeBytes: r.sizeBytes ?? null,
});

async function notifyExport({ mail }: DataRightsContext, em: EntityManager, row: DataExportRecord) {
  const user = await findUserById(em, row.userId);
  if (user) await (row.status === 'ready' ? sendExportReady(mail, user.email, row.id, row.expiresAt!) : sendExportFailed(mail, user.email));
  await em.nativeUpdate(DataExportEntity, { id: row.id }, { notifiedAt: new Date() });
}

/**
 * The archive job: builds and stores it (queued/building → ready, 24 hours), then e-mails the user a link to
 * Settings; after its last try it marks the export failed and tells the user. Run again (a retry, the sweep),
 * it picks up where it stopped: a row already ready only needs its e-mail.
 */
export const buildExportJob = defineJob({
  name: 'account.build-export',
  /** Only the row's id travels through the queue. */
  payload: z.object({ exportId: z.number().int().positive() }),
  /** A sweep adds its tag (a lost job's id may still be remembered). */
  jobId: ({ exportId }, sweepTag: string | undefined) => `data-export-${exportId}${sweepTag ?? ''}`,
  options: { attempts: 3, backoff: { type: 'exponential', delay: 5000 } },
  async handle({ exportId }, job, ctx: DataRightsContext) {
    const { log, storage } = ctx;
    const em = ctx.orm.em.fork() as EntityManager;
    let row = await em.findOne(DataExportEntity, { id: exportId });
    if (row && (row.status === 'queued' || row.status === 'building')) {
      await em.nativeUpdate(DataExportEntity, { id: exportId }, { status: 'building' });
      try {
        const { storageKey, size } = await buildExportArchive(em, storage, row.userId);
        const readyAt = new Date();
        const done = { status: 'ready' as const, storageKey, sizeBytes: size, readyAt, expiresAt: new Date(readyAt.getTime() + EXPORT_VALID_MS) };
        // Another run finished first, or the account was closed meanwhile: this archive is not wanted.
        if (!(await em.nativeUpdate(DataExportEntity, { id: exportId, status: 'building' }, done))) await storage.delete(storageKey);
      } catch (err) {
        if (job.attempt < job.maxAttempts) throw err;
        if (isDatabaseUnavailable(err)) return void log.warn({ exportId }, 'data export not built: the database is unreachable; the sweep will try again');
        log.error({ exportId, err }, 'data export failed on its last attempt');
        await em.nativeUpdate(DataExportEntity, { id: exportId, status: 'building' }, { status: 'failed', error: errorMessage(err).slice(0, 500) });
      }
      row = await em.fork().findOne(DataExportEntity, { id: exportId });
    }
    if (row && (row.status === 'ready' || row.status === 'failed') && !row.notifiedAt) await notifyExport(ctx, em, row);
  },
});

/** GET/POST /api/account/exports and the download (password re-entered; 404 for another user's, 410 once expired). */
export function exportRoutes(ctx: DataRightsContext): AccountHandlers<'exports' | 'requestExport' | 'downloadExport'> {
  const { orm, queue, storage, log } = ctx;
  return {
    exports: async ({ req }) => {
      const userId = requireUser(req);
      const rows = await orm.em.find(DataExportEntity, { userId }, { orderBy: { id: 'desc' }, limit: 20 });
      return { status: 200, body: rows.map((r) => toDataExport(r)) };
    },

    requestExport: async ({ req, body }) => {
      const userId = requireUser(req);
      await requireCurrentPassword(ctx, req, userId, body.currentPassword);
      if (await orm.em.count(DataExportEntity, { userId, status: { $in: ['queued', 'building'] } })) throw new AppError('conflict', ALREADY_PREPARING);
      let row: DataExportRecord;
      try {
        row = await orm.em.transactional(async (tx) => {
          const created = tx.create(DataExportEntity, { userId, status: 'queued', requestedAt: new Date() });
          await tx.flush();
          await recordSecurityEvent(tx as EntityManager, { userId, type: 'data_export_requested', req });
          return created;
        });
      } catch (err) {
        // two requests at once: the partial unique index lets one through
        if (err instanceof UniqueConstraintViolationException) throw new AppError('conflict', ALREADY_PREPARING);
        throw err;
      }
      await enqueueOrLeaveToSweep(buildExportJob.enqueue(queue, { exportId: row.id }), log, { exportId: row.id });
      return { status: 202, body: toDataExport(row) };
    },

    downloadExport: async ({ res, params, body }) => {
      const req = res.req; // the Express request (ts-rest's view types its params as numbers)
      const userId = requireUser(req);
      const row = await orm.em.findOne(DataExportEntity, { id: params.exportId, userId });
      if (!row) throw new AppError('not_found', NOT_FOUND);
      await requireCurrentPassword(ctx, req, userId, body.currentPassword);
      if (row.status === 'queued' || row.status === 'building')
        throw new AppError('not_found', 'Your data is still being prepared. We will e-mail you when it is ready.');
      if (row.status !== 'ready' || !row.storageKey || !row.expiresAt || row.expiresAt <= new Date())
        throw new AppError('expired', row.status === 'failed' ? 'This copy could not be prepared. Ask for a new one in Settings.' : EXPIRED);
      let archive: ReadableStream<Uint8Array>;
      try {
        archive = await storage.get(row.storageKey);
      } catch (err) {
        if (err instanceof StorageNotFoundError) throw new AppError('expired', EXPIRED);
        throw err;
      }
      await recordSecurityEvent(orm.em, { userId, type: 'data_export_downloaded', req });
      res.setHeader('Content-Type', 'application/zip');
      res.setHeader('Content-Disposition', `attachment; filename="finx-data-${isoDay(row.readyAt!)}.zip"`);
      if (row.sizeBytes) res.setHeader('Content-Length', String(row.sizeBytes));
      return { status: 200, body: Readable.from(archive as AsyncIterable<Uint8Array>) };
    },
  };
}
