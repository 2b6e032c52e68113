import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Runs `read` holding the document's reading lock, so no two readers of one document live at once (a retry, a
 * sweep's re-queue, or a job BullMQ thought stalled while its worker still reads). The lock is a PostgreSQL
 * advisory lock in a transaction on a connection of its own, held until `read` returns: a worker killed
 * mid-reading loses its connection and so the lock, and its reader dies with it (reader-bounds.ts). Another
 * try waits for the lock at most `waitMs`, then reads whatever the holder left (usually: done, nothing to read);
 * past `waitMs` PostgreSQL's lock_timeout fails the try, and the job is retried.
 */
export async function withReadingLock<T>(em: EntityManager, documentId: number, waitMs: number, read: () => Promise<T>): Promise<T> {
  const conn = em.getConnection();
  const namespace = `finx:document-reading:${em.config.get('schema') ?? 'public'}`; // advisory locks span schemas
  return conn.transactional(async (tx) => {
    await conn.execute("select set_config('lock_timeout', ?, true)", [`${Math.ceil(waitMs)}ms`], 'all', tx);
    await conn.execute('select pg_advisory_xact_lock(hashtext(?), ?)', [namespace, documentId], 'all', tx);
    return read();
  });
}
