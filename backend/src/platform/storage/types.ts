/**
 * Object storage behind one small interface: a folder under DATA_DIR by default, any S3-compatible store when
 * S3_BUCKET is set. Keys are made by the server (newStorageKey), never from a user's file name.
 */
export interface ObjectStorage {
  readonly driver: 'local' | 's3';
  /**
   * Stores the bytes under `key`. A source that throws (a refused upload) leaves nothing behind: the partial
   * object is removed and the error rethrown.
   */
  put(key: string, source: AsyncIterable<Uint8Array> | Uint8Array): Promise<{ size: number }>;
  /** The object's bytes as a stream; StorageNotFoundError when there is none. */
  get(key: string): Promise<ReadableStream<Uint8Array>>;
  /** Removes the object; no error when it is already gone. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}

export class StorageNotFoundError extends Error {
  constructor(key: string) {
    super(`No stored object ${key}`);
    this.name = 'StorageNotFoundError';
  }
}

/** Server-made keys only: lower-case letters, digits, '-', '_' and '/' between non-empty segments. */
const KEY = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_-]*)*$/;

export function assertKey(key: string): string {
  if (!KEY.test(key) || key.length > 200) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
  return key;
}

/** The source as chunks, whether it is one buffer or a stream. */
export async function* chunksOf(source: AsyncIterable<Uint8Array> | Uint8Array): AsyncIterable<Uint8Array> {
  if (source instanceof Uint8Array) yield source;
  else yield* source;
}

/** Reads a stored object whole (files are at most 10 MB). */
export async function readAll(storage: ObjectStorage, key: string): Promise<Uint8Array> {
  return new Uint8Array(await new Response(await storage.get(key)).arrayBuffer());
}
