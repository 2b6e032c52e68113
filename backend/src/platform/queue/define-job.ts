import type { z } from 'zod';
import { type AnyJob, DEFAULT_JOB_OPTIONS, InvalidJobPayloadError, type Job, type JobContext, type JobOptions, type JobSpec } from './types';

/**
 * One job, defined once beside its handler in its module's jobs file: its name, its payload's zod schema, its job
 * id rule and its options. Callers queue it with its own `enqueue` (typed from the schema); every process that
 * runs it registers it with what its handler needs: `queue.register(job, deps)`.
 *
 *   export const sendLetterJob = defineJob({
 *     name: 'disputes.send-letter',
 *     payload: z.object({ mailingId: z.number().int().positive() }),
 *     jobId: ({ mailingId }, tag: string | undefined) => `mailing-${mailingId}-${tag ?? Date.now()}`,
 *     options: { attempts: 5, backoff: { type: 'exponential', delay: 2000 } },
 *     handle: ({ mailingId }, job, deps: DisputeJobDeps) => ...,
 *   });
 *   await sendLetterJob.enqueue(queue, { mailingId }, { key: tag });
 */
export function defineJob<S extends z.ZodTypeAny, K = void, D = void>(spec: JobSpec<S, K, D>): Job<S, K, D> {
  const job: Job<S, K, D> = {
    ...spec,
    enqueue: (queue, payload, ...[opts]) => queue.add(job, payload, { delay: opts?.delay, jobId: spec.jobId?.(payload, opts?.key as K) }),
    parse(data) {
      const parsed = spec.payload.safeParse(data, { errorMap: withoutValues });
      if (!parsed.success) throw new InvalidJobPayloadError(spec.name, parsed.error.issues);
      return parsed.data;
    },
  };
  return job;
}

/** zod's messages, except the one that quotes the value it got (an enum's): a log line never repeats stored data. */
const withoutValues: z.ZodErrorMap = (issue, ctx) => ({
  message: issue.code === 'invalid_enum_value' ? `Expected ${issue.options.map((o) => `'${String(o)}'`).join(' | ')}` : ctx.defaultError,
});

/** What a driver keeps of a registered job: its run (the payload checked first) and its options with the defaults. */
export interface Registration {
  run: (data: unknown, ctx: JobContext) => unknown;
  opts: Required<JobOptions>;
}

export function registration<D>(job: AnyJob<D>, deps: D): Registration {
  return {
    run: (data, ctx) => job.handle(job.parse(data), ctx, deps),
    opts: { ...DEFAULT_JOB_OPTIONS, ...(typeof job.options === 'function' ? job.options(deps) : job.options) } as Required<JobOptions>,
  };
}
