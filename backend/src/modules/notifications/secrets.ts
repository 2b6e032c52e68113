import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import webpush from 'web-push';
import type { Config } from '../../platform/config';
import { readOrCreateDataKey, readOrCreateSecretFile } from '../../platform/crypto/data-key';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/**
 * Web Push keys: VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY, else a pair generated once in DATA_DIR/secrets/vapid.json
 * (0600). Browsers subscribed with one public key stop receiving pushes if it changes, so it is kept.
 */
export function readOrCreateVapidKeys(config: Pick<Config, 'dataDir' | 'notifications'>): VapidKeys {
  const { publicKey, privateKey, subject } = config.notifications.vapid;
  if (publicKey && privateKey) return { publicKey, privateKey, subject };
  if (publicKey || privateKey) throw new Error('Set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither (a pair is then generated)');
  const { file, content } = readOrCreateSecretFile(config.dataDir, 'vapid.json', () => `${JSON.stringify(webpush.generateVAPIDKeys())}\n`);
  const keys = JSON.parse(content) as Partial<VapidKeys>;
  if (!keys.publicKey || !keys.privateKey) throw new Error(`${file} does not hold a VAPID key pair`);
  return { publicKey: keys.publicKey, privateKey: keys.privateKey, subject };
}

/**
 * Unsubscribe tokens: `<userId>.<HMAC-SHA256 of "unsubscribe:email:<userId>">` (base64url), keyed with a key
 * derived from the data key (DATA_ENCRYPTION_KEY or its file), so every process that shares the data key
 * accepts them. A link works without signing in and for as long as the account exists.
 */
export function unsubscribeTokens(config: Pick<Config, 'dataEncryptionKey' | 'dataDir'>) {
  const key = new Uint8Array(hkdfSync('sha256', readOrCreateDataKey(config), new Uint8Array(0), 'finx notifications unsubscribe v1', 32));
  const mac = (userId: number) => createHmac('sha256', key).update(`unsubscribe:email:${userId}`).digest('base64url');
  return {
    sign: (userId: number) => `${userId}.${mac(userId)}`,
    /** The user id of a genuine token, else null. */
    verify(token: string): number | null {
      const m = /^([1-9]\d{0,15})\.([A-Za-z0-9_-]{43})$/.exec(token.trim());
      if (!m) return null;
      const userId = Number(m[1]);
      const given = Buffer.from(m[2]!);
      const expected = Buffer.from(mac(userId));
      return given.length === expected.length && timingSafeEqual(Uint8Array.from(given), Uint8Array.from(expected)) ? userId : null;
    },
  };
}
export type UnsubscribeTokens = ReturnType<typeof unsubscribeTokens>;
