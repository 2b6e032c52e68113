import { randomUUID } from 'node:crypto';
import type { Logger } from '../logger';
import { type Registration, registration } from './define-job';
import type { JobJournal, StoredJob } from './pg-journal';
import {
  type AnyJob,
  type AttemptEvent,
  type DepsArg,
  AttemptListeners,
  backoffDelay,
  type EnqueueOptions,
  errorMessage,
  isFinalFailure,
  type JobQueue,
  logGaveUp,
} from './types';

interface Definition extends Registration {
  running: number;
  waiting: PendingJob[];
}

type PendingJob = StoredJob;

/** The longest delay one setTimeout can wait. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Jobs run inside this process: no Redis needed. Same retry/backoff rules as BullMQ. With a `journal` (the API
 * process's: PostgreSQL's queue_jobs) each job is stored before it is queued and removed once done, and
 * startWorkers() runs what a stop left — a job killed mid-run runs again after the restart. Without one (tests),
 * jobs live in memory only.
 */
export class InProcessQueue implements JobQueue {
  readonly driver = 'in-process' as const;
  private defs = new Map<string, Definition>();
  private timers = new Set<ReturnType<typeof setTimeout>>();
  private knownIds = new Set<string>();
  private running = new Set<Promise<void>>();
  private started: Set<string> | 'all' | undefined;
  private closed = false;
  private attempts = new AttemptListeners();
  /** The journal's jobs were queued (once, at the first startWorkers). */
  private restored = false;

  constructor(
    private logger: Logger,
    private journal?: JobJournal,
  ) {}

  register<D>(job: AnyJob<D>, ...[deps]: DepsArg<D>) {
    if (this.defs.has(job.name)) throw new Error(`job "${job.name}" is already defined`);
    this.defs.set(job.name, { ...registration(job, deps as D), running: 0, waiting: [] });
  }

  async add({ name }: AnyJob, data: unknown, opts: EnqueueOptions): Promise<{ id: string }> {
    const def = this.defs.get(name);
    if (!def) throw new Error(`job "${name}" is not defined`);
    if (this.closed) throw new Error('queue is closed');
    const id = opts.jobId ?? randomUUID();
    if (opts.jobId && this.knownIds.has(id)) return { id };
    this.knownIds.add(id);
    const job: PendingJob = {
      id,
      name,
      data: structuredClone(data), // same isolation as serialising to Redis
      attemptsMade: 0,
      attempts: def.opts.attempts,
      backoff: def.opts.backoff,
    };
    const delay = opts.delay ?? 0;
    if (this.journal) {
      const added = await this.journal.add(job, new Date(Date.now() + delay)).catch((err) => {
        this.knownIds.delete(id);
        throw err;
      });
      // Stored already (by the process before a restart): startWorkers() queues it from the journal.
      if (!added) {
        this.knownIds.delete(id);
        return { id };
      }
    }
    this.schedule(job, delay);
    return { id };
  }

  async startWorkers(names?: string[]): Promise<void> {
    this.started = names ? new Set(names) : 'all';
    if (this.journal && !this.restored) {
      this.restored = true;
      const now = Date.now();
      for (const { job, runAt } of await this.journal.stored()) {
        if (this.knownIds.has(job.id) || !this.defs.has(job.name)) continue;
        this.knownIds.add(job.id);
        this.schedule(job, runAt.getTime() - now);
      }
    }
    for (const [name] of this.defs) this.drain(name);
  }

  /** The job is done (completed, or out of tries): removed from memory and the journal. */
  private forget(job: PendingJob) {
    this.knownIds.delete(job.id);
    this.journal
      ?.remove(job.id)
      .catch((err) => this.logger.warn({ jobId: job.id, err: errorMessage(err) }, 'finished job not removed from queue_jobs; it runs again after a restart'));
  }

  private isStarted(name: string) {
    return this.started === 'all' || this.started?.has(name) === true;
  }

  private schedule(job: PendingJob, delay: number) {
    const push = () => {
      this.defs.get(job.name)!.waiting.push(job);
      this.drain(job.name);
    };
    if (delay <= 0) return push();
    // A timer longer than 2^31-1 ms (24.8 days) fires at once: wait in steps (a bureau's 30 days is longer).
    const step = Math.min(delay, MAX_TIMER_MS);
    const t = setTimeout(() => {
      this.timers.delete(t);
      if (delay > step) this.schedule(job, delay - step);
      else push();
    }, step);
    this.timers.add(t);
  }

  private drain(name: string) {
    const def = this.defs.get(name)!;
    if (this.closed || !this.isStarted(name)) return;
    while (def.running < def.opts.concurrency && def.waiting.length) {
      const job = def.waiting.shift()!;
      def.running++;
      const p = this.run(def, job).finally(() => {
        def.running--;
        this.running.delete(p);
        this.drain(name);
      });
      this.running.add(p);
    }
  }

  private async run(def: Definition, job: PendingJob) {
    const attempt = job.attemptsMade + 1;
    const started = Date.now();
    try {
      await def.run(job.data, { id: job.id, name: job.name, attempt, maxAttempts: job.attempts });
      job.attemptsMade = attempt;
      this.forget(job);
      this.attempts.emit({ queue: job.name, jobId: job.id, attempt, status: 'completed', durationMs: Date.now() - started, final: true });
    } catch (e) {
      job.attemptsMade = attempt;
      const final = isFinalFailure(e, attempt, job.attempts);
      this.attempts.emit({
        queue: job.name,
        jobId: job.id,
        attempt,
        status: 'failed',
        error: errorMessage(e),
        durationMs: Date.now() - started,
        final,
      });
      if (final) {
        this.forget(job);
        logGaveUp(this.logger, { name: job.name, id: job.id, attempt }, e);
      } else {
        const delay = backoffDelay(job.backoff, attempt);
        this.journal?.retry(job, new Date(Date.now() + delay)).catch(() => undefined); // stored as not tried: tried again sooner
        if (!this.closed) this.schedule(job, delay);
      }
    }
  }

  /** Nothing to reconnect to: the listener runs once, now. */
  whenConnected(listener: () => Promise<unknown>) {
    void Promise.resolve()
      .then(listener)
      .catch((err) => this.logger.warn({ err: errorMessage(err) }, 're-creating jobs at start failed'));
  }

  onAttempt(listener: (e: AttemptEvent) => void) {
    this.attempts.add(listener);
  }

  async health() {
    return this.closed ? ('down' as const) : ('ok' as const);
  }

  async close(): Promise<void> {
    if (this.closed) {
      await Promise.allSettled([...this.running]);
      return;
    }
    this.closed = true;
    for (const t of this.timers) clearTimeout(t);
    const dropped = this.timers.size + [...this.defs.values()].reduce((n, d) => n + d.waiting.length, 0);
    this.timers.clear();
    await Promise.allSettled([...this.running]);
    if (dropped)
      this.logger.warn({ dropped }, `in-process queue closed with jobs not yet run (${this.journal ? 'they run after the next start' : 'they are lost'})`);
  }
}
