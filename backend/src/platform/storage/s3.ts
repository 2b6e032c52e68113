import { S3Client } from 'bun';
import { assertKey, chunksOf, type ObjectStorage, StorageNotFoundError } from './types';

export interface S3Settings {
  bucket: string;
  /** e.g. https://s3.us-east-1.amazonaws.com, or a MinIO / R2 / s3rver address. */
  endpoint: string | undefined;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
}

/** Parts of a streamed upload (S3's minimum part size): a 10 MB file goes up in two or three parts. */
const PART_SIZE = 5 * 1024 * 1024;

/** Any S3-compatible store through Bun's built-in S3 client; uploads stream up as multipart uploads. */
export function s3Storage(settings: S3Settings): ObjectStorage {
  const client = new S3Client({
    bucket: settings.bucket,
    endpoint: settings.endpoint,
    region: settings.region,
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
  });

  return {
    driver: 's3',
    async put(key, source) {
      const writer = client.file(assertKey(key)).writer({ partSize: PART_SIZE, retry: 2, type: 'application/octet-stream' });
      let size = 0;
      try {
        for await (const chunk of chunksOf(source)) {
          size += chunk.byteLength;
          await writer.write(chunk);
        }
        await writer.end();
      } catch (err) {
        // end(error) abandons the multipart upload: nothing is published under the key.
        await Promise.resolve(writer.end(err instanceof Error ? err : new Error(String(err)))).catch(() => undefined);
        await client.delete(key).catch(() => undefined);
        throw err;
      }
      return { size };
    },
    async get(key) {
      const file = client.file(assertKey(key));
      if (!(await file.exists())) throw new StorageNotFoundError(key);
      return file.stream();
    },
    async delete(key) {
      await client.delete(assertKey(key));
    },
    exists: (key) => client.exists(assertKey(key)),
  };
}
