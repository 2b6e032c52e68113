// Shared by the bench runs under Bun (webhooks-run.ts, cluster-run.ts): the loopback webhook receiver, and what a run
// undoes at its end.
import type { Subprocess } from 'bun';
import type { Config } from '../backend/src/platform/config';
import type { Database } from '../backend/src/platform/runtime';

/** SIGTERM to each process, up to 10 s for them to finish, then SIGKILL to any left. */
export async function stopProcesses(children: Subprocess[]): Promise<void> {
  for (const child of children) child.kill('SIGTERM');
  await Promise.race([Promise.all(children.map((c) => c.exited)), Bun.sleep(10_000)]);
  for (const child of children) child.kill('SIGKILL');
}

/** Deletes the run's BullMQ keys (`<QUEUE_PREFIX>:*`) and its schema, then closes the database. */
export async function dropRun(db: Database, config: Config): Promise<void> {
  const { Redis } = await import('ioredis');
  const redis = new Redis(config.redisUrl!);
  for (let cursor = '0'; ; ) {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${config.queuePrefix}:*`, 'COUNT', 1000);
    if (keys.length) await redis.del(...keys);
    if ((cursor = next) === '0') break;
  }
  await redis.quit();
  await db.orm.em
    .getConnection()
    .execute(`drop schema if exists "${config.databaseSchema}" cascade`)
    .catch(() => undefined);
  await db.close();
}

/** A loopback receiver for webhook deliveries: answers 200 and passes each delivery's webhook-id to `arrived`. */
export const webhookReceiver = (arrived: (webhookId: string) => void) =>
  Bun.serve({
    port: 0,
    hostname: '127.0.0.1',
    async fetch(req) {
      await req.arrayBuffer();
      arrived(req.headers.get('webhook-id') ?? '');
      return new Response('ok');
    },
  });
