import { isDatabaseUnavailable } from '../db/unavailable';
import type { Logger } from '../logger';

export type QueueDriverName = 'in-process' | 'bullmq';

export interface BackoffOptions {
  type: 'exponential' | 'fixed';
  /** ms. Exponential waits delay·2^(n-1) before retry n (delay, 2·delay, 4·delay, ...), like BullMQ. */
  delay: number;
}

export interface JobOptions {
  /** Total tries including the first (default 3). */
  attempts?: number;
  backoff?: BackoffOptions;
  /** Jobs of this name run at the same time per worker process (default 1). */
  concurrency?: number;
}

export interface EnqueueOptions {
  /** Wait this long (ms) before the first try. */
  delay?: number;
  /** Deduplication id: a job with the same id that is still known is not added again (BullMQ semantics). */
  jobId?: string;
  attempts?: number;
  backoff?: BackoffOptions;
}

export interface JobContext {
  id: string;
  name: string;
  /** 1 for the first try. */
  attempt: number;
  maxAttempts: number;
}

export type JobHandler<T> = (data: T, ctx: JobContext) => unknown | Promise<unknown>;

export interface JobDefinition<T> {
  name: string;
  enqueue(data: T, opts?: EnqueueOptions): Promise<{ id: string }>;
}

/** Reported after every try (for logs and the job_log table). */
export interface AttemptEvent {
  queue: string;
  jobId: string;
  attempt: number;
  status: 'completed' | 'failed';
  error?: string;
  durationMs: number;
  /** true when no retry follows (completed, or failed on the last attempt). */
  final: boolean;
}

/** An enqueue the queue could not take in time (Redis down or slow): the caller's row waits for its sweep. */
export class QueueUnavailableError extends Error {
  constructor(name: string, timeoutMs: number) {
    super(`the queue did not take job "${name}" within ${timeoutMs} ms`);
    this.name = 'QueueUnavailableError';
  }
}

/**
 * One interface, two drivers: `bullmq` (Redis; API enqueues, src/worker.ts processes) and `in-process`
 * (no Redis; the API process runs its own jobs with the same retry and backoff rules, not durable).
 */
export interface JobQueue {
  readonly driver: QueueDriverName;
  /** Registers a handler. Call at start-up in every process (API and worker) before enqueue/startWorkers. */
  defineJob<T>(name: string, handler: JobHandler<T>, opts?: JobOptions): JobDefinition<T>;
  /** Rejects with QueueUnavailableError when the queue does not take the job within QUEUE_ENQUEUE_TIMEOUT_SECONDS. */
  enqueue<T>(name: string, data: T, opts?: EnqueueOptions): Promise<{ id: string }>;
  /**
   * Runs `listener` once the queue can take jobs, and again each time its connection comes back (Redis may
   * have restarted empty): it (re)creates recurring and delayed jobs from PostgreSQL. Its errors are logged.
   */
  whenConnected(listener: () => Promise<unknown>): void;
  /** Starts processing the defined jobs in this process (all of them, or the names given). */
  startWorkers(names?: string[]): Promise<void>;
  /** Stops taking jobs, waits for running ones to finish, closes connections. Idempotent. */
  close(): Promise<void>;
  health(): Promise<'ok' | 'down'>;
  onAttempt(listener: (e: AttemptEvent) => void): void;
}

export const DEFAULT_JOB_OPTIONS: Required<Omit<JobOptions, 'backoff'>> & { backoff: BackoffOptions } = {
  attempts: 3,
  backoff: { type: 'exponential', delay: 1000 },
  concurrency: 1,
};

/** Delay before the next try after `attemptsMade` tries failed — BullMQ's built-in formulas. */
export function backoffDelay(backoff: BackoffOptions | undefined, attemptsMade: number): number {
  if (!backoff) return 0;
  if (backoff.type === 'fixed') return backoff.delay;
  return Math.round(2 ** (attemptsMade - 1) * backoff.delay);
}

export const errorMessage = (e: unknown) => (e instanceof Error ? e.message : String(e));

/** The log line of a job out of tries: one line when the database was unreachable (its sweep tries again later), else with the stack. */
export function logGaveUp(logger: Logger, job: { name: string; id: string; attempt: number }, err: unknown) {
  const fields = { job: job.name, jobId: job.id, attempt: job.attempt };
  if (isDatabaseUnavailable(err)) logger.warn({ ...fields, err: errorMessage(err) }, 'job failed, no attempts left: the database is unreachable');
  else logger.error({ ...fields, err }, 'job failed, no attempts left');
}

/** The onAttempt listeners of a driver: a throwing listener never breaks the queue. */
export class AttemptListeners {
  private listeners: ((e: AttemptEvent) => void)[] = [];

  add(listener: (e: AttemptEvent) => void) {
    this.listeners.push(listener);
  }

  emit(e: AttemptEvent) {
    for (const l of this.listeners) {
      try {
        l(e);
      } catch {
        /* listeners must not break the queue */
      }
    }
  }
}
