import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { access, mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import { assertKey, chunksOf, type ObjectStorage, StorageNotFoundError } from './types';

/**
 * Objects as files under `root` (DATA_DIR/uploads): written to a temporary name and renamed once complete, so
 * a reader never sees half a file and a refused upload leaves nothing.
 */
export function localStorage(root: string): ObjectStorage {
  const fileOf = (key: string) => path.join(root, ...assertKey(key).split('/'));

  return {
    driver: 'local',
    async put(key, source) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      const tmp = `${file}.${randomUUID()}.part`;
      const out = createWriteStream(tmp, { mode: 0o600 });
      let size = 0;
      try {
        for await (const chunk of chunksOf(source)) {
          size += chunk.byteLength;
          if (!out.write(chunk)) await once(out, 'drain');
        }
        out.end();
        await finished(out);
        await rename(tmp, file);
      } catch (err) {
        // the file may still be opening: wait until the stream has closed, or the .part file outlives the rm
        out.destroy();
        await finished(out).catch(() => undefined);
        await rm(tmp, { force: true });
        throw err;
      }
      return { size };
    },
    async get(key) {
      const file = fileOf(key);
      try {
        await access(file);
      } catch {
        throw new StorageNotFoundError(key);
      }
      return Bun.file(file).stream();
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    async exists(key) {
      try {
        await access(fileOf(key));
        return true;
      } catch {
        return false;
      }
    },
  };
}
