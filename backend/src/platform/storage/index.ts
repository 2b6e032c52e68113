import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Config } from '../config';
import { localStorage } from './local';
import { s3Storage } from './s3';
import type { ObjectStorage } from './types';

export { readAll, StorageNotFoundError, type ObjectStorage } from './types';
export { localStorage } from './local';
export { s3Storage, type S3Settings } from './s3';

/** The configured store: S3-compatible when S3_BUCKET is set, else the folder DATA_DIR/uploads. */
export function createStorage(config: Pick<Config, 'dataDir' | 'storage'>): ObjectStorage {
  return config.storage.s3 ? s3Storage(config.storage.s3) : localStorage(path.join(config.dataDir, 'uploads'));
}

/** A fresh key under `prefix` (e.g. 'documents/42'): random, never derived from what the user sent. */
export const newStorageKey = (prefix: string) => `${prefix}/${randomUUID()}`;
