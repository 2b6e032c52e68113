export interface BatchOptions {
  /** Most items one run takes (default 100). */
  max?: number;
  /** Runs at the same time (default 2); items arriving while all are busy wait and join the next run. */
  concurrency?: number;
}

interface Waiting<In, Out> {
  item: In;
  resolve: (out: Out) => void;
  reject: (err: unknown) => void;
}

/**
 * Turns a per-item async call into batches: the calls made in one turn of the event loop (and those made
 * while every run is busy) go to `run` together, which returns one result per item, in order. A failed run
 * rejects each of its callers. For hot paths where one SQL statement for many rows costs about what one for
 * a single row does (webhook delivery claims and records, the job log).
 */
export function batched<In, Out>(run: (items: In[]) => Promise<Out[]>, opts: BatchOptions = {}): (item: In) => Promise<Out> {
  const max = opts.max ?? 100;
  const concurrency = opts.concurrency ?? 2;
  const queue: Waiting<In, Out>[] = [];
  let running = 0;
  let scheduled = false;

  const flush = () => {
    scheduled = false;
    while (running < concurrency && queue.length) {
      const batch = queue.splice(0, max);
      running++;
      run(batch.map((w) => w.item))
        .then(
          (outs) => batch.forEach((w, i) => w.resolve(outs[i] as Out)),
          (err) => batch.forEach((w) => w.reject(err)),
        )
        .finally(() => {
          running--;
          schedule();
        });
    }
  };
  const schedule = () => {
    if (!scheduled && queue.length) {
      scheduled = true;
      setImmediate(flush);
    }
  };

  return (item) =>
    new Promise<Out>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      schedule();
    });
}
