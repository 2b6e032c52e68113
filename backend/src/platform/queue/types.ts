import type { z } from 'zod';
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
}

export interface JobContext {
  id: string;
  name: string;
  /** 1 for the first try. */
  attempt: number;
  maxAttempts: number;
}

/** The options of `<job>.enqueue`: `key` is the part of the job id its payload does not hold (a sweep's tag, a due date). */
// biome-ignore lint/suspicious/noConfusingVoidType: a job declares "no key" with K = void
export type EnqueueCall<K> = ([K] extends [void] ? { key?: never } : undefined extends K ? { key?: K } : { key: K }) & Pick<EnqueueOptions, 'delay'>;
// biome-ignore lint/complexity/noBannedTypes: `{} extends T` asks whether every option of T is optional
type EnqueueArgs<K> = {} extends EnqueueCall<K> ? [opts?: EnqueueCall<K>] : [opts: EnqueueCall<K>];

/** What `<job>.enqueue` needs of a queue. */
export type Enqueuer = Pick<JobQueue, 'add'>;

/** One background job: everything about it in one place (see define-job.ts). */
export interface JobSpec<S extends z.ZodTypeAny, K, D> {
  /** The queue's name of it: jobs already stored (Redis, queue_jobs) are found by it, so it never changes. */
  name: string;
  /** What a job carries (ids, never personal data: it sits in Redis or queue_jobs), checked before every run. */
  payload: S;
  /** The job id from the payload and the caller's `key` (same id → added once); none: a new id each time. */
  jobId?: (payload: z.input<S>, key: K) => string;
  /** Tries, backoff and concurrency (or them from the deps: a concurrency the config sets); DEFAULT_JOB_OPTIONS for what is left out. */
  options?: JobOptions | ((deps: D) => JobOptions);
  /** Runs one try with the checked payload and what the process registered the job with (`queue.register(job, deps)`). */
  handle(payload: z.output<S>, job: JobContext, deps: D): unknown;
}

export interface Job<S extends z.ZodTypeAny, K, D> extends Readonly<JobSpec<S, K, D>> {
  /** Queues one run; rejects with QueueUnavailableError when the queue does not take it in time. */
  enqueue(queue: Enqueuer, payload: z.input<S>, ...opts: EnqueueArgs<K>): Promise<{ id: string }>;
  /** The stored data as the payload, or InvalidJobPayloadError. */
  parse(data: unknown): z.output<S>;
}

/** A job of any payload and key, as the drivers see it. */
// biome-ignore lint/suspicious/noExplicitAny: Job<unknown, …> would accept no job of a concrete payload (its handler's parameter)
export type AnyJob<D = any> = Job<any, any, D>;
/** `queue.register(job, deps)`, or `queue.register(job)` for a handler that needs nothing. */
// biome-ignore lint/suspicious/noConfusingVoidType: a job whose handler needs nothing declares D = void
export type DepsArg<D> = [D] extends [void] ? [] : [deps: D];

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

/** A stored job's data is not its job's payload (an old or hand-made job): it fails at once, without a retry. */
export class InvalidJobPayloadError extends Error {
  constructor(job: string, issues: z.ZodIssue[]) {
    super(`job "${job}" has an invalid payload: ${issues.map((i) => `${i.path.join('.') || 'payload'}: ${i.message}`).join('; ')}`);
    this.name = 'InvalidJobPayloadError';
  }
}

/**
 * One interface, two drivers: `bullmq` (Redis; API enqueues, src/worker.ts processes) and `in-process`
 * (no Redis; the API process runs its own jobs with the same retry and backoff rules, not durable).
 */
export interface JobQueue {
  readonly driver: QueueDriverName;
  /**
   * Lets this process run and enqueue `job`, whose handler gets `deps`. Call at start-up in every process (API and
   * worker) before enqueueing or startWorkers.
   */
  register<D>(job: AnyJob<D>, ...deps: DepsArg<D>): void;
  /**
   * Adds a run of a registered job: `<job>.enqueue` calls it with the payload and the job id of its rule. Rejects
   * with QueueUnavailableError when the queue does not take it within QUEUE_ENQUEUE_TIMEOUT_SECONDS.
   */
  add(job: AnyJob, data: unknown, opts: EnqueueOptions): Promise<{ id: string }>;
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

/** A try that failed is the job's last: out of tries, or a payload no retry will make valid. */
export const isFinalFailure = (err: unknown, attempt: number, maxAttempts: number) => attempt >= maxAttempts || err instanceof InvalidJobPayloadError;

/**
 * The log line of a job that failed for good: what is wrong with an invalid payload (its field names, never its
 * values), one line when the database was unreachable (its sweep tries again later), else with the stack.
 */
export function logGaveUp(logger: Logger, job: { name: string; id: string; attempt: number }, err: unknown) {
  const fields = { job: job.name, jobId: job.id, attempt: job.attempt };
  if (err instanceof InvalidJobPayloadError) logger.error({ ...fields, err: err.message }, 'job not run: its payload is invalid; it is not retried');
  else if (isDatabaseUnavailable(err)) logger.warn({ ...fields, err: errorMessage(err) }, 'job failed, no attempts left: the database is unreachable');
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
