import { strToU8, Zip, ZipDeflate, ZipPassThrough } from 'fflate';

/** Bytes of finished ZIP output allowed to wait for the consumer before adding more waits. */
const HIGH_WATER = 4 * 1024 * 1024;

/**
 * A ZIP written entry by entry and read as a stream of bytes (for storage.put): JSON and text are deflated,
 * files (PDFs, images: already compressed) stored as they are. Adding waits while the reader is behind, so a
 * large archive never sits whole in memory; `abort` stops the writer when the reader gave up.
 */
export function zipStream() {
  const ready: Uint8Array[] = [];
  let buffered = 0;
  let finished = false;
  let failure: unknown;
  let wakeReader: (() => void) | undefined;
  let wakeWriter: (() => void) | undefined;
  const wake = (which: 'reader' | 'writer') => {
    const w = which === 'reader' ? wakeReader : wakeWriter;
    if (which === 'reader') wakeReader = undefined;
    else wakeWriter = undefined;
    w?.();
  };

  const zip = new Zip((err, chunk, final) => {
    if (err) failure = err;
    else {
      ready.push(chunk);
      buffered += chunk.byteLength;
    }
    if (final) finished = true;
    wake('reader');
  });

  async function room() {
    while (buffered >= HIGH_WATER && failure === undefined) await new Promise<void>((r) => (wakeWriter = r));
    if (failure !== undefined) throw failure;
  }

  return {
    /** A deflated text entry (JSON, README.txt). */
    async text(name: string, content: string) {
      const entry = new ZipDeflate(name, { level: 6 });
      zip.add(entry);
      entry.push(strToU8(content), true);
      await room();
    },
    /** A stored entry from a stream of bytes. */
    async file(name: string, source: AsyncIterable<Uint8Array> | Uint8Array) {
      const entry = new ZipPassThrough(name);
      zip.add(entry);
      for await (const chunk of source instanceof Uint8Array ? [source] : source) {
        entry.push(chunk);
        await room();
      }
      entry.push(new Uint8Array(0), true);
    },
    end() {
      zip.end();
    },
    abort(reason: unknown) {
      failure ??= reason;
      zip.terminate();
      wake('writer');
      wake('reader');
    },
    async *bytes(): AsyncIterable<Uint8Array> {
      for (;;) {
        const chunk = ready.shift();
        if (chunk) {
          buffered -= chunk.byteLength;
          if (buffered < HIGH_WATER) wake('writer');
          yield chunk;
        } else if (failure !== undefined) throw failure;
        else if (finished) return;
        else await new Promise<void>((r) => (wakeReader = r));
      }
    },
  };
}
