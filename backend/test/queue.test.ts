import { afterEach, describe, expect, test } from 'bun:test';
import path from 'node:path';
import { z } from 'zod';
import { defineRecurringJob, InProcessQueue, type AttemptEvent, type JobQueue } from '../src/platform/queue';
import { BullMqQueue } from '../src/platform/queue/bullmq';
import { backoffDelay } from '../src/platform/queue/types';
import { testJob } from './fixtures/test-job';
import type { Logger } from '../src/platform/logger';
import { cleanupRedisPrefix, memoryLogger, REDIS_URL, silentLogger, uid } from './support';

const open: JobQueue[] = [];
const prefixes: string[] = [];

function bullmq(prefix = `finx-test-${uid()}`, worker?: ConstructorParameters<typeof BullMqQueue>[0]['worker'], logger = silentLogger()) {
  const q = new BullMqQueue({ redisUrl: REDIS_URL!, prefix, logger, worker });
  open.push(q);
  prefixes.push(prefix);
  return q;
}
function inProcess(logger = silentLogger()) {
  const q = new InProcessQueue(logger);
  open.push(q);
  return q;
}

afterEach(async () => {
  await Promise.all(open.splice(0).map((q) => q.close()));
  // Remove every key the test created.
  for (const p of prefixes.splice(0)) await cleanupRedisPrefix(p);
});

function waitFor<T>(fn: () => T | undefined, ms: number, what: string): Promise<T> {
  const until = Date.now() + ms;
  return new Promise((resolve, reject) => {
    const tick = () => {
      const v = fn();
      if (v !== undefined && v !== false) return resolve(v);
      if (Date.now() > until) return reject(new Error(`timed out waiting for ${what}`));
      setTimeout(tick, 20);
    };
    tick();
  });
}

test('backoff formulas match BullMQ', () => {
  const exp = { type: 'exponential' as const, delay: 100 };
  expect([1, 2, 3, 4].map((n) => backoffDelay(exp, n))).toEqual([100, 200, 400, 800]);
  expect(backoffDelay({ type: 'fixed', delay: 50 }, 3)).toBe(50);
});

const drivers: [string, (logger?: Logger) => JobQueue][] = [['in-process', inProcess]];
if (REDIS_URL) drivers.push(['bullmq', (logger) => bullmq(undefined, undefined, logger)]);
else test.skip('bullmq driver (set REDIS_URL to run)', () => {});

for (const [driverName, make] of drivers) {
  describe(`${driverName} driver`, () => {
    test('a failing job is retried with exponential backoff, then succeeds', async () => {
      const q = make();
      const times: number[] = [];
      const attempts: number[] = [];
      const events: AttemptEvent[] = [];
      q.onAttempt((e) => events.push(e));
      const flaky = testJob('flaky', z.object({ n: z.number() }), { attempts: 4, backoff: { type: 'exponential', delay: 150 } });
      q.register(flaky, async (data, ctx) => {
        times.push(Date.now());
        attempts.push(ctx.attempt);
        expect(data).toEqual({ n: 42 });
        if (ctx.attempt < 4) throw new Error(`fail #${ctx.attempt}`);
      });
      await q.startWorkers();
      const { id } = await flaky.enqueue(q, { n: 42 });
      expect(id).toBeTruthy();
      await waitFor(() => events.find((e) => e.status === 'completed'), 10_000, 'completion');
      expect(attempts).toEqual([1, 2, 3, 4]);
      const gaps = times.slice(1).map((t, i) => t - times[i]!);
      // 150, 300, 600 ms: each wait at least the backoff and longer than the one before.
      expect(gaps[0]!).toBeGreaterThanOrEqual(140);
      expect(gaps[1]!).toBeGreaterThanOrEqual(290);
      expect(gaps[2]!).toBeGreaterThanOrEqual(590);
      expect(gaps[1]!).toBeGreaterThan(gaps[0]!);
      expect(gaps[2]!).toBeGreaterThan(gaps[1]!);
      expect(events.map((e) => [e.attempt, e.status, e.final])).toEqual([
        [1, 'failed', false],
        [2, 'failed', false],
        [3, 'failed', false],
        [4, 'completed', true],
      ]);
      expect(events[0]!.error).toBe('fail #1');
    }, 15_000);

    test('a job that keeps failing stops after its attempts', async () => {
      const q = make();
      const events: AttemptEvent[] = [];
      q.onAttempt((e) => events.push(e));
      let calls = 0;
      const doomed = testJob('doomed', z.object({}), { attempts: 2, backoff: { type: 'fixed', delay: 50 } });
      q.register(doomed, () => {
        calls++;
        throw new Error('always');
      });
      await q.startWorkers();
      await doomed.enqueue(q, {});
      await waitFor(() => events.find((e) => e.final), 5000, 'final failure');
      await Bun.sleep(300);
      expect(calls).toBe(2);
      expect(events.at(-1)).toMatchObject({ attempt: 2, status: 'failed', final: true });
    }, 10_000);

    test('delayed jobs wait; jobs enqueued before workers start run once they start', async () => {
      const q = make();
      const ran: string[] = [];
      const later = testJob('later', z.object({ tag: z.string() }));
      q.register(later, ({ tag }) => {
        ran.push(tag);
      });
      const t0 = Date.now();
      await later.enqueue(q, { tag: 'early' });
      await later.enqueue(q, { tag: 'delayed' }, { delay: 300 });
      await Bun.sleep(100);
      expect(ran).toEqual([]);
      await q.startWorkers();
      await waitFor(() => ran.length === 2 || undefined, 5000, 'both jobs');
      expect(ran).toEqual(['early', 'delayed']);
      expect(Date.now() - t0).toBeGreaterThanOrEqual(300);
    }, 10_000);

    test("a job delayed past 24.8 days (a bureau answer's 30 days) waits, not fires at once", async () => {
      const q = make();
      const ran: string[] = [];
      const due = testJob('due', z.object({}));
      q.register(due, () => {
        ran.push('due');
      });
      await q.startWorkers();
      await due.enqueue(q, {}, { delay: 30 * 24 * 60 * 60 * 1000 });
      await Bun.sleep(200);
      expect(ran).toEqual([]);
    });

    test('close() waits for the running job', async () => {
      const q = make();
      let finished = false;
      let started = false;
      const slow = testJob('slow', z.object({}));
      q.register(slow, async () => {
        started = true;
        await Bun.sleep(400);
        finished = true;
      });
      await q.startWorkers();
      await slow.enqueue(q, {});
      await waitFor(() => started || undefined, 5000, 'start');
      await q.close();
      expect(finished).toBe(true);
      expect(await q.health()).toBe('down');
      await expect(slow.enqueue(q, {})).rejects.toThrow('closed');
    }, 10_000);

    test("a stored payload that is not the job's fails at once: not run, not retried, logged by its fields without their values", async () => {
      const log = memoryLogger('info');
      const q = make(log.logger);
      const events: AttemptEvent[] = [];
      q.onAttempt((e) => events.push(e));
      let runs = 0;
      const lead = testJob('lead', z.object({ leadId: z.number(), channel: z.enum(['email', 'sms']) }), { attempts: 5, backoff: { type: 'fixed', delay: 50 } });
      q.register(lead, () => void runs++);
      await q.startWorkers();
      // as an older release or a hand-made job could have stored it: the job's own enqueue cannot write it
      const { id } = await q.add(lead, { leadId: '123-45-6789', channel: '4111111111111111' }, {});
      await waitFor(() => events.find((e) => e.final), 5000, 'the failure');
      await Bun.sleep(300); // longer than the backoff: no retry came
      const error = `job "lead" has an invalid payload: leadId: Expected number, received string; channel: Expected 'email' | 'sms'`;
      expect(runs).toBe(0);
      expect(events.map((e) => [e.jobId, e.attempt, e.status, e.final, e.error])).toEqual([[id, 1, 'failed', true, error]]);
      expect(log.lines().find((l) => l.jobId === id)).toMatchObject({
        job: 'lead',
        attempt: 1,
        err: error,
        msg: 'job not run: its payload is invalid; it is not retried',
      });
      for (const value of ['6789', '4111']) expect(log.raw()).not.toContain(value);
    }, 10_000);

    test('unknown job names are refused', async () => {
      const q = make();
      await expect(testJob('nope', z.object({})).enqueue(q, {})).rejects.toThrow('not defined');
      expect(await q.health()).toBe('ok');
    });
  });
}

