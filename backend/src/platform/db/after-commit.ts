import type { EventSubscriber, TransactionEventArgs } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from '../logger';
import { errorMessage } from '../queue/types';
import type { Orm } from './orm';

/**
 * The relay of an outbox: work written inside a transaction (`add`) is handed on (`relay`'s handler, e.g. to
 * the queue) only once that transaction commits, and dropped if it rolls back. A handler that fails is logged:
 * the rows are in the database, so the module's sweep picks them up.
 */
export function afterCommitRelay<T>(what: string) {
  const pending = new WeakMap<object, T[]>();
  return {
    /** Inside `tx`'s transaction: hand these on once it commits. */
    add(tx: EntityManager, items: T[]) {
      const context = tx.getTransactionContext();
      if (!context) throw new Error(`${what}: needs a transaction`);
      if (items.length) pending.set(context, [...(pending.get(context) ?? []), ...items]);
    },
    /** Once per ORM at start: after each commit that added items, `handle` gets them. */
    relay(orm: Orm, handle: (items: T[]) => Promise<unknown>, logger: Logger) {
      const subscriber: EventSubscriber = {
        async afterTransactionCommit({ transaction }: TransactionEventArgs) {
          const items = transaction ? pending.get(transaction) : undefined;
          if (!items || !transaction) return;
          pending.delete(transaction);
          await handle(items).catch((err) => logger.warn({ err: errorMessage(err), items: items.length }, `${what} not queued after commit; the sweep will`));
        },
        afterTransactionRollback({ transaction }: TransactionEventArgs) {
          if (transaction) pending.delete(transaction);
        },
      };
      orm.em.getEventManager().registerSubscriber(subscriber);
    },
  };
}
