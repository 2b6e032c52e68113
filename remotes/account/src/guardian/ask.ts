import { ApiError, GUARDIAN_ASK_PATH, type AskGuardianBody, type GuardianStreamEvent } from '@finx/contracts';
import { readGuardianEvents } from './sse';

/** The answer's stream closed before its `done` or `error` event (the connection dropped). */
export class GuardianCutOffError extends Error {
  override name = 'GuardianCutOffError';
  constructor() {
    super('The connection closed before the answer finished');
  }
}

/**
 * Asks Guardian: POST GUARDIAN_ASK_PATH with the session cookie, then hands each event of the streamed answer
 * to `onEvent` as it arrives. Resolves after `done` or `error`; a non-2xx answer throws an ApiError, a
 * stream that ends early a GuardianCutOffError, `signal` aborting (Stop) an AbortError.
 */
export async function askGuardian(body: AskGuardianBody, signal: AbortSignal, onEvent: (event: GuardianStreamEvent) => void): Promise<void> {
  const res = await fetch(GUARDIAN_ASK_PATH, {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
    body: JSON.stringify(body),
    signal,
  });
  if (!res.ok || !res.body) throw new ApiError(res.status, await res.text(), res.statusText);
  for await (const event of readGuardianEvents(res.body)) {
    onEvent(event);
    if (event.type === 'done' || event.type === 'error') return;
  }
  throw new GuardianCutOffError();
}
