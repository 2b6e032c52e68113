/**
 * Reading POST /api/guardian/ask's answer: server-sent events (`event: <type>\ndata: <json>\n\n`) read from
 * the response body as it arrives, each checked against the contract's guardianStreamEventSchema.
 */
import { guardianStreamEventSchema, type GuardianStreamEvent } from '@finx/contracts';

export type SseMessage = { event: string; data: string };

/** One block of lines (between blank lines) as a message; comments (`:`) and blocks without data are skipped. */
function messageOf(block: string): SseMessage | null {
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line === '' || line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  }
  return data.length === 0 ? null : { event, data: data.join('\n') };
}

/** The messages of an event stream, each as soon as its closing blank line has arrived (any chunking; CRLF or LF). */
export async function* readSse(body: ReadableStream<Uint8Array>): AsyncGenerator<SseMessage> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      buffer += done ? decoder.decode() : decoder.decode(value, { stream: true });
      // a CR at the end may be the first half of a CRLF: it waits for the next chunk
      const held = !done && buffer.endsWith('\r') ? '\r' : '';
      buffer = buffer.slice(0, buffer.length - held.length).replace(/\r\n?/g, '\n') + held;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) !== -1) {
        const message = messageOf(buffer.slice(0, end));
        buffer = buffer.slice(end + 2);
        if (message) yield message;
      }
      if (done) {
        const last = messageOf(buffer);
        if (last) yield last;
        return;
      }
    }
  } finally {
    reader.releaseLock();
  }
}

/** What Guardian sent could not be read as one of its events. */
export class GuardianStreamError extends Error {
  override name = 'GuardianStreamError';
}

/** The Guardian events of a stream, validated; a message that is not one of them ends the stream with a GuardianStreamError. */
export async function* readGuardianEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<GuardianStreamEvent> {
  for await (const { event, data } of readSse(body)) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(data);
    } catch {
      throw new GuardianStreamError(`Guardian sent a "${event}" event that is not JSON`);
    }
    const checked = guardianStreamEventSchema.safeParse(parsed);
    if (!checked.success || checked.data.type !== event) throw new GuardianStreamError(`Guardian sent a "${event}" event this page cannot read`);
    yield checked.data;
  }
}
