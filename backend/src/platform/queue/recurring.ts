import { z } from 'zod';
import { defineJob } from './define-job';
import type { JobQueue } from './types';

export interface RecurringJob {
  /** The queue's name of the job (never changes: stored runs are found by it). */
  name: string;
  /** The start of its job ids, `<idPrefix>-<slot>`. */
  idPrefix: string;
  everyMs: number;
  run: () => Promise<void>;
}

/**
 * A job that runs `run` every `everyMs`, each run scheduling the next one. Runs fall on slots of the clock
 * (`<idPrefix>-<slot>` job ids), so every process schedules it when its queue connects (at start, and again
 * after Redis comes back, maybe empty) and the run still happens once per slot. A run that throws still
 * schedules the next one.
 */
export function defineRecurringJob(queue: JobQueue, { name, idPrefix, everyMs, run }: RecurringJob) {
  const job = defineJob({
    name,
    payload: z.object({}),
    jobId: (_none, slot: number) => `${idPrefix}-${slot}`,
    options: { attempts: 1 },
    async handle() {
      try {
        await run();
      } finally {
        await schedule().catch(() => undefined); // the queue is closing
      }
    },
  });
  const schedule = () => {
    const slot = Math.floor(Date.now() / everyMs) + 1;
    return job.enqueue(queue, {}, { key: slot, delay: slot * everyMs - Date.now() });
  };
  queue.register(job);
  queue.whenConnected(schedule);
  return schedule;
}
