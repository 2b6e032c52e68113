import type { Config } from '../config';
import { readOrCreateDataKey } from './data-key';
import { decryptWithKey, encryptWithKey } from './field-cipher';

export { DecryptionError } from './field-cipher';
export { dataKeyPath, parseDataKey } from './data-key';
export { hashPassword, verifyPassword } from './passwords';

/** Personal data (SSN, date of birth) is stored encrypted with this process's data key. */
let dataKey: Uint8Array | undefined;

/** Call once at startup (API and worker), before any personal data is read or written. Bad key config throws. */
export function loadDataKey(config: Pick<Config, 'dataEncryptionKey' | 'dataDir'>): void {
  dataKey = readOrCreateDataKey(config);
}

function currentKey(): Uint8Array {
  if (!dataKey) throw new Error('The data encryption key is not loaded: call loadDataKey(config) at startup');
  return dataKey;
}

/** `v1:<iv>:<tag>:<ciphertext>`: no plaintext, different every time. */
export const encryptField = (plain: string): string => encryptWithKey(currentKey(), plain);

/** Throws DecryptionError when the token was altered or written with another key. */
export const decryptField = (token: string): string => decryptWithKey(currentKey(), token);
