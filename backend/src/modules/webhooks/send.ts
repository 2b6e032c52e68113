import { isIP } from 'node:net';
import { checkTarget, type GuardOptions, UnsafeTargetError } from './address-guard';

/** The receiver's answer body is kept up to this many bytes (spec of the issue: 4 KB). */
export const RESPONSE_BODY_LIMIT = 4096;

export interface SendResult {
  /** HTTP status; null when no answer came (refused address, connection error, timeout). */
  status: number | null;
  /** The answer's body, at most 4 KB. */
  body: string | null;
  /** Seconds from a Retry-After header (number or HTTP date), when there was one. */
  retryAfterSeconds: number | null;
  /** Why there was no answer. */
  error: string | null;
  durationMs: number;
}

export interface SendRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
  guard: GuardOptions;
}

/** Retry-After as seconds: `120` or an HTTP date; null when absent or unreadable. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | null {
  if (!value) return null;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text);
  const at = Date.parse(text);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

/** Reused: decoding without `stream` keeps no state between calls. */
const utf8 = new TextDecoder('utf-8', { fatal: false });

/** The body as text, at most RESPONSE_BODY_LIMIT bytes: read whole when its length says it fits, else streamed and cut. */
async function readCapped(res: Response): Promise<string> {
  const length = Number(res.headers.get('content-length') ?? NaN);
  if (length <= RESPONSE_BODY_LIMIT) return decoded(new Uint8Array(await res.arrayBuffer()).subarray(0, RESPONSE_BODY_LIMIT));
  const reader = res.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    while (size < RESPONSE_BODY_LIMIT) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      size += value.length;
    }
  } finally {
    if (size >= RESPONSE_BODY_LIMIT) void reader.cancel().catch(() => undefined);
    else reader.releaseLock();
  }
  const all = new Uint8Array(Math.min(size, RESPONSE_BODY_LIMIT));
  let at = 0;
  for (const c of chunks) {
    const part = c.subarray(0, all.length - at);
    all.set(part, at);
    at += part.length;
    if (at >= all.length) break;
  }
  return decoded(all);
}

// A multi-byte character cut at the limit becomes U+FFFD rather than an error; so does a NUL, which a
// PostgreSQL text column refuses (it would fail the statement recording this attempt and its batch).
const decoded = (bytes: Uint8Array) => utf8.decode(bytes).replaceAll('\0', '\uFFFD');

function describeFailure(err: unknown, timeoutMs: number): string {
  if (err instanceof UnsafeTargetError) return err.message;
  const e = err as { name?: string; code?: string; message?: string };
  if (e.name === 'TimeoutError' || e.name === 'AbortError') return `No answer within ${timeoutMs / 1000} s`;
  if (e.code === 'ConnectionRefused' || e.code === 'ECONNREFUSED') return 'Connection refused';
  if (e.code?.startsWith('ERR_TLS') || /certificate/i.test(e.message ?? '')) return 'The receiver’s TLS certificate was not accepted';
  return `Could not reach the receiver${e.code ? ` (${e.code})` : ''}`;
}

/**
 * POSTs one signed event. The host is resolved and checked first (SSRF guard) and the connection goes to
 * that very address: the URL's host becomes the Host header and, for https, the TLS server name, so the
 * certificate is still verified for the name. Redirects are not followed (a 3xx is a failed attempt).
 */
export async function sendWebhook(req: SendRequest): Promise<SendResult> {
  const started = performance.now();
  const done = (r: Omit<SendResult, 'durationMs'>): SendResult => ({ ...r, durationMs: Math.round(performance.now() - started) });
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(Object.assign(new Error('timeout'), { name: 'TimeoutError' })), req.timeoutMs);
  try {
    const target = await checkTarget(req.url, req.guard);
    const { url } = target;
    const literal = isIP(target.address) === 6 ? `[${target.address}]` : target.address;
    const direct = `${url.protocol}//${literal}:${target.port}${url.pathname}${url.search}`;
    const https = url.protocol === 'https:';
    const res = await fetch(direct, {
      method: 'POST',
      headers: { ...req.headers, host: url.host, 'content-type': 'application/json', 'user-agent': 'FinX-Webhooks/1.0' },
      body: req.body,
      redirect: 'manual',
      signal: abort.signal,
      // A pooled TLS connection was verified for whichever name opened it: https opens its own.
      keepalive: !https,
      ...(https ? { tls: { serverName: url.hostname } } : {}),
    } as RequestInit);
    const body = await readCapped(res);
    return done({ status: res.status, body, retryAfterSeconds: parseRetryAfter(res.headers.get('retry-after')), error: null });
  } catch (err) {
    return done({ status: null, body: null, retryAfterSeconds: null, error: describeFailure(abort.signal.aborted ? abort.signal.reason : err, req.timeoutMs) });
  } finally {
    clearTimeout(timer);
  }
}