describe('recurring jobs', () => {
  for (const driver of ['in-process', 'bullmq'] as const) {
    test.skipIf(driver === 'bullmq' && !REDIS_URL)(`${driver}: once per slot however many processes schedule it, and on after a run that throws`, async () => {
      const q = driver === 'bullmq' ? bullmq() : inProcess();
      const runs: number[] = [];
      // Two "processes" schedule the same job; the first run throws.
      const schedule = defineRecurringJob(q, {
        name: 'test.recurring',
        idPrefix: 'rec',
        everyMs: 200,
        async run() {
          runs.push(Math.floor(Date.now() / 200));
          if (runs.length === 1) throw new Error('the first run fails');
        },
      });
      await q.startWorkers();
      await Promise.all([schedule(), schedule()]);
      await waitFor(() => runs.length >= 3 || undefined, 5000, 'three runs');
      expect(new Set(runs).size).toBe(runs.length); // never two runs in one slot
    });
  }
});

describe.skipIf(!REDIS_URL)('bullmq: a job survives its worker dying mid-run', () => {
  test('worker process killed while running the job → another worker completes it', async () => {
    const prefix = `finx-test-${uid()}`;
    const producer = bullmq(prefix);
    const durable = testJob('durable', z.object({ order: z.number() }), { attempts: 1 });
    producer.register(durable, () => {});
    const { id } = await durable.enqueue(producer, { order: 1 });

    const child = Bun.spawn(['bun', path.join(import.meta.dir, 'fixtures/stall-worker.ts')], {
      env: { ...process.env, REDIS_URL, QUEUE_PREFIX: prefix, JOB_NAME: 'durable' },
      stdout: 'pipe',
      stderr: 'inherit',
    });
    let out = '';
    const reader = child.stdout.getReader();
    const until = Date.now() + 15_000;
    while (!out.includes('STARTED') && Date.now() < until) {
      const { value, done } = await reader.read();
      if (done) break;
      out += new TextDecoder().decode(value);
    }
    expect(out).toContain(`STARTED ${id} attempt=1`);
    child.kill('SIGKILL');
    await child.exited;

    const rescuer = bullmq(prefix, { lockDuration: 1000, stalledInterval: 300 });
    const done: unknown[] = [];
    rescuer.register(durable, (data) => {
      done.push(data);
    });
    await rescuer.startWorkers();
    await waitFor(() => done.length === 1 || undefined, 15_000, 'rescued job');
    expect(done).toEqual([{ order: 1 }]);
    const job = await rescuer.bullQueue('durable').getJob(id);
    expect(await job!.getState()).toBe('completed');
  }, 30_000);
});
