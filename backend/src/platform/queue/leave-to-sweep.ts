import type { Logger } from '../logger';
import { errorMessage } from './types';

/**
 * Awaits the enqueue of work whose row is already committed. When the queue cannot take it (Redis down, the
 * enqueue timed out) one line is logged and false returned: the row stays as it is, and the module's sweep
 * finds it in PostgreSQL (JOB_LOST_AFTER_SECONDS later), so the request still answers.
 */
export async function enqueueOrLeaveToSweep(enqueue: Promise<unknown>, logger: Logger, what: Record<string, unknown>): Promise<boolean> {
  try {
    await enqueue;
    return true;
  } catch (err) {
    logger.warn({ ...what, err: errorMessage(err) }, 'job not queued; the sweep will queue it');
    return false;
  }
}
