import { type Orm, qualifiedTable } from '../db/orm';
import type { BackoffOptions } from './types';

/** A job of the in-process queue as PostgreSQL keeps it until it is done. */
export interface StoredJob {
  id: string;
  name: string;
  data: unknown;
  attemptsMade: number;
  attempts: number;
  backoff: BackoffOptions | undefined;
}

/** Where the in-process queue writes its jobs, so that a restart runs what a stop left (queue_jobs table). */
export interface JobJournal {
  /** Stores a new job to run at `runAt`; false when a job of that id is stored already. */
  add(job: StoredJob, runAt: Date): Promise<boolean>;
  /** A try failed: the next one is at `runAt`. */
  retry(job: StoredJob, runAt: Date): Promise<void>;
  /** Done (completed, or out of tries). */
  remove(id: string): Promise<void>;
  /** Every stored job with the time it is due. */
  stored(): Promise<{ job: StoredJob; runAt: Date }[]>;
}

export function pgJournal(orm: Orm): JobJournal {
  const table = qualifiedTable(orm, 'queue_jobs');
  const sql = <T>(query: string, params: unknown[] = []) => orm.em.getConnection().execute<T[]>(query, params);
  return {
    async add(job, runAt) {
      const rows = await sql(
        `insert into ${table} ("id", "name", "data", "attempts_made", "max_attempts", "backoff", "run_at") values (?, ?, ?, ?, ?, ?, ?) on conflict ("id") do nothing returning "id"`,
        [job.id, job.name, JSON.stringify(job.data), job.attemptsMade, job.attempts, job.backoff ? JSON.stringify(job.backoff) : null, runAt],
      );
      return rows.length === 1;
    },
    async retry(job, runAt) {
      await sql(`update ${table} set "attempts_made" = ?, "run_at" = ? where "id" = ?`, [job.attemptsMade, runAt, job.id]);
    },
    async remove(id) {
      await sql(`delete from ${table} where "id" = ?`, [id]);
    },
    async stored() {
      const rows = await sql<{
        id: string;
        name: string;
        data: unknown;
        attempts_made: number;
        max_attempts: number;
        backoff: BackoffOptions | null;
        run_at: Date;
      }>(`select * from ${table} order by "run_at", "created_at"`);
      return rows.map((r) => ({
        job: { id: r.id, name: r.name, data: r.data, attemptsMade: r.attempts_made, attempts: r.max_attempts, backoff: r.backoff ?? undefined },
        runAt: new Date(r.run_at),
      }));
    },
  };
}
