import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM for single database fields. Token: `v1:<iv>:<tag>:<ciphertext>` (base64 each), a fresh random
 * 12-byte IV per value; the 16-byte tag makes any change to the token (or a wrong key) fail to decrypt.
 */
const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

export class DecryptionError extends Error {
  constructor() {
    super('An encrypted field could not be decrypted: wrong key or altered data');
    this.name = 'DecryptionError';
  }
}

// Plain Uint8Array at the node:crypto calls: this project's Buffer typings do not match Uint8Array's.
const bytes = (b: ArrayLike<number>) => Uint8Array.from(b);
const base64 = (b: ArrayLike<number>) => Buffer.from(bytes(b)).toString('base64');

export function encryptWithKey(key: Uint8Array, plain: string): string {
  const iv = bytes(randomBytes(IV_BYTES));
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
  const ciphertext = [...cipher.update(plain, 'utf8'), ...cipher.final()];
  return [VERSION, base64(iv), base64(cipher.getAuthTag()), base64(ciphertext)].join(':');
}

export function decryptWithKey(key: Uint8Array, token: string): string {
  const parts = token.split(':');
  if (parts.length !== 4 || parts[0] !== VERSION || !parts.slice(1).every((p) => BASE64.test(p))) throw new DecryptionError();
  const [iv, tag, ciphertext] = parts.slice(1).map((p) => bytes(Buffer.from(p, 'base64')));
  if (!iv || !tag || !ciphertext || iv.length !== IV_BYTES || tag.length !== TAG_BYTES) throw new DecryptionError();
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
    decipher.setAuthTag(tag);
    return decipher.update(ciphertext, undefined, 'utf8') + decipher.final('utf8');
  } catch {
    throw new DecryptionError();
  }
}
