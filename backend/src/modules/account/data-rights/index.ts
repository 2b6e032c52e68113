import type { EntityManager } from '@mikro-orm/postgresql';
import { defineRecurringJob, type JobQueue } from '../../../platform/queue';
import type { AppContext } from '../../types';
import type { AccountContext, AccountHandlers } from '../handlers';
import { closeAccountJob, closeRoutes, purgeEndedRetention } from './close-account';
import { dataRightsContext, type DataRightsContext } from './context';
import { AccountClosureEntity, DataExportEntity } from './data-rights.entities';
import { buildExportJob, exportRoutes } from './exports';
import { Migration20261205010000_account_data_rights } from './migrations/Migration20261205010000_account_data_rights';

export const dataRightsEntities = [DataExportEntity, AccountClosureEntity];
export const dataRightsMigrations = [Migration20261205010000_account_data_rights];

/**
 * The rows are the truth: whenever the queue connects (a start; Redis back, maybe empty) exports being built and
 * closures not completed are queued again; every JOB_SWEEP_SECONDS the sweep queues those whose job was lost
 * (JOB_LOST_AFTER_SECONDS old), deletes archives past their 24 hours, and ends the retention periods that are over.
 */
export function defineDataRightsJobs(queue: JobQueue, appCtx: Omit<AppContext, 'startedAt' | 'sessions'>) {
  const ctx = dataRightsContext(appCtx);
  queue.register(buildExportJob, ctx);
  queue.register(closeAccountJob, ctx);
  const { sweepMs, lostAfterMs } = ctx.config.jobs;
  const em = () => ctx.orm.em.fork() as EntityManager;

  const waiting = async (before?: Date) => {
    const requestedAt = before ? { requestedAt: { $lt: before } } : {};
    return {
      exports: await em().find(
        DataExportEntity,
        { $or: [{ status: { $in: ['queued', 'building'] } }, { status: { $in: ['ready', 'failed'] }, notifiedAt: null }], ...requestedAt },
        { fields: ['id'] },
      ),
      closures: await em().find(AccountClosureEntity, { status: { $ne: 'completed' }, ...requestedAt }, { fields: ['id'] }),
    };
  };

  async function sweep(now = new Date()) {
    const { exports, closures } = await waiting(new Date(now.getTime() - lostAfterMs));
    const tag = `-s${Math.floor(now.getTime() / sweepMs)}`;
    for (const e of exports) await buildExportJob.enqueue(queue, { exportId: e.id }, { key: tag });
    for (const c of closures) await closeAccountJob.enqueue(queue, { closureId: c.id }, { key: tag });
    if (exports.length || closures.length) ctx.log.info({ exports: exports.length, closures: closures.length }, 'data rights sweep: lost jobs queued again');
    await deleteExpiredArchives(ctx, now);
    await purgeEndedRetention(em(), now);
  }

  queue.whenConnected(async () => {
    const { exports, closures } = await waiting();
    for (const e of exports) await buildExportJob.enqueue(queue, { exportId: e.id });
    for (const c of closures) await closeAccountJob.enqueue(queue, { closureId: c.id });
  });
  defineRecurringJob(queue, { name: 'account.data-rights-sweep', idPrefix: 'data-rights-sweep', everyMs: sweepMs, run: sweep });
  return { sweep };
}

/** Ready archives past their 24 hours: deleted from storage, the export marked expired. */
async function deleteExpiredArchives(ctx: DataRightsContext, now: Date) {
  const em = ctx.orm.em.fork() as EntityManager;
  for (const row of await em.find(DataExportEntity, { status: 'ready', expiresAt: { $lte: now } })) {
    if (row.storageKey) await ctx.storage.delete(row.storageKey);
    await em.nativeUpdate(DataExportEntity, { id: row.id, status: 'ready' }, { status: 'expired', storageKey: null });
  }
}

/** The handlers of the data rights routes (mounted by the account module's index). */
export function dataRightsRoutes(accountCtx: AccountContext): AccountHandlers<'exports' | 'requestExport' | 'downloadExport' | 'closePreview' | 'close'> {
  const ctx = { ...dataRightsContext(accountCtx), mail: accountCtx.mail };
  return { ...exportRoutes(ctx), ...closeRoutes(ctx, accountCtx.sessions) };
}
