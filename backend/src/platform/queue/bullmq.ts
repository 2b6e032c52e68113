import { type Job, Queue, UnrecoverableError, Worker, type WorkerOptions } from 'bullmq';
import { Redis } from 'ioredis';
import type { Logger } from '../logger';
import { type Registration, registration } from './define-job';
import {
  type AnyJob,
  type AttemptEvent,
  type DepsArg,
  AttemptListeners,
  type EnqueueOptions,
  errorMessage,
  InvalidJobPayloadError,
  isFinalFailure,
  type JobQueue,
  logGaveUp,
  QueueUnavailableError,
} from './types';

export interface BullMqQueueOptions {
  redisUrl: string;
  /** Key prefix, so several apps/tests share one Redis safely. */
  prefix: string;
  logger: Logger;
  /** Longest an enqueue waits for Redis (default 5 s). */
  enqueueTimeoutMs?: number;
  /** Stalled-job tuning (defaults: BullMQ's 30s lock, 30s check, 1 stall allowed). */
  worker?: Pick<WorkerOptions, 'lockDuration' | 'stalledInterval' | 'maxStalledCount'>;
  /** How long finished jobs are kept for inspection. */
  keepCompletedSeconds?: number;
  keepFailedSeconds?: number;
}

/**
 * BullMQ driver: one BullMQ queue per job name under `prefix`. The API process only enqueues;
 * src/worker.ts calls startWorkers(). Every Redis connection made here is closed by close().
 */
export class BullMqQueue implements JobQueue {
  readonly driver = 'bullmq' as const;
  private defs = new Map<string, Registration>();
  private queues = new Map<string, Queue>();
  private workers: Worker[] = [];
  private connections: Redis[] = [];
  private producer: Redis | undefined;
  private attempts = new AttemptListeners();
  private connectedListeners: (() => Promise<unknown>)[] = [];
  /** Connections that lost Redis and are not back yet. */
  private down = new Set<string>();
  private closing: Promise<void> | undefined;

  constructor(private opts: BullMqQueueOptions) {}

  private connect(name: string): Redis {
    // maxRetriesPerRequest: null is required by BullMQ for blocking worker connections.
    const conn = new Redis(this.opts.redisUrl, { maxRetriesPerRequest: null, connectionName: `finx:${name}` });
    // One line when a connection is lost and one when it is back, not one (with a stack) per reconnect attempt.
    conn.on('error', (err) => this.connectionError(name, err, true));
    conn.on('ready', () => {
      if (this.down.delete(name)) this.opts.logger.info({ connection: name }, 'redis connection back');
    });
    this.connections.push(conn);
    return conn;
  }

  /** The connection jobs are added on; each time it is ready again, the whenConnected listeners run. */
  private producerConnection(): Redis {
    if (!this.producer) {
      this.producer = this.connect('producer');
      this.producer.on('ready', () => {
        for (const listener of this.connectedListeners) this.runConnected(listener);
      });
    }
    return this.producer;
  }

  private runConnected(listener: () => Promise<unknown>) {
    if (this.closing) return;
    listener().catch((err) => this.opts.logger.warn({ err: errorMessage(err) }, 're-creating jobs after the queue connected failed'));
  }

  whenConnected(listener: () => Promise<unknown>) {
    this.connectedListeners.push(listener);
    if (this.producerConnection().status === 'ready') this.runConnected(listener);
  }

  /**
   * Logs a Redis error at warn, or at debug while `connection` is known to be down (its own error came first):
   * an outage is one line per connection, not one per reconnect attempt of it and of the queue or worker on it.
   */
  private connectionError(connection: string, err: unknown, fromConnection = false) {
    const level = this.down.has(connection) ? 'debug' : 'warn';
    if (fromConnection) this.down.add(connection);
    this.opts.logger[level]({ connection, err: errorMessage(err) }, 'redis error');
  }

  private queue(name: string): Queue {
    let q = this.queues.get(name);
    if (!q) {
      q = new Queue(name, { connection: this.producerConnection(), prefix: this.opts.prefix });
      q.on('error', (err) => this.connectionError('producer', err));
      this.queues.set(name, q);
    }
    return q;
  }

