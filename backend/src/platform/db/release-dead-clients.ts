/** What this needs of a `pg` pool and its clients (the pg package ships no types here). */
interface PoolClient {
  release?: (err?: Error) => void;
  once(event: 'end', listener: () => void): unknown;
}
interface Pool {
  on(event: 'connect', listener: (client: PoolClient) => void): unknown;
}

/**
 * Works around kysely 0.29's ControlledTransaction, which never releases its connection when COMMIT or ROLLBACK
 * fails because the connection died (PostgreSQL restarted, the network dropped): the pool counted that client
 * for good, so each outage took pool slots for ever and `orm.close()` never returned. Here a checked-out client
 * whose connection ends is released at once (the pool drops it), and a later release of it is a no-op.
 */
export function releaseDeadClients(pool: Pool) {
  pool.on('connect', (client) => {
    let release: PoolClient['release'];
    // pg-pool sets `release` on each checkout; each is wrapped so that it runs once.
    Object.defineProperty(client, 'release', {
      configurable: true,
      get: () => release,
      set(fn: PoolClient['release']) {
        let done = false;
        release = fn && ((err) => void (done || ((done = true), fn(err))));
      },
    });
    client.once('end', () => release?.(new Error('the database connection ended')));
  });
}
