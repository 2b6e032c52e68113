import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { loadConfig } from '../src/platform/config';
import { createStorage, localStorage, newStorageKey, type ObjectStorage, readAll, s3Storage, StorageNotFoundError } from '../src/platform/storage';
import { removeDir } from './support';

const dirs: string[] = [];
const tempDir = (name: string) => {
  const d = mkdtempSync(path.join(tmpdir(), `finx-${name}-`));
  dirs.push(d);
  return d;
};

/** A local S3-compatible server (s3rver) for the length of the file. */
let s3rver: S3rver;
let s3Endpoint = '';
beforeAll(async () => {
  s3rver = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: tempDir('s3rver'), configureBuckets: [{ name: 'finx-test', configs: [] }] });
  const addr = await s3rver.run();
  s3Endpoint = `http://127.0.0.1:${addr.port}`;
});
afterAll(async () => {
  await s3rver?.close();
  for (const d of dirs) removeDir(d);
});

async function* chunks(parts: Uint8Array[], failAfter?: number) {
  for (const [i, p] of parts.entries()) {
    if (failAfter !== undefined && i === failAfter) throw new Error('refused mid-way');
    yield p;
  }
}

const MB = 1024 * 1024;
const filled = (n: number, v: number) => new Uint8Array(n).fill(v);

const drivers: [string, () => ObjectStorage][] = [
  ['local', () => localStorage(tempDir('uploads'))],
  ['s3', () => s3Storage({ bucket: 'finx-test', endpoint: s3Endpoint, region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' })],
];

describe.each(drivers)('%s storage', (_name, make) => {
  let storage: ObjectStorage;
  beforeAll(() => {
    storage = make();
  });

  test('put, exists, get and delete round-trip the bytes', async () => {
    const key = newStorageKey('documents/7');
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.put(key, new TextEncoder().encode('%PDF-1.7 hello'))).toEqual({ size: 14 });
    expect(await storage.exists(key)).toBe(true);
    expect(new TextDecoder().decode(await readAll(storage, key))).toBe('%PDF-1.7 hello');
    await storage.delete(key);
    expect(await storage.exists(key)).toBe(false);
    await storage.delete(key); // already gone: no error
    await expect(storage.get(key)).rejects.toBeInstanceOf(StorageNotFoundError);
  });

  test('a streamed 11 MB object arrives whole (several parts)', async () => {
    const key = newStorageKey('documents/7');
    const parts = Array.from({ length: 11 }, (_, i) => filled(MB, i));
    expect((await storage.put(key, chunks(parts))).size).toBe(11 * MB);
    const back = await readAll(storage, key);
    expect(back.byteLength).toBe(11 * MB);
    expect(back[0]).toBe(0);
    expect(back[10 * MB + 5]).toBe(10);
    await storage.delete(key);
  });

  test('a source that throws leaves nothing under the key', async () => {
    const key = newStorageKey('documents/8');
    const parts = Array.from({ length: 8 }, (_, i) => filled(MB, i));
    await expect(storage.put(key, chunks(parts, 7))).rejects.toThrow('refused mid-way');
    expect(await storage.exists(key)).toBe(false);
  });

  test('keys a user could shape are refused', async () => {
    for (const bad of ['../etc/passwd', 'documents/../x', '/abs', 'Doc Name.pdf', 'a//b', '']) {
      await expect(storage.put(bad, filled(1, 1))).rejects.toThrow('Invalid storage key');
    }
  });
});

test('the local driver leaves no partial file after a refused upload', async () => {
  const root = tempDir('uploads');
  const storage = localStorage(root);
  await expect(storage.put('documents/1/x', chunks([filled(10, 1), filled(10, 2)], 1))).rejects.toThrow();
  expect(readdirSync(path.join(root, 'documents', '1'))).toEqual([]);
});

test('S3_* settings choose the S3 driver; without them the folder under DATA_DIR', () => {
  const dataDir = tempDir('data');
  expect(createStorage(loadConfig({ DATA_DIR: dataDir })).driver).toBe('local');
  const config = loadConfig({ DATA_DIR: dataDir, S3_BUCKET: 'b', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' });
  expect(config.storage.s3).toEqual({ bucket: 'b', endpoint: 'http://127.0.0.1:9000', region: 'us-east-1', accessKeyId: 'k', secretAccessKey: 's' });
  expect(createStorage(config).driver).toBe('s3');
  expect(() => loadConfig({ S3_BUCKET: 'b', S3_ENDPOINT: 'ftp://x' })).toThrow('S3_ENDPOINT must be an http(s) URL');
});
