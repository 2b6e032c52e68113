import { describe, expect, it } from 'vitest';
import { readGuardianEvents, readSse } from './sse';

/** A body that arrives in the given pieces. */
const bodyOf = (...pieces: string[]) =>
  new ReadableStream<Uint8Array>({
    start(c) {
      for (const p of pieces) c.enqueue(new TextEncoder().encode(p));
      c.close();
    },
  });

const collect = async <T>(it: AsyncGenerator<T>) => {
  const out: T[] = [];
  for await (const x of it) out.push(x);
  return out;
};

describe('readSse', () => {
  it('splits messages however the bytes are chunked, CRLF or LF, with comments and multi-line data', async () => {
    const text = ': keep-alive\n\nevent: token\ndata: {"a":1}\n\nevent: token\r\ndata: line one\r\ndata: line two\r\n\r\ndata:no space\n\n';
    for (const size of [1, 3, 7, text.length]) {
      const pieces = text.match(new RegExp(`[\\s\\S]{1,${size}}`, 'g'))!;
      expect(await collect(readSse(bodyOf(...pieces)))).toEqual([
        { event: 'token', data: '{"a":1}' },
        { event: 'token', data: 'line one\nline two' },
        { event: 'message', data: 'no space' },
      ]);
    }
  });

  it('keeps a multi-byte character split between chunks whole', async () => {
    const bytes = new TextEncoder().encode('data: §609 — ok\n\n');
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        c.enqueue(bytes.slice(0, 7)); // cuts '§' in half
        c.enqueue(bytes.slice(7));
        c.close();
      },
    });
    expect(await collect(readSse(body))).toEqual([{ event: 'message', data: '§609 — ok' }]);
  });

  it('reads a last message that has no closing blank line', async () => {
    expect(await collect(readSse(bodyOf('event: done\ndata: 1')))).toEqual([{ event: 'done', data: '1' }]);
  });
});

describe('readGuardianEvents', () => {
  it('yields the contract events in order', async () => {
    const events = await collect(
      readGuardianEvents(bodyOf('event: token\ndata: {"type":"token","text":"A 609 "}\n\n', 'event: sources\ndata: {"type":"sources","sources":[]}\n\n')),
    );
    expect(events).toEqual([
      { type: 'token', text: 'A 609 ' },
      { type: 'sources', sources: [] },
    ]);
  });

  it('refuses an event that is not JSON, not in the contract, or named differently from its type', async () => {
    await expect(collect(readGuardianEvents(bodyOf('event: token\ndata: hello\n\n')))).rejects.toThrow('Guardian sent a "token" event that is not JSON');
    await expect(collect(readGuardianEvents(bodyOf('event: token\ndata: {"type":"token"}\n\n')))).rejects.toThrow(
      'Guardian sent a "token" event this page cannot read',
    );
    await expect(collect(readGuardianEvents(bodyOf('event: done\ndata: {"type":"token","text":"x"}\n\n')))).rejects.toThrow('this page cannot read');
  });
});
