import { createHash, randomBytes, randomInt } from 'node:crypto';

/**
 * One-time recovery codes: 10 of them, each 10 random lowercase letters or digits (≈ 52 bits), shown once as
 * xxxxx-xxxxx. They are random, so a salted SHA-256 is enough to keep them (no slow password hash needed).
 */
export const RECOVERY_CODE_COUNT = 10;
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
const LENGTH = 10;

export const newRecoverySalt = () => randomBytes(16).toString('hex');

/** New codes as the user sees them (xxxxx-xxxxx). */
export const newRecoveryCodes = (): string[] =>
  Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const code = Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    return `${code.slice(0, 5)}-${code.slice(5)}`;
  });

/** What is stored of a code; `code` in either form (the contract's schema hands over the 10 characters alone). */
export const hashRecoveryCode = (salt: string, code: string) =>
  createHash('sha256')
    .update(`${salt}:${code.replace('-', '')}`)
    .digest('hex');
