import { describe, expect, test } from 'bun:test';
import { batched } from '../src/platform/batch';

describe('batched', () => {
  test('calls of one event-loop turn run together; each caller gets its own result', async () => {
    const runs: number[][] = [];
    const double = batched(async (xs: number[]) => {
      runs.push(xs);
      return xs.map((x) => x * 2);
    });
    expect(await Promise.all([1, 2, 3].map(double))).toEqual([2, 4, 6]);
    expect(runs).toEqual([[1, 2, 3]]);
    expect(await double(5)).toBe(10);
    expect(runs).toHaveLength(2);
  });

  test('at most `max` items a run and `concurrency` runs at once; later calls wait and join the next run', async () => {
    const runs: number[][] = [];
    let running = 0;
    let most = 0;
    const slow = batched(
      async (xs: number[]) => {
        runs.push(xs);
        most = Math.max(most, ++running);
        await Bun.sleep(20);
        running--;
        return xs;
      },
      { max: 2, concurrency: 1 },
    );
    const first = Promise.all([1, 2, 3].map(slow));
    await Bun.sleep(5);
    const later = Promise.all([4, 5].map(slow));
    expect(await Promise.all([first, later])).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
    expect(runs).toEqual([[1, 2], [3, 4], [5]]);
    expect(most).toBe(1);
  });

  test('a failed run rejects each of its callers, and the next run goes on', async () => {
    const flaky = batched(async (xs: number[]) => {
      if (xs.includes(0)) throw new Error('zero');
      return xs;
    });
    const results = await Promise.allSettled([0, 1].map(flaky));
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(await flaky(7)).toBe(7);
  });
});
