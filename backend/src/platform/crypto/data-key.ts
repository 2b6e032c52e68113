import { randomBytes } from 'node:crypto';
import { chmodSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';

const KEY_BYTES = 32;

/** DATA_ENCRYPTION_KEY (or the key file's content): 32 bytes as 64 hex digits or as base64. */
export function parseDataKey(raw: string, source = 'DATA_ENCRYPTION_KEY'): Uint8Array {
  const text = raw.trim();
  if (/^[0-9a-fA-F]{64}$/.test(text)) return Uint8Array.from(Buffer.from(text, 'hex'));
  if (/^[A-Za-z0-9+/]{43}=?$/.test(text) || /^[A-Za-z0-9_-]{43}$/.test(text)) {
    const key = Buffer.from(text, 'base64');
    if (key.length === KEY_BYTES) return Uint8Array.from(key);
  }
  throw new Error(`${source} must be 32 bytes written as 64 hex digits or as base64 (e.g. the output of \`openssl rand -base64 32\`)`);
}

export const dataKeyPath = (dataDir: string) => path.join(dataDir, 'secrets', 'data.key');

/**
 * The content of DATA_DIR/secrets/<name>, written with `make()` on first use: readable by its owner only (0600,
 * in a 0700 folder). Two processes starting together agree on one content: the file appears complete or not
 * at all (written aside, then hard-linked into place, which fails if it exists).
 */
export function readOrCreateSecretFile(dataDir: string, name: string, make: () => string): { file: string; content: string } {
  const file = path.join(dataDir, 'secrets', name);
  // DATA_DIR itself keeps the default mode (embedded PostgreSQL's own user must reach its folder in it);
  // only the secrets folder is the owner's alone.
  mkdirSync(dataDir, { recursive: true });
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  chmodSync(path.dirname(file), 0o700);
  const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(temp, make(), { mode: 0o600, flag: 'wx' });
  try {
    linkSync(temp, file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  } finally {
    unlinkSync(temp);
  }
  chmodSync(file, 0o600);
  return { file, content: readFileSync(file, 'utf8') };
}

/** The key from DATA_ENCRYPTION_KEY, else the key file DATA_DIR/secrets/data.key, generated on first use. */
export function readOrCreateDataKey(config: Pick<Config, 'dataEncryptionKey' | 'dataDir'>): Uint8Array {
  if (config.dataEncryptionKey) return parseDataKey(config.dataEncryptionKey);
  const { file, content } = readOrCreateSecretFile(
    config.dataDir,
    path.basename(dataKeyPath(config.dataDir)),
    () => `${randomBytes(KEY_BYTES).toString('base64')}\n`,
  );
  return parseDataKey(content, file);
}
