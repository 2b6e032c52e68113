import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'bun:test';
import { loadConfig } from '../src/platform/config';
import { dataKeyPath, DecryptionError, decryptField, encryptField, loadDataKey, parseDataKey } from '../src/platform/crypto';

const dirs: string[] = [];
const tempDataDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'finx-crypto-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

const HEX_KEY = randomBytes(32).toString('hex');
const OTHER_KEY = randomBytes(32).toString('base64');
const useKey = (key: string) => loadDataKey({ dataEncryptionKey: key, dataDir: tempDataDir() });
const mode = (p: string) => statSync(p).mode & 0o777;

describe('field encryption (AES-256-GCM)', () => {
  test('round trip', () => {
    useKey(HEX_KEY);
    for (const plain of ['123-45-6789', '1990-07-14', '', 'José Ñúñez 𝄞']) {
      expect(decryptField(encryptField(plain))).toBe(plain);
    }
  });

  test('the token holds no plaintext and differs every time', () => {
    useKey(HEX_KEY);
    const ssn = '123456789';
    const a = encryptField(ssn);
    const b = encryptField(ssn);
    expect(a).toMatch(/^v1:[A-Za-z0-9+/=]+:[A-Za-z0-9+/=]+:[A-Za-z0-9+/=]+$/);
    expect(a).not.toBe(b);
    for (const token of [a, b]) {
      expect(token).not.toContain(ssn);
      expect(token).not.toContain('6789');
      expect(token).not.toContain(Buffer.from(ssn).toString('base64').slice(0, 8));
    }
  });

  test('any change to the token is detected', () => {
    useKey(HEX_KEY);
    const token = encryptField('123456789');
    const parts = token.split(':');
    for (const i of [1, 2, 3]) {
      const bytes = Buffer.from(parts[i]!, 'base64');
      bytes[0]! ^= 1;
      const changed = parts.map((p, j) => (j === i ? bytes.toString('base64') : p)).join(':');
      expect(() => decryptField(changed)).toThrow(DecryptionError);
    }
    for (const bad of [token.replace(/^v1/, 'v2'), token.split(':').slice(0, 3).join(':'), `${token}:x`, 'v1:@@:@@:@@', '123456789']) {
      expect(() => decryptField(bad)).toThrow(DecryptionError);
    }
  });

  test('another key cannot decrypt', () => {
    useKey(HEX_KEY);
    const token = encryptField('123456789');
    useKey(OTHER_KEY);
    expect(() => decryptField(token)).toThrow(DecryptionError);
    useKey(HEX_KEY);
    expect(decryptField(token)).toBe('123456789');
  });
});

describe('DATA_ENCRYPTION_KEY', () => {
  test('32 bytes as 64 hex digits or base64', () => {
    const key = randomBytes(32);
    expect([...parseDataKey(key.toString('hex'))]).toEqual([...key]);
    expect([...parseDataKey(key.toString('base64'))]).toEqual([...key]);
    expect([...parseDataKey(key.toString('base64url'))]).toEqual([...key]);
    expect([...parseDataKey(` ${key.toString('base64')}\n`)]).toEqual([...key]);
  });

  test.each([
    ['too short', 'secret'],
    ['63 hex digits', 'a'.repeat(63)],
    ['16 bytes', randomBytes(16).toString('base64')],
    ['48 bytes', randomBytes(48).toString('base64')],
    ['not base64', '!'.repeat(44)],
  ])('%s is a startup error', (_, raw) => {
    const config = loadConfig({ DATA_ENCRYPTION_KEY: raw, DATA_DIR: tempDataDir() });
    expect(() => loadDataKey(config)).toThrow(/DATA_ENCRYPTION_KEY must be 32 bytes/);
  });

  test('a configured key writes no key file', () => {
    const dataDir = tempDataDir();
    loadDataKey(loadConfig({ DATA_ENCRYPTION_KEY: HEX_KEY, DATA_DIR: dataDir }));
    expect(readdirSync(dataDir)).toEqual([]);
  });
});

describe('generated key file', () => {
  test('a new DATA_DIR keeps the default mode (embedded PostgreSQL runs as its own user inside it)', () => {
    const dataDir = path.join(tempDataDir(), 'new-data-dir');
    loadDataKey(loadConfig({ DATA_DIR: dataDir }));
    expect(mode(dataDir) & 0o005).toBe(0o005);
    expect(mode(path.dirname(dataKeyPath(dataDir)))).toBe(0o700);
  });

  test('created once, readable by its owner only, and reused after a restart', () => {
    const dataDir = tempDataDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    loadDataKey(config);
    const file = dataKeyPath(dataDir);
    expect(file).toBe(path.join(dataDir, 'secrets', 'data.key'));
    expect(mode(file)).toBe(0o600);
    expect(mode(path.dirname(file))).toBe(0o700);
    const content = readFileSync(file, 'utf8');
    expect(parseDataKey(content)).toHaveLength(32);
    const token = encryptField('1990-07-14');

    useKey(OTHER_KEY); // another process state in between
    loadDataKey(loadConfig({ DATA_DIR: dataDir })); // "restart"
    expect(readFileSync(file, 'utf8')).toBe(content);
    expect(decryptField(token)).toBe('1990-07-14');
    expect(readdirSync(path.dirname(file))).toEqual(['data.key']);
  });

  test('a key file others could read is made private', () => {
    const dataDir = tempDataDir();
    mkdirSync(path.join(dataDir, 'secrets'), { recursive: true, mode: 0o755 });
    writeFileSync(dataKeyPath(dataDir), OTHER_KEY);
    chmodSync(dataKeyPath(dataDir), 0o644);
    loadDataKey(loadConfig({ DATA_DIR: dataDir }));
    expect(mode(dataKeyPath(dataDir))).toBe(0o600);
    expect(mode(path.dirname(dataKeyPath(dataDir)))).toBe(0o700);
  });

  test('a damaged key file is an error naming the file', () => {
    const dataDir = tempDataDir();
    mkdirSync(path.join(dataDir, 'secrets'), { recursive: true });
    writeFileSync(dataKeyPath(dataDir), 'garbage');
    expect(() => loadDataKey(loadConfig({ DATA_DIR: dataDir }))).toThrow(dataKeyPath(dataDir));
  });
});
