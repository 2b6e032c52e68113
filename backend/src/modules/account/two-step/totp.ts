import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

/**
 * Authenticator-app codes per RFC 6238 through `otpauth`: SHA-1, 6 digits, 30-second steps, a code of the
 * step before or after accepted too (clocks drift).
 */
const ISSUER = 'FinX';
const WINDOW = 1;

const totp = (secretBase32: string, label = '') =>
  new TOTP({ issuer: ISSUER, label, secret: Secret.fromBase32(secretBase32), algorithm: 'SHA1', digits: 6, period: 30 });

/** A new random 160-bit secret (RFC 4226's recommended length), as Base32. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** What an app needs to add the account: the otpauth:// URL (labelled with the user's e-mail) and it as an SVG QR code. */
export async function enrolment(secretBase32: string, email: string) {
  const otpauthUrl = totp(secretBase32, email).toString();
  const qrSvg = await QRCode.toString(otpauthUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secret: secretBase32, otpauthUrl, qrSvg };
}

/** The time step a code belongs to (so a used step can be refused next time), or null for a wrong code. */
export function stepOfCode(secretBase32: string, code: string, now = Date.now()): number | null {
  const t = totp(secretBase32);
  const delta = t.validate({ token: code, timestamp: now, window: WINDOW });
  return delta === null ? null : t.counter({ timestamp: now }) + delta;
}
