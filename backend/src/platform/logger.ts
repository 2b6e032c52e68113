import { writeSync } from 'node:fs';
import pino, { type DestinationStream, type Logger } from 'pino';

export type { Logger };

export const REDACTED = '[Redacted]';

/** Keys (lower-cased, without `_`/`-`) whose values never reach the logs, at any depth. */
const SENSITIVE_KEYS = new Set([
  'ssn',
  'socialsecuritynumber',
  'password',
  'passwd',
  'token',
  'secret',
  'card',
  'cardnumber',
  'cvv',
  'cvc',
  'accountnumber',
  'authorization',
  'proxyauthorization',
  'cookie',
  'setcookie',
  'apikey',
]);
/** ...and keys that end with one of these (accessToken, clientSecret, newPassword, userSsn, ...). */
const SENSITIVE_SUFFIXES = ['password', 'token', 'secret', 'ssn', 'cardnumber', 'accountnumber', 'apikey', 'recoverycode', 'recoverycodes', 'otpauthurl'];

/** Answers per key name, so the keys every log line repeats (reqId, method, path, ...) are judged once. */
const keyVerdicts = new Map<string, boolean>();
const MAX_CACHED_KEYS = 10_000;

export function isSensitiveKey(key: string): boolean {
  const cached = keyVerdicts.get(key);
  if (cached !== undefined) return cached;
  const k = key.toLowerCase().replace(/[_-]/g, '');
  const sensitive = SENSITIVE_KEYS.has(k) || SENSITIVE_SUFFIXES.some((s) => k.endsWith(s));
  if (keyVerdicts.size < MAX_CACHED_KEYS) keyVerdicts.set(key, sensitive);
  return sensitive;
}

/** SSN-shaped text (123-45-6789) inside free-text strings. */
const SSN_PATTERN = /\b\d{3}-\d{2}-\d{4}\b/g;

const HAS_SSN = new RegExp(SSN_PATTERN.source);
const maskSsn = (text: string) => (HAS_SSN.test(text) ? text.replace(SSN_PATTERN, '***-**-****') : text);

/** Deep copy of `value` with sensitive keys replaced by [Redacted] and SSN-shaped text masked. */
export function redact(value: unknown, seen?: WeakSet<object>): unknown {
  if (typeof value === 'string') return maskSsn(value);
  if (value === null || typeof value !== 'object') return value;
  // Circular references are tracked only below the top level (a log line is usually flat).
  const nested = (v: unknown) => (v !== null && typeof v === 'object' ? redact(v, (seen ??= new WeakSet([value]))) : redact(v));
  if (seen) {
    if (seen.has(value)) return '[Circular]';
    seen.add(value);
  }
  if (Array.isArray(value)) return value.map(nested);
  if (value instanceof Error) {
    const out: Record<string, unknown> = { type: value.name, message: maskSsn(value.message), stack: value.stack };
    for (const [k, v] of Object.entries(value)) out[k] = isSensitiveKey(k) ? REDACTED : nested(v);
    return out;
  }
  if (value instanceof Date) return value;
  if (typeof (value as { toJSON?: unknown }).toJSON === 'function') return redact((value as { toJSON: () => unknown }).toJSON(), seen);
  const out: Record<string, unknown> = {};
  for (const k in value) {
    if (Object.hasOwn(value, k)) out[k] = isSensitiveKey(k) ? REDACTED : nested((value as Record<string, unknown>)[k]);
  }
  return out;
}

export interface LoggerOptions {
  level?: string;
  /** Where JSON lines go (stdout by default); tests pass a capturing stream. */
  destination?: DestinationStream;
  base?: Record<string, unknown>;
}

/**
 * Structured JSON logs (pino). Every logged object goes through {@link redact}, so ssn, password, token,
 * secret, card/cardNumber, accountNumber, authorization, cookie and two-step (recoveryCode(s), otpauthUrl) values are
 * removed wherever they sit.
 */
export function createLogger(opts: LoggerOptions = {}): Logger {
  return pino(
    {
      level: opts.level ?? 'info',
      base: opts.base ?? { service: 'finx' },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: {
        level: (label) => ({ level: label }),
        log: (obj) => redact(obj) as Record<string, unknown>,
      },
      serializers: {
        // Keep the error's fields but pass them through redaction (the log formatter runs after).
        err: (e: unknown) => redact(e),
      },
      hooks: {
        // Messages are free text: mask SSN-shaped text in them too.
        logMethod(args, method) {
          const masked = args.map((a) => (typeof a === 'string' ? maskSsn(a) : a));
          return method.apply(this, masked as Parameters<typeof method>);
        },
      },
    },
    opts.destination ?? (processStdout ??= stdoutPerTick()),
  );
}

/** One buffer for every logger of the process, so their lines keep their order and one exit hook flushes them. */
let processStdout: DestinationStream | undefined;

/**
 * stdout, written once per event-loop turn: the lines logged while a turn's requests are handled go out
 * in one write instead of a write (a syscall, and a wake-up of whatever reads the pipe) per line. A quiet
 * server still writes each line at once, on the next turn; what is pending is written when the process exits.
 */
function stdoutPerTick(): DestinationStream {
  let pending: string[] = [];
  const flush = () => {
    if (!pending.length) return;
    const text = pending.join('');
    pending = [];
    writeSync(1, text);
  };
  process.on('exit', flush);
  return {
    write(line: string) {
      if (!pending.length) setImmediate(flush);
      pending.push(line);
    },
  };
}
