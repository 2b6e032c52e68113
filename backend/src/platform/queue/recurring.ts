import type { JobQueue } from './types';

/**
 * A job that runs `run` every `everyMs`, each run scheduling the next one. Runs fall on slots of the clock
 * (`<idPrefix>-<slot>` job ids), so every process schedules it when its queue connects (at start, and again
 * after Redis comes back, maybe empty) and the run still happens once per slot. A run that throws still
 * schedules the next one.
 */
export function defineRecurringJob(queue: JobQueue, name: string, idPrefix: string, everyMs: number, run: () => Promise<void>) {
  const schedule = () => {
    const slot = Math.floor(Date.now() / everyMs) + 1;
    return queue.enqueue(name, {}, { jobId: `${idPrefix}-${slot}`, delay: slot * everyMs - Date.now(), attempts: 1 });
  };
  queue.defineJob(
    name,
    async () => {
      try {
        await run();
      } finally {
        await schedule().catch(() => undefined); // the queue is closing
      }
    },
    { attempts: 1 },
  );
  queue.whenConnected(schedule);
  return schedule;
}
