import { createHmac, randomBytes } from 'node:crypto';

/** Standard Webhooks (https://www.standardwebhooks.com): the secret's prefix and the signature's version. */
const SECRET_PREFIX = 'whsec_';
const SECRET_BYTES = 32;

/** A new signing secret: `whsec_` + base64 of 32 random bytes. */
export const generateSecret = () => `${SECRET_PREFIX}${randomBytes(SECRET_BYTES).toString('base64')}`;

/** `whsec_…AbCd`: enough to tell two secrets apart, never enough to use one. */
export const maskSecret = (secret: string) => `${SECRET_PREFIX}…${secret.slice(-4)}`;

/** `v1,<base64 HMAC-SHA256 of "id.timestamp.body">` with the secret's base64-decoded key. */
export function sign(secret: string, messageId: string, timestampSeconds: number, body: string): string {
  const key = Buffer.from(secret.slice(SECRET_PREFIX.length), 'base64');
  const mac = createHmac('sha256', Uint8Array.from(key)).update(`${messageId}.${timestampSeconds}.${body}`).digest('base64');
  return `v1,${mac}`;
}

/**
 * The three Standard Webhooks headers. While a rotated-out secret is still honoured, the signature header
 * carries one signature per secret (space-separated), so receivers verify with either.
 */
export function signatureHeaders(secrets: string[], messageId: string, body: string, now = Date.now()): Record<string, string> {
  const timestamp = Math.floor(now / 1000);
  return {
    'webhook-id': messageId,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': secrets.map((s) => sign(s, messageId, timestamp, body)).join(' '),
  };
}