  register<D>(job: AnyJob<D>, ...[deps]: DepsArg<D>) {
    if (this.defs.has(job.name)) throw new Error(`job "${job.name}" is already defined`);
    this.defs.set(job.name, registration(job, deps as D));
  }

  async add({ name }: AnyJob, data: unknown, opts: EnqueueOptions): Promise<{ id: string }> {
    const def = this.defs.get(name);
    if (!def) throw new Error(`job "${name}" is not defined`);
    if (this.closing) throw new Error('queue is closed');
    const added = this.queue(name).add(name, data, {
      attempts: def.opts.attempts,
      backoff: def.opts.backoff,
      delay: opts.delay,
      jobId: opts.jobId,
      removeOnComplete: { age: this.opts.keepCompletedSeconds ?? 24 * 3600, count: 1000 },
      removeOnFail: { age: this.opts.keepFailedSeconds ?? 7 * 24 * 3600 },
    });
    // While Redis is down ioredis holds the command until it is back: the caller does not wait that long.
    const timeoutMs = this.opts.enqueueTimeoutMs ?? 5000;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new QueueUnavailableError(name, timeoutMs)), timeoutMs);
    });
    added.catch(() => undefined); // a late failure after the timeout is not unhandled
    try {
      const job = await Promise.race([added, timeout]);
      return { id: job.id! };
    } finally {
      clearTimeout(timer);
    }
  }

  async startWorkers(names?: string[]): Promise<void> {
    if (this.closing) throw new Error('queue is closed');
    for (const [name, def] of this.defs) {
      if (names && !names.includes(name)) continue;
      const worker = new Worker(name, (job: Job) => this.process(name, def, job), {
        connection: this.connect(`worker:${name}`),
        prefix: this.opts.prefix,
        concurrency: def.opts.concurrency,
        ...this.opts.worker,
      });
      worker.on('error', (err) => this.connectionError(`worker:${name}`, err));
      worker.on('stalled', (jobId) => this.opts.logger.warn({ queue: name, jobId }, 'job stalled; it will be retried'));
      this.workers.push(worker);
    }
    await Promise.all(this.workers.map((w) => w.waitUntilReady()));
  }

  private async process(name: string, def: Registration, job: Job) {
    const attempt = job.attemptsMade + 1;
    const maxAttempts = job.opts.attempts ?? 1;
    const started = Date.now();
    try {
      const result = await def.run(job.data, { id: job.id!, name, attempt, maxAttempts });
      this.attempts.emit({ queue: name, jobId: job.id!, attempt, status: 'completed', durationMs: Date.now() - started, final: true });
      return result;
    } catch (e) {
      const final = isFinalFailure(e, attempt, maxAttempts);
      this.attempts.emit({
        queue: name,
        jobId: job.id!,
        attempt,
        status: 'failed',
        error: errorMessage(e),
        durationMs: Date.now() - started,
        final,
      });
      if (final) logGaveUp(this.opts.logger, { name, id: job.id!, attempt }, e);
      // BullMQ retries whatever else is thrown while tries are left
      throw e instanceof InvalidJobPayloadError ? new UnrecoverableError(e.message) : e;
    }
  }

  onAttempt(listener: (e: AttemptEvent) => void) {
    this.attempts.add(listener);
  }

  /** The BullMQ Queue for a job name (tests and admin tooling). */
  bullQueue(name: string): Queue {
    return this.queue(name);
  }

  async health(): Promise<'ok' | 'down'> {
    if (this.closing) return 'down';
    try {
      const pong = await Promise.race([this.producerConnection().ping(), Bun.sleep(1000).then(() => 'timeout')]);
      return pong === 'PONG' ? 'ok' : 'down';
    } catch {
      return 'down';
    }
  }

  close(): Promise<void> {
    this.closing ??= (async () => {
      // Workers first: close() waits for the jobs they are running.
      await Promise.allSettled(this.workers.map((w) => w.close()));
      await Promise.allSettled([...this.queues.values()].map((q) => q.close()));
      await Promise.allSettled(this.connections.map((c) => (c.status === 'end' ? Promise.resolve() : c.quit().catch(() => c.disconnect()))));
    })();
    return this.closing;
  }
}
